import { beforeAll, describe, expect, it } from "vitest";
import * as adminOffers from "#app/routes/admin/offers";
import * as customerOffers from "#app/routes/customer/offers";
import { endOfIstanbulDay, todayInIstanbul } from "#app/lib/format";
import { db } from "#app/server/platform/db/client.server";
import { listCustomerOffers, listStaffOffers, offerSummary, publishOffer, unpublishOffer } from "#app/server/service/offers.server";
import { formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import { daysFromNow, makeOffer, makeRoleAccounts } from "../../support/factories";

/** Offers (decision 025): the staff book's loader and actions, the customer's list, expiry and the publish race. */
const ADMIN = "admin@ufukjet.test";
const OPS = "operasyon@ufukjet.test";
const CUSTOMER = "musteri@ufukjet.test";
const BROKER = "broker@ufukjet.test";
const MISSING = "00000000-0000-4000-8000-000000000000";
const DAY = 86_400_000;

let opsId: string;
/** the offers the lists start with: published ones in three categories, a draft and an expired one */
const made = { dining: "", hotel: "", draft: "", expired: "" };

beforeAll(async () => {
  opsId = (await makeRoleAccounts()).operations.id;
  const by = { createdById: opsId };
  made.hotel = (
    await makeOffer({
      ...by,
      title: "Bodrum'da üç gece süit konaklama",
      location: "Bodrum, Türkiye",
      originalPrice: 2400,
      discountedPrice: 1800,
    })
  ).id;
  made.dining = (
    await makeOffer({
      ...by,
      category: "dining",
      title: "Boğaz'da şef masası akşam yemeği",
      location: "İstanbul, Türkiye",
      currency: "TRY",
    })
  ).id;
  await makeOffer({
    ...by,
    category: "experience",
    title: "Kapadokya'da özel balon turu",
    location: "Kapadokya, Türkiye",
    publishedAt: daysFromNow(-8),
  });
  made.draft = (
    await makeOffer({ ...by, category: "helicopter", title: "Nice – Monako helikopter transferi", location: "Monako", publishedAt: null })
  ).id;
  made.expired = (
    await makeOffer({
      ...by,
      category: "experience",
      title: "Göcek koylarında tekne günü",
      location: "Göcek, Türkiye",
      publishedAt: daysFromNow(-30),
      validUntil: daysFromNow(-3),
    })
  ).id;
});

const post = async (fields: Record<string, string>, email = OPS, path = "/admin/offers") =>
  run(adminOffers, "action", await signedInRequest(path, email, formInit(fields)));

type AdminData = Awaited<ReturnType<typeof adminOffers.loader>>;
type CustomerData = Awaited<ReturnType<typeof customerOffers.loader>>;

const adminLoad = async (query = "", email = OPS) =>
  (await run(adminOffers, "loader", await signedInRequest(`/admin/offers${query}`, email))) as AdminData;
const customerLoad = async (query = "", path = "/dashboard/offers") =>
  (await run(customerOffers, "loader", await signedInRequest(`${path}${query}`, CUSTOMER))) as CustomerData;

function inDays(days: number) {
  return new Date(Date.parse(`${todayInIstanbul()}T12:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

const good = {
  intent: "create",
  category: "spa_wellness",
  title: "Çeşme'de termal spa günü",
  location: "Çeşme, İzmir",
  original_price: "12.000",
  discounted_price: "9.000",
  currency: "TRY",
  features: "Termal havuz, Masaj",
  valid_until: inDays(10),
};

async function newOffer(over: Partial<{ title: string; published: boolean; validUntil: Date; category: "hotel" | "dining" }> = {}) {
  return db().offer.create({
    data: {
      category: over.category ?? "hotel",
      title: over.title ?? `Test teklifi ${Math.random().toString(36).slice(2, 8)}`,
      location: "Kaş, Antalya",
      originalPrice: "1000.00",
      discountedPrice: "800.00",
      currency: "EUR",
      validUntil: over.validUntil ?? endOfIstanbulDay(inDays(5)),
      publishedAt: over.published ? new Date(Date.now() - 1000) : null,
      publishedById: over.published ? opsId : null,
    },
  });
}

describe("staff list", () => {
  it("shows the offers with the cards counting drafts, published and expired", async () => {
    const page = await adminLoad();
    expect(page.rows.length).toBeGreaterThan(0);
    const summary = await offerSummary();
    const all = await db().offer.findMany();
    const now = new Date();
    expect(summary.total).toBe(all.length);
    expect(summary.expired).toBe(all.filter((o) => o.validUntil <= now).length);
    expect(summary.published).toBe(all.filter((o) => o.validUntil > now && o.publishedAt).length);
    expect(summary.draft).toBe(all.filter((o) => o.validUntil > now && !o.publishedAt).length);
    expect(summary.expired).toBeGreaterThan(0);
    expect(summary.draft).toBeGreaterThan(0);
  });

  it("searches title and location with Turkish folding", async () => {
    const upper = await adminLoad("?q=ISTANBUL");
    expect(upper.rows.length).toBeGreaterThan(0);
    expect(upper.rows.every((r) => r.location.includes("İstanbul"))).toBe(true);
    const folded = await adminLoad("?q=bogaz");
    expect(folded.rows.map((r) => r.id)).toEqual([made.dining]);
    const nothing = await adminLoad("?q=zzzyok");
    expect(nothing.rows).toEqual([]);
    expect(nothing.total).toBe(0);
  });

  it("filters by category and by state, ignoring unknown values", async () => {
    const experience = await adminLoad("?category=experience");
    expect(experience.rows.length).toBeGreaterThan(1);
    expect(experience.rows.every((r) => r.category === "experience")).toBe(true);
    for (const state of ["draft", "published", "expired"] as const) {
      const page = await adminLoad(`?state=${state}`);
      expect(page.rows.length, state).toBeGreaterThan(0);
      expect(page.rows.every((r) => r.state === state)).toBe(true);
    }
    const unknown = await adminLoad("?state=deleted&category=yacht");
    expect(unknown.state).toBeNull();
    expect(unknown.category).toBeNull();
    expect(unknown.total).toBe(await db().offer.count());
  });

  it("sorts by validity and by title, and pages", async () => {
    const byValid = await adminLoad("?sort=valid");
    const times = byValid.rows.map((r) => Date.parse(r.validUntil));
    expect(times.length).toBeGreaterThan(1);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    const byTitle = await listStaffOffers({ q: "", category: null, state: null, sort: "title", page: null });
    expect(byTitle.rows.length).toBeGreaterThan(1);
    const titles = byTitle.rows.map((r) => r.title);
    const sorted = (await db().offer.findMany({ orderBy: [{ title: "asc" }, { id: "asc" }], select: { title: true } })).map((r) => r.title);
    expect(titles).toEqual(sorted.slice(0, titles.length));
    const past = await adminLoad("?page=999");
    expect(past.page).toBe(past.pages);
  });

  it("the discount is computed from the prices", async () => {
    const page = await adminLoad("?q=bodrum");
    expect(page.rows[0]?.discountPercent).toBe(25);
  });

  it("refuses customers and brokers (403) and answers 404 for a missing offer's edit or delete step", async () => {
    expect(statusOf(await run(adminOffers, "loader", await signedInRequest("/admin/offers", CUSTOMER)))).toBe(403);
    expect(statusOf(await run(adminOffers, "loader", await signedInRequest("/admin/offers", BROKER)))).toBe(403);
    expect(statusOf(await run(adminOffers, "action", await signedInRequest("/admin/offers", CUSTOMER, formInit(good))))).toBe(403);
    expect(statusOf(await run(adminOffers, "loader", await signedInRequest(`/admin/offers?edit=${MISSING}`, OPS)))).toBe(404);
    expect(statusOf(await run(adminOffers, "loader", await signedInRequest(`/admin/offers?delete=not-an-id`, ADMIN)))).toBe(404);
    const offer = await newOffer();
    const step = await adminLoad(`?edit=${offer.id}`);
    expect(step.selected?.id).toBe(offer.id);
  });
});

describe("staff changes", () => {
  it("creates a draft with its audit row; nothing from the form decides the state or the owner", async () => {
    const result = await post({ ...good, title: "Oluşturma testi", published_at: new Date().toISOString(), created_by: MISSING });
    expect(statusOf(result)).toBe(302);
    const row = await db().offer.findFirstOrThrow({ where: { title: "Oluşturma testi" } });
    expect(row).toMatchObject({ category: "spa_wellness", currency: "TRY", publishedAt: null, createdById: opsId });
    expect(row.originalPrice.toString()).toBe("12000");
    expect(row.discountedPrice.toString()).toBe("9000");
    expect(row.features).toEqual(["Termal havuz", "Masaj"]);
    expect(row.validUntil.toISOString()).toBe(endOfIstanbulDay(good.valid_until).toISOString());
    expect(await db().auditLog.count({ where: { action: "offer.create", entityId: row.id, actorId: opsId } })).toBe(1);
  });

  it("edits over the record's version; an old version is refused (409) and changes nothing", async () => {
    const offer = await newOffer({ title: "Düzenleme testi" });
    const edit = { ...good, intent: "update", id: offer.id, version: offer.updatedAt.toISOString(), title: "Düzenlendi" };
    expect(statusOf(await post(edit))).toBe(302);
    const after = await db().offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(after.title).toBe("Düzenlendi");
    expect(await db().auditLog.count({ where: { action: "offer.update", entityId: offer.id } })).toBe(1);
    const stale = await post({ ...edit, title: "Eski sürüm" });
    expect(statusOf(stale)).toBe(409);
    expect((await db().offer.findUniqueOrThrow({ where: { id: offer.id } })).title).toBe("Düzenlendi");
    expect(statusOf(await post({ ...edit, id: MISSING }))).toBe(404);
  });

  it("publishes a draft once: twenty parallel clicks give one success and one audit row", async () => {
    const offer = await newOffer();
    const results = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const result = await post({ intent: "publish", id: offer.id });
        return { status: statusOf(result), cookie: (result as Response).headers.get("Set-Cookie") ?? "" };
      }),
    );
    expect(results.every((r) => r.status === 302)).toBe(true);
    expect(await db().auditLog.count({ where: { action: "offer.publish", entityId: offer.id } })).toBe(1);
    const row = await db().offer.findUniqueOrThrow({ where: { id: offer.id } });
    expect(row.publishedAt).not.toBeNull();
    expect(row.publishedById).toBe(opsId);
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => publishOffer({ actorId: opsId, ip: null, id: offer.id })));
    expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(0);
    const fresh = await newOffer();
    const race = await Promise.allSettled(Array.from({ length: 20 }, () => publishOffer({ actorId: opsId, ip: null, id: fresh.id })));
    expect(race.filter((o) => o.status === "fulfilled")).toHaveLength(1);
    expect(race.filter((o) => o.status === "rejected").every((o) => (o as PromiseRejectedResult).reason.code === "alreadyPublished")).toBe(
      true,
    );
  });

  it("refuses to publish an expired offer and changes nothing", async () => {
    const offer = await newOffer({ validUntil: new Date(Date.now() - 1000) });
    const audits = await db().auditLog.count();
    const result = await post({ intent: "publish", id: offer.id });
    expect(statusOf(result)).toBe(302);
    expect((await db().offer.findUniqueOrThrow({ where: { id: offer.id } })).publishedAt).toBeNull();
    expect(await db().auditLog.count()).toBe(audits);
    await expect(publishOffer({ actorId: opsId, ip: null, id: offer.id })).rejects.toMatchObject({ code: "expired" });
  });

  it("unpublishes a published offer (once) and answers 404 for a missing one", async () => {
    const offer = await newOffer({ published: true });
    expect(statusOf(await post({ intent: "unpublish", id: offer.id }))).toBe(302);
    expect((await db().offer.findUniqueOrThrow({ where: { id: offer.id } })).publishedAt).toBeNull();
    expect(statusOf(await post({ intent: "unpublish", id: offer.id }))).toBe(302);
    expect(await db().auditLog.count({ where: { action: "offer.unpublish", entityId: offer.id } })).toBe(1);
    expect(statusOf(await post({ intent: "unpublish", id: MISSING }))).toBe(404);
    expect(statusOf(await post({ intent: "publish", id: MISSING }))).toBe(404);
    expect(statusOf(await post({ intent: "publish", id: "abc" }))).toBe(404);
  });

  it("refuses to unpublish an offer that has already expired (it is out of sight anyway) and changes nothing", async () => {
    const offer = await newOffer({ published: true, validUntil: new Date(Date.now() - 1000) });
    await expect(unpublishOffer({ actorId: opsId, ip: null, id: offer.id })).rejects.toMatchObject({ code: "expired" });
    expect((await db().offer.findUniqueOrThrow({ where: { id: offer.id } })).publishedAt).not.toBeNull();
    expect(await db().auditLog.count({ where: { entityId: offer.id } })).toBe(0);
  });

  it("a customer cannot post to the staff book (403, nothing written)", async () => {
    const offer = await newOffer();
    const result = await post({ intent: "publish", id: offer.id }, CUSTOMER);
    expect(statusOf(result)).toBe(403);
    expect((await db().offer.findUniqueOrThrow({ where: { id: offer.id } })).publishedAt).toBeNull();
  });

  it("delete asks first, then deletes with its audit row", async () => {
    const offer = await newOffer({ published: true });
    const ask = await post({ intent: "delete", id: offer.id }, ADMIN, "/admin/offers?state=published");
    expect(statusOf(ask)).toBe(302);
    expect(locationOf(ask)).toBe(`/admin/offers?state=published&delete=${offer.id}`);
    expect(await db().offer.count({ where: { id: offer.id } })).toBe(1);
    const done = await post({ intent: "delete", id: offer.id, confirm: "yes" }, ADMIN);
    expect(statusOf(done)).toBe(302);
    expect(await db().offer.count({ where: { id: offer.id } })).toBe(0);
    expect(await db().auditLog.count({ where: { action: "offer.delete", entityId: offer.id } })).toBe(1);
    expect(statusOf(await post({ intent: "delete", id: offer.id, confirm: "yes" }, ADMIN))).toBe(404);
    expect(statusOf(await post({ intent: "delete", id: MISSING }, ADMIN))).toBe(404);
  });

  it("an unknown intent is a 400", async () => {
    expect(statusOf(await post({ intent: "approve", id: MISSING }))).toBe(400);
  });
});

describe("customer list", () => {
  it("shows only published offers that are still valid, newest first", async () => {
    const page = await customerLoad();
    expect(page.offers.length).toBeGreaterThan(0);
    const now = Date.now();
    expect(page.offers.every((o) => o.publishedAt !== null && Date.parse(o.validUntil) > now)).toBe(true);
    const published = page.offers.map((o) => Date.parse(o.publishedAt!));
    expect([...published].sort((a, b) => b - a)).toEqual(published);
    const ids = page.offers.map((o) => o.id);
    expect(ids).not.toContain(made.expired);
    expect(ids).not.toContain(made.draft);
    expect(ids).toContain(made.hotel);
  });

  it("never shows a draft or an expired offer, on the page or the .data request, in any chip", async () => {
    const draft = await newOffer({ title: "Gizli taslak", category: "dining" });
    const expired = await newOffer({ title: "Süresi geçmiş", category: "dining", published: true, validUntil: new Date(Date.now() - 1) });
    for (const path of ["/dashboard/offers", "/dashboard/offers.data"]) {
      for (const query of ["", "?category=dining", "?category=hotel&page=2"]) {
        const page = await customerLoad(query, path);
        const ids = page.offers.map((o) => o.id);
        expect(ids).not.toContain(draft.id);
        expect(ids).not.toContain(expired.id);
      }
    }
    const dining = await customerLoad("?category=dining");
    expect(dining.offers.length).toBeGreaterThan(0);
    expect(dining.offers.every((o) => o.category === "dining")).toBe(true);
    // the same draft shows once it is published (so the check above can fail)
    await publishOffer({ actorId: opsId, ip: null, id: draft.id });
    expect((await customerLoad("?category=dining")).offers.map((o) => o.id)).toContain(draft.id);
  });

  it("an offer disappears on its own once its valid-until instant passes", async () => {
    const offer = await newOffer({ title: "Birazdan bitiyor", published: true, validUntil: new Date(Date.now() + 1500) });
    expect((await customerLoad()).offers.map((o) => o.id)).toContain(offer.id);
    await new Promise((r) => setTimeout(r, 1700));
    expect((await customerLoad()).offers.map((o) => o.id)).not.toContain(offer.id);
    const row = await db().offer.findUniqueOrThrow({ where: { id: offer.id } });
    // nothing was written: the query alone hides it
    expect(row.publishedAt).not.toBeNull();
    expect(row.updatedAt.getTime()).toBe(offer.updatedAt.getTime());
  });

  it("chips as GET parameters: an unknown chip shows every category; paging stays inside the list", async () => {
    const all = await customerLoad("?category=yacht");
    expect(all.category).toBeNull();
    expect(all.total).toBe((await listCustomerOffers({ category: null, page: null })).total);
    const far = await customerLoad("?page=999");
    expect(far.page).toBe(far.pages);
  });

  it("refuses staff and brokers (403) and sends a guest to sign in", async () => {
    expect(statusOf(await run(customerOffers, "loader", await signedInRequest("/dashboard/offers", OPS)))).toBe(403);
    expect(statusOf(await run(customerOffers, "loader", await signedInRequest("/dashboard/offers", BROKER)))).toBe(403);
    const guest = await run(customerOffers, "loader", new Request("http://localhost:3000/dashboard/offers"));
    expect(statusOf(guest)).toBe(302);
    expect(locationOf(guest)).toMatch(/^\/auth/);
  });
});
