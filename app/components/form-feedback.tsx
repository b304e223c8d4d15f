import * as React from "react";
import { CircleAlert } from "#app/components/icons";
import { focusOpener } from "#app/components/step-focus";
import { useTranslation } from "#app/lib/use-translation";
import { cn } from "#app/lib/utils";

/**
 * How a refused form finds its user, with JavaScript and without it.
 *
 * - At the top of the form, an error summary lists every refused field as a link to it (`ErrorSummary`).
 *   It carries `autofocus`, so a page rendered on the server after a refused post (no JavaScript) opens
 *   scrolled to the summary, focused and read out, instead of at the top of the page. With JavaScript,
 *   conform focuses the first invalid field itself.
 * - No `#fragment` in a form's action: a browser ignores `autofocus` when the address names a target, and a
 *   redirect after a successful post would carry the fragment to the next page.
 * - A form-level message with no field behind it (a failed sign-in) takes the focus with `FocusTarget`.
 */

export interface SummaryItem {
  /** the control's id (the link target) */
  id: string;
  label: string;
  /** the field's translated messages; a field without any is left out */
  messages: readonly string[] | undefined;
}

/** Links to every refused field, in the order of the form; renders nothing when no field is refused. */
export function ErrorSummary({ items, className }: { items: readonly SummaryItem[]; className?: string }) {
  const { t } = useTranslation();
  const refused = items.filter((item) => item.messages && item.messages.length > 0);
  if (refused.length === 0) return null;
  return (
    <div
      data-slot="error-summary"
      role="region"
      aria-label={t("forms.summaryLabel")}
      tabIndex={-1}
      // a server-rendered answer (no JavaScript) starts here; React ignores autoFocus on a div in the browser
      autoFocus
      className={cn(
        "rounded-md border border-destructive/40 bg-destructive-soft p-3 text-sm text-destructive outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-4 shrink-0" />
        {t("forms.summaryTitle", { count: refused.length })}
      </p>
      <ul className="mt-1 list-disc space-y-0.5 pl-10">
        {refused.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`} className="underline underline-offset-2 hover:no-underline">
              {item.label}: {item.messages!.join(" ")}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Wraps a message that must take the focus when it appears or changes (a form-level error, a "sent"
 * notice): focused by the browser on a server-rendered page (autofocus) and by an effect after a
 * client-side answer, so the focus never falls back to <body>.
 */
export function FocusTarget({ children, focusKey, className }: { children: React.ReactNode; focusKey: unknown; className?: string }) {
  const ref = React.useRef<HTMLDivElement>(null);
  React.useEffect(() => {
    if (focusKey) ref.current?.focus();
  }, [focusKey]);
  return (
    <div ref={ref} tabIndex={-1} autoFocus={!!focusKey} className={cn("outline-none", className)}>
      {children}
    </div>
  );
}

/**
 * For a dialog opened by a link or a button that is not its Radix trigger: when it closes, the focus goes
 * back to the element marked `data-dialog-opener="<key>"` (looked up at that moment, since the list may have
 * re-rendered), or to the page's <main> when that element is gone — never to <body>.
 */
export function returnFocusTo(key: string | null | undefined) {
  return (event: Event) => {
    event.preventDefault();
    focusOpener(key);
  };
}
