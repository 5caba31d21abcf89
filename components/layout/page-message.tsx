import { Button } from "@/components/ui/button";
import { Link } from "@/lib/i18n/navigation";
import { cn } from "@/lib/utils";

type Props = { title: string; text: string; href: string; linkLabel: string; titleClassName?: string };

/** A whole-page message with one way on: the not-found pages, 'Invalid Course'. */
export function PageMessage({ title, text, href, linkLabel, titleClassName }: Props) {
  return (
    <div className="container mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className={cn("text-3xl font-bold", titleClassName)}>{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Button asChild className="mt-8">
        <Link href={href}>{linkLabel}</Link>
      </Button>
    </div>
  );
}
