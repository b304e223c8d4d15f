import { Form } from "react-router";
import { Button } from "#app/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#app/components/ui/card";
import { formatPrice } from "#app/lib/format";
import type { CheckoutPurpose } from "#app/lib/domain/card-checkout";
import { useTranslation } from "#app/lib/use-translation";
import { useLocale } from "#app/lib/use-pending";

export interface CardPaymentOffer {
  purpose: CheckoutPurpose;
  amount: string;
  currency: "TRY" | "EUR" | "USD";
}

/**
 * "Pay the deposit (or the rest) by card" (decision 045): the amount the server computed from the balance, and a
 * plain form post — no amount in it — that the server answers with a redirect to the provider's hosted page. A whole
 * page load (`reloadDocument`), with JavaScript or without: the next page is the provider's.
 */
export function CardPaymentForm({ offer, action }: { offer: CardPaymentOffer; action?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amount = formatPrice(offer.amount, offer.currency, locale);
  return (
    <Card aria-labelledby="card-payment-title" role="region" data-testid="card-payment">
      <CardHeader>
        <CardTitle as="h2" id="card-payment-title">
          {t("myFlights.cardPayment.title")}
        </CardTitle>
        <CardDescription>{t("myFlights.cardPayment.text")}</CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" action={action} reloadDocument className="flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value="pay-card" />
          <p className="text-sm">
            {t(offer.purpose === "deposit" ? "myFlights.cardPayment.depositAmount" : "myFlights.cardPayment.balanceAmount")}{" "}
            <strong className="tabular-nums" data-testid="card-payment-amount">
              {amount}
            </strong>
          </p>
          <Button type="submit">
            {t(offer.purpose === "deposit" ? "myFlights.cardPayment.payDeposit" : "myFlights.cardPayment.payBalance")}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
