"use client";

import { useTranslations } from "next-intl";
import { useState, useTransition } from "react";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { changeRoleAction } from "@/lib/users/actions";

type Role = "student" | "instructor" | "admin";
const ROLES: Role[] = ["student", "instructor", "admin"];

export function RoleSelect({ userId, name, role }: { userId: string; name: string; role: Role }) {
  const t = useTranslations("AdminUsers");
  const [value, setValue] = useState<Role>(role);
  const [pending, startTransition] = useTransition();
  const label = (r: Role) => t(r === "student" ? "roleStudent" : r === "instructor" ? "roleInstructor" : "roleAdmin");

  function change(next: string) {
    const previous = value;
    setValue(next as Role);
    startTransition(async () => {
      const result = await changeRoleAction({ userId, role: next }).catch(() => null);
      if (result?.ok) {
        toast({ title: t("roleChangedTitle"), description: t("roleChanged", { name, role: label(next as Role) }) });
      } else {
        setValue(previous);
        toast({ variant: "destructive", title: t("roleChangeFailed"), description: result?.message });
      }
    });
  }

  return (
    // `relative`: Radix renders a visually hidden native select (absolutely placed) until it hydrates; kept
    // here it cannot widen the page from wherever the trigger sits.
    <div className="relative max-w-full">
      <Select value={value} onValueChange={change} disabled={pending}>
        {/* Grows with a longer language's role name and wraps rather than cutting it off (e2e/pseudo-locale.spec.ts). */}
        <SelectTrigger className="h-auto min-h-11 w-auto min-w-36 max-w-full text-start [&>span]:line-clamp-none" aria-label={t("changeRoleFor", { name })}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ROLES.map((r) => (
            <SelectItem key={r} value={r}>
              {label(r)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
