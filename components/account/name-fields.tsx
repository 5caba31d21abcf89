"use client";

import { useTranslations } from "next-intl";
import { useWatch, type Control, type FieldErrors, type FieldValues, type UseFormRegister } from "react-hook-form";
import { FormField } from "@/components/auth/form-field";
import { Input } from "@/components/ui/input";
import { fullName, NAME_ORDERS, type NameOrder } from "@/lib/users/full-name";

type NameValues = { firstName: string; lastName: string; nameOrder: NameOrder };

/**
 * Given and family name, and the order they are written in, each order shown with the name as typed so far
 * (王小明 or 小明 王), for sign-up and the account page. The field names are the schemas' (lib/users/schema.ts).
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
  const [firstName, lastName, nameOrder] = useWatch({ control: control as unknown as Control<NameValues>, name: ["firstName", "lastName", "nameOrder"] });
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
        <div className="flex flex-wrap gap-x-5 gap-y-1 pt-1">
          {NAME_ORDERS.map((order) => (
            <label key={order} className="flex min-h-11 items-center gap-2 text-sm">
              <input type="radio" value={order} className="h-4 w-4 accent-primary" {...reg("nameOrder")} />
              <span>
                {t(order === "given_first" ? "givenFirst" : "familyFirst")}: <bdi className="font-medium">{preview(order)}</bdi>
              </span>
            </label>
          ))}
        </div>
        <p className="text-xs text-muted-foreground" data-testid="name-preview">
          {t("namePreview")} <bdi className="font-semibold text-foreground">{preview(nameOrder ?? "given_first")}</bdi>
        </p>
      </fieldset>
    </>
  );
}
