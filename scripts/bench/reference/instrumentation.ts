// Like proxy.ts here: Turbopack looks for instrumentation.ts upwards from the app's folder and would
// otherwise run the school's (which checks the school's environment) when the reference starts.
export function register() {}
