import { expect, hydrated, test } from "./fixtures";

test.describe("foundation", () => {
  test("the home page renders in Turkish", async ({ page, javaScriptEnabled }) => {
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await hydrated(page, javaScriptEnabled);
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page.getByRole("link", { name: "Uçuş Talep Et" }).first()).toBeVisible();
    await expect(page).toHaveTitle(/Ufuk Jet/);
  });

  test("the language switch changes to English and back, kept in a cookie", async ({ page, javaScriptEnabled }) => {
    await page.goto("/");
    await hydrated(page, javaScriptEnabled);
    await page.getByRole("button", { name: "en", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("link", { name: "Request a flight" }).first()).toBeVisible();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "tr", exact: true }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
  });

  test("an unknown path shows the 404 page with a link home", async ({ page }) => {
    const response = await page.goto("/bu-sayfa-yok");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toBeVisible();
    await page.getByRole("link", { name: "Ana sayfaya dön" }).click();
    await expect(page).toHaveURL(/\/$/);
    // the home page itself, not the 404 page under another address
    await expect(page.getByRole("heading", { name: "Sayfa bulunamadı" })).toHaveCount(0);
    await expect(page.locator("#flight-request-form")).toBeVisible();
  });

  test("icons are drawn from the one cached sprite file, at their class's size and in the text colour", async ({
    page,
    javaScriptEnabled,
  }) => {
    await page.goto("/bos-bacaklar");
    await hydrated(page, javaScriptEnabled);
    const icon = page.locator("svg.lucide").first();
    await expect(icon).toBeVisible();
    const href = await icon.locator("use").getAttribute("href");
    expect(href).toMatch(/^\/assets\/icons-[\w-]+\.svg#[a-z0-9-]+$/);
    const [spriteUrl = ""] = (href ?? "").split("#");
    const sprite = await page.request.get(spriteUrl);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    expect(sprite.headers()["cache-control"]).toContain("immutable");
    expect(await sprite.text()).toContain(`<symbol id="${href!.split("#")[1]}"`);
    // the symbol's shapes are laid out (a missing symbol or sprite draws nothing, with a zero box)
    const drawn = await icon.evaluate((svg) => {
      const use = svg.querySelector("use") as SVGGraphicsElement;
      const box = use.getBBox();
      const style = getComputedStyle(svg);
      return {
        width: box.width,
        height: box.height,
        fill: style.fill,
        strokeWidth: style.strokeWidth,
        stroke: style.stroke,
        color: style.color,
      };
    });
    expect(drawn.width).toBeGreaterThan(0);
    expect(drawn.height).toBeGreaterThan(0);
    expect(drawn.fill).toBe("none");
    expect(drawn.strokeWidth).toBe("2px");
    expect(drawn.stroke).toBe(drawn.color);
  });

  test("health check answers when the database does", async ({ request }) => {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    const health = await res.json();
    expect(health.database).toBe("up");
    // the server runs on Node 24 LTS (decision 034)
    expect(health.node).toMatch(/^v24\./);
  });

  test("a shared link with %20 in its query opens with the search kept and hydrates without a mismatch", async ({
    page,
    javaScriptEnabled,
  }) => {
    // the fixture fails the test on React's hydration-mismatch console error
    await page.goto("/bos-bacaklar?q=bu%20arama%20yok&sort=price");
    await hydrated(page, javaScriptEnabled);
    await expect(page.getByRole("searchbox").or(page.locator('input[name="q"]')).first()).toHaveValue("bu arama yok");
    if (javaScriptEnabled) await expect(page).toHaveURL(/\?q=bu\+arama\+yok&sort=price$/);
  });
});
