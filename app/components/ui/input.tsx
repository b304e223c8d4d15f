import * as React from "react";

import { withClasses } from "#app/lib/utils";

export type InputProps = React.ComponentProps<"input">;

export function Input({ className, type = "text", ...props }: InputProps) {
  return <input type={type} data-slot="input" className={withClasses("ui-control ui-input", className)} {...props} />;
}
