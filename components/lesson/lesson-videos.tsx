import { useLocale, useTranslations } from "next-intl";
import { VideoPlayer } from "@/components/video/video-player";
import { formatTime } from "@/components/video/format-time";
import { languageName } from "@/lib/i18n/language-names";
import { CAPTIONS_LANGUAGE } from "@/lib/videos/captions";
import type { CaptionTrack } from "@/lib/videos/playback";
import type { VideoDto } from "@/lib/videos/queries";

type Props = { lessonId: string; videos: VideoDto[]; startAt: number; startVideoId: string | null; trackProgress: boolean };

// Each video lecture: the player, then its title, description and m:ss length. The start position
// (?t= or the saved one) applies to the video it was saved for, else to the first.
export function LessonVideos({ lessonId, videos, startAt, startVideoId, trackProgress }: Props) {
  const t = useTranslations("Lesson");
  const locale = useLocale();
  if (videos.length === 0) return null;
  const startsHere = (id: string, index: number) => (startVideoId ? id === startVideoId : index === 0);
  return (
    <section aria-labelledby="lesson-videos-heading" className="space-y-6">
      <h2 id="lesson-videos-heading" className="sr-only">
        {t("videoLectures")}
      </h2>
      {videos.map((video, index) => (
        <article key={video.id} className="space-y-2">
          <VideoPlayer
            lessonId={lessonId}
            videoId={video.id}
            title={video.title}
            src={video.videoUrl}
            contentType={video.contentType}
            hlsUrl={video.hlsUrl}
            posterUrl={video.posterUrl}
            captions={video.captionTracks.map((track) => ({ ...track, label: languageName(track.language, track.language) }))}
            captionsLanguage={defaultCaptions(video.captionTracks, locale)}
            duration={video.duration}
            startAt={startsHere(video.id, index) ? startAt : 0}
            trackProgress={trackProgress}
          />
          <div className="flex items-start justify-between gap-4">
            <div>
              <h3 className="font-semibold">
                <bdi>{video.title}</bdi>
              </h3>
              {video.description && <p dir="auto" className="text-sm text-muted-foreground">{video.description}</p>}
            </div>
            {video.duration != null && (
              // aria-label is not allowed on a plain span (the Nu HTML Checker refuses it, and screen readers may skip
              // it): the spoken wording as hidden text, the figures for the eye.
              <span className="shrink-0 font-mono text-sm tabular-nums text-muted-foreground">
                <span aria-hidden="true">{formatTime(video.duration)}</span>
                <span className="sr-only">{t("videoDuration", { time: formatTime(video.duration) })}</span>
              </span>
            )}
          </div>
        </article>
      ))}
    </section>
  );
}

/** The captions shown when a student turns them on: the page's language where the video has it, else the video's own. */
function defaultCaptions(tracks: CaptionTrack[], locale: string): string | null {
  return (tracks.find((t) => t.language === locale) ?? tracks.find((t) => t.language === CAPTIONS_LANGUAGE) ?? tracks[0])?.language ?? null;
}
