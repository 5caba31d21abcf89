import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NextIntlClientProvider } from "next-intl";
import messages from "@/messages/en.json";
import { VideoPlayer, type PlayerCaption } from "./video-player";

// A <track> per caption language (issue 32), the page's language the default; with two or more, a menu names each
// in its own language and choosing one turns captions on.
const captions: PlayerCaption[] = [
  { language: "en", url: "/captions/en.vtt?sig=1", label: "English" },
  { language: "es", url: "/captions/es.vtt?sig=1", label: "español" },
  { language: "ar", url: "/captions/ar.vtt?sig=1", label: "العربية" },
];

const player = (tracks: PlayerCaption[], captionsLanguage: string | null) =>
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <VideoPlayer
        lessonId="lesson-1"
        videoId="video-1"
        title="Lecture"
        src="/original.webm"
        contentType="video/webm"
        hlsUrl={null}
        posterUrl={null}
        captions={tracks}
        captionsLanguage={captionsLanguage}
        duration={20}
        startAt={0}
        trackProgress={false}
      />
    </NextIntlClientProvider>,
  );

it("offers a track per language, the page's language by default, and a menu of them", async () => {
  const { container } = player(captions, "es");
  const tracks = [...container.querySelectorAll("track")];
  expect(tracks.map((t) => [t.getAttribute("srclang"), t.getAttribute("src"), t.getAttribute("label"), t.hasAttribute("default")])).toEqual([
    ["en", "/captions/en.vtt?sig=1", "English", false],
    ["es", "/captions/es.vtt?sig=1", "español", true],
    ["ar", "/captions/ar.vtt?sig=1", "العربية", false],
  ]);
  const menu = screen.getByRole("combobox", { name: "Captions" });
  expect(menu).toHaveValue("es");
  expect(screen.getByRole("button", { name: "Show captions" })).toHaveAttribute("aria-pressed", "false");
  await userEvent.selectOptions(menu, "ar");
  expect(menu).toHaveValue("ar");
  expect(screen.getByRole("button", { name: "Hide captions" })).toHaveAttribute("aria-pressed", "true");
});

it("shows no menu for a single track, and no captions control without one", () => {
  const { container, unmount } = player(captions.slice(0, 1), "en");
  expect(container.querySelectorAll("track")).toHaveLength(1);
  expect(screen.queryByRole("combobox", { name: "Captions" })).toBeNull();
  expect(screen.getByRole("button", { name: "Show captions" })).toBeInTheDocument();
  unmount();
  const none = player([], null);
  expect(none.container.querySelectorAll("track")).toHaveLength(0);
  expect(screen.queryByRole("button", { name: "Show captions" })).toBeNull();
});
