import type { ReactNode } from "react";
import { Form } from "react-router";
import type { IconComponent } from "#app/components/icons";
import { Link } from "#app/components/link";
import { PublicLayout } from "#app/components/public-layout";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";

/** What the page of a one-time e-mail link says, each text already translated by its route. */
export type TokenResultTexts = {
  title: string;
  /** Above the button, while the link is valid and nothing was posted yet. */
  ask: string;
  /** For a refused link: on opening it, and for any answer of the post without its own text. */
  invalid: string;
  /** The answer of the post, per outcome. */
  outcomes: Partial<Record<string, string>>;
  /** A line under the answer once the post is done. */
  doneNote?: string;
  button: string;
};

/**
 * The page an e-mail's signed link opens (decisions 027, 056), signed out and without JavaScript: opening it shows a
 * button that posts the token back with its `intent` (a mail scanner that only opens links changes nothing); a
 * refused link, and the post's answer, show a text with the way out instead. The route keeps its loader and action:
 * it hands over the loader's `token` (null when refused) and the action's `outcome`.
 */
export function TokenResultPage({
  icon: Icon,
  texts,
  token,
  outcome,
  intent,
  destructive = false,
  exit,
  textTestId,
}: {
  icon: IconComponent;
  texts: TokenResultTexts;
  token: string | null;
  outcome: string | null | undefined;
  intent: string;
  destructive?: boolean;
  /** The link shown instead of the button. */
  exit: { to: string; label: string };
  textTestId?: string;
}) {
  const shownToken = outcome ? null : token;
  const text = outcome ? (texts.outcomes[outcome] ?? texts.invalid) : shownToken ? texts.ask : texts.invalid;
  return (
    <LinkPageCard
      icon={Icon}
      title={texts.title}
      text={text}
      textProps={{ role: outcome ? "status" : undefined, "data-testid": textTestId }}
      note={outcome === "done" && texts.doneNote ? texts.doneNote : undefined}
    >
      {shownToken ? (
        <Form method="post">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="t" value={shownToken} />
          <Button type="submit" variant={destructive ? "destructive" : undefined} className="w-full">
            {texts.button}
          </Button>
        </Form>
      ) : (
        <Link to={exit.to} className={buttonVariants({ variant: "outline" })}>
          {exit.label}
        </Link>
      )}
    </LinkPageCard>
  );
}

/**
 * The frame of every page an e-mail's link opens, signed out: one card whose title is the page's heading, the text
 * of what the link can do or did (`textProps` names it for tests and live regions), and the way on (`children`);
 * `after` stands below the card.
 */
export function LinkPageCard({
  icon: Icon,
  title,
  text,
  textProps,
  note,
  contentClassName,
  children,
  after,
}: {
  icon: IconComponent;
  title: string;
  text: ReactNode;
  textProps?: { role?: "status" | "alert"; "data-testid"?: string; "data-state"?: string };
  /** A line under the text. */
  note?: string;
  contentClassName?: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <PublicLayout>
      <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-16">
        <Card className="w-full">
          <CardHeader>
            <CardTitle as="h1" className="flex items-center gap-2">
              <Icon aria-hidden="true" className="size-5" />
              {title}
            </CardTitle>
            <CardDescription {...textProps}>{text}</CardDescription>
            {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
          </CardHeader>
          <CardContent className={contentClassName}>{children}</CardContent>
        </Card>
        {after}
      </div>
    </PublicLayout>
  );
}
