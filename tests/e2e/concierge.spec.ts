import { expect, hydrated, test } from "./fixtures";
import { expectNoViolations, signIn } from "./support";

/**
 * The concierge thread with JavaScript on and off: the demo customer sends a message from the header's
 * Concierge button, operations staff find it in the inbox (unread, awaiting an answer), answer it, and the
 * customer sees the answer. With JavaScript, Enter sends, Shift+Enter makes a new line and the box clears
 * once the message is in the thread. Axe checks both screens (JavaScript only: it runs inside the page).
 */

test.describe("concierge", () => {
  test("a customer writes, staff answer from the inbox, the customer reads the answer", async ({ page, javaScriptEnabled }) => {
    const tag = javaScriptEnabled ? "js" : "no-js";
    const question = `Nice dönüşü için helikopter transferi mümkün mü? (${tag})`;
    const answer = `Evet, Cannes'a helikopter transferi ayarlayabiliriz (${tag}).`;

    // the customer, from the header's button
    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { landing: /\/dashboard/ });
    await page.getByRole("link", { name: "Concierge" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/concierge$/);
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Concierge", level: 1 })).toBeVisible();
    const log = page.getByRole("log", { name: "Concierge yazışması" });
    await expect(log).toContainText("VIP transfer"); // the demo thread
    if (javaScriptEnabled) await expectNoViolations(page, "/dashboard/concierge");

    const box = page.getByLabel("Mesajınız");
    if (javaScriptEnabled) {
      // an empty message is refused next to the field and nothing is sent
      await box.press("Enter");
      await expect(page.getByText("Lütfen bir mesaj yazın.")).toBeVisible();
      await box.fill("Satır bir");
      await box.press("Shift+Enter");
      await box.pressSequentially("satır iki");
      await expect(box).toHaveValue("Satır bir\nsatır iki");
      await box.press("Enter");
      await expect(log.locator("li").last()).toContainText("Satır bir");
      await expect(box).toHaveValue("");
      await box.fill(question);
      await box.press("Enter");
    } else {
      await page.getByRole("button", { name: "Gönder" }).click();
      await expect(page.getByText("Lütfen bir mesaj yazın.")).toBeVisible();
      await page.getByLabel("Mesajınız").fill(question);
      await page.getByRole("button", { name: "Gönder" }).click();
    }
    await expect(log.locator("li").last()).toContainText(question);
    await expect(page.getByLabel("Mesajınız")).toHaveValue("");

    // staff: the inbox puts the unanswered conversation on top with its unread badge
    await signIn(page, javaScriptEnabled, "operasyon@ufukjet.test", { landing: /\/admin/ });
    await page.goto("/admin/concierge");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Concierge", level: 1 })).toBeVisible();
    const first = page.getByRole("list", { name: "Yazışmalar" }).getByRole("listitem").first();
    await expect(first).toContainText("Ahmet Yılmaz");
    await expect(first).toContainText("okunmamış");
    await expect(first).toContainText("Yanıt bekliyor");
    // the sidebar counts conversations with unread customer messages
    await expect(page.getByRole("link", { name: "Concierge (1 okunmamış)" })).toBeVisible();
    if (javaScriptEnabled) await expectNoViolations(page, "/admin/concierge");
    const search = page.getByRole("search", { name: "Müşteri ara" });
    await search.getByLabel("Müşteri ara").fill("ahmet yilmaz");
    await search.getByRole("button", { name: "Ara", exact: true }).click();
    await expect(page).toHaveURL(/q=ahmet/);
    await page.getByRole("link", { name: "Aç: Ahmet Yılmaz" }).click();
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("heading", { name: "Ahmet Yılmaz ile yazışma", level: 1 })).toBeVisible();
    await expect(page.getByRole("log")).toContainText(question);
    if (javaScriptEnabled) await expectNoViolations(page, "/admin/concierge/{id}");
    await page.getByLabel("Yanıtınız").fill(answer);
    await page.getByRole("button", { name: "Yanıtla" }).click();
    await expect(page.getByRole("log").locator("li").last()).toContainText(answer);
    await page.getByLabel("Sorumlu personel").selectOption({ label: "Murat Kaya" });
    await page.getByRole("button", { name: "Ata" }).click();
    await expect(page.getByText(/Sorumlu personel (güncellendi|zaten bu)/)).toBeVisible();

    // the customer reads the answer
    await signIn(page, javaScriptEnabled, "musteri@ufukjet.test", { landing: /\/dashboard/ });
    await page.goto("/dashboard/concierge");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("log", { name: "Concierge yazışması" }).locator("li").last()).toContainText(answer);
  });
});
