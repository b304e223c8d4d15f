import * as React from "react";

import { cn } from "#app/lib/utils";

export type SpinnerProps = React.ComponentProps<"span"> & {
  /** Text announced to assistive technology; visually hidden. */
  label?: string;
  /** Tailwind size utility for the icon, e.g. "size-6". */
  iconClassName?: string;
};

export function Spinner({ label = "Yükleniyor...", className, iconClassName, ...props }: SpinnerProps) {
  return (
    <span role="status" data-slot="spinner" className={cn("inline-flex items-center justify-center text-current", className)} {...props}>
      <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" fill="none" className={cn("size-4 animate-spin", iconClassName)}>
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
