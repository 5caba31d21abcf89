import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { plainTab } from "@/lib/courses/catalogue-route";
import type { CourseSummary } from "@/lib/courses/types";
import en from "@/messages/en.json";
import * as real from "./catalogue-client";
import * as standIns from "./catalogue-takeover";

// React's act() outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

jest.mock("@/lib/i18n/navigation", () => ({
  Link: jest.requireActual("@/test/mocks/anchor-link").AnchorLink,
  useRouter: () => ({ push: jest.fn() }),
}));

// The catalogue's code is not in the page's first load (./catalogue-takeover.tsx): the server's HTML stays as it
// is, with no React handler, until the visitor first touches the catalogue; what they did before then is kept.
const index = [
  { slug: "genesis", title: "Genesis", description: "Beginnings", price: "39.99", difficulty: "beginner", estimatedHours: 5.5, testament: "Old", category: null, languages: { lessons: ["en"] } },
  { slug: "job", title: "Job", description: "Suffering", price: "29.99", difficulty: "advanced", estimatedHours: 4, testament: "Old", category: null, languages: { lessons: ["en"] } },
] as unknown as CourseSummary[];

const { CatalogueTakeover: Takeover } = standIns;

/** The catalogue's search, level choice and cards, drawn with `parts`: the server's components or their stand-ins. */
function Catalogue({ parts: P }: { parts: typeof real }) {
  return (
    <NextIntlClientProvider locale="en" messages={en}>
      <div data-catalogue>
        <Takeover>
          <P.CatalogueFilter state={plainTab("Old")} counts={{ Old: 2, New: 0, Ministry: 0 }} action="/courses">
            <P.CatalogueSearch icon={null} />
            <P.RefineForm clear={null}>
              <P.RefineSelect id="catalogue-level" name="level">
                <option value="">Any level</option>
                <option value="advanced">Advanced</option>
              </P.RefineSelect>
            </P.RefineForm>
            <ul>
              {index.map((course) => (
                <P.CatalogueItem key={course.slug} slug={course.slug}>
                  {course.title}
                </P.CatalogueItem>
              ))}
            </ul>
          </P.CatalogueFilter>
        </Takeover>
      </div>
    </NextIntlClientProvider>
  );
}

const shown = (container: HTMLElement) => [...container.querySelectorAll("li")].filter((item) => !item.hidden).map((item) => item.textContent);

beforeEach(() => {
  window.history.replaceState(null, "", "/courses");
  global.fetch = jest.fn(async () => ({ ok: true, json: async () => index })) as unknown as typeof fetch;
});

it("keeps the server's HTML until the first touch, then takes it over with what was typed and chosen meanwhile", async () => {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Catalogue parts={real} />);
  document.body.append(container);
  const box = container.querySelector<HTMLInputElement>("#catalogue-q")!;
  const level = container.querySelector<HTMLSelectElement>("#catalogue-level")!;
  await act(async () => {
    hydrateRoot(container, <Catalogue parts={standIns as unknown as typeof real} />);
  });

  // Hydrated around it, not inside it: no handler, no search index, the cards as they were. A term typed and a
  // level chosen in the server's form while nothing else happened (the code is on its way):
  expect(container.querySelector("form[data-live]")).toBeNull();
  box.value = "jo";
  level.value = "advanced";
  await act(async () => {});
  expect(window.location.search).toBe("");
  expect(global.fetch).not.toHaveBeenCalled();
  expect(shown(container)).toEqual(["Genesis", "Job"]);

  // The first touch (here the last key typed) loads the code, which hydrates the same elements and applies the
  // term and the level.
  await act(async () => {
    box.dispatchEvent(new Event("input", { bubbles: true }));
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  expect(container.querySelector("form[data-live]")).not.toBeNull();
  expect(container.querySelector("#catalogue-q")).toBe(box);
  expect(box).toHaveValue("jo");
  expect(level).toHaveValue("advanced");
  expect(window.location.search).toBe("?q=jo&level=advanced");
  expect(shown(container)).toEqual(["Job"]);
  container.remove();
});
