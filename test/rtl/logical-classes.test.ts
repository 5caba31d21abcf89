import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { physicalClasses, unmirroredIcons } from "./physical-direction";

/**
 * Arabic pages read right to left: margins, padding, positions, alignment, rounded corners and borders are
 * written with logical classes (ms-/pe-/start-/text-end/rounded-s/border-e…) and icons that point somewhere
 * are mirrored (rtl:-scale-x-100). A physical class stays only when the thing is physical whatever the language,
 * listed here with its reason; rtl:/ltr: classes are physical on purpose and always allowed.
 */
const ALLOWED: { file: string; found: string; reason: string }[] = [];

const ROOTS = ["app", "components"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const allowed = (file: string, found: string) => ALLOWED.some((entry) => entry.file === file && entry.found === found);

describe("the scanner", () => {
  it("finds physical classes, with or without variants, and leaves logical and rtl:/ltr: ones", () => {
    const source = `const a = "ml-2 md:pr-4 hover:text-right -left-1 [&>svg]:mr-2 rounded-l-md border-r right-[3px] pl-px";
      const b = "ms-2 pe-4 text-start start-0 rtl:mr-2 ltr:left-0 rounded-s border-e pl-PL left rtl:-scale-x-100";`;
    expect(physicalClasses(source).sort()).toEqual(
      ["-left-1", "[&>svg]:mr-2", "border-r", "hover:text-right", "md:pr-4", "ml-2", "pl-px", "right-[3px]", "rounded-l-md"].sort(),
    );
  });

  it("finds pointing icons without an rtl: class", () => {
    const source = `<ChevronRight aria-hidden />
      <ArrowLeft className="size-4 rtl:-scale-x-100" />
      <ChevronsLeft className="size-4" />
      <ChevronDown className="size-4" />`;
    expect(unmirroredIcons(source)).toEqual(["ChevronRight", "ChevronsLeft"]);
  });
});

describe("app/ and components/", () => {
  const files = ROOTS.flatMap(sourceFiles);

  it.each(files)("%s follows the reading direction", (file) => {
    const source = readFileSync(file, "utf8");
    const problems = [...physicalClasses(source), ...unmirroredIcons(source)].filter((found) => !allowed(file, found));
    expect(problems).toEqual([]);
  });

  it("keeps no stale allow-list entries", () => {
    const stale = ALLOWED.filter(({ file, found }) => {
      const source = readFileSync(file, "utf8");
      return ![...physicalClasses(source), ...unmirroredIcons(source)].includes(found);
    });
    expect(stale).toEqual([]);
  });
});
