import { useId, type ReactNode } from "react";
import { X } from "#app/components/icons";
import { Link } from "#app/components/link";
import { useStepFocus } from "#app/components/step-focus";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { cn } from "#app/lib/utils";

/**
 * A panel a staff list opens in place (add, edit, a record's details): a card with its title, a close link back
 * to the list (a plain link, so it works without JavaScript) and its content. With JavaScript it behaves like the
 * confirmation step (useStepFocus): it takes the focus when it opens, Escape closes it like its close link, and
 * once it is gone (closed, or its form saved) the focus goes back to the link that opened it.
 */
export function PanelCard({
  title,
  description,
  closeHref,
  closeLabel,
  className,
  titleClassName,
  titleId,
  contentClassName,
  opener,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  closeHref: string;
  closeLabel: string;
  className?: string;
  titleClassName?: string;
  /** names the card (aria-labelledby) by its title */
  titleId?: string;
  contentClassName?: string;
  /** the `data-dialog-opener` key of the link that opened the panel, when the screen marks it */
  opener?: string;
  children: ReactNode;
}) {
  const ownTitleId = useId();
  const labelledBy = titleId ?? ownTitleId;
  const { ref, onKeyDown } = useStepFocus<HTMLDivElement>({ opener, closeHref });
  return (
    <Card
      ref={ref}
      role="region"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      className={cn("outline-none", className)}
    >
      <CardHeader className="grid-cols-[1fr_auto]">
        <CardTitle as="h2" id={labelledBy} className={titleClassName}>
          {title}
        </CardTitle>
        <Link to={closeHref} className={buttonVariants({ variant: "ghost", size: "icon" })} aria-label={closeLabel}>
          <X aria-hidden="true" />
        </Link>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={cn(contentClassName)}>{children}</CardContent>
    </Card>
  );
}
