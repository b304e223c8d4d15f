import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/**
 * The empty-leg loop in Chromium, with JavaScript on and off: a broker adds a leg (a failed save keeps
 * the values), the admin approves it → it is listed on /bos-bacaklar → the admin withdraws it → it is
 * gone → the admin rejects it after the confirmation.
 */

function localInput(date: Date) {
  // Europe/Istanbul wall time, as <input type="datetime-local"> takes it
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Europe/Istanbul",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get("year")}-${get("month")}-${get("day")}T${get("hour")}:${get("minute")}`;
}

test("broker adds an empty leg, admin approves, it is public, admin withdraws and rejects it", async ({ page, javaScriptEnabled }) => {
  const js = javaScriptEnabled !== false;
  const unique = `E2E Jet ${js ? "JS" : "NoJS"} ${Date.now().toString(36)}`;
  const departure = localInput(new Date(Date.now() + 7 * 86_400_000));
  const arrival = localInput(new Date(Date.now() + 7 * 86_400_000 + 2 * 3_600_000));

  // ── broker: add (the dialog with JS, the page of its own without)
  await signIn(page, javaScriptEnabled, "broker@ufukjet.test", { toast: true });
  await page.goto("/broker/empty-legs");
  await hydrated(page, javaScriptEnabled);
  await expect(page.getByRole("heading", { name: "Boş Bacak Uçuşları" })).toBeVisible();
  await page.getByRole("link", { name: "Yeni Boş Bacak" }).click();
  const form = js ? page.getByRole("dialog") : page.locator("main");
  if (js) await expect(form).toBeVisible();
  else await expect(page).toHaveURL(/\/broker\/empty-legs\/new$/);
  await form.getByLabel("Uçak tipi").fill(unique);
  await form.getByLabel("Uçak modeli").fill("Cessna Citation CJ4");
  await form.getByLabel("Operatör").fill("E2E Havacılık");
  await form.getByLabel(/^Kalkış havalimanı\*?$/).fill("İstanbul (IST)");
  await form.getByLabel(/^Varış havalimanı\*?$/).fill("Bodrum (BJV)");
  await form.getByLabel("Kalkış tarihi ve saati").fill(departure);
  await form.getByLabel("Varış tarihi ve saati").fill(arrival);
  await form.getByLabel("Fiyat", { exact: true }).fill("on bin");
  await form.getByLabel("Koltuk kapasitesi").fill("6");
  await form.getByLabel("Notlar").fill(`Notlar ${unique}`);
  await form.getByRole("button", { name: "Boş Bacak Ekle" }).click();
  // a failed save: the message by the field, the values kept
  await expect(page.getByText("Fiyat 0 veya daha büyük, en fazla iki ondalıklı bir sayı olmalıdır.", { exact: true })).toBeVisible();
  await expect(form.getByLabel("Uçak tipi")).toHaveValue(unique);
  await form.getByLabel("Fiyat", { exact: true }).fill("4.250,75");
  await form.getByLabel("Para birimi").selectOption("EUR");
  await form.getByRole("button", { name: "Boş Bacak Ekle" }).click();
  await expect(page.getByText("Boş bacak eklendi. Admin onayı bekleniyor.")).toBeVisible();
  await expect(page).toHaveURL(/\/broker\/empty-legs$/);
  const card = page.getByTestId("broker-empty-leg").filter({ hasText: unique });
  await expect(card).toContainText("Onay Bekliyor");
  await expect(card).toContainText("€4.250,75");

  // not public while pending
  await page.goto("/bos-bacaklar");
  await expect(page.getByText(unique).first()).toHaveCount(0);

  // ── admin: approve
  await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { toast: true });
  await page.goto(`/admin/empty-legs?q=${encodeURIComponent(unique)}`);
  await hydrated(page, javaScriptEnabled);
  const row = page.getByRole("row").filter({ hasText: unique });
  await expect(row).toContainText("İstanbul Havalimanı (IST) → Milas-Bodrum Havalimanı (BJV)");
  await expect(row).toContainText("Onay Bekliyor");
  // the detail (a dialog with JS, a panel without)
  await row.getByRole("link", { name: /Detay/ }).click();
  const detail = js ? page.getByRole("dialog") : page.getByRole("region", { name: "Boş Bacak Detayı" });
  await expect(detail.getByText("Boş Bacak Detayı")).toBeVisible();
  await expect(detail.getByText(`Notlar ${unique}`)).toBeVisible();
  await expect(detail.getByText("E2E Havacılık")).toBeVisible();
  await detail.getByRole("button", { name: /^Onayla/ }).click();
  await expect(page.getByText("Boş bacak onaylandı ve yayına alındı.")).toBeVisible();

  // ── public: listed
  await page.goto("/bos-bacaklar");
  await expect(page.getByText(`Notlar ${unique}`)).toBeVisible();

  // ── admin: withdraw → gone from the public list
  await page.goto(`/admin/empty-legs?tab=approved&q=${encodeURIComponent(unique)}`);
  await hydrated(page, javaScriptEnabled);
  await page
    .getByRole("row")
    .filter({ hasText: unique })
    .getByRole("button", { name: /Onayı Kaldır/ })
    .click();
  await expect(page.getByText("Boş bacak onayı kaldırıldı ve yayından alındı.")).toBeVisible();
  await page.goto("/bos-bacaklar");
  await expect(page.getByText(`Notlar ${unique}`)).toHaveCount(0);

  // ── admin: reject after the confirmation
  await page.goto(`/admin/empty-legs?q=${encodeURIComponent(unique)}`);
  await hydrated(page, javaScriptEnabled);
  await page
    .getByRole("row")
    .filter({ hasText: unique })
    .getByRole("button", { name: /Reddet/ })
    .click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Bu boş bacağı reddetmek istediğinizden emin misiniz?");
  await confirm.getByRole("button", { name: "Evet, reddet" }).click();
  await expect(page.getByText("Boş bacak reddedildi ve silindi.")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: unique })).toHaveCount(0);
});

test("broker edits and deletes an own pending leg; a signed-out post asks to sign in", async ({ page, javaScriptEnabled }) => {
  const js = javaScriptEnabled !== false;
  const unique = `E2E Edit ${js ? "JS" : "NoJS"} ${Date.now().toString(36)}`;
  await signIn(page, javaScriptEnabled, "broker2@ufukjet.test", { toast: true });
  await page.goto("/broker/empty-legs/new");
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("Uçak tipi").fill(unique);
  await page.getByLabel(/^Kalkış havalimanı\*?$/).fill("Ankara (ESB)");
  await page.getByLabel(/^Varış havalimanı\*?$/).fill("İzmir (ADB)");
  await page.getByLabel("Kalkış tarihi ve saati").fill(localInput(new Date(Date.now() + 3 * 86_400_000)));
  await page.getByRole("button", { name: "Boş Bacak Ekle" }).click();
  await expect(page.getByText("Boş bacak eklendi. Admin onayı bekleniyor.")).toBeVisible();

  const card = page.getByTestId("broker-empty-leg").filter({ hasText: unique });
  await expect(card).toContainText("Fiyat belirtilmemiş");
  await card.getByRole("link", { name: /Düzenle/ }).click();
  const form = js ? page.getByRole("dialog") : page.locator("main");
  if (!js) await expect(page).toHaveURL(/\/edit$/);
  await expect(form.getByLabel("Uçak tipi")).toHaveValue(unique);
  await expect(form.getByLabel("Kalkış tarihi ve saati")).toHaveValue(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
  await form.getByLabel("Notlar").fill("Düzenlendi");
  await form.getByRole("button", { name: "Değişiklikleri Kaydet" }).click();
  await expect(page.getByText("Boş bacak güncellendi.")).toBeVisible();
  await expect(page.getByTestId("broker-empty-leg").filter({ hasText: unique })).toContainText("Düzenlendi");

  await page.getByTestId("broker-empty-leg").filter({ hasText: unique }).getByRole("button", { name: /Sil/ }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("Bu boş bacağı silmek istediğinizden emin misiniz?");
  await confirm.getByRole("button", { name: "Evet, sil" }).click();
  await expect(page.getByText("Boş bacak silindi.")).toBeVisible();
  await expect(page.getByTestId("broker-empty-leg").filter({ hasText: unique })).toHaveCount(0);

  // signed out while the form is open: the post goes to sign-in with 'Oturum açmanız gerekiyor.'
  await page.goto("/broker/empty-legs/new");
  await hydrated(page, javaScriptEnabled);
  await page.context().clearCookies();
  await page.getByLabel("Uçak tipi").fill("Oturumsuz");
  await page.getByLabel(/^Kalkış havalimanı\*?$/).fill("A");
  await page.getByLabel(/^Varış havalimanı\*?$/).fill("B");
  await page.getByLabel("Kalkış tarihi ve saati").fill(localInput(new Date(Date.now() + 3 * 86_400_000)));
  await page.getByRole("button", { name: "Boş Bacak Ekle" }).click();
  await expect(page).toHaveURL(/\/auth\?redirectTo=/);
  await expect(page.getByText("Oturum açmanız gerekiyor.")).toBeVisible();
});

test("the leg form resolves airports from the world data: suggestions, a listed choice, a code", async ({ page, javaScriptEnabled }) => {
  const js = javaScriptEnabled !== false;
  const unique = `E2E Havalimanı ${js ? "JS" : "NoJS"} ${Date.now().toString(36)}`;
  await signIn(page, javaScriptEnabled, "broker2@ufukjet.test", { toast: true });
  await page.goto("/broker/empty-legs/new");
  await hydrated(page, javaScriptEnabled);
  await page.getByLabel("Uçak tipi").fill(unique);
  const departure = page.getByLabel(/^Kalkış havalimanı\*?$/);
  if (js) {
    // typing suggests airports (the browser's list, fed by /api/airports)
    await departure.pressSequentially("sabiha", { delay: 30 });
    await expect(page.locator('datalist option[value*="(SAW)"]')).toHaveCount(1);
  }
  await departure.fill("SAW");
  await page.getByLabel(/^Varış havalimanı\*?$/).fill("istanbul");
  await page.getByLabel("Kalkış tarihi ve saati").fill(localInput(new Date(Date.now() + 4 * 86_400_000)));
  await page.getByRole("button", { name: "Boş Bacak Ekle" }).click();
  // a city with several airports: the field lists them to choose from
  const listed = page.getByText(/Birden fazla havalimanı bulundu: .*\(IST\).*Kodunu yazın/).first();
  await expect(listed).toBeVisible();
  // axe runs in the page, so only where JavaScript runs
  await expectNoViolations(page, "broker's empty-leg form", js);
  await page.getByLabel(/^Varış havalimanı\*?$/).fill("LFMD");
  await page.getByRole("button", { name: "Boş Bacak Ekle" }).click();
  await expect(page.getByText("Boş bacak eklendi. Admin onayı bekleniyor.")).toBeVisible();
  const card = page.getByTestId("broker-empty-leg").filter({ hasText: unique });
  await expect(card).toContainText("(SAW)");
  await expect(card).toContainText("Cannes-Mandelieu Airport (CEQ)");
});

test("a Nice → İstanbul leg typed at 13:00 Nice time shows 13:00 CET, and staff see 15:00 GMT+3 beside it", async ({
  page,
  javaScriptEnabled,
}) => {
  const js = javaScriptEnabled !== false;
  const unique = `E2E Nice ${js ? "JS" : "NoJS"} ${Date.now().toString(36)}`;
  await signIn(page, javaScriptEnabled, "broker@ufukjet.test", { toast: true });
  await page.goto("/broker/empty-legs/new");
  await hydrated(page, javaScriptEnabled);
  // no airport yet: the labels say whose clock in general
  await expect(page.getByLabel("Kalkış tarihi ve saati (kalkış havalimanının yerel saati)")).toBeVisible();
  await expect(page.getByLabel("Varış tarihi ve saati (varış havalimanının yerel saati)")).toBeVisible();
  await page.getByLabel("Uçak tipi").fill("Light Jet");
  await page.getByLabel("Notlar").fill(`Notlar ${unique}`);
  // a capacity, so the public list's other checks still find one leg without it
  await page.getByLabel("Koltuk kapasitesi").fill("8");
  const departure = page.getByLabel(/^Kalkış havalimanı\*?$/);
  if (js) {
    // a suggestion picked: the label names Nice's clock at once
    await departure.pressSequentially("nice", { delay: 30 });
    await expect(page.locator('datalist option[value*="(NCE)"]')).toHaveCount(1);
    const label = await page.locator('datalist option[value*="(NCE)"]').getAttribute("value");
    await departure.fill(label!);
    await expect(page.getByLabel("Kalkış tarihi ve saati (Nice yerel saati, CET)")).toBeVisible();
  } else {
    await departure.fill("NCE");
  }
  await page.getByLabel(/^Varış havalimanı\*?$/).fill("IST");
  // a winter day: 13:00 in Nice is 12:00Z, 15:00 in İstanbul
  await page.getByLabel(/^Kalkış tarihi ve saati/).fill("2027-01-14T13:00");
  await page.getByLabel(/^Varış tarihi ve saati/).fill("2027-01-14T19:00");
  await page.getByLabel("Fiyat", { exact: true }).fill("on bin");
  await page.getByRole("button", { name: "Boş Bacak Ekle" }).click();
  // after a failed post the server names both clocks, with JavaScript or without
  await expect(page.getByText("Fiyat 0 veya daha büyük, en fazla iki ondalıklı bir sayı olmalıdır.", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Kalkış tarihi ve saati (Nice yerel saati, CET)")).toHaveValue("2027-01-14T13:00");
  await expect(page.getByLabel("Varış tarihi ve saati (İstanbul yerel saati, GMT+3)")).toHaveValue("2027-01-14T19:00");
  // a time the clocks skip in Nice is refused by its field
  await page.getByLabel(/^Kalkış tarihi ve saati/).fill("2027-03-28T02:30");
  await page.getByLabel(/^Varış tarihi ve saati/).fill("");
  await page.getByLabel("Fiyat", { exact: true }).fill("9000");
  await page.getByRole("button", { name: "Boş Bacak Ekle" }).click();
  await expect(
    page.getByText("Bu saat Nice yerel saatinde yaşanmıyor: o gece saatler yaz saatine geçişte ileri alınıyor. Başka bir saat girin.", {
      exact: true,
    }),
  ).toBeVisible();
  await page.getByLabel(/^Kalkış tarihi ve saati/).fill("2027-01-14T13:00");
  await page.getByLabel(/^Varış tarihi ve saati/).fill("2027-01-14T19:00");
  await page.getByRole("button", { name: "Boş Bacak Ekle" }).click();
  await expect(page.getByText("Boş bacak eklendi. Admin onayı bekleniyor.")).toBeVisible();
  const card = page.getByTestId("broker-empty-leg").filter({ hasText: unique });
  await expect(card).toContainText("14.01.2027 13:00 CET");

  // ── staff: the list shows Nice's time and İstanbul's; approve it from the detail
  await signIn(page, javaScriptEnabled, "admin@ufukjet.test", { toast: true });
  await page.goto(`/admin/empty-legs?q=${encodeURIComponent("Nice")}`);
  await hydrated(page, javaScriptEnabled);
  const row = page.getByRole("row").filter({ hasText: "14.01.2027 13:00 CET (15:00 GMT+3)" }).first();
  await expect(row).toBeVisible();
  await row.getByRole("link", { name: /Detay/ }).click();
  const detail = js ? page.getByRole("dialog") : page.getByRole("region", { name: "Boş Bacak Detayı" });
  await expect(detail.getByText(`Notlar ${unique}`)).toBeVisible();
  await expect(detail.getByText("14.01.2027 13:00 CET (15:00 GMT+3)")).toBeVisible();
  await expect(detail.getByText("14.01.2027 19:00 GMT+3", { exact: true })).toBeVisible();
  await detail.getByRole("button", { name: /^Onayla/ }).click();
  await expect(page.getByText("Boş bacak onaylandı ve yayına alındı.")).toBeVisible();

  // ── public: the card gives Nice's time and says so
  await page.goto("/bos-bacaklar?q=Nice");
  const publicCard = page.getByRole("listitem").filter({ hasText: `Notlar ${unique}` });
  await expect(publicCard).toContainText("14.01.2027 13:00 CET");
  await expect(publicCard).not.toContainText("GMT+3");
});
