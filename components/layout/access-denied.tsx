import { ShieldAlert } from "lucide-react";

export function AccessDenied({ title, text }: { title: string; text: string }) {
  return (
    <div role="alert" className="container mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <ShieldAlert className="h-10 w-10 text-destructive" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{text}</p>
    </div>
  );
}
