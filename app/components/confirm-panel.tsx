import * as React from "react";
import { useNavigate } from "react-router";
import { Link } from "#app/components/link";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";

/**
 * A confirmation step in place (`?delete=<id>`, `?refund=<id>`): a question, what it is about, the confirming
 * form (`children`, which posts with its confirm field) and a way back. Without JavaScript it is a plain panel
 * with links and forms. JavaScript only enhances it: the panel takes the focus when it opens, Escape closes
 * it like its cancel link, and closing it returns the focus to the button that opened it — the element marked
 * `data-dialog-opener="<opener>"` — or to the page's <main> when that is gone.
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
  const navigate = useNavigate();
  const panel = React.useRef<HTMLDivElement>(null);
  /** set when the user closes the step (cancel, Escape): the focus goes back once the panel is gone */
  const closing = React.useRef(false);
  React.useEffect(() => {
    panel.current?.focus();
    return () => {
      if (closing.current) focusOpener(opener);
    };
  }, [opener]);
  return (
    <Card
      ref={panel}
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      className="border-destructive outline-none"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        closing.current = true;
        // the router settles its own navigation (errors go to the route's boundary); nothing waits for it here
        void navigate(cancelHref, { preventScrollReset: true });
      }}
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
          <Link
            to={cancelHref}
            className={buttonVariants({ variant: "ghost" })}
            preventScrollReset
            onClick={() => {
              closing.current = true;
            }}
          >
            {cancelLabel}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}

/** Focuses the element that opened a confirmation step, or the page's <main> when it is gone. */
export function focusOpener(key: string | undefined) {
  const opener = key ? document.querySelector<HTMLElement>(`[data-dialog-opener="${CSS.escape(key)}"]`) : null;
  (opener ?? document.querySelector<HTMLElement>("main"))?.focus();
}
