import { render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import messages from "@/messages/en.json";
import { useSession } from "@/components/auth/use-session";
import { LanguagePicker } from "@/components/layout/language-picker";
import { PersonalStateProvider, usePersonalState, type PersonalState } from "./personal-state";

jest.mock("@/lib/i18n/navigation", () => ({
  usePathname: () => "/courses",
  useRouter: () => ({ replace: jest.fn() }),
  getPathname: ({ href }: { href: string }) => href,
}));

const user = { id: "u1", firstName: "Grace", lastName: "Okafor", nameOrder: "given_first" as const, email: "g@example.test", role: "student" as const };
const enrollment = { id: "e1", courseId: "c1", courseSlug: "exodus", status: "active" as const, progress: 40 };

function Probe() {
  const session = useSession();
  const { enrollments, completedLessons } = usePersonalState();
  const courses = enrollments?.map((e) => `${e.courseSlug}@${e.progress}`).join(",") ?? "none";
  const done = completedLessons ? `${completedLessons.course}/${completedLessons.ids.join(",")}` : "";
  return <p>{`${session.status}:${session.data?.user.firstName ?? "-"}:${courses}:${done}`}</p>;
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
  expect(html).toContain("authenticated:Grace:exodus@40:exodus/l1,l2");
  expect(fetchMock).not.toHaveBeenCalled();
});

it("keeps the given state after hydration, an inner provider adding to the outer one", async () => {
  render(
    <PersonalStateProvider value={{ user, enrollments: [enrollment] }}>
      <PersonalStateProvider value={{ completedLessons: { course: "genesis", ids: ["g1"] } }}>
        <Probe />
      </PersonalStateProvider>
    </PersonalStateProvider>,
  );
  // The inner provider's lessons join the outer one's user and enrollments.
  expect(await screen.findByText("authenticated:Grace:exodus@40:genesis/g1")).toBeInTheDocument();
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
