"use client";

import { CheckCircle2, Printer } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { ReceiptDetails } from "@/components/receipts/receipt-details";
import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { useCheckoutStage } from "./checkout-stage";

type Props = {
  courseTitle: string;
  /** Set when the title is shown in another language than the page's (an untranslated course). */
  courseTitleLang?: string;
};

// Stands in for the title inside the translated sentence, so the title can be wrapped in its own <bdi>.
const TITLE_SLOT = "\u{F0000}";

/**
 * What the checkout page shows once the server has enrolled the student, in place of the payment, and keeps:
 * the way in first (the course's first lesson, chosen by the server), then the receipt the server wrote (also
 * e-mailed, and kept under Purchases), then the course page and the dashboard. Its heading takes focus, since
 * the Pay button it replaces held it.
 */
export function PaymentSuccess({ courseTitle, courseTitleLang }: Props) {
  const t = useTranslations("Checkout");
  const receiptText = useTranslations("Receipts");
  const { enrollment } = useCheckoutStage();
  const heading = useRef<HTMLHeadingElement>(null);
  const paid = enrollment !== null;
  useEffect(() => {
    if (paid) heading.current?.focus();
  }, [paid]);
  if (!enrollment) return null;

  const coursePath = `/course/${encodeURIComponent(enrollment.courseSlug)}`;
  const lessonPath = enrollment.firstLessonId ? `${coursePath}/lesson/${encodeURIComponent(enrollment.firstLessonId)}` : null;
  const [before, after = ""] = t("enrolledTitle", { course: TITLE_SLOT }).split(TITLE_SLOT);
  const { receipt } = enrollment;

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center py-4 text-center" data-testid="payment-success">
      <CheckCircle2 className="h-12 w-12 text-green-700" aria-hidden="true" />
      <p className="mt-3 text-sm font-medium text-green-800 dark:text-green-300">{t("successTitle")}</p>
      <h1 ref={heading} tabIndex={-1} className="mt-1 text-2xl font-bold">
        {before}
        <bdi lang={courseTitleLang}>{courseTitle}</bdi>
        {after}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">{t("enrolledText")}</p>
      <div className="mt-6 flex w-full flex-col gap-3">
        {lessonPath && (
          <Button asChild className="min-h-11 w-full">
            <Link href={lessonPath}>{t("startLesson1")}</Link>
          </Button>
        )}
        <Button asChild variant={lessonPath ? "outline" : "default"} className="min-h-11 w-full">
          <Link href={coursePath}>{t("goToCourse")}</Link>
        </Button>
      </div>
      {receipt && (
        <section aria-labelledby="receipt-heading" className="mt-8 w-full rounded-lg border p-4 text-start sm:p-6">
          <h2 id="receipt-heading" className="mb-4 text-lg font-semibold">
            {receiptText("receiptTitle")}
          </h2>
          <ReceiptDetails receipt={receipt} courseTitle={courseTitle} courseTitleLang={courseTitleLang} />
          <p className="mt-4 text-xs text-muted-foreground">{receiptText("emailed")}</p>
          <Button asChild variant="link" className="mt-2 min-h-11 px-0">
            <Link href={`/purchases/${encodeURIComponent(receipt.id)}`}>
              <Printer aria-hidden="true" className="size-4" />
              {receiptText("print")}
            </Link>
          </Button>
        </section>
      )}
      <Button asChild variant="ghost" className="mt-4 min-h-11 w-full">
        <Link href="/dashboard">{t("goToDashboard")}</Link>
      </Button>
    </div>
  );
}
