"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { lazyZodResolver } from "@/components/auth/lazy-zod-resolver";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { changeNameAction } from "@/lib/account/actions";
import type { ChangeNameInput } from "@/lib/account/schema";
import { NameFields } from "./name-fields";
import { failureMessage } from "./failure-message";

/** The name's parts and order; the header shows the new name at once (the action renews the session cookie). */
export function NameForm({ initial }: { initial: ChangeNameInput }) {
  const t = useTranslations("Account");
  const tv = useTranslations("Validation");
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangeNameInput>({
    resolver: lazyZodResolver(async () => (await import("@/lib/account/schema")).changeNameSchema(tv)),
    defaultValues: initial,
  });

  async function onSubmit(values: ChangeNameInput) {
    const result = await changeNameAction(values);
    if (!result.ok) {
      for (const [field, messages] of Object.entries(result.fieldErrors ?? {})) setError(field as keyof ChangeNameInput, { message: messages[0] });
      toast({ variant: "destructive", title: failureMessage(result, t) });
      return;
    }
    toast({ title: t("nameSaved") });
    // The header reads the name from the session, which the action renewed.
    window.location.reload();
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="space-y-4">
      <NameFields register={register} control={control} errors={errors} />
      <Button type="submit" className="h-11" disabled={isSubmitting}>
        {isSubmitting ? t("saving") : t("saveName")}
      </Button>
    </form>
  );
}
