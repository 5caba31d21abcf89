// Discussions (issue 30) on a phone, in English and Arabic: the journey of ./discussions-journey.ts, every person
// on a phone.
import { devices } from "@playwright/test";
import { test } from "./fixtures/accounts";
import { discussionJourney, type DiscussionCase } from "./discussions-journey";

const CASES: DiscussionCase[] = [
  { locale: "en", slug: "malachi", title: "Why does Malachi ask “Where is my honour?”", body: "In Malachi 1:6 the Lord asks it *of the priests*." },
  { locale: "ar", slug: "amos", title: "ماذا يعني «ليجرِ الحق كالمياه»؟", body: "في عاموس 5:24 يطلب الرب *الحق* لا الأعياد." },
];

const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
const phone = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch };

for (const discussion of CASES) {
  test(`[${discussion.locale}] on a phone: ask on lesson 3, reply, answer from the e-mail, report and hide, unsubscribe`, async ({ browser, accounts }) => {
    test.slow();
    await discussionJourney({ browser, accounts, options: phone }, discussion);
  });
}
