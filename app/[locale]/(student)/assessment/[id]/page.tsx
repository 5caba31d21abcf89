import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { cache } from "react";
import { ClientMessages } from "@/components/i18n/client-messages";
import { AssessmentClient } from "@/components/assessment/assessment-client";
import { AssessmentNoAccess } from "@/components/assessment/assessment-no-access";
import { OutdatedTranslationNotice } from "@/components/translations/outdated-notice";
import { assessmentState } from "@/lib/assessments/attempts";
import { assessmentTranslationOutdatedSince } from "@/lib/translations/outdated-readers";
import { translateAssessmentState } from "@/lib/translations/questions";
import { assessmentAccess, findAssessment } from "@/lib/assessments/queries";
import { requirePageUser } from "@/lib/auth/page-guard";
import { getSessionUser } from "@/lib/auth/session";
import { defaultLocale, type Locale } from "@/lib/i18n/locales";

type Props = PageProps<"/[locale]/assessment/[id]">;

// Personal and timed: rendered per request. No loading.tsx on purpose, so a missing assessment answers 404.
export const dynamic = "force-dynamic";

const load = cache((id: string, locale: string) => findAssessment(id, locale));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  const [found, user, t] = await Promise.all([load(id, locale), getSessionUser(), getTranslations({ locale, namespace: "Assessment" })]);
  // Named only for whoever may see it: a draft course's assessment is not found, down to its title.
  const shown = found && user && (await assessmentAccess(user, found)) !== "missing";
  return { title: shown ? `${found.info.title} – ${found.info.course.title}` : t("notFoundTitle"), robots: { index: false } };
}

export default async function AssessmentPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const user = await requirePageUser(locale as Locale, `/assessment/${id}`);
  const found = await load(id, locale);
  const access = found ? await assessmentAccess(user, found) : "missing";
  if (!found || access === "missing") notFound();
  const { info } = found;
  if (access === "enrol") return <AssessmentNoAccess info={info} />;

  // The questions come with an attempt under way (in its own order), never before the clock starts; their texts
  // in the page's language where translated.
  const [state, outdatedSince] = await Promise.all([
    assessmentState(user.id, info).then((untranslated) => translateAssessmentState(untranslated, locale)),
    // Questions translated from English that has changed since: the page says so above them.
    assessmentTranslationOutdatedSince(info.id, locale),
  ]);
  return (
    <div className="container mx-auto max-w-5xl space-y-4 px-4 py-6 sm:py-10">
      {outdatedSince ? <OutdatedTranslationNotice changedAt={outdatedSince} path={`/assessment/${info.id}`} originalLanguage={defaultLocale} /> : null}
      <ClientMessages namespaces={["Assessment", "AssessmentReview", "AssessmentFinish", "Certificates"]}>
        <AssessmentClient info={info} initial={state} />
      </ClientMessages>
    </div>
  );
}
