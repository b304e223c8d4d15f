import * as React from "react";

import { cn } from "#app/lib/utils";

export type LabelProps = React.ComponentProps<"label">;

/** Native `<label>`: works without JavaScript and focuses its control on click. */
export function Label({ className, ...props }: LabelProps) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-1.5 text-sm leading-none font-medium text-foreground select-none",
        "peer-disabled:cursor-not-allowed peer-disabled:opacity-60",
        "group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-60",
        className,
      )}
      {...props}
    />
  );
}
