import { Link } from "#app/components/link";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";

/**
 * The frame of a KVKK request's own page in the customer area (decision 055): the page's heading and explanation
 * over its step (the form, or what stands in its place), and the way back to the profile when the step has none.
 */
export function DataRightsPage({
  title,
  text,
  back,
  compact = false,
  children,
}: {
  title: string;
  text: string;
  /** The label of a link back to the profile, under the step. */
  back?: string;
  /** Closer spacing, for a page that holds only the form. */
  compact?: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl text-primary">
            {title}
          </CardTitle>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        <CardContent className={compact ? "flex flex-col gap-4" : "flex flex-col gap-6"}>
          {children}
          {back ? (
            <Link to="/dashboard/profile" className="text-sm text-primary underline underline-offset-4">
              {back}
            </Link>
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
