/** mm:ss (hours folded into minutes, as a 90-minute exam shows 90:00). SPEC: 30:00 until the limit loads. */
export function formatCountdown(seconds: number | null): string {
  if (seconds == null) return "30:00";
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, "0")}:${String(s % 60).padStart(2, "0")}`;
}
