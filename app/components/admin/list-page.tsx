import { Fragment, useContext, type ReactNode } from "react";
import { Plus } from "#app/components/icons";
import { Link } from "#app/components/link";
import { Pagination } from "#app/components/pagination";
import { buttonVariants } from "#app/components/ui/button";
import { cn } from "#app/lib/utils";
import { Table, TableBody, TableCell, TableColumnLabels, TableHead, TableHeader, TableRow } from "#app/components/ui/table";

/**
 * The frame every admin book screen shares (decision 038): its heading and description, the header's actions
 * (add, refresh, export) and the screen's sections below, spaced alike. `tabs` stand above the heading (the
 * settings screens' tabs).
 */
export function AdminListPage({
  title,
  description,
  actions,
  tabs,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  tabs?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-6">
      {tabs}
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

/**
 * The header's "add" link: it opens the add panel through the address (`?new=1`), so it works without JavaScript.
 * Its icon is a plus unless the screen names another (a decorative one, `aria-hidden`).
 */
export function AddLink({ to, icon, children }: { to: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Link to={to} className={buttonVariants()}>
      {icon ?? <Plus aria-hidden="true" />}
      {children}
    </Link>
  );
}

/**
 * A column of a list table: its heading, its cells' alignment when they hold figures, and `srOnly` for a heading
 * that only screen readers need (the row actions' column).
 */
export type ListColumn = string | { label: string; className?: string; srOnly?: boolean };

/** The count line above a list ("12 jets"), read out when it changes. */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm text-muted-foreground" aria-live="polite">
      {children}
    </p>
  );
}

/**
 * A list's table: its headings and rows, with one row saying the list is empty when it is (a table without
 * `empty` keeps an empty body). Below 768 px each row is a card: every cell under its column's heading (the
 * customer screens' cards: a label over each value), the actions last; nothing scrolls sideways.
 */
export function ListTable({
  label,
  columns,
  empty,
  count,
  children,
}: {
  /** the table's accessible name (it scrolls sideways on small screens) */
  label: string;
  columns: ReadonlyArray<ListColumn | false | null>;
  /** the text of the empty list (usually another when a filter is on) */
  empty?: ReactNode;
  /** how many rows `children` holds */
  count: number;
  children: ReactNode;
}) {
  const shown = columns.filter((c): c is ListColumn => Boolean(c));
  const labels = shown.map((column) => (typeof column === "string" ? column : column.srOnly ? "" : column.label));
  return (
    <TableColumnLabels.Provider value={labels}>
      <ListTableFrame label={label} shown={shown} empty={empty} count={count}>
        {children}
      </ListTableFrame>
    </TableColumnLabels.Provider>
  );
}

function ListTableFrame({
  label,
  shown,
  empty,
  count,
  children,
}: {
  label: string;
  shown: readonly ListColumn[];
  empty?: ReactNode;
  count: number;
  children: ReactNode;
}) {
  return (
    // below 768 px the rows are labelled cards (app.css, `ui-list-table`): nothing scrolls sideways
    <Table scrollLabel={label} containerClassName="md:border max-md:overflow-visible" className="ui-list-table">
      <TableHeader>
        <TableRow>
          {shown.map((column) =>
            typeof column === "string" ? (
              <TableHead key={column}>{column}</TableHead>
            ) : (
              <TableHead key={column.label} className={column.className}>
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody>
        {count === 0 && empty ? (
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
  );
}

/** A step of one row (its delete confirmation) inside the table, right under that row, across every column. */
export function ListRowPanel({ children }: { children: ReactNode }) {
  const columns = useContext(TableColumnLabels)?.length ?? 1;
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell colSpan={columns} className="bg-muted/30">
        {children}
      </TableCell>
    </TableRow>
  );
}

/**
 * Places a row's step (a delete confirmation for `id`) next to its row among the page's `rows`: `under(row.id)` renders it in a ListRowPanel
 * after that row; when the row is not on this page (another page, filtered out) `above` shows it above the list
 * instead, so the step is never lost.
 */
export function rowStep(rows: ReadonlyArray<{ id: string }>, id: string | null | undefined, step: ReactNode) {
  const inList = Boolean(id && step && rows.some((row) => row.id === id));
  return {
    above: inList ? null : step,
    under: (rowId: string) => (inList && rowId === id ? <ListRowPanel>{step}</ListRowPanel> : null),
  };
}

/** A page of a book as its loader reads it: the page's rows and where that page stands among the pages. */
export type ListPage<Row> = { rows: readonly Row[]; page: number; pages: number };

type Results<Row> = {
  /** the count line ("12 jets") */
  total: ReactNode;
  /** the list's accessible name (a table's: it scrolls sideways on small screens) */
  label: string;
  /** the text of the empty list (usually another when a filter is on) */
  empty: ReactNode;
  /** the loader's page: its rows are listed (keyed by their id), its place among the pages makes the paging links */
  list: ListPage<Row>;
  pageHref: (page: number) => string;
  /** one row's view */
  children: (row: Row) => ReactNode;
};

/** The count line, the list itself and the paging links under it. */
function ResultsFrame({
  total,
  list,
  pageHref,
  children,
}: {
  total: ReactNode;
  list: ListPage<unknown>;
  pageHref: (page: number) => string;
  children: ReactNode;
}) {
  return (
    <>
      <ListCount>{total}</ListCount>
      {children}
      <Pagination page={list.page} pages={list.pages} href={pageHref} />
    </>
  );
}

/**
 * A book's results: the count (read out when it changes), the table with its headings — one row saying the
 * list is empty when it is — each row of the page followed by its step when it has one open (`step`, from
 * rowStep), and the paging links under it.
 */
export function ListResults<Row extends { id: string }>({
  columns,
  step,
  ...results
}: Results<Row> & {
  columns: ReadonlyArray<ListColumn | false | null>;
  /** a row's open step (rowStep's answer), shown right under that row */
  step?: { under: (rowId: string) => ReactNode };
}) {
  const { total, label, empty, list, pageHref, children } = results;
  return (
    <ResultsFrame total={total} list={list} pageHref={pageHref}>
      <ListTable label={label} columns={columns} empty={empty} count={list.rows.length}>
        {list.rows.map((row) => (
          <Fragment key={row.id}>
            {children(row)}
            {step?.under(row.id)}
          </Fragment>
        ))}
      </ListTable>
    </ResultsFrame>
  );
}

/**
 * The same for a list of cards (an inbox): the count, a named list with an item for each row — or a framed line
 * saying it is empty — and the paging links.
 */
export function CardListResults<Row extends { id: string }>({ total, label, empty, list, pageHref, children }: Results<Row>) {
  return (
    <ResultsFrame total={total} list={list} pageHref={pageHref}>
      {list.rows.length === 0 ? (
        <p className="rounded-md border p-6 text-center text-muted-foreground">{empty}</p>
      ) : (
        <ul aria-label={label} className="flex flex-col gap-3">
          {list.rows.map((row) => (
            <li key={row.id}>{children(row)}</li>
          ))}
        </ul>
      )}
    </ResultsFrame>
  );
}

/** A row's first cell: its name, and under it a muted line that tells it apart (a code, a place, an e-mail). */
export function TitleCell({ title, detail, detailClassName }: { title: ReactNode; detail?: ReactNode; detailClassName?: string }) {
  return (
    <TableCell>
      <div className="font-medium">{title}</div>
      {detail ? <div className={cn("text-xs text-muted-foreground", detailClassName)}>{detail}</div> : null}
    </TableCell>
  );
}
