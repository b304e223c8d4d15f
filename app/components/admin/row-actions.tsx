import type { ReactNode } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import { Button, buttonVariants, type ButtonVariant } from "#app/components/ui/button";
import { openerKey } from "#app/components/admin/confirm-delete";
import { cn } from "#app/lib/utils";
import { useIsPending } from "#app/lib/use-pending";

/** The buttons beside a list row, side by side. */
export function RowActions({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("flex flex-wrap gap-1", className)}>{children}</div>;
}

type Variant = ButtonVariant;

/**
 * One change of a row as its own small form (a POST of `intent` and the row's `id` to the list's own URL, so
 * it works without JavaScript), its button named for the row (`label`, e.g. "Sil: TC-UFK") and disabled while
 * any change of that row is under way. A button that opens a step (a delete's confirmation, a refund's form) says so
 * with `opensStep`: it carries the step's key (openerKey), and the step returns the focus to it (see ConfirmPanel).
 */
export function RowIntentButton({
  intent,
  id,
  label,
  variant = "outline",
  size = "sm",
  opensStep = false,
  fields,
  children,
}: {
  intent: string;
  id: string;
  /** the button's accessible name */
  label: string;
  variant?: Variant;
  size?: "sm" | "icon";
  /** the button opens the row's step for this intent (its confirmation, its form) */
  opensStep?: boolean;
  /** further hidden values */
  fields?: Record<string, string>;
  children: ReactNode;
}) {
  const busy = useIsPending({ id });
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {Object.entries(fields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button
        type="submit"
        size={size}
        variant={variant}
        disabled={busy}
        aria-label={label}
        data-dialog-opener={opensStep ? openerKey(intent, id) : undefined}
      >
        {children}
      </Button>
    </Form>
  );
}

/** A row's link to its edit panel or page (`?edit=<id>`), named for the row. */
export function RowLink({
  to,
  label,
  variant = "outline",
  size = "sm",
  title,
  children,
}: {
  to: string;
  label: string;
  variant?: Variant;
  size?: "sm" | "icon";
  title?: string;
  children: ReactNode;
}) {
  return (
    <Link to={to} className={buttonVariants({ size, variant })} aria-label={label} title={title}>
      {children}
    </Link>
  );
}
