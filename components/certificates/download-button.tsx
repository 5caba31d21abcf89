import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { certificateId: string; label: string; accessibleLabel?: string; variant?: "default" | "outline" };

/** A plain link to the PDF route: the server answers with Content-Disposition: attachment. */
export function DownloadButton({ certificateId, label, accessibleLabel, variant = "default" }: Props) {
  return (
    <Button asChild variant={variant}>
      <a href={`/api/certificates/${encodeURIComponent(certificateId)}/pdf`} download aria-label={accessibleLabel}>
        <Download aria-hidden="true" className="size-4" />
        {label}
      </a>
    </Button>
  );
}
