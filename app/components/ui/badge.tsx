import * as React from "react";
import { Slot } from "radix-ui";

import { withClasses } from "#app/lib/utils";

export const BADGE_VARIANTS = ["default", "secondary", "outline", "success", "warning", "destructive", "info"] as const;
export type BadgeVariant = (typeof BADGE_VARIANTS)[number];

/** The classes of a badge of this variant: component classes from app.css (decision 029). */
export function badgeVariants({ variant }: { variant?: BadgeVariant | null } = {}): string {
  return `ui-badge ui-badge-${variant ?? "default"}`;
}

export type BadgeProps = React.ComponentProps<"span"> & { variant?: BadgeVariant | null; asChild?: boolean };

export function Badge({ className, variant, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot.Root : "span";
  const classes = badgeVariants({ variant });
  return <Comp className={withClasses(classes, className)} {...props} />;
}
