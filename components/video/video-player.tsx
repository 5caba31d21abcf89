"use client";
import { LoaderCircle } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import { PlayerControls, SPEEDS, type ControlsActions } from "./player-controls";
import { useHlsPlayback } from "./use-hls-playback";
import { usePlaybackRenewal } from "./use-playback-renewal";
import { useProgressSaver, type SaveResult } from "./use-progress-saver";

export type VideoPlayerProps = {
  lessonId: string;
  videoId: string;
  title: string;
  /** The original file: played while processing runs, and wherever HLS cannot play. */
  src: string;
  contentType: string;
  /** The signed HLS master playlist, once processing made the renditions. */
  hlsUrl: string | null;
  posterUrl: string | null;
  /** A <track> per language the video has captions in, each named in its own language (named on the server). */
  captions: PlayerCaption[];
  /** The track shown when captions are turned on: the page's language where there is one (see LessonVideos). */
  captionsLanguage: string | null;
  /** Known length in seconds, shown until the file's metadata arrives. */
  duration: number | null;
  /** Where to start (the `?t=` parameter or the saved position). */
  startAt: number;
  /** Save the position on the server (enrolled students only). */
  trackProgress: boolean;
  onSaved?: (result: SaveResult) => void;
};

export type PlayerCaption = { language: string; url: string; label: string };

const SKIP_SECONDS = 10;

/** The next speed up (step 1) or down (step -1) in the menu's list, staying at its ends. */
function steppedSpeed(speed: number, step: 1 | -1): number {
  const index = SPEEDS.findIndex((s) => s === speed);
  return SPEEDS[Math.min(SPEEDS.length - 1, Math.max(0, (index < 0 ? 1 : index) + step))]!;
}

export function VideoPlayer(props: VideoPlayerProps) {
  const t = useTranslations("VideoPlayer");
  const box = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const [current, setCurrent] = useState(0);
  const [duration, setDuration] = useState(props.duration ?? 0);
  const [volume, setVolumeState] = useState(1);
  const [muted, setMuted] = useState(false);
  const [speed, setSpeedState] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [captionsOn, setCaptionsOn] = useState(false);
  const [captionsLanguage, setCaptionsLanguage] = useState(props.captionsLanguage);
  const [waiting, setWaiting] = useState(true);
  const [failed, setFailed] = useState(false);
  const [height, setHeight] = useState<number | null>(null);
  const videoElement = useCallback(() => video.current, []);
  const playback = useHlsPlayback(videoElement, { hlsUrl: props.hlsUrl, fileUrl: props.src, startAt: props.startAt, onHeight: setHeight });
  usePlaybackRenewal(props.lessonId, props.videoId, playback.renew);
  const saver = useProgressSaver({ lessonId: props.lessonId, videoId: props.videoId, enabled: props.trackProgress }, props.onSaved);

  const v = () => video.current!;
  const length = () => (Number.isFinite(v().duration) && v().duration > 0 ? v().duration : duration);

  const actions: ControlsActions = {
    togglePlay: () => (v().paused ? void v().play().catch(() => undefined) : v().pause()),
    seek: (seconds) => {
      v().currentTime = Math.min(Math.max(0, seconds), length() || seconds);
      setCurrent(v().currentTime);
    },
    skip: (delta) => actions.seek(v().currentTime + delta),
    setVolume: (value) => {
      v().volume = value;
      v().muted = value === 0;
    },
    toggleMute: () => {
      v().muted = !v().muted;
    },
    setSpeed: (value) => {
      v().playbackRate = value;
      setSpeedState(value);
    },
    toggleFullscreen: () => {
      if (document.fullscreenElement) void document.exitFullscreen();
      else void box.current?.requestFullscreen?.().catch(() => undefined);
    },
    toggleCaptions: () => setCaptionsOn((on) => !on),
  };

  // Captions: the chosen language's track shows while the toggle is on; the others stay off.
  useEffect(() => {
    for (const track of Array.from(video.current?.textTracks ?? [])) {
      track.mode = track.language !== captionsLanguage ? "disabled" : captionsOn ? "showing" : "hidden";
    }
  }, [captionsOn, captionsLanguage]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === box.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, []);

  // Length and start position, once the metadata is known. The server-rendered <video> may have loaded
  // it before hydration, when no handler was listening: so also check on mount.
  const started = useRef(false);
  const onLoadedMetadata = useCallback(() => {
    const el = video.current!;
    if (Number.isFinite(el.duration) && el.duration > 0) setDuration(el.duration);
    setWaiting(false);
    if (started.current) return;
    started.current = true;
    if (props.startAt > 0 && props.startAt < el.duration) el.currentTime = props.startAt;
    setCurrent(el.currentTime);
  }, [props.startAt]);

  useEffect(() => {
    if ((video.current?.readyState ?? 0) >= HTMLMediaElement.HAVE_METADATA) onLoadedMetadata();
  }, [onLoadedMetadata]);

  // Shortcuts when the player (not one of its inputs) has focus: space/k, arrows, f, m, c (captions), < and > (speed).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tag = (e.target as HTMLElement).tagName;
    if (tag === "INPUT" || tag === "SELECT" || (tag === "BUTTON" && (e.key === " " || e.key === "Enter"))) return;
    const keys: Record<string, () => void> = {
      " ": actions.togglePlay,
      k: actions.togglePlay,
      ArrowLeft: () => actions.skip(-SKIP_SECONDS),
      ArrowRight: () => actions.skip(SKIP_SECONDS),
      ArrowUp: () => actions.setVolume(Math.min(1, v().volume + 0.1)),
      ArrowDown: () => actions.setVolume(Math.max(0, v().volume - 0.1)),
      f: actions.toggleFullscreen,
      m: actions.toggleMute,
      c: () => {
        if (props.captions.length) actions.toggleCaptions();
      },
      "<": () => actions.setSpeed(steppedSpeed(v().playbackRate, -1)),
      ">": () => actions.setSpeed(steppedSpeed(v().playbackRate, 1)),
    };
    const run = keys[e.key.length === 1 ? e.key.toLowerCase() : e.key];
    if (!run) return;
    e.preventDefault();
    run();
  };

  return (
    <div
      ref={box}
      role="region"
      aria-label={t("player", { title: props.title })}
      aria-describedby={`${props.videoId}-keys`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="group relative overflow-hidden rounded-lg bg-black focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      data-testid="video-player"
      data-engine={playback.engine ?? undefined}
      data-quality={height ? `${height}p` : undefined}
    >
      <p id={`${props.videoId}-keys`} className="sr-only">
        {t("shortcuts")}
      </p>
      <video
        ref={video}
        className="aspect-video w-full bg-black"
        preload="metadata"
        poster={props.posterUrl ?? undefined}
        playsInline
        crossOrigin={props.captions.length ? "anonymous" : undefined}
        onClick={actions.togglePlay}
        onLoadedMetadata={onLoadedMetadata}
        onCanPlay={() => setWaiting(false)}
        onWaiting={() => setWaiting(true)}
        onPlaying={() => setWaiting(false)}
        onSeeking={() => setWaiting(true)}
        onSeeked={() => setWaiting(false)}
        onPlay={() => setPlaying(true)}
        onPause={(e) => {
          setPlaying(false);
          saver.flush(e.currentTarget.currentTime, length());
        }}
        onEnded={(e) => {
          setPlaying(false);
          saver.flush(e.currentTarget.duration || e.currentTarget.currentTime, length());
        }}
        onTimeUpdate={(e) => {
          setCurrent(e.currentTarget.currentTime);
          saver.onTime(e.currentTarget.currentTime, length());
        }}
        onVolumeChange={(e) => {
          setVolumeState(e.currentTarget.volume);
          setMuted(e.currentTarget.muted);
        }}
        onResize={(e) => {
          if (playback.engine !== "hls.js") setHeight(e.currentTarget.videoHeight || null);
        }}
        onError={() => {
          // HLS that fails still has the original file to play: hls.js reports its own errors (and falls back
          // when it cannot recover), native HLS falls back here.
          if (playback.engine === "hls.js") return;
          if (playback.engine === "native") return playback.fallBack();
          setFailed(true);
          setWaiting(false);
        }}
      >
        {/* With HLS the source is attached once the browser's support is known (use-hls-playback). */}
        {!props.hlsUrl && <source src={props.src} type={props.contentType} />}
        {props.captions.map((c) => (
          <track key={c.language} kind="captions" src={c.url} srcLang={c.language} label={c.label} default={c.language === props.captionsLanguage} />
        ))}
      </video>
      {waiting && !failed && (
        <div role="status" className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <LoaderCircle className="size-10 animate-spin text-white" aria-hidden />
          <span className="sr-only">{t("loading")}</span>
        </div>
      )}
      {failed && (
        <p role="alert" className="absolute inset-x-0 top-1/3 text-center text-sm text-white">
          {t("error")}
        </p>
      )}
      <PlayerControls
        state={{ playing, current, duration, volume, muted, speed, fullscreen, captionsOn, hasCaptions: props.captions.length > 0 }}
        actions={actions}
        captionLanguages={
          props.captions.length > 1
            ? {
                languages: props.captions.map(({ language, label }) => ({ language, label })),
                chosen: captionsLanguage,
                choose: (language) => {
                  setCaptionsLanguage(language);
                  setCaptionsOn(true);
                },
              }
            : null
        }
        quality={playback.levels.length > 1 ? { levels: playback.levels, chosen: playback.chosenLevel, playing: height, choose: playback.chooseLevel } : null}
      />
    </div>
  );
}
