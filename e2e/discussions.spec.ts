// Discussions (issue 30) on a desktop, in English and Arabic: the journey of ./discussions-journey.ts.
import { test } from "./fixtures/accounts";
import { discussionJourney, type DiscussionCase } from "./discussions-journey";

const CASES: DiscussionCase[] = [
  { locale: "en", slug: "haggai", title: "What does “consider your ways” mean?", body: "In Haggai 1:5 the prophet says it *twice*." },
  { locale: "ar", slug: "zephaniah", title: "ما معنى «يوم الرب» هنا؟", body: "في صفنيا 1:14 يقول النبي إنه *قريب*." },
];

for (const discussion of CASES) {
  test(`[${discussion.locale}] ask on lesson 3, reply, answer from the e-mail, report and hide, unsubscribe`, async ({ browser, accounts }) => {
    test.slow();
    await discussionJourney({ browser, accounts, options: {} }, discussion);
  });
}
