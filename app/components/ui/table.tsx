import * as React from "react";

import { cn, withClasses } from "#app/lib/utils";

export type TableProps = React.ComponentProps<"table"> & {
  /** Class names for the horizontally scrolling wrapper. */
  containerClassName?: string;
  /**
   * Accessible name for the scroll container. When set, the wrapper becomes a
   * focusable, labelled region so keyboard users can scroll wide tables.
   */
  scrollLabel?: string;
};

export function Table({ className, containerClassName, scrollLabel, ...props }: TableProps) {
  const regionProps = scrollLabel !== undefined ? ({ role: "region", "aria-label": scrollLabel, tabIndex: 0 } as const) : {};
  return (
    <div
      data-slot="table-container"
      className={cn(
        "relative w-full overflow-x-auto rounded-md",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        containerClassName,
      )}
      {...regionProps}
    >
      <table data-slot="table" className={cn("w-full caption-bottom border-collapse text-sm", className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead data-slot="table-header" className={cn("bg-muted/70 [&_tr]:border-b", className)} {...props} />;
}

export function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return <tbody data-slot="table-body" className={cn("[&_tr:last-child]:border-0", className)} {...props} />;
}

export function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return <tfoot data-slot="table-footer" className={cn("border-t bg-muted/70 font-medium [&>tr]:last:border-b-0", className)} {...props} />;
}

/**
 * The column headings of a table whose rows become labelled cards on narrow screens (the admin lists): each cell a
 * row renders directly gets its column's heading as `data-label`, which the stylesheet shows before the value below
 * 768 px. A heading left empty (the actions' column) labels nothing.
 */
export const TableColumnLabels = React.createContext<readonly string[] | null>(null);

// Rows and cells (like buttons and badges) carry no data-slot: a list repeats them hundreds of times and nothing
// selects them by it (decision 030).
export function TableRow({ className, children, ...props }: React.ComponentProps<"tr">) {
  const labels = React.useContext(TableColumnLabels);
  return (
    <tr className={withClasses("ui-tr", className)} {...props}>
      {labels ? labelCells(children, labels) : children}
    </tr>
  );
}

/** The row's cells, each with its column's heading (see TableColumnLabels); a cell spanning columns keeps none. */
function labelCells(children: React.ReactNode, labels: readonly string[]) {
  let column = 0;
  return React.Children.map(children, (child) => {
    if (!React.isValidElement<React.ComponentProps<"td">>(child) || child.type !== TableCell) return child;
    const span = child.props.colSpan ?? 1;
    const label = span === 1 ? labels[column] : undefined;
    column += span;
    return label ? React.cloneElement(child, { "data-label": label } as React.ComponentProps<"td">) : child;
  });
}

export function TableHead({ className, scope = "col", ...props }: React.ComponentProps<"th">) {
  return <th data-slot="table-head" scope={scope} className={withClasses("ui-th", className)} {...props} />;
}

export function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={withClasses("ui-td", className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return <caption data-slot="table-caption" className={cn("mt-3 text-sm text-muted-foreground", className)} {...props} />;
}
