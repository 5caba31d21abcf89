import "server-only";
import { unstable_cache } from "next/cache";
import { db } from "@/lib/db";

export type LanguageDto = {
  code: string;
  name: string;
  nativeName: string;
  flag: string;
  isActive: boolean;
};

const GLOBE = "🌐";
const ENGLISH: LanguageDto = { code: "en", name: "English", nativeName: "English", flag: "🇬🇧", isActive: true };

// Languages change rarely: cached across requests, invalidated by the "languages" tag.
const activeLanguageRows = unstable_cache(
  () =>
    db.language.findMany({
      where: { isActive: true },
      orderBy: [{ sortOrder: "asc" }, { code: "asc" }],
    }),
  ["active-languages"],
  { tags: ["languages"], revalidate: 3600 },
);

export async function listActiveLanguages(): Promise<LanguageDto[]> {
  const rows = await activeLanguageRows();
  return rows.map(({ code, name, nativeName, flag, isActive }) => ({
    code,
    name,
    nativeName,
    flag: flag || GLOBE,
    isActive,
  }));
}

/** The language marked default (English unless an admin changed it). */
export async function getDefaultLanguage(): Promise<LanguageDto> {
  const rows = await activeLanguageRows();
  const row = rows.find((l) => l.isDefault) ?? rows.find((l) => l.code === "en");
  return row ? { code: row.code, name: row.name, nativeName: row.nativeName, flag: row.flag || GLOBE, isActive: row.isActive } : ENGLISH;
}
