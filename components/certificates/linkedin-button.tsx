import { UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { href: string; label: string; accessibleLabel: string };

/** LinkedIn's Add to profile form, pre-filled, in a new tab (a plain link: works without JavaScript). Its name starts
 * with the visible label (WCAG 2.5.3), then says which certificate and that LinkedIn opens. */
export function LinkedInButton({ href, label, accessibleLabel }: Props) {
  return (
    <Button asChild variant="outline">
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={accessibleLabel} data-testid="linkedin-add">
        <UserRound aria-hidden="true" className="size-4" />
        {label}
      </a>
    </Button>
  );
}
