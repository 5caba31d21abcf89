"use client";

import { Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { checkVideoFile, type FileProblem } from "@/lib/uploads/limits";
import { cn } from "@/lib/utils";
import { UploadStatus } from "./upload-status";
import { useVideoUpload } from "./use-video-upload";

const ACCEPT = "video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov";
const PROBLEM_KEYS: Record<FileProblem, "fileType" | "fileSize" | "fileEmpty"> = { type: "fileType", size: "fileSize", empty: "fileEmpty" };

type Props = {
  lessonId: string;
  /** The lesson editor's Replace: the upload takes this video's place (its order and published state) once recorded. */
  replacesVideoId?: string;
  /** The title the form starts with (a replacement keeps the replaced video's). */
  initialTitle?: string;
  /** See UploadCallbacks: the card leaves the followed video out of its list, and refreshes the lesson when one is ready. */
  onTracking: (videoId: string | null) => void;
  onReady: () => void;
};

// Title (required), description (optional), then one video file: choosing it starts the upload.
export function VideoUploadForm({ lessonId, replacesVideoId, initialTitle = "", onTracking, onReady }: Props) {
  const t = useTranslations("VideoUpload");
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const titleInput = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState(initialTitle);
  // Replace on another video fills in its title (adjusted while rendering, as React advises for a changed prop).
  const [shownInitial, setShownInitial] = useState(initialTitle);
  if (initialTitle !== shownInitial) {
    setShownInitial(initialTitle);
    if (initialTitle) setTitle(initialTitle);
  }
  const [description, setDescription] = useState("");
  const [titleError, setTitleError] = useState(false);
  const [fileError, setFileError] = useState<FileProblem | null>(null);
  const onRestored = useCallback((details: { title: string; description: string }) => {
    setTitle(details.title);
    setDescription(details.description);
  }, []);
  const onCompleted = useCallback(() => {
    setTitle("");
    setDescription("");
    onReady();
  }, [onReady]);
  const callbacks = useMemo(() => ({ onTracking, onCompleted, onRestored }), [onTracking, onCompleted, onRestored]);
  const { state, start, retry, retryProcessing, togglePause, cancel } = useVideoUpload(lessonId, callbacks);
  const hasTitle = title.trim().length > 0;
  // A video being processed does not hold the form: the next lecture can go up meanwhile.
  const busy = state.status === "uploading";

  function chooseFile() {
    if (busy) return;
    if (!hasTitle) {
      setTitleError(true);
      titleInput.current?.focus();
      return;
    }
    fileInput.current?.click();
  }

  function onFile(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ""; // the same file can be chosen again after a cancel
    if (!file) return;
    const problem = checkVideoFile(file);
    setFileError(problem);
    if (!problem) void start(file, { title: title.trim(), description: description.trim(), ...(replacesVideoId ? { replacesVideoId } : {}) });
  }

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor={`${id}-title`}>{t("videoTitle")}</Label>
        <Input
          ref={titleInput}
          id={`${id}-title`}
          dir="auto"
          value={title}
          maxLength={200}
          required
          disabled={busy}
          aria-invalid={titleError && !hasTitle}
          aria-describedby={titleError && !hasTitle ? `${id}-title-error` : undefined}
          onChange={(e) => {
            setTitle(e.target.value);
            if (e.target.value.trim()) setTitleError(false);
          }}
        />
        {titleError && !hasTitle && (
          <p id={`${id}-title-error`} role="alert" className="text-sm text-destructive">
            {t("titleRequired")}
          </p>
        )}
      </div>
      <div className="space-y-2">
        <Label htmlFor={`${id}-description`}>{t("videoDescription")}</Label>
        <textarea
          id={`${id}-description`}
          dir="auto"
          rows={3}
          maxLength={5000}
          disabled={busy}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          className="flex w-full rounded-md border border-input bg-background px-3 py-2 text-base ring-offset-background placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
        />
      </div>
      <div className="space-y-2">
        <input ref={fileInput} id={`${id}-file`} type="file" accept={ACCEPT} className="sr-only" tabIndex={-1} aria-hidden onChange={onFile} />
        <Button
          type="button"
          variant="secondary"
          onClick={chooseFile}
          aria-disabled={!hasTitle || busy}
          aria-describedby={`${id}-formats`}
          className={cn((!hasTitle || busy) && "opacity-50")}
        >
          <Upload aria-hidden />
          {t("selectFile")}
        </Button>
        <p id={`${id}-formats`} className="text-sm text-muted-foreground">
          {t("formats")}
        </p>
        {fileError && (
          <p role="alert" className="text-sm text-destructive">
            {t(PROBLEM_KEYS[fileError])}
          </p>
        )}
      </div>
      <UploadStatus
        state={state}
        onTogglePause={togglePause}
        onCancel={cancel}
        onRetry={() => void retry()}
        onRetryProcessing={() => void retryProcessing()}
        onChooseFile={chooseFile}
      />
    </div>
  );
}
