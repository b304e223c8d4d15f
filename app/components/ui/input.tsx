import * as React from "react";

import { cn } from "#app/lib/utils";

/** Shared look of text-like form controls (input, textarea, select). */
export const controlClassName = cn(
  "w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground shadow-xs md:text-sm",
  "transition-[border-color,box-shadow] duration-150",
  "placeholder:text-muted-foreground",
  "focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60",
  "[&[readonly]]:bg-muted/60",
  "aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive",
);

export type InputProps = React.ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        controlClassName,
        "h-10 py-2",
        "file:mr-3 file:inline-flex file:h-7 file:border-0 file:bg-transparent file:text-sm file:font-medium file:text-foreground",
        className,
      )}
      {...props}
    />
  );
}
