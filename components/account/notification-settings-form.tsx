"use client";

import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { setEmailModeAction } from "@/lib/notifications/actions";
import { EMAIL_MODES, type EmailMode } from "@/lib/notifications/modes";

/** How discussion notifications reach the user by e-mail: each event, a daily digest, or not at all. */
export function NotificationSettingsForm({ current }: { current: EmailMode }) {
  const t = useTranslations("NotificationSettings");
  const id = useId();
  const [mode, setMode] = useState<EmailMode>(current);
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    const result = await setEmailModeAction({ emailMode: mode });
    setPending(false);
    if (!result.ok) {
      toast({ variant: "destructive", title: t("failed") });
      return;
    }
    toast({ title: t("saved") });
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">{t("legend")}</legend>
        {EMAIL_MODES.map((value) => (
          <div key={value} className="flex items-start gap-3">
            <input
              type="radio"
              id={`${id}-${value}`}
              name="emailMode"
              value={value}
              checked={mode === value}
              onChange={() => setMode(value)}
              aria-describedby={`${id}-${value}-hint`}
              className="mt-1 size-5 accent-primary"
            />
            <div>
              <label htmlFor={`${id}-${value}`} className="text-sm font-medium">
                {t(`${value}.label`)}
              </label>
              <p id={`${id}-${value}-hint`} className="text-sm text-muted-foreground">
                {t(`${value}.hint`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <Button type="submit" className="h-11" disabled={pending}>
        {pending ? t("saving") : t("save")}
      </Button>
    </form>
  );
}
