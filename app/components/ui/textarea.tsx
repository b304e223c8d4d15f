import * as React from "react";

import { withClasses } from "#app/lib/utils";

export type TextareaProps = React.ComponentProps<"textarea">;

export function Textarea({ className, rows = 4, ...props }: TextareaProps) {
  return <textarea data-slot="textarea" rows={rows} className={withClasses("ui-control ui-textarea", className)} {...props} />;
}
