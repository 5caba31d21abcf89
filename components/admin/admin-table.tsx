import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export type AdminColumn<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Classes for this column's cells from md up (e.g. whitespace-nowrap for dates and amounts). */
  className?: string;
};

type Props<Row> = { columns: AdminColumn<Row>[]; rows: Row[]; rowKey: (row: Row) => string; testId?: string };

/**
 * An admin list: a card per row on a phone (each value under its column's name, actions in view), a table
 * from the md breakpoint up. `relative` keeps absolutely placed helpers (Radix Select's hidden native select,
 * rendered before hydration) inside the box instead of at their spot in a wide table, which made the
 * document wider than a 320 px screen until the page hydrated (the flaky reflow check).
 */
export function AdminTable<Row>({ columns, rows, rowKey, testId }: Props<Row>) {
  return (
    <div className="relative mt-4 md:overflow-x-auto md:rounded-lg md:border" data-testid={testId}>
      <table className="block w-full text-sm md:table">
        <thead className="hidden bg-muted md:table-header-group">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="p-3 text-start">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="grid gap-3 md:table-row-group">
          {rows.map((row) => (
            <tr key={rowKey(row)} className="block rounded-lg border bg-card p-3 md:table-row md:rounded-none md:border-0 md:border-t md:bg-transparent md:p-0">
              {columns.map((column) => (
                <td key={column.header} className={cn("block min-w-0 break-words py-1 md:table-cell md:p-3 md:align-top", column.className)}>
                  <span className="block text-xs font-medium text-muted-foreground md:hidden">{column.header}</span>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
