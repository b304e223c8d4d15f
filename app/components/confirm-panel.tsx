import * as React from "react";
import { Link } from "#app/components/link";
import { useStepFocus } from "#app/components/step-focus";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";

/**
 * A confirmation step in place (`?delete=<id>`, `?refund=<id>`): a question, what it is about, the confirming
 * form (`children`, which posts with its confirm field) and a way back. Without JavaScript it is a plain panel
 * with links and forms. JavaScript only enhances it (useStepFocus): the panel takes the focus when it opens, Escape
 * closes it like its cancel link, and closing it — or its form's answer — returns the focus to the button that
 * opened it (the element marked `data-dialog-opener="<opener>"`), or to the page's <main> when that is gone.
 */
export function ConfirmPanel({
  id,
  title,
  text,
  subject,
  hint,
  cancelHref,
  cancelLabel,
  opener,
  children,
}: {
  id: string;
  title: string;
  text: string;
  subject: React.ReactNode;
  hint?: string;
  cancelHref: string;
  cancelLabel: string;
  /** the `data-dialog-opener` key of the button that opened the step */
  opener?: string;
  children: React.ReactNode;
}) {
  const { ref, onKeyDown } = useStepFocus<HTMLDivElement>({ opener, closeHref: cancelHref });
  return (
    <Card
      ref={ref}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      className="border-destructive outline-none"
      onKeyDown={onKeyDown}
    >
      <CardHeader>
        <CardTitle as="h2" id={`${id}-title`}>
          {title}
        </CardTitle>
        <CardDescription id={`${id}-text`}>{text}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm">{subject}</p>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
        <div className="flex flex-wrap gap-2">
          {children}
          <Link to={cancelHref} className={buttonVariants({ variant: "ghost" })} preventScrollReset>
            {cancelLabel}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
