"use client";
import { Captions, Maximize, Minimize, Pause, Play, RotateCcw, RotateCw, Volume2, VolumeX } from "lucide-react";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { formatTime } from "./format-time";

export const SPEEDS = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;

export type ControlsState = {
  playing: boolean;
  current: number;
  duration: number;
  volume: number;
  muted: boolean;
  speed: number;
  fullscreen: boolean;
  captionsOn: boolean;
  hasCaptions: boolean;
};

/** The caption languages to choose from (two or more tracks), each named in its own language. */
export type CaptionLanguageChoice = { languages: { language: string; label: string }[]; chosen: string | null; choose: (language: string) => void };

/** The HLS renditions to choose from (hls.js only): their heights by level, the chosen level (-1 automatic) and the one playing. */
export type QualityChoice = { levels: number[]; chosen: number; playing: number | null; choose: (level: number) => void };

export type ControlsActions = {
  togglePlay: () => void;
  seek: (seconds: number) => void;
  skip: (delta: number) => void;
  setVolume: (volume: number) => void;
  toggleMute: () => void;
  setSpeed: (speed: number) => void;
  toggleFullscreen: () => void;
  toggleCaptions: () => void;
};

function IconButton({ label, onClick, children, pressed }: { label: string; onClick: () => void; children: ReactNode; pressed?: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white [&_svg]:size-5"
    >
      {children}
    </button>
  );
}

/**
 * The bar under the picture: every control labelled, usable with the keyboard, and at least 44×44 px at every
 * width (a finger on a phone, a coarse pointer on a tablet). The whole bar runs left to right in every
 * language, as video players do: the seek bar is a time line (start on the left) and the buttons keep the
 * order their icons (play, rewind, forward) imply.
 */
export function PlayerControls({
  state: s,
  actions: a,
  quality,
  captionLanguages,
}: {
  state: ControlsState;
  actions: ControlsActions;
  quality: QualityChoice | null;
  captionLanguages?: CaptionLanguageChoice | null;
}) {
  const t = useTranslations("VideoPlayer");
  const time = t("timeOf", { current: formatTime(s.current), total: formatTime(s.duration) });
  return (
    <div className="flex flex-col bg-gradient-to-t from-black/90 to-black/60 px-2 pb-1 text-white" dir="ltr">
      <input
        type="range"
        aria-label={t("seek")}
        aria-valuetext={time}
        min={0}
        max={Math.max(1, Math.floor(s.duration))}
        step={1}
        value={Math.floor(s.current)}
        onChange={(e) => a.seek(Number(e.target.value))}
        // 44 px tall to hit; the browser still draws the track thin in its middle.
        className="h-11 w-full cursor-pointer accent-amber-400"
        data-testid="player-seek"
      />
      {/* Two groups. Below the width a full bar needs (50rem: every button, the volume, the time and the three
          selects), the settings group always has a line of its own, at the end: the quality select arrives with
          the HLS manifest, after the first paint, and wrapping only then moved the page down (a layout shift). */}
      <div className="@container flex flex-wrap items-center justify-between gap-x-1">
        <div className="flex flex-wrap items-center gap-1">
          <IconButton label={s.playing ? t("pause") : t("play")} onClick={a.togglePlay}>
            {s.playing ? <Pause aria-hidden /> : <Play aria-hidden />}
          </IconButton>
          <IconButton label={t("back10")} onClick={() => a.skip(-10)}>
            <RotateCcw aria-hidden />
          </IconButton>
          <IconButton label={t("forward10")} onClick={() => a.skip(10)}>
            <RotateCw aria-hidden />
          </IconButton>
          <IconButton label={s.muted ? t("unmute") : t("mute")} onClick={a.toggleMute}>
            {s.muted || s.volume === 0 ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
          </IconButton>
          <input
            type="range"
            aria-label={t("volume")}
            min={0}
            max={100}
            step={5}
            value={s.muted ? 0 : Math.round(s.volume * 100)}
            onChange={(e) => a.setVolume(Number(e.target.value) / 100)}
            className="hidden h-11 w-20 cursor-pointer accent-amber-400 sm:block"
          />
          <span className="ms-1 font-mono text-xs tabular-nums" aria-hidden data-testid="player-time">
            {formatTime(s.current)} / {formatTime(s.duration)}
          </span>
        </div>
        <div className="ms-auto flex items-center justify-end gap-1 @max-[50rem]:basis-full">
          <select
            aria-label={t("speed")}
            value={s.speed}
            onChange={(e) => a.setSpeed(Number(e.target.value))}
            className="h-11 min-w-11 rounded-md border border-white/30 bg-black/60 px-1 text-xs text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
          >
            {SPEEDS.map((speed) => (
              <option key={speed} value={speed}>
                {speed}×
              </option>
            ))}
          </select>
          {quality && (
            <select
              aria-label={t("quality")}
              value={quality.chosen}
              onChange={(e) => quality.choose(Number(e.target.value))}
              className="h-11 min-w-11 rounded-md border border-white/30 bg-black/60 px-1 text-xs text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              <option value={-1}>{quality.playing ? t("qualityAutoPlaying", { quality: `${quality.playing}p` }) : t("qualityAuto")}</option>
              {quality.levels
                .map((height, level) => ({ height, level }))
                .sort((x, y) => y.height - x.height)
                .map(({ height, level }) => (
                  <option key={level} value={level}>
                    {height}p
                  </option>
                ))}
            </select>
          )}
          {captionLanguages && (
            <select
              aria-label={t("captions")}
              title={t("captions")}
              value={captionLanguages.chosen ?? ""}
              onChange={(e) => captionLanguages.choose(e.target.value)}
              className="h-11 min-w-11 rounded-md border border-white/30 bg-black/60 px-1 text-xs text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              {captionLanguages.languages.map(({ language, label }) => (
                <option key={language} value={language} lang={language} data-language-name>
                  {label}
                </option>
              ))}
            </select>
          )}
          {s.hasCaptions && (
            <IconButton label={s.captionsOn ? t("captionsOff") : t("captionsOn")} onClick={a.toggleCaptions} pressed={s.captionsOn}>
              <Captions aria-hidden />
            </IconButton>
          )}
          <IconButton label={s.fullscreen ? t("exitFullscreen") : t("fullscreen")} onClick={a.toggleFullscreen}>
            {s.fullscreen ? <Minimize aria-hidden /> : <Maximize aria-hidden />}
          </IconButton>
        </div>
      </div>
    </div>
  );
}
