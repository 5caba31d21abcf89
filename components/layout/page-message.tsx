import { Link } from "@/lib/i18n/navigation";

type Props = { title: string; text: string; href: string; linkLabel: string; titleClassName?: string };

// The link is a default button (buttonVariants({ className: "mt-8" }), checked by page-message.test.ts), written
// out because a client not-found page draws this too and would carry the button's variants for one class list.
export const LINK_CLASS =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0 bg-primary text-primary-foreground hover:bg-primary/90 h-10 px-4 py-2 text-sm mt-8";

/** A whole-page message with one way on: the not-found pages, 'Invalid Course'. titleClassName adds (a font). */
export function PageMessage({ title, text, href, linkLabel, titleClassName }: Props) {
  return (
    <div className="container mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className={`text-3xl font-bold ${titleClassName ?? ""}`.trimEnd()}>{title}</h1>
      <p className="mt-4 text-muted-foreground">{text}</p>
      <Link href={href} className={LINK_CLASS}>
        {linkLabel}
      </Link>
    </div>
  );
}
