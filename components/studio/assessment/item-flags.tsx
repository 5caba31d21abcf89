import { useTranslations } from "next-intl";
import type { ItemFlag } from "@/lib/assessments/item-analysis";

/** The item-analysis flags of one question, each named and explained in plain words. */
export function ItemFlags({ flags, heading }: { flags: ItemFlag[]; heading?: string }) {
  const t = useTranslations("StudioItemAnalysis");
  if (!flags.length) return null;
  return (
    <div className="rounded-md border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm" data-testid="item-flags">
      {heading ? <p className="font-medium">{heading}</p> : null}
      <ul className="space-y-1.5">
        {flags.map((flag) => (
          <li key={flag} data-flag={flag}>
            <span className="block font-medium">{t(`flag.${flag}.label`)}</span>
            <span className="block text-muted-foreground">{t(`flag.${flag}.explanation`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
