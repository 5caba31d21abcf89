// The school with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape, typing into the field Tab
// reached): every stop shows focus, focus lands sensibly after navigation and dialogs, and Tab leaves every widget.
// Screen-reader semantics are checked through the accessibility tree (toMatchAriaSnapshot) and the live regions.
import type { Page } from "@playwright/test";
import { seededAssessment } from "./assessment-fixtures";
import { certifiedStudent } from "./certificate-fixtures";
import { expect, instructorOf, test } from "./fixtures/accounts";
import { announcements, expectFocusOnMainHeading, expectFocusVisible, expectSkipLinkToMain, expectTabLeaves, recordAnnouncements, tabTo } from "./keyboard";
import { enrol, lessonIds, signUpStudent } from "./lesson-fixtures";

const uniqueEmail = () => `e2e-keys-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
const video = (page: Page) => page.locator("video");
const videoState = (page: Page) =>
  video(page).evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    time: v.currentTime,
    volume: Math.round(v.volume * 100),
    muted: v.muted,
    rate: v.playbackRate,
    captions: v.textTracks[0]?.mode ?? "none",
  }));

test.beforeEach(async ({ page }) => {
  await recordAnnouncements(page);
});

test("sign up with the keyboard: errors shown, the form is filled by Tab, the new page starts at its top", async ({ page }) => {
  await page.goto("/signup");
  await expectSkipLinkToMain(page);

  // Sending the empty form shows the errors on the fields; Tab reaches the first one with focus showing.
  // (Focus is not moved to the first field in error: reported to the sign-up form's owner.)
  const firstName = page.getByLabel("First Name");
  await tabTo(page, page.getByRole("button", { name: "Create Account" }));
  await page.keyboard.press("Enter");
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await tabTo(page, firstName, { back: true });
  await page.keyboard.type("Junia");
  await tabTo(page, page.getByLabel("Last Name"));
  await page.keyboard.type("Andronicus");
  await tabTo(page, page.getByLabel("Email"));
  await page.keyboard.type(uniqueEmail());
  await tabTo(page, page.getByLabel("Password", { exact: true }));
  await page.keyboard.type("fellow-prisoner-16");
  await tabTo(page, page.getByLabel("Confirm Password"));
  await page.keyboard.type("fellow-prisoner-16");
  const terms = page.getByRole("checkbox");
  await tabTo(page, terms);
  await page.keyboard.press("Space");
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole("button", { name: "Create Account" }));
  await page.keyboard.press("Enter");

  // A full page load: focus starts at the top again, the skip link leads into the page.
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem")).toContainText("Check your e-mail");
  await expectSkipLinkToMain(page);
  // A success toast is announced politely, never assertively.
  const heard = await announcements(page);
  expect(heard).toContainEqual({ live: "polite", text: expect.stringContaining("Check your e-mail") });
  expect(heard.filter((a) => a.live === "assertive" && a.text.includes("Check your e-mail"))).toEqual([]);
  await expect(page.getByRole("region", { name: /^Notifications/ })).toMatchAriaSnapshot(`
    - region /Notifications/:
      - list:
        - listitem:
          - button "Close"
  `);
});

test("buy a course with the demo card by keyboard: a declined card returns focus to the card number, paying moves focus on", async ({ page }) => {
  const userId = await signUpStudent(page.request);
  await page.goto("/checkout/lamentations");
  await expect(page.getByRole("heading", { name: "Complete Your Enrollment" })).toBeVisible();
  await expectSkipLinkToMain(page);

  const card = page.getByLabel("Card number");
  await tabTo(page, card);
  await page.keyboard.type("4000 0000 0000 0002");
  await tabTo(page, page.getByLabel("Expiry"));
  await page.keyboard.type("12 / 34");
  await tabTo(page, page.getByLabel("CVC"));
  await page.keyboard.type("123");
  const pay = page.getByRole("button", { name: /^Pay \$/ });
  await tabTo(page, pay);
  await page.keyboard.press("Enter");

  // Declined: the message is an alert, the toast is announced assertively, focus is back on the field to fix.
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." }).first()).toBeVisible();
  await expect(card).toBeFocused();
  await expect(card).toHaveAttribute("aria-invalid", "true");
  await expect(card).toHaveAccessibleDescription("Your card was declined.");
  await expectFocusVisible(page, "on the card number after a decline");
  await expect
    .poll(async () => (await announcements(page)).some((a) => a.live === "assertive" && a.text.includes("Payment Failed")))
    .toBe(true);
  expect((await announcements(page)).filter((a) => a.live === "polite" && a.text.includes("Payment Failed"))).toEqual([]);
  await expect(page.getByRole("region", { name: /^Notifications/ })).toMatchAriaSnapshot(`
    - region /Notifications/:
      - list:
        - listitem:
          - button "Close"
  `);
  await expect(page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem")).toContainText("Your card was declined.");

  // The right card: select the old number, type the new one, pay.
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("4242 4242 4242 4242");
  await tabTo(page, pay);
  await page.keyboard.press("Enter");
  const success = page.getByRole("heading", { name: "You're enrolled in Lamentations" });
  await expect(success).toBeFocused();
  await expectFocusVisible(page, "on the payment's success message");

  // No timer: the student goes on to lesson 1 when ready, and focus moves to the lesson's heading.
  const start = page.getByRole("link", { name: "Start lesson 1" });
  await tabTo(page, start);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/course\/lamentations\/lesson\/[^/]+$/, { timeout: 10_000 });
  await expectFocusOnMainHeading(page);
  const enrollments = await (await page.request.get(`/api/users/${userId}/enrollments`)).json();
  expect(enrollments).toEqual([expect.objectContaining({ courseSlug: "lamentations", status: "active" })]);
});

test("play a lesson with every player shortcut; the controls are named; a passage opens and closes back to its reference", async ({ page }) => {
  const userId = await signUpStudent(page.request);
  await enrol(userId, "2-john");
  const [first] = await lessonIds("2-john");
  await page.goto(`/course/2-john/lesson/${first}`);
  await expectSkipLinkToMain(page);

  const player = page.getByRole("region", { name: /^Video player:/ });
  await expect.poll(() => video(page).evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  await tabTo(page, player);
  await expect(player).toHaveAccessibleDescription(/Space or K plays or pauses.*C toggles captions, < and > change the speed, F toggles full screen/);
  await expect(player).toMatchAriaSnapshot(`
    - region /^Video player:/:
      - slider "Seek"
      - button "Play"
      - button "Back 10 seconds"
      - button "Forward 10 seconds"
      - button "Mute"
      - slider "Volume"
      - combobox "Playback speed"
      - button "Show captions" [pressed=false]
      - button "Full screen"
  `);
  await expect(player.getByRole("slider", { name: "Seek" })).toHaveAttribute("aria-valuetext", "0:00 of 0:20");

  // Space and K play and pause.
  await page.keyboard.press("Space");
  await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();
  await expect.poll(async () => (await videoState(page)).time).toBeGreaterThan(0.2);
  await page.keyboard.press("k");
  await expect(player.getByRole("button", { name: "Play" })).toBeVisible();
  expect((await videoState(page)).paused).toBe(true);
  await page.keyboard.press("k");
  await expect(player.getByRole("button", { name: "Pause" })).toBeVisible();
  await page.keyboard.press(" ");
  await expect(player.getByRole("button", { name: "Play" })).toBeVisible();

  // Arrows: Right and Left skip 10 seconds, Up and Down change the volume.
  const before = (await videoState(page)).time;
  await page.keyboard.press("ArrowRight");
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(Math.min(20, before + 10), 0);
  await expect(player.getByRole("slider", { name: "Seek" })).toHaveAttribute("aria-valuetext", /^0:1\d of 0:20$/);
  await page.keyboard.press("ArrowLeft");
  await expect.poll(async () => (await videoState(page)).time).toBeCloseTo(before, 0);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect.poll(async () => (await videoState(page)).volume).toBe(80);
  await expect(player.getByRole("slider", { name: "Volume" })).toHaveValue("80");
  await page.keyboard.press("ArrowUp");
  await expect.poll(async () => (await videoState(page)).volume).toBe(90);

  // M mutes and unmutes.
  await page.keyboard.press("m");
  await expect(player.getByRole("button", { name: "Unmute" })).toBeVisible();
  expect((await videoState(page)).muted).toBe(true);
  await page.keyboard.press("m");
  await expect(player.getByRole("button", { name: "Mute" })).toBeVisible();

  // C shows and hides the captions.
  await page.keyboard.press("c");
  await expect(player.getByRole("button", { name: "Hide captions" })).toHaveAttribute("aria-pressed", "true");
  await expect.poll(async () => (await videoState(page)).captions).toBe("showing");
  await page.keyboard.press("c");
  await expect(player.getByRole("button", { name: "Show captions" })).toHaveAttribute("aria-pressed", "false");
  await expect.poll(async () => (await videoState(page)).captions).toBe("hidden");

  // > and < step the speed through the menu's list.
  const speed = player.getByRole("combobox", { name: "Playback speed" });
  await page.keyboard.press(">");
  await expect(speed).toHaveValue("1.25");
  expect((await videoState(page)).rate).toBe(1.25);
  await page.keyboard.press("<");
  await page.keyboard.press("<");
  await expect(speed).toHaveValue("0.75");
  await page.keyboard.press(">");
  await expect(speed).toHaveValue("1");

  // F enters and leaves full screen; focus stays on the player throughout.
  await page.keyboard.press("f");
  await expect(player.getByRole("button", { name: "Exit full screen" })).toBeVisible();
  expect(await page.evaluate(() => document.fullscreenElement?.getAttribute("data-testid"))).toBe("video-player");
  await page.keyboard.press("f");
  await expect(player.getByRole("button", { name: "Full screen" })).toBeVisible();
  // Leaving full screen finishes after the button's label changes: the document says so a moment later.
  await expect.poll(() => page.evaluate(() => document.fullscreenElement === null)).toBe(true);
  await expect(player).toBeFocused();
  await expectFocusVisible(page, "on the player after the shortcuts");

  // Each control is reached by Tab and shows focus; Tab then leaves the player.
  await expectTabLeaves(page, player);

  // A Scripture reference in the lesson opens its passage with Enter; Escape closes it and focus returns.
  const reference = page.locator("#lesson-content-heading ~ div button[data-scripture-ref]").first();
  await tabTo(page, reference);
  await page.keyboard.press("Enter");
  const passage = page.getByRole("dialog");
  await expect(passage).toBeVisible();
  await expect(passage.getByRole("button", { name: "Close" })).toBeFocused();
  await expectFocusVisible(page, "in the passage");
  await page.keyboard.press("Escape");
  await expect(passage).toBeHidden();
  await expect(reference).toBeFocused();
  await expectFocusVisible(page, "back on the reference");
});

test("sit an assessment by keyboard to the end: navigator, options, time warnings, submit and result", async ({ page }) => {
  test.setTimeout(120_000);
  await page.clock.install();
  const userId = await signUpStudent(page.request);
  await enrol(userId, "jude");
  const a = await seededAssessment("jude");
  await page.goto(`/assessment/${a.id}`);
  await expectSkipLinkToMain(page);
  await tabTo(page, page.getByRole("button", { name: "Start Assessment" }));
  await page.keyboard.press("Enter");

  // The start button is gone: focus moves to the assessment's heading.
  const position = page.getByTestId("assessment-position");
  await expect(position).toHaveText(`Question 1 of ${a.drawn}`);
  await expectFocusOnMainHeading(page, a.title);

  // Options by arrow keys (a native radio group), Next by Enter; the navigator by Tab.
  const navigator = page.getByRole("navigation", { name: "Questions" });
  for (let n = 1; n <= a.drawn; n++) {
    await expect(position).toHaveText(`Question ${n} of ${a.drawn}`);
    const legend = (await page.getByTestId("assessment-question").locator("legend span[dir=auto]").textContent())!.trim();
    const question = a.questions.find((q) => q.text === legend)!;
    const options = page.getByTestId("assessment-question").getByRole("radio");
    const texts = await page.getByTestId("assessment-question").locator("label span[dir=auto]").allTextContents();
    const right = texts.findIndex((text) => text.trim() === question.right);
    // Into the group (from the heading forwards, from Next backwards), then to the right option.
    await tabTo(page, options, { back: n > 1 });
    const at = await options.evaluateAll((radios) => radios.findIndex((r) => r === document.activeElement));
    if (at === right) await page.keyboard.press("Space");
    else for (let i = 0; i < Math.abs(right - at); i++) await page.keyboard.press(right > at ? "ArrowDown" : "ArrowUp");
    await expect(options.nth(right)).toBeChecked();
    await expectFocusVisible(page, `on the chosen option of question ${n}`);

    if (n === 3) {
      // The navigator: back to question 1 with Enter, its answer kept, then on to 3 again; Tab leaves the navigator.
      await tabTo(page, navigator.getByRole("button", { name: "Question 1, Answered" }));
      await page.keyboard.press("Enter");
      await expect(position).toHaveText(`Question 1 of ${a.drawn}`);
      await expect(navigator.locator('[aria-current="step"]')).toHaveText("1");
      await expect(navigator).toMatchAriaSnapshot(`
        - navigation "Questions":
          - heading "Questions" [level=2]
          - list:
            - listitem:
              - button "Question 1, Answered"
            - listitem:
              - button "Question 2, Answered"
            - listitem:
              - button "Question 3, Answered"
            - listitem:
              - button "Question 4, Unanswered"
          - list:
            - listitem: Current
            - listitem: Answered
            - listitem: Unanswered
      `);
      await tabTo(page, navigator.getByRole("button", { name: "Question 3, Answered" }));
      await page.keyboard.press("Enter");
      await expect(position).toHaveText(`Question 3 of ${a.drawn}`);
      await expectTabLeaves(page, navigator);
      await tabTo(page, page.getByRole("button", { name: "Next Question" }), { back: true });
    } else if (n < a.drawn) {
      await tabTo(page, page.getByRole("button", { name: "Next Question" }));
    }
    if (n < a.drawn) {
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Next Question" }).or(page.getByRole("button", { name: "Submit" }))).toBeFocused();
    }
  }
  // The question number is announced politely as the student moves on.
  expect(await announcements(page)).toContainEqual({ live: "polite", text: `Question 2 of ${a.drawn}` });

  // The timer: read on demand (role=timer, not live), its warnings said once each, politely.
  const timer = page.getByRole("timer");
  await expect(timer).not.toHaveAttribute("aria-live", /polite|assertive/);
  const clock = page.getByTestId("assessment-timer").locator("..");
  await expect(clock).toMatchAriaSnapshot(`
    - text: Time remaining
    - timer: /^\\d{2}:\\d{2}$/
  `);
  const secondsLeft = async () => {
    const [m, s] = (await timer.textContent())!.split(":").map(Number);
    return m! * 60 + s!;
  };
  await page.clock.fastForward(((await secondsLeft()) - 290) * 1000);
  await expect(clock).toMatchAriaSnapshot(`
    - text: Time remaining
    - timer: /^04:\\d{2}$/
    - text: Five minutes left
  `);
  await page.clock.runFor(3000);
  await page.clock.fastForward(((await secondsLeft()) - 50) * 1000);
  await expect(clock).toContainText("One minute left");
  const warnings = (await announcements(page)).filter((x) => /^(Five minutes left|One minute left|\d+:\d\d)$/.test(x.text));
  expect(warnings).toEqual([
    { live: "polite", text: "Five minutes left" },
    { live: "polite", text: "One minute left" },
  ]);

  // Submit (on the last question): the result takes focus; its links lead on, and focus follows.
  await tabTo(page, page.getByRole("button", { name: "Submit" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("assessment-result")).toBeVisible();
  await expect(page.getByTestId("assessment-score")).toHaveText("100%");
  await expectFocusOnMainHeading(page, a.title);
  await tabTo(page, page.getByRole("link", { name: "Back to Course" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/course\/jude$/);
  await expectFocusOnMainHeading(page);
});

test("download a certificate by keyboard; copying its link is announced politely", async ({ page, context }) => {
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await certifiedStudent(page, "philemon");
  await page.goto("/dashboard");
  await expectSkipLinkToMain(page);

  // From the dashboard by a link: a client-side navigation, after which focus is on the new page's heading.
  await tabTo(page, page.getByRole("region", { name: "Quick Actions" }).getByRole("link", { name: "My Certificates" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/certificates$/);
  await expectFocusOnMainHeading(page, "Certificates & Achievements");

  const download = page.getByRole("link", { name: /^Download .+ \(PDF\)$/ });
  await tabTo(page, download);
  const file = page.waitForEvent("download");
  await page.keyboard.press("Enter");
  expect((await file).suggestedFilename()).toMatch(/\.pdf$/);
  await expect(download).toBeFocused();

  const copy = page.getByRole("button", { name: /^Copy link/ });
  await tabTo(page, copy);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem")).toContainText("Link copied");
  await expect.poll(async () => (await announcements(page)).some((x) => x.live === "polite" && x.text.includes("Link copied"))).toBe(true);
  // The toast does not take focus from the button.
  await expect(copy).toBeFocused();
  await expect(page.getByRole("region", { name: /^Notifications/ })).toMatchAriaSnapshot(`
    - region /Notifications/:
      - list:
        - listitem:
          - button "Close"
  `);
});

test("the instructor's upload card by keyboard: the progress bar says how much is sent", async ({ page, accounts }) => {
  await accounts.signIn(page, instructorOf("biblical-preaching"));
  const lessons = await lessonIds("biblical-preaching");
  await page.goto(`/course/biblical-preaching/lesson/${lessons[3]}`);
  // Parts wait here, so the upload stays under way while it is looked at.
  await page.route("**/api/uploads/part/**", () => new Promise<void>(() => {}));
  // Listened for from the start: the listener turns on Playwright's file-chooser interception without waiting
  // for it, and an Enter pressed before it is on opens no chooser Playwright can see (seen under load).
  const chooser = page.waitForEvent("filechooser");

  const card = page.getByRole("region", { name: "Video Management" });
  await tabTo(page, card.getByRole("button", { name: "Upload Video" }));
  await page.keyboard.press("Enter");
  await tabTo(page, card.getByLabel("Video title"));
  await page.keyboard.type(`Keyboard lecture ${Date.now()}`);
  const select = card.getByRole("button", { name: "Select Video File" });
  // With a title, the button is enabled (it opens the file chooser only then).
  await expect(select).toHaveAttribute("aria-disabled", "false");
  await tabTo(page, select);
  await page.keyboard.press("Enter");
  await (await chooser).setFiles({ name: "keyboard-lecture.mp4", mimeType: "video/mp4", buffer: Buffer.alloc(12 * 1024 * 1024, 7) });

  const status = card.getByTestId("video-upload-status");
  await expect(status.getByRole("status")).toHaveText("Uploading video...");
  await expect(status).toMatchAriaSnapshot(`
    - status: Uploading video...
    - progressbar "Upload progress"
    - button "Pause"
    - button "Cancel upload"
  `);
  await expect(status.getByRole("progressbar", { name: "Upload progress" })).toHaveAttribute("aria-valuetext", /^\d+% – [\d.,]+ (byte|kB|MB) of 12 MB$/);
});
