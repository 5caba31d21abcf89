"use client";

import { Plus } from "lucide-react";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { VideoUploadForm } from "./video-upload-form";

// The lesson page's Video Management card (SPEC section 2), rendered only for the course's instructors and
// admins (decided on the server). 'Upload Video' reveals the form; 'Cancel' hides it and stops any upload.
export function VideoUploadCard({ lessonId }: { lessonId: string }) {
  const t = useTranslations("VideoUpload");
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const formId = useId();

  return (
    <Card aria-labelledby={headingId} role="region">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <div className="space-y-1.5">
          <CardTitle>
            <h2 id={headingId}>{t("title")}</h2>
          </CardTitle>
          <CardDescription>{t("description")}</CardDescription>
        </div>
        <Button type="button" variant={open ? "outline" : "default"} aria-expanded={open} aria-controls={formId} onClick={() => setOpen(!open)}>
          {open ? (
            t("cancel")
          ) : (
            <>
              <Plus aria-hidden />
              {t("uploadVideo")}
            </>
          )}
        </Button>
      </CardHeader>
      <CardContent id={formId} hidden={!open}>
        {open && <VideoUploadForm lessonId={lessonId} />}
      </CardContent>
    </Card>
  );
}
