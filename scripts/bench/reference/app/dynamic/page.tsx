// GET /dynamic – rendered on every request: the floor for the school's signed-in pages.
export const dynamic = "force-dynamic";

export default function Dynamic() {
  return (
    <main>
      <h1>Rendered per request</h1>
      <p>
        The server rendered this page at <time>{new Date().toISOString()}</time>.
      </p>
    </main>
  );
}
