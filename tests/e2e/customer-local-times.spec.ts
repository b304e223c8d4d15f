import { expect, hydrated, test } from "./fixtures";
import { signIn } from "./support";

/**
 * Issue 27 on the customer's flight page, with JavaScript on and off: the demo customer's confirmed İstanbul →
 * Londra flight shows its departure on İstanbul's clock and its arrival on London's, each with the zone's name
 * and the place whose clock it is. The expected clocks are computed here from the instants the page carries
 * (`<time dateTime>`) with the browser-independent Intl of the test runner.
 */

/** "HH:MM" on the clock of `zone` at `iso`, and the zone's short name there ("GMT", "BST", "GMT+3"). */
function clockAt(iso: string, zone: string): { clock: string; zoneName: string } {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZoneName: "short",
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return { clock: `${get("hour")}:${get("minute")}`, zoneName: get("timeZoneName") };
}

test("the customer's flight page shows departure and arrival in each airport's local time with its zone", async ({
  page,
  javaScriptEnabled,
}) => {
  await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { landing: /\/dashboard/ });
  await page.goto("/dashboard/flights");
  await hydrated(page, javaScriptEnabled);
  const card = page.locator("article[data-flight-id]").filter({ hasText: "Londra" }).filter({ hasText: "Onaylandı" }).first();
  await expect(card).toBeVisible();

  const cardTimes = card.locator("time");
  const cardArrival = cardTimes.nth(1);
  const cardArrivalAt = (await cardArrival.getAttribute("datetime"))!;
  const londonOnCard = clockAt(cardArrivalAt, "Europe/London");
  await expect(cardArrival).toHaveText(new RegExp(`^${londonOnCard.clock} ${londonOnCard.zoneName}$`));

  const code = ((await card.locator("h2 .font-mono").textContent()) ?? "").trim();
  await card.getByRole("link", { name: `Detaylar: ${code}` }).click();
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: `Uçuş ${code}`, level: 1 })).toBeVisible();

  const departure = page.getByTestId("departure-time");
  const arrival = page.getByTestId("arrival-time");
  const departureAt = (await departure.getAttribute("datetime"))!;
  const arrivalAt = (await arrival.getAttribute("datetime"))!;
  const istanbul = clockAt(departureAt, "Europe/Istanbul");
  const london = clockAt(arrivalAt, "Europe/London");
  expect(istanbul.zoneName).toBe("GMT+3");
  expect(["GMT", "BST"]).toContain(london.zoneName);
  // the same instant on the two clocks differs: London's is two or three hours behind İstanbul's
  expect(clockAt(arrivalAt, "Europe/Istanbul").clock).not.toBe(london.clock);
  await expect(departure).toHaveText(new RegExp(` ${istanbul.clock} GMT\\+3$`));
  await expect(arrival).toHaveText(new RegExp(` ${london.clock} ${london.zoneName}$`));
  const facts = page.locator("dl").first();
  await expect(facts).toContainText("(İstanbul yerel saati)");
  await expect(facts).toContainText("(Londra yerel saati)");
});

test("the guest form's preferred time is read at the departure airport, naming the city once chosen", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto("/");
  await hydrated(page, javaScriptEnabled);
  const form = page.locator("#flight-request-form");
  const time = form.getByLabel("Tercih edilen kalkış saati");
  await expect(time).toHaveValue("09:00");
  await expect(time).toHaveAccessibleDescription(/Kalkış havalimanının yerel saati/);
  await form.getByLabel("Kalkış şehri").selectOption("Nice");
  if (!javaScriptEnabled) {
    // without JavaScript the page learns the city from the post, which comes back with the missing fields
    await form.getByRole("button", { name: "Talebi Gönder" }).click();
    await expect(form.getByLabel("Kalkış şehri")).toHaveValue("Nice");
  }
  await expect(time).toHaveAccessibleDescription(/Nice yerel saati/);
});

test("the wizard says whose 09:00 a leg's date keeps", async ({ page, javaScriptEnabled }) => {
  await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { landing: /\/dashboard/ });
  await page.goto("/dashboard/reservation");
  await hydrated(page, javaScriptEnabled);
  const date = page.getByLabel("Kalkış tarihi").first();
  await expect(date).toHaveAccessibleDescription(/kalkış havalimanının yerel saatiyle 09:00/);
  // the first departure's preferred time (decision 046), 09:00 until changed, read at the departure airport
  const time = page.getByLabel("Tercih edilen kalkış saati");
  await expect(time).toHaveValue("09:00");
  await expect(time).toHaveAccessibleDescription(/Kalkış havalimanının yerel saati/);
  if (javaScriptEnabled) {
    await page.getByLabel("Kalkış şehri").first().fill("Nice");
    await expect(date).toHaveAccessibleDescription(/Nice yerel saatiyle 09:00/);
    await expect(time).toHaveAccessibleDescription(/Nice yerel saati\./);
  }
});
