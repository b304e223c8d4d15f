import * as React from "react";

import { cn } from "#app/lib/utils";
import { controlClassName } from "#app/components/ui/input";

export type TextareaProps = React.ComponentProps<"textarea">;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return (
    <textarea
      data-slot="textarea"
      rows={rows}
      className={cn(controlClassName, "min-h-20 resize-y py-2 leading-relaxed", className)}
      {...props}
    />
  );
}
