"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Eye, EyeOff } from "lucide-react";
import { Input } from "@/components/ui/input";

/**
 * A password field with a show/hide button (helps on small phone keyboards). The field and its button are laid
 * out left to right in every language (a password is typed left to right, and shown as text it must not be
 * reordered); the button is a 44 px target, centred on the 40 px field.
 */
export function PasswordInput(props: React.ComponentProps<"input">) {
  const t = useTranslations("Auth");
  const [visible, setVisible] = useState(false);
  return (
    <div dir="ltr" className="relative">
      <Input
        type={visible ? "text" : "password"}
        dir="ltr"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className="pe-11"
        {...props}
      />
      <button
        type="button"
        className="absolute end-0 top-1/2 flex size-11 -translate-y-1/2 items-center justify-center text-muted-foreground hover:text-foreground"
        aria-label={visible ? t("hidePassword") : t("showPassword")}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
