"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useId, useRef, useState, useTransition } from "react";
import { toast } from "@/components/ui/use-toast";
import { VideoUploadCard } from "@/components/video-upload/video-upload-card";
import { useRouter } from "@/lib/i18n/navigation";
import type { LessonActionResult, StudioVideo } from "@/lib/studio/lesson-editor-types";
import { deleteVideoAction, moveVideoAction, renameVideoAction, setVideoPublishedAction } from "@/lib/studio/lesson-video-actions";
import { VideoRow, type VideoRowCommand } from "./video-row";

type Props = { lessonId: string; videos: StudioVideo[] };

/**
 * The lesson's videos in the order students see them, each with its state and the staff's actions (publish,
 * rename, move, replace, delete), and the upload card for new ones. The order changes at once on screen and is
 * saved by the server; the list is then read again. A move is announced, and focus stays on the moved video's button.
 */
export function LessonVideosManager({ lessonId, videos }: Props) {
  const t = useTranslations("StudioLesson.videos");
  const locale = useLocale();
  const router = useRouter();
  const headingId = useId();
  // A move shows at once; the order is the server's again as soon as it renders new props (router.refresh).
  const [moved, setMoved] = useState<{ from: StudioVideo[]; ids: string[] } | null>(null);
  const order = moved?.from === videos ? moved.ids : null;
  const setOrder = (ids: string[] | null) => setMoved(ids && { from: videos, ids });
  const [replacing, setReplacing] = useState<{ id: string; title: string } | null>(null);
  const [uploadOpen, setUploadOpen] = useState(false);
  const [tracked, setTracked] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [pending, startTransition] = useTransition();
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; direction: "up" | "down" } | null>(null);
  const uploadRef = useRef<HTMLDivElement>(null);

  const byId = new Map(videos.map((video) => [video.id, video]));
  const shown = (order ?? videos.map((video) => video.id)).map((id) => byId.get(id)).filter((video): video is StudioVideo => Boolean(video) && video!.id !== tracked);

  const run = (action: () => Promise<LessonActionResult<unknown>>, success?: string) =>
    startTransition(async () => {
      const result = await action().catch(() => null);
      if (!result?.ok) {
        setOrder(null);
        return void toast({ variant: "destructive", title: t("failed"), description: result?.message ?? t("network") });
      }
      if (success) toast({ title: success });
      router.refresh();
    });

  const command = (video: StudioVideo, index: number) => (which: VideoRowCommand) => {
    const videoId = video.id;
    switch (which.kind) {
      case "move": {
        const target = which.direction === "up" ? index - 1 : index + 1;
        if (target < 0 || target >= shown.length) return;
        const ids = shown.map((v) => v.id);
        [ids[index], ids[target]] = [ids[target]!, ids[index]!];
        setOrder(ids);
        setFocusAfterMove({ id: videoId, direction: which.direction });
        setAnnouncement(t("moved", { title: video.title, position: target + 1, total: ids.length }));
        return run(() => moveVideoAction({ videoId, locale, direction: which.direction }));
      }
      case "publish":
        return run(() => setVideoPublishedAction({ videoId, locale, published: which.published }), which.published ? t("publishedToast") : t("unpublishedToast"));
      case "rename":
        return run(() => renameVideoAction({ videoId, locale, title: which.title }), t("renamedToast"));
      case "delete":
        return run(() => deleteVideoAction({ videoId, locale }), video.status === "failed" && video.refused ? t("removedToast") : t("deletedToast"));
      case "replace":
        setReplacing({ id: videoId, title: video.title });
        requestAnimationFrame(() => uploadRef.current?.scrollIntoView({ block: "nearest" }));
        return;
    }
  };

  const onMoveFocused = useCallback(() => setFocusAfterMove(null), []);
  const onReplaceEnd = useCallback(() => {
    setReplacing(null);
    router.refresh();
  }, [router]);

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-lg border bg-card p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        {t("heading")}
      </h2>
      <p className="text-sm text-muted-foreground">{t("help")}</p>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("empty")}</p>
      ) : (
        <ol className="space-y-3" aria-busy={pending || undefined} data-testid="lesson-videos">
          {shown.map((video, index) => (
            <VideoRow
              key={video.id}
              video={video}
              position={index + 1}
              total={shown.length}
              busy={pending}
              canReplace={!uploadOpen || replacing?.id === video.id}
              focusMove={focusAfterMove?.id === video.id ? focusAfterMove.direction : null}
              onMoveFocused={onMoveFocused}
              onCommand={command(video, index)}
              onReady={() => router.refresh()}
            />
          ))}
        </ol>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <div ref={uploadRef}>
        <VideoUploadCard lessonId={lessonId} unfinished={[]} replacing={replacing} onReplaceEnd={onReplaceEnd} onTracking={setTracked} onOpenChange={setUploadOpen} />
      </div>
    </section>
  );
}
