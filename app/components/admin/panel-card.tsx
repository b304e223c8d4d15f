import type { ReactNode } from "react";
import { X } from "#app/components/icons";
import { Link } from "#app/components/link";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { cn } from "#app/lib/utils";

/**
 * A panel a staff list opens in place (add, edit, a record's details): a card with its title, a close link back
 * to the list (a plain link, so it works without JavaScript) and its content.
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
  children: ReactNode;
}) {
  return (
    <Card className={className} aria-labelledby={titleId}>
      <CardHeader className="grid-cols-[1fr_auto]">
        <CardTitle as="h2" id={titleId} className={titleClassName}>
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
