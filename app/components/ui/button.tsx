import * as React from "react";
import { Slot } from "radix-ui";

import { withClasses } from "#app/lib/utils";

export const BUTTON_VARIANTS = ["default", "secondary", "outline", "ghost", "destructive", "link", "accent"] as const;
export const BUTTON_SIZES = ["sm", "default", "lg", "icon"] as const;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];
export type ButtonSize = (typeof BUTTON_SIZES)[number];

/**
 * The classes of a button of this variant and size: short component classes from app.css (decision 029). A
 * `className` given here is made of utilities, which override them.
 */
export function buttonVariants({
  variant,
  size,
  className,
}: { variant?: ButtonVariant | null; size?: ButtonSize | null; className?: string } = {}): string {
  const base = `ui-btn ui-btn-${variant ?? "default"} ui-btn-${!size || size === "default" ? "md" : size}`;
  return withClasses(base, className);
}

export type ButtonProps = React.ComponentProps<"button"> & {
  variant?: ButtonVariant | null;
  size?: ButtonSize | null;
  /** Render the single child element (e.g. a router `Link`) with button styles. */
  asChild?: boolean;
};

export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return <Comp className={buttonVariants({ variant, size, className })} {...props} />;
}
