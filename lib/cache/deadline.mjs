// A deadline for an answer over a socket (Redis's, in ./cache-handler.mjs) that measures the other side's time,
// not this process's: under CPU load the event loop can be too busy to read an answer that has arrived, and a
// plain timer then fires first (timers run before I/O in each turn of the loop), blaming a healthy server.

export class NoAnswer extends Error {}

/**
 * `promise`, or NoAnswer after `ms`. When the timer fires, the answer may already be in the socket, unread,
 * because the event loop was busy (timers run before I/O in each turn): I/O gets its turn first, and a timer
 * that fired late by half its length or more waits once more, so the time measured is Redis's, not our CPU's.
 */
export function withTimeout(promise, ms) {
  let timer;
  const timeout = new Promise((_, reject) => {
    const arm = (extended) => {
      const due = Date.now() + ms;
      timer = setTimeout(() => {
        const late = Date.now() - due;
        setImmediate(() => (late >= ms / 2 && !extended ? arm(true) : reject(new NoAnswer(`no answer within ${ms} ms`))));
      }, ms);
      timer.unref?.(); // a deadline never keeps the process alive
    };
    arm(false);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
