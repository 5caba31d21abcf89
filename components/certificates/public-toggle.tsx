"use client";

import { useId, useOptimistic, useState, useTransition } from "react";
import { useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/use-toast";
import { setCertificateVisibilityAction } from "@/lib/certificates/actions";

type Props = { certificateId: string; isPublic: boolean; title: string };

/** The holder's choice: may search engines list this certificate's verification page? The server checks ownership. */
export function PublicToggle({ certificateId, isPublic, title }: Props) {
  const t = useTranslations("Certificates");
  const id = useId();
  const [pending, startTransition] = useTransition();
  // What the server has saved: the action renders no page again, so the optimistic choice falls back to this.
  const [saved, setSaved] = useState(isPublic);
  const [shown, setShown] = useOptimistic(saved);

  function change(next: boolean) {
    startTransition(async () => {
      setShown(next);
      const result = await setCertificateVisibilityAction({ certificateId, isPublic: next });
      if (result.ok) setSaved(result.data.isPublic);
      else toast({ title: t("visibilityFailed"), variant: "destructive" });
    });
  }

  return (
    <div className="flex items-start gap-2">
      <Checkbox
        id={id}
        className="mt-0.5"
        checked={shown}
        disabled={pending}
        onChange={(event) => change(event.currentTarget.checked)}
        aria-describedby={`${id}-hint`}
        data-testid="public-toggle"
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium">
          {t("publicLabel")}
          <span className="sr-only"> ({title})</span>
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground">
          {t("publicHint")}
        </p>
      </div>
    </div>
  );
}
