// Stands in for "server-only" under Jest, which does not resolve the react-server export condition.
export {};
