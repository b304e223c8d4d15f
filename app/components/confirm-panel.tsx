import { Link } from "#app/components/link";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";

/**
 * The confirmation step shown without JavaScript (with it, an AlertDialog asks instead): a question, what it
 * is about, the confirming form (`children`, which posts with its confirm field) and a way back.
 */
export function ConfirmPanel({
  id,
  title,
  text,
  subject,
  hint,
  cancelHref,
  cancelLabel,
  children,
}: {
  id: string;
  title: string;
  text: string;
  subject: React.ReactNode;
  hint?: string;
  cancelHref: string;
  cancelLabel: string;
  children: React.ReactNode;
}) {
  return (
    <Card role="alertdialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} className="border-destructive">
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
          <Link to={cancelHref} className={buttonVariants({ variant: "ghost" })}>
            {cancelLabel}
          </Link>
        </div>
      </CardContent>
    </Card>
  );
}
