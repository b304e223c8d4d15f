import * as React from "react";

import { withClasses } from "#app/lib/utils";

// The card's parts have component classes (`ui-card…` in app.css): a catalogue or a dashboard repeats them per item.
// Only the card itself and its action keep a data-slot: tests find cards by it, and a header with an action
// changes its grid by it.

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card" className={withClasses("ui-card", className)} {...props} />;
}

/**
 * These stay utilities, not component classes: with their higher specificity they win over a caller's own
 * padding or columns (a header with a bottom border keeps its 20 px; a header with an action keeps two columns).
 */
const HEADER_VARIANTS = "has-data-[slot=card-action]:grid-cols-[1fr_auto] [.border-b]:pb-5";

export function CardHeader({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={withClasses(`ui-card-header ${HEADER_VARIANTS}`, className)} {...props} />;
}

export type CardTitleProps = React.ComponentProps<"h3"> & {
  /** Heading element to render, to keep the page outline correct. */
  as?: "h1" | "h2" | "h3" | "h4" | "div";
};

export function CardTitle({ className, as: Comp = "h3", ...props }: CardTitleProps) {
  return <Comp className={withClasses("ui-card-title", className)} {...props} />;
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return <p className={withClasses("ui-card-description", className)} {...props} />;
}

export function CardAction({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-action" className={withClasses("ui-card-action", className)} {...props} />;
}

export function CardContent({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={withClasses("ui-card-content", className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={withClasses("ui-card-footer [.border-t]:pt-5", className)} {...props} />;
}
