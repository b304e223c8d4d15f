import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";

/** A labelled row of summary cards (a figure under its caption), as the staff lists show above their tables. */
export function StatGrid({ label, items }: { label: string; items: ReadonlyArray<readonly [caption: string, value: string | number]> }) {
  return (
    <section aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(([caption, value]) => (
        <Card key={caption}>
          <CardHeader>
            <CardDescription>{caption}</CardDescription>
            <CardTitle as="div" className="text-2xl tabular-nums">
              {value}
            </CardTitle>
          </CardHeader>
        </Card>
      ))}
    </section>
  );
}
