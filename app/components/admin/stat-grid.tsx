import { Card, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatNumber, formatPrice, type AppLocale, type Currency, type NumericInput } from "#app/lib/format";
import { useLocale } from "#app/lib/use-pending";

/** A card's money figure: formatted like the amounts in the lists below (the cents shown when there are any). */
export type StatMoney = { amount: NumericInput; currency: Currency };

export type StatValue = string | number | StatMoney;

/** A card's figure as written: a count in the language's digits (1.234), money with its currency, or a text as given. */
function statText(value: StatValue, locale: AppLocale) {
  if (typeof value === "number") return formatNumber(value, 0, locale);
  return typeof value === "object" ? formatPrice(value.amount, value.currency, locale) : value;
}

/**
 * A labelled row of summary cards (a figure under its caption), as the staff lists show above their tables. A count
 * is given as a number and written in the language's digits (1.234 in Turkish, 1,234 in English). A money
 * figure is given as its amount and currency and written by the one money formatter the rows use (`formatPrice`), so
 * a card never rounds away the cents its list shows (€18.500,50, not €18.501).
 */
export function StatGrid({ label, items }: { label: string; items: ReadonlyArray<readonly [caption: string, value: StatValue]> }) {
  const locale = useLocale();
  return (
    <section aria-label={label} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(([caption, value]) => (
        <Card key={caption}>
          <CardHeader>
            <CardDescription>{caption}</CardDescription>
            <CardTitle as="div" className="text-2xl tabular-nums">
              {statText(value, locale)}
            </CardTitle>
          </CardHeader>
        </Card>
      ))}
    </section>
  );
}
