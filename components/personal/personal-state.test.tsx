import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import messages from "@/messages/en.json";
import { useSession } from "@/components/auth/use-session";
import { LanguagePicker } from "@/components/layout/language-picker";
import { useCompletedLessons } from "@/components/course/use-completed-lessons";
import { useMyEnrollments } from "@/components/course/use-my-enrollments";
import { PersonalStateProvider, type PersonalState } from "./personal-state";

jest.mock("@/components/course/completed-lessons-action", () => ({ myCompletedLessons: jest.fn(async () => ["asked"]) }));
jest.mock("@/lib/i18n/navigation", () => ({
  usePathname: () => "/courses",
  useRouter: () => ({ replace: jest.fn() }),
  getPathname: ({ href }: { href: string }) => href,
}));

const user = { id: "u1", firstName: "Grace", lastName: "Okafor", nameOrder: "given_first" as const, email: "g@example.test", role: "student" as const };
const enrollment = { id: "e1", courseId: "c1", courseSlug: "exodus", status: "active" as const, progress: 40 };

function Probe() {
  const session = useSession();
  const { enrollments } = useMyEnrollments();
  const done = useCompletedLessons("exodus", true);
  const courses = enrollments?.map((e) => `${e.courseSlug}@${e.progress}`).join(",") ?? "none";
  return <p>{`${session.status}:${session.data?.user.firstName ?? "-"}:${courses}:${[...done].join(",")}`}</p>;
}

const withState = (state: PersonalState) => (
  <PersonalStateProvider value={state}>
    <Probe />
  </PersonalStateProvider>
);

let fetchMock: jest.Mock;
beforeEach(() => {
  fetchMock = jest.fn(() => new Promise(() => {}));
  global.fetch = fetchMock;
});

it("renders what the server gave in the server's HTML, and asks nothing of the network", () => {
  const html = renderToString(withState({ user, enrollments: [enrollment], completedLessons: { course: "exodus", ids: ["l1", "l2"] } }));
  expect(html).toContain("authenticated:Grace:exodus@40:l1,l2");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("keeps the given state after hydration and takes the page's lessons only for its own course", async () => {
  render(
    <PersonalStateProvider value={{ user, enrollments: [enrollment] }}>
      <PersonalStateProvider value={{ completedLessons: { course: "genesis", ids: ["g1"] } }}>
        <Probe />
      </PersonalStateProvider>
    </PersonalStateProvider>,
  );
  // The inner provider adds to the outer one; Genesis's ticks are not Exodus's, so Exodus's are asked for.
  expect(await screen.findByText("authenticated:Grace:exodus@40:asked")).toBeInTheDocument();
  expect(fetchMock).not.toHaveBeenCalledWith("/api/auth/session", expect.anything());
});

it("says signed out at once when the server knows nobody is signed in", () => {
  expect(renderToString(withState({ user: null }))).toContain("unauthenticated:-:none:");
});

it("the language box is usable in the first render when the header gives the languages", () => {
  const html = renderToString(
    <NextIntlClientProvider locale="en" messages={messages}>
      <LanguagePicker languages={[{ code: "en", name: "English", nativeName: "English" }, { code: "ar", name: "Arabic", nativeName: "العربية" }]} />
    </NextIntlClientProvider>,
  );
  expect(html).not.toMatch(/<select[^>]* disabled=""/);
  expect(html).not.toContain(messages.LanguagePicker.loading);
  expect(html).toContain("العربية");
  expect(fetchMock).not.toHaveBeenCalled();
});
