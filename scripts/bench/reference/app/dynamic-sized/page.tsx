// GET /dynamic-sized – rendered on every request like /dynamic, but as big as the school's dashboard (about
// 64 KB of HTML: a header of 30 links and a language list, 18 cards, a footer of 60 links), in plain elements
// with no data, session, translations or proxy: the floor for a page of that size, so the bench tells what a
// private page costs for its size apart from what the school adds.
import { MenuButton } from "./menu-button";

export const dynamic = "force-dynamic";

const LINKS = Array.from({ length: 30 }, (_, i) => `Section number ${i}`);
const LANGUAGES = ["English", "Español", "Français", "Deutsch", "Português", "Italiano", "Русский", "中文", "日本語", "한국어", "العربية", "हिन्दी"];
const COLUMNS = Array.from({ length: 6 }, (_, c) => Array.from({ length: 10 }, (_, i) => `Footer link ${c}.${i}`));
const CARDS = Array.from({ length: 18 }, (_, i) => ({ id: i, title: `Course number ${i}`, percent: (i * 7) % 101 }));

export default function DynamicSized() {
  const now = new Date().toISOString();
  return (
    <div className="flex min-h-screen flex-col bg-background text-foreground">
      <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
        <nav aria-label="Main" className="container mx-auto flex items-center gap-4 px-4 py-2">
          <a href="#main">Reference</a>
          <ul className="flex flex-wrap items-center gap-2">
            {LINKS.map((label, i) => (
              <li key={label}>
                <a className="rounded-md px-2 py-1 text-sm font-medium text-muted-foreground hover:bg-accent hover:text-accent-foreground" href={`/section-${i}`}>
                  {label}
                </a>
              </li>
            ))}
          </ul>
          <select aria-label="Language">
            {LANGUAGES.map((language) => (
              <option key={language}>{language}</option>
            ))}
          </select>
          <MenuButton label="Menu" items={["Dashboard", "Account", "Purchases", "Certificates", "Sign out"]} />
        </nav>
      </header>
      <main id="main" className="container mx-auto flex-1 px-4 py-6">
        <h1>Rendered at {now}</h1>
        <ul className="mt-4 grid gap-3 md:grid-cols-2">
          {CARDS.map((card) => (
            <li key={card.id} className="rounded-lg border bg-card p-4 text-card-foreground shadow-sm">
              <h2 className="font-semibold leading-tight">
                <a href={`/course/${card.id}`}>{card.title}</a>
              </h2>
              <div className="mt-2 h-2 w-full overflow-hidden rounded-full bg-secondary" role="progressbar" aria-label={card.title} aria-valuenow={card.percent} aria-valuemin={0} aria-valuemax={100}>
                <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${card.percent}%` }} />
              </div>
              <p className="mt-1 text-sm text-muted-foreground">{card.percent}% complete</p>
            </li>
          ))}
        </ul>
      </main>
      <footer className="container mx-auto grid grid-cols-2 gap-6 border-t px-4 py-8 md:grid-cols-6">
        {COLUMNS.map((column, c) => (
          <section key={c}>
            <h2>Column {c}</h2>
            <ul>
              {column.map((label, i) => (
                <li key={label}>
                  <a className="text-sm text-muted-foreground hover:text-foreground" href={`/f/${c}/${i}`}>
                    {label}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </footer>
    </div>
  );
}
