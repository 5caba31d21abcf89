import { render, screen, within } from "@testing-library/react";
import { AdminTable, type AdminColumn } from "./admin-table";

type Row = { id: string; name: string; email: string };
const rows: Row[] = [
  { id: "1", name: "Layla Haddad", email: "layla@example.com" },
  { id: "2", name: "Gaius Derbe", email: "gaius@example.com" },
];
const columns: AdminColumn<Row>[] = [
  { header: "Name", cell: (row) => row.name },
  { header: "Email", cell: (row) => row.email, className: "md:whitespace-nowrap" },
  { header: "Role", cell: (row) => <button type="button">Change role for {row.name}</button> },
];

describe("AdminTable", () => {
  it("gives every cell its column's name for the phone's card, hidden from md up, and keeps the header row for the table", () => {
    render(<AdminTable columns={columns} rows={rows} rowKey={(row) => row.id} testId="list" />);
    expect(screen.getAllByRole("columnheader").map((th) => th.textContent)).toEqual(["Name", "Email", "Role"]);
    const first = screen.getAllByRole("row")[1]!;
    const cells = within(first).getAllByRole("cell");
    expect(cells.map((cell) => cell.firstElementChild?.textContent)).toEqual(["Name", "Email", "Role"]);
    expect(cells[0]!.firstElementChild).toHaveClass("md:hidden");
    expect(cells[1]).toHaveClass("md:whitespace-nowrap");
    expect(within(first).getByRole("button", { name: "Change role for Layla Haddad" })).toBeInTheDocument();
  });

  it("is a card per row on a phone and a table from md up, positioned so hidden helpers stay inside it", () => {
    render(<AdminTable columns={columns} rows={rows} rowKey={(row) => row.id} testId="list" />);
    const box = screen.getByTestId("list");
    expect(box).toHaveClass("relative");
    expect(box.querySelector("thead")).toHaveClass("hidden", "md:table-header-group");
    for (const row of box.querySelectorAll("tbody tr")) expect(row).toHaveClass("block", "rounded-lg", "border", "md:table-row");
  });
});
