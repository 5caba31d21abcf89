/** @jest-environment node */
import { clampPosition, coursePercent, creditedSeconds, FIRST_SAVE_SLACK_SECONDS, MAX_PLAYBACK_RATE, WATCH_CLOCK_BANK_SECONDS, watchedThreshold, watchGrant } from "./rules";

describe("progress rules", () => {
  it("needs 90% of a video, rounded up to a whole second", () => {
    expect(watchedThreshold(20)).toBe(18);
    expect(watchedThreshold(95)).toBe(86);
    expect(watchedThreshold(1)).toBe(1);
  });

  it("rounds course progress to a whole percent and never passes 100", () => {
    expect(coursePercent(1, 3)).toBe(33);
    expect(coursePercent(2, 3)).toBe(67);
    expect(coursePercent(4, 4)).toBe(100);
    expect(coursePercent(5, 4)).toBe(100);
    expect(coursePercent(0, 0)).toBe(0);
  });

  it("keeps a position inside the video", () => {
    expect(clampPosition(12.7, 20)).toBe(12);
    expect(clampPosition(-3, 20)).toBe(0);
    expect(clampPosition(400, 20)).toBe(20);
    expect(clampPosition(400, null)).toBe(400);
  });

  it("credits a first save at most a few seconds, wherever the player says it is", () => {
    expect(FIRST_SAVE_SLACK_SECONDS).toBe(5);
    expect(creditedSeconds(3, 0, null)).toBe(3);
    expect(creditedSeconds(20, 0, null)).toBe(5);
  });

  it("moves the furthest point no faster than the fastest playback, with a tenth more for jitter", () => {
    expect(MAX_PLAYBACK_RATE).toBe(2);
    // 10 s after a save at 0:05: at most 5 + 10 × 2.2 = 27.
    expect(creditedSeconds(20, 5, 10)).toBe(20);
    expect(creditedSeconds(600, 5, 10)).toBe(27);
    // A jump to the end an instant after the last save credits nothing more.
    expect(creditedSeconds(600, 40, 0)).toBe(40);
    expect(creditedSeconds(600, 40, -3)).toBe(40); // a clock that went back gives nothing
    // Enough real time, and a seeker reaches the end too.
    expect(creditedSeconds(600, 40, 300)).toBe(600);
  });

  it("never takes credit back for an older or repeated save", () => {
    expect(creditedSeconds(4, 10, 1)).toBe(10);
    expect(creditedSeconds(10, 10, 0)).toBe(10);
  });

  it("keeps up with honest playback at 2× saved every 10 s, whatever the latency", () => {
    // Client saves at 10-s intervals; each lands 0 to 0.9 s late on the server.
    let credited = creditedSeconds(0, 0, null);
    let lastRaise = 0;
    for (let i = 1; i <= 60; i++) {
      const reported = 20 * i;
      const arrival = 10 * i + ((i * 7) % 10) / 10;
      const next = creditedSeconds(reported, credited, arrival - lastRaise);
      if (next > credited) lastRaise = arrival;
      credited = next;
      expect(reported - credited).toBeLessThanOrEqual(2);
    }
  });

  it("gives a script that floods saves no more than playback would", () => {
    let credited = creditedSeconds(3600, 0, null);
    let lastRaise = 0;
    for (let i = 1; i <= 1000; i++) {
      const next = creditedSeconds(3600, credited, i * 0.01 - lastRaise);
      if (next > credited) lastRaise = i * 0.01;
      credited = next;
    }
    // 1000 saves 10 ms apart: 10 s of real time, 22 s of credit at most.
    expect(credited).toBeLessThanOrEqual(5 + 22);
  });

  it("grants across lessons what 2× playback (and its tenth of slack) produced since the watch clock, banking a minute at most", () => {
    expect(watchGrant(10, 5)).toBe(10);
    expect(watchGrant(100, 10)).toBe(22);
    expect(watchGrant(500, 3600)).toBe(Math.floor(WATCH_CLOCK_BANK_SECONDS * 2.2));
    expect(watchGrant(50, -3)).toBe(0); // a clock a racing save moved past this save's present
    // Three lessons saved at once after 61 s: together no more than 61 s of playback could give.
    let lag = 61;
    let total = 0;
    for (let lesson = 0; lesson < 3; lesson++) {
      const granted = watchGrant(67, lag);
      lag = Math.min(lag, WATCH_CLOCK_BANK_SECONDS) - granted / 2.2; // the clock a save finds is never further back than the bank
      total += granted;
    }
    expect(total).toBeLessThanOrEqual(Math.floor(Math.min(61, WATCH_CLOCK_BANK_SECONDS) * 2.2));
  });
});
