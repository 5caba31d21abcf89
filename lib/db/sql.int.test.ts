import { sql, SqlText } from "@/lib/db";

describe("sql", () => {
  it("sends values as parameters, never as text, and reuses the prepared statement", async () => {
    const add = (a: number, b: number) => sql<{ n: number }>`SELECT ${a}::int + ${b}::int AS n`;
    expect(await add(1, 2)).toEqual([{ n: 3 }]);
    expect(await add(40, 2)).toEqual([{ n: 42 }]);
    const quote = "it's'; DROP TABLE users; --";
    expect(await sql<{ s: string }>`SELECT ${quote}::text AS s`).toEqual([{ s: quote }]);
  });

  it("splices SqlText in as SQL and numbers the parameters around it", async () => {
    const twice = new SqlText("(SELECT 2)");
    expect(await sql<{ n: number }>`SELECT ${5}::int * ${twice} + ${1}::int AS n`).toEqual([{ n: 11 }]);
  });
});
