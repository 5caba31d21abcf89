// GET / – a static page, prerendered at build time: the floor for the school's public pages.
export default function Home() {
  return (
    <main>
      <h1>Bench reference</h1>
      <p>A static page rendered at build time, with nothing but Next.js and React on it.</p>
    </main>
  );
}
