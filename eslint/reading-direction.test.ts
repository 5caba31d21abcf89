/** @jest-environment node */
import path from "node:path";
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { physicalClasses, readingDirectionPlugin } from "./reading-direction.mjs";

// RuleTester runs each case as a test of its own (describe/it are Jest's).
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, parserOptions: { ecmaFeatures: { jsx: true } } },
});
const file = path.join(process.cwd(), "components/demo/card.tsx");
const { "logical-classes": logicalClasses, "mirrored-icons": mirroredIcons, "heading-isolate": headingIsolate } = readingDirectionPlugin.rules;

describe("the class scanner", () => {
  it("finds physical classes, with or without variants, and leaves logical and rtl:/ltr: ones", () => {
    const physical = "ml-2 md:pr-4 hover:text-right -left-1 [&>svg]:mr-2 rounded-l-md border-r right-[3px] pl-px";
    const logical = "ms-2 pe-4 text-start start-0 rtl:mr-2 ltr:left-0 rounded-s border-e pl-PL left rtl:-scale-x-100";
    expect(physicalClasses(`${physical} ${logical}`).sort()).toEqual(
      ["-left-1", "[&>svg]:mr-2", "border-r", "hover:text-right", "md:pr-4", "ml-2", "pl-px", "right-[3px]", "rounded-l-md"].sort(),
    );
  });
});

tester.run("reading-direction/logical-classes", logicalClasses, {
  valid: [
    { filename: file, code: `const a = <div className="ms-2 pe-4 text-end rounded-s border-e rtl:mr-2 ltr:left-0" />;` },
    { filename: file, code: "const b = `ps-3 ${open ? 'start-0' : 'end-0'}`;" },
    {
      filename: file,
      code: `const c = "text-left";`,
      options: [{ allow: [{ file: "components/demo/card.tsx", found: "text-left", reason: "a code sample reads left to right" }] }],
    },
  ],
  invalid: [
    { filename: file, code: `const a = <div className="ml-2 md:pr-4" />;`, errors: [{ messageId: "physical" }, { messageId: "physical" }] },
    { filename: file, code: "const b = `ps-3 ${open ? 'left-0' : 'end-0'} rounded-r-md`;", errors: [{ messageId: "physical" }, { messageId: "physical" }] },
    {
      // An entry for another file does not excuse this one.
      filename: file,
      code: `const c = "float-right";`,
      options: [{ allow: [{ file: "components/other.tsx", found: "float-right", reason: "elsewhere" }] }],
      errors: [{ messageId: "physical" }],
    },
    {
      filename: file,
      code: `const d = "ms-2";`,
      options: [{ allow: [{ file: "components/demo/card.tsx", found: "text-left", reason: "was needed once" }] }],
      errors: [{ messageId: "stale", data: { found: "text-left" } }],
    },
  ],
});

tester.run("reading-direction/mirrored-icons", mirroredIcons, {
  valid: [
    { filename: file, code: `const a = <ArrowLeft className="size-4 rtl:-scale-x-100" />;` },
    { filename: file, code: `const b = <ChevronDown className="size-4" />;` },
    { filename: file, code: "const c = <ChevronRight className={cn('size-4', 'rtl:rotate-180')} />;" },
  ],
  invalid: [
    { filename: file, code: `const a = <ChevronRight aria-hidden />;`, errors: [{ messageId: "unmirrored", data: { found: "ChevronRight" } }] },
    { filename: file, code: `const b = <ChevronsLeft className="size-4" />;`, errors: [{ messageId: "unmirrored", data: { found: "ChevronsLeft" } }] },
    { filename: file, code: `const c = <CircleArrowRight />;`, errors: [{ messageId: "unmirrored" }] },
  ],
});

tester.run("reading-direction/heading-isolate", headingIsolate, {
  valid: [
    { filename: file, code: `const a = <h1 className="text-2xl"><bdi lang={lang}>{title}</bdi></h1>;` },
    { filename: file, code: `const b = <p lang={lang} dir="auto">{description}</p>;` },
    { filename: file, code: `const c = <h2 dir="ltr">{code}</h2>;` },
  ],
  invalid: [
    { filename: file, code: `const a = <h1 dir="auto" className="text-2xl">{title}</h1>;`, errors: [{ messageId: "autoHeading" }] },
    { filename: file, code: `const b = <h3 lang={lang} dir="auto">{title}</h3>;`, errors: [{ messageId: "autoHeading" }] },
  ],
});
