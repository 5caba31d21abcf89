"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDown } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm, useWatch, type Path, type Resolver } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { useRouter } from "@/lib/i18n/navigation";
import { saveProfileAction } from "@/lib/studio/profile-actions";
import { NAME_MAX, profileSchema, type ProfileData } from "@/lib/studio/profile-schema";
import { LanguageTexts, type ProfileLanguage, type ProfileValues } from "./language-texts";
import { PhotoField, photoKeyOf, type PhotoChoice } from "./photo-field";

type Props = {
  initial: ProfileValues & { photoUrl: string | null };
  accountName: string;
  /** English first, then the other languages a profile may be written in. */
  languages: ProfileLanguage[];
};

/** Each language's texts from the stored ones, empty where there are none (the form's fields are all strings). */
const allLanguages = (texts: Record<string, string>, languages: ProfileLanguage[]) => Object.fromEntries(languages.map(({ code }) => [code, texts[code] ?? ""]));

/**
 * The signed-in instructor's profile: name as shown, credentials and biography per language, photo. Checked here
 * in the visitor's language, then by the server action, whose field errors come back in the same language.
 */
export function ProfileForm({ initial, accountName, languages }: Props) {
  const t = useTranslations("StudioProfile");
  const locale = useLocale();
  const router = useRouter();
  const [english, ...others] = languages;
  const [photo, setPhoto] = useState<PhotoChoice>({ kind: "keep", src: initial.photoUrl });
  const [photoError, setPhotoError] = useState<string | undefined>();
  // Languages opened by the author, and those opened because a field in them needs correcting.
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, ProfileData>({
    // The form holds a field for every language of `languages` (all strings); the schema names each locale.
    resolver: zodResolver(profileSchema((key, values) => t(key, values))) as unknown as Resolver<ProfileValues, unknown, ProfileData>,
    defaultValues: { displayName: initial.displayName, credentials: allLanguages(initial.credentials, languages), bio: allLanguages(initial.bio, languages) },
  });
  const values = useWatch({ control });
  const name = values.displayName ?? initial.displayName;
  const hasErrors = (code: string) => Boolean(errors.credentials?.[code] || errors.bio?.[code]);
  const written = (code: string) => Boolean(values.credentials?.[code]?.trim() || values.bio?.[code]?.trim());
  const isOpen = (code: string) => open.has(code) || hasErrors(code);

  async function save(data: ProfileData) {
    setPhotoError(undefined);
    const result = await saveProfileAction({ ...data, photoKey: photoKeyOf(photo) }, locale).catch(() => null);
    if (result?.ok) {
      setPhoto({ kind: "keep", src: result.data.photoUrl });
      toast({ title: t("savedTitle"), description: t("savedText") });
      router.refresh();
      return;
    }
    for (const [field, messages] of Object.entries(result?.fieldErrors ?? {})) {
      if (field === "photoKey") setPhotoError(messages[0]);
      else setError(field as Path<ProfileValues>, { message: messages[0] });
    }
    const description = result?.status === 401 ? t("signInText") : result?.fieldErrors ? t("fixFieldsText") : t("saveFailedText");
    toast({ variant: "destructive", title: t("saveFailedTitle"), description });
  }

  return (
    <form onSubmit={handleSubmit(save)} noValidate className="space-y-8" aria-label={t("title")}>
      <FormField label={t("nameLabel")} hint={t("nameHint", { name: accountName })} error={errors.displayName?.message}>
        {(field) => <Input {...field} {...register("displayName")} dir="auto" autoComplete="name" maxLength={NAME_MAX} />}
      </FormField>

      <PhotoField name={name} choice={photo} onChoice={(choice) => (setPhotoError(undefined), setPhoto(choice))} serverError={photoError} disabled={isSubmitting} />

      {english ? (
        <section aria-labelledby="profile-english-heading" className="space-y-4 rounded-lg border p-4">
          <div>
            <h2 id="profile-english-heading" className="text-lg font-semibold">
              {t("englishHeading")}
            </h2>
            <p className="text-sm text-muted-foreground">{t("englishHint")}</p>
          </div>
          <LanguageTexts language={english} register={register} errors={errors} />
        </section>
      ) : null}

      <section aria-labelledby="profile-languages-heading" className="space-y-3">
        <div>
          <h2 id="profile-languages-heading" className="text-lg font-semibold">
            {t("otherLanguagesHeading")}
          </h2>
          <p className="text-sm text-muted-foreground">{t("otherLanguagesHint")}</p>
        </div>
        <ul className="space-y-2">
          {others.map((language) => (
            <li key={language.code}>
              <details
                open={isOpen(language.code)}
                onToggle={(event) => {
                  const opened = event.currentTarget.open;
                  setOpen((current) => {
                    const next = new Set(current);
                    if (opened) next.add(language.code);
                    else next.delete(language.code);
                    return next;
                  });
                }}
                className="group rounded-lg border bg-card"
                data-language={language.code}
              >
                <summary className="flex cursor-pointer flex-wrap items-center gap-2 rounded-lg px-4 py-3 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
                  <span lang={language.code}>{language.name}</span>
                  {hasErrors(language.code) ? (
                    <Badge variant="destructive">{t("languageHasErrors")}</Badge>
                  ) : (
                    <Badge variant={written(language.code) ? "success" : "secondary"}>{written(language.code) ? t("languageFilled") : t("languageEmpty")}</Badge>
                  )}
                  <ChevronDown aria-hidden className="ms-auto size-4 shrink-0 transition-transform group-open:rotate-180" />
                </summary>
                <div className="border-t px-4 py-4">
                  <LanguageTexts language={language} register={register} errors={errors} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      </section>

      <Button type="submit" size="lg" disabled={isSubmitting}>
        {isSubmitting ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
