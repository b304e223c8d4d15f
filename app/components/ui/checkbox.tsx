import * as React from "react";
import { Check } from "#app/components/icons";

import { cn } from "#app/lib/utils";

export type CheckboxProps = Omit<React.ComponentProps<"input">, "type"> & {
  /** Class names for the wrapping element. `className` styles the box itself. */
  wrapperClassName?: string;
};

/** Styled native checkbox: submits with plain HTML forms, no JavaScript needed. */
export function Checkbox({ className, wrapperClassName, ...props }: CheckboxProps) {
  return (
    <span data-slot="checkbox-wrapper" className={cn("relative inline-flex size-4 shrink-0 items-center justify-center", wrapperClassName)}>
      <input
        type="checkbox"
        data-slot="checkbox"
        className={cn(
          "peer m-0 size-4 shrink-0 appearance-none rounded-[4px] border border-input bg-card shadow-xs",
          "transition-colors duration-150",
          "checked:border-primary checked:bg-primary",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          "disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:border-destructive",
          "forced-colors:appearance-auto",
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute size-3 text-primary-foreground opacity-0 peer-checked:opacity-100 forced-colors:hidden"
      />
    </span>
  );
}
