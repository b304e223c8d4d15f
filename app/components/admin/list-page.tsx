import type { ReactNode } from "react";
import { Plus } from "#app/components/icons";
import { Link } from "#app/components/link";
import { Pagination } from "#app/components/pagination";
import { buttonVariants } from "#app/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#app/components/ui/table";

/**
 * The frame every admin book screen shares (decision 038): its heading and description, the header's actions
 * (add, refresh, export) and the screen's sections below, spaced alike.
 */
export function AdminListPage({
  title,
  description,
  actions,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description ? <p className="max-w-3xl text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** The header's "add" link: it opens the add panel through the address (`?new=1`), so it works without JavaScript. */
export function AddLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonVariants()}>
      <Plus aria-hidden="true" />
      {children}
    </Link>
  );
}

/** A column of a list table: its heading, and its cells' alignment when they hold figures. */
export type ListColumn = string | { label: string; className?: string };

/**
 * A book's results: the count (read out when it changes), the table with its headings — one row saying the
 * list is empty when it is — and the paging links under it.
 */
export function ListResults({
  total,
  label,
  columns,
  empty,
  count,
  children,
  page,
  pages,
  pageHref,
}: {
  /** the count line ("12 jets") */
  total: ReactNode;
  /** the table's accessible name (it scrolls sideways on small screens) */
  label: string;
  columns: ReadonlyArray<ListColumn | false | null>;
  /** the text of the empty list (usually another when a filter is on) */
  empty: ReactNode;
  /** how many rows `children` holds */
  count: number;
  children: ReactNode;
  page: number;
  pages: number;
  pageHref: (page: number) => string;
}) {
  const shown = columns.filter((c): c is ListColumn => Boolean(c));
  return (
    <>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total}
      </p>

      <Table scrollLabel={label} containerClassName="border">
        <TableHeader>
          <TableRow>
            {shown.map((column) =>
              typeof column === "string" ? (
                <TableHead key={column}>{column}</TableHead>
              ) : (
                <TableHead key={column.label} className={column.className}>
                  {column.label}
                </TableHead>
              ),
            )}
          </TableRow>
        </TableHeader>
        <TableBody>
          {count === 0 ? (
            <TableRow>
              <TableCell colSpan={shown.length} className="py-8 text-center text-muted-foreground">
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            children
          )}
        </TableBody>
      </Table>

      <Pagination page={page} pages={pages} href={pageHref} />
    </>
  );
}
