"use client";

import { useTranslations } from "next-intl";
import { useWatch, type Control, type FieldErrors, type FieldValues, type UseFormRegister } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { Input } from "@/components/ui/input";
import { fullName, NAME_ORDERS, type NameOrder } from "@/lib/users/full-name";

type NameValues = { firstName: string; lastName: string; nameOrder: NameOrder };

/**
 * Given and family name, and the order they are written in: each order's choice shows the name as typed so
 * far written that way (王小明 or 小明 王), a live preview of the certificate's line. For sign-up and the account page. The field names are the schemas' (lib/users/schema.ts).
 */
export function NameFields<T extends FieldValues>({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<T>;
  control: Control<T>;
  errors: FieldErrors<T>;
}) {
  const t = useTranslations("Signup");
  // react-hook-form's generics cannot narrow T to the three fields: the casts name them once, here.
  const reg = register as unknown as UseFormRegister<NameValues>;
  const errs = errors as FieldErrors<NameValues>;
  const [firstName, lastName] = useWatch({ control: control as unknown as Control<NameValues>, name: ["firstName", "lastName"] });
  const preview = (order: NameOrder) => fullName({ firstName: firstName || t("givenExample"), lastName: lastName || t("familyExample"), nameOrder: order });

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t("firstName")} error={errs.firstName?.message}>
          {(a11y) => <Input {...a11y} dir="auto" autoComplete="given-name" {...reg("firstName")} />}
        </FormField>
        <FormField label={t("lastName")} error={errs.lastName?.message}>
          {(a11y) => <Input {...a11y} dir="auto" autoComplete="family-name" {...reg("lastName")} />}
        </FormField>
      </div>
      <fieldset className="space-y-1.5">
        <legend className="text-sm font-medium leading-none">{t("nameOrder")}</legend>
        <p className="text-xs text-muted-foreground">{t("namePreview")}</p>
        <div className="flex flex-wrap gap-x-5" data-testid="name-preview">
          {NAME_ORDERS.map((order) => (
            <label key={order} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" value={order} className="h-4 w-4 accent-primary" {...reg("nameOrder")} />
              <span>
                {t(order === "given_first" ? "givenFirst" : "familyFirst")}: <bdi className="font-medium">{preview(order)}</bdi>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </>
  );
}
