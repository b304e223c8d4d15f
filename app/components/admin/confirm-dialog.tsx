import type { ReactNode } from "react";
import { Form } from "react-router";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "#app/components/ui/alert-dialog";
import { Button, type ButtonVariant } from "#app/components/ui/button";
import { useHydrated } from "#app/lib/use-hydrated";

/**
 * A row's change that asks first (reject, delete, approve). With JavaScript its button opens an AlertDialog — the
 * title, the description, maybe a hint, and a POST form with the intent whose confirm button sends it, beside the
 * cancel; Escape closes it and the focus goes back to the button. Without JavaScript the same button posts the
 * intent at once, as a form of its own: the screen answers with its confirmation step (`?reject=<id>`), or, where
 * it has none, does the change. `confirmed` marks the dialog's post as already confirmed (`confirm=yes`).
 */
export function ConfirmDialog({
  intent,
  id,
  action,
  confirmed = false,
  formClassName,
  label,
  variant = "outline",
  busy = false,
  children,
  title,
  description,
  hint,
  cancelLabel,
  confirmLabel,
  confirmVariant = "destructive",
}: {
  intent: string;
  id: string;
  /** where the forms post (this page unless given) */
  action?: string;
  /** the dialog's post carries `confirm=yes` (the no-JavaScript post never does) */
  confirmed?: boolean;
  /** the class of the no-JavaScript form */
  formClassName?: string;
  /** the button's accessible name, named for the row */
  label: string;
  variant?: ButtonVariant;
  /** a change of the row is under way: the button waits */
  busy?: boolean;
  /** the button's content (an icon, its text) */
  children: ReactNode;
  title: ReactNode;
  description: ReactNode;
  hint?: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  confirmVariant?: "default" | "destructive";
}) {
  const hydrated = useHydrated();
  const fields = (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
    </>
  );
  const button = (type: "button" | "submit") => (
    <Button type={type} size="sm" variant={variant} disabled={busy} aria-label={label}>
      {children}
    </Button>
  );
  if (!hydrated) {
    return (
      <Form method="post" action={action} className={formClassName}>
        {fields}
        {button("submit")}
      </Form>
    );
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>{button("button")}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
        <Form method="post" action={action}>
          {fields}
          {confirmed ? <input type="hidden" name="confirm" value="yes" /> : null}
          <AlertDialogFooter>
            <AlertDialogCancel type="button">{cancelLabel}</AlertDialogCancel>
            <AlertDialogAction type="submit" variant={confirmVariant}>
              {confirmLabel}
            </AlertDialogAction>
          </AlertDialogFooter>
        </Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
