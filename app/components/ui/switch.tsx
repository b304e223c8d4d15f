import * as React from "react";

import { cn } from "#app/lib/utils";

export type SwitchProps = Omit<React.ComponentProps<"input">, "type" | "role"> & {
  /** Class names for the wrapping element. `className` styles the track. */
  wrapperClassName?: string;
};

/**
 * On/off switch built on a native checkbox (`role="switch"`), styled with CSS
 * only: it submits with plain HTML forms and needs no JavaScript.
 */
export function Switch({ className, wrapperClassName, ...props }: SwitchProps) {
  return (
    <span data-slot="switch-wrapper" className={cn("relative inline-flex h-6 w-11 shrink-0 items-center", wrapperClassName)}>
      <input
        type="checkbox"
        role="switch"
        data-slot="switch"
        className={cn(
          "peer absolute inset-0 m-0 size-full appearance-none rounded-full bg-input shadow-inner",
          "transition-colors duration-200",
          "checked:bg-primary",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          "disabled:cursor-not-allowed disabled:opacity-50",
          "aria-invalid:ring-2 aria-invalid:ring-destructive",
          "forced-colors:static forced-colors:size-auto forced-colors:appearance-auto",
          className,
        )}
        {...props}
      />
      <span
        aria-hidden="true"
        data-slot="switch-thumb"
        className={cn(
          "pointer-events-none absolute left-0.5 size-5 rounded-full bg-white shadow-sm ring-1 ring-black/5",
          "transition-[translate] duration-200",
          "peer-checked:translate-x-5",
          "peer-disabled:opacity-80",
          "forced-colors:hidden",
        )}
      />
    </span>
  );
}
