import { beforeAll, describe, expect, it } from "vitest";
import * as pageRoute from "#app/routes/admin/customer";
import * as listRoute from "#app/routes/admin/customers";
import { db } from "#app/server/platform/db/client.server";
import { CustomerError, customerSummary, listCustomers } from "#app/server/customers/customers.server";
import { createCustomer, setCustomerFlag } from "#app/server/customers/customer-changes.server";
import { seedAirports } from "#app/server/seed/airports.server";
import { BASE, formInit, locationOf, run, signedInRequest, statusOf } from "../../support/auth";
import {
  daysFromNow,
  makeBrokerQuote,
  makeCustomer,
  makePayment,
  makeQuoteRequest,
  makeReservation,
  makeRoleAccounts,
} from "../../support/factories";
import { present } from "../../support/present";

/**
 * The staff customer book through its route modules: folded search, the cards against SQL, add and edit with
 * ≥ 40 refused inputs, duplicate e-mails and stale edits refused, the VIP and KYC switches with their audit
 * rows (also under parallel clicks), the linked profile kept in step, and a history of only this customer.
 */
const ADMIN = "admin@ufukjet.test";
const OPS = "operasyon@ufukjet.test";
const MISSING = "00000000-0000-4000-8000-000000000000";
let adminId = "";
let opsId = "";

beforeAll(async () => {
  await seedAirports(db());
  const accounts = await makeRoleAccounts();
  adminId = accounts.admin.id;
  opsId = accounts.operations.id;
  // customers of each kind, and one (the signed-in customer's record) with a history: requests, an approved quote,
  // flights (one cancelled) and payments
  await makeCustomer({ firstName: "İrem", lastName: "Şahin", isVip: true, kycStatus: true, segment: "vip" });
  await makeCustomer({ firstName: "Gökhan", lastName: "Öztürk", companyName: "Öztürk Lojistik A.Ş.", segment: "corporate" });
  const customerId = accounts.customer.customer.id;
  const request = await makeQuoteRequest({ customerId, status: "accepted" });
  await makeQuoteRequest({ customerId });
  await makeBrokerQuote({ quoteRequestId: request.id, status: "approved" });
  const flown = await makeReservation({ customerId, status: "completed", departureDatetime: daysFromNow(-20) });
  await makeReservation({ customerId, status: "confirmed", quoteRequestId: request.id });
  await makeReservation({ customerId, status: "cancelled", departureDatetime: daysFromNow(-40) });
  await makePayment({ reservationId: flown.id, status: "paid" });
  await makePayment({ reservationId: flown.id, status: "refunded", amount: 5_000 });
});

type Mod = Parameters<typeof run>[0];
/** The action pipeline's answer: messages are translation keys, translated by the form. */
type Reply = { data: { intent: string; result: { error?: Record<string, string[]> } | null } };

async function post(mod: Mod, path: string, fields: Record<string, string>, params: Record<string, string> = {}, email = ADMIN) {
  return run(mod, "action", await signedInRequest(path, email, formInit(fields)), params);
}
const postList = (fields: Record<string, string>, email = ADMIN) => post(listRoute, "/admin/customers", fields, {}, email);
const postPage = (id: string, fields: Record<string, string>, email = ADMIN) =>
  post(pageRoute, `/admin/customers/${id}`, fields, { customerId: id }, email);

let serial = 0;
async function newCustomer(data: Partial<{ firstName: string; lastName: string; email: string; companyName: string | null }> = {}) {
  serial += 1;
  return db().customer.create({
    data: { firstName: "Deneme", lastName: `Kişi${serial}`, email: `deneme${serial}@example.com`, ...data },
    select: { id: true, email: true, updatedAt: true },
  });
}

/** Everything a refused request must leave untouched. */
async function snapshot() {
  const [customers, audits, profiles] = await Promise.all([
    db().customer.findMany({ orderBy: { id: "asc" } }),
    db().auditLog.count(),
    db().userProfile.findMany({ orderBy: { id: "asc" } }),
  ]);
  return JSON.stringify({ customers, audits, profiles });
}

describe("customer search", () => {
  it("folds Turkish letters both ways: 'ş' finds 'S', 'İ' finds 'i', 'ı' finds 'I'", async () => {
    const a = await newCustomer({ firstName: "SELIN", lastName: "SAHIN", email: "selin.sahin@example.com" });
    const b = await newCustomer({ firstName: "ilkay", lastName: "Öztürk", companyName: "iskele lojistik" });
    const c = await newCustomer({ firstName: "Işıl", lastName: "Çağlar" });
    const ids = async (q: string) => (await listCustomers({ q, sort: null, page: null })).rows.map((r) => r.id);
    expect(await ids("şahin")).toContain(a.id);
    expect(await ids("ŞAHİN")).toContain(a.id);
    expect(await ids("İLKAY")).toContain(b.id);
    expect(await ids("İSKELE")).toContain(b.id);
    expect(await ids("isil caglar")).toContain(c.id);
    expect(await ids("ozturk")).toContain(b.id);
    // every word must match (AND), so a word of another customer leaves this one out
    expect(await ids("şahin ilkay")).not.toContain(a.id);
    // a wildcard is a literal character, not "anything"
    expect(await ids("%")).toEqual([]);
    expect(await ids("_")).toEqual([]);
  });

  it("searches the e-mail and the company, and each hit really contains the folded word", async () => {
    const d = await newCustomer({ email: "kurumsal.musteri@ornekfirma.com.tr", companyName: "Örnek Havacılık A.Ş." });
    const byMail = await listCustomers({ q: "ornekfirma", sort: null, page: null });
    expect(byMail.rows.map((r) => r.id)).toEqual([d.id]);
    const byCompany = await listCustomers({ q: "HAVACILIK", sort: null, page: null });
    expect(byCompany.rows.length).toBeGreaterThan(0);
    expect(byCompany.rows.map((r) => r.id)).toContain(d.id);
    expect(byCompany.rows.every((r) => (r.companyName ?? "").toLocaleLowerCase("tr").includes("havacılık"))).toBe(true);
  });

  it("a search with few matches (filtered first, then sorted) pages in exactly the order of every sort", async () => {
    const token = `zeytindali${Date.now().toString(36)}`;
    // 30 matches over two pages, with names that tie on the last name so the later keys decide
    for (let i = 0; i < 30; i += 1) {
      await newCustomer({ firstName: `Ad${String(i % 7).padStart(2, "0")}`, lastName: `Soy${i % 4}`, companyName: `${token} ${i}` });
    }
    const where = { searchText: { contains: token } };
    for (const [sort, orderBy] of [
      ["newest", [{ createdAt: "desc" }, { id: "asc" }]],
      ["oldest", [{ createdAt: "asc" }, { id: "desc" }]],
      ["name", [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }]],
      ["name-desc", [{ lastName: "desc" }, { firstName: "desc" }, { id: "desc" }]],
    ] as const) {
      const expected = (await db().customer.findMany({ where, orderBy: [...orderBy], select: { id: true } })).map((r) => r.id);
      expect(expected).toHaveLength(30);
      const page1 = await listCustomers({ q: token.toUpperCase(), sort, page: "1" });
      const page2 = await listCustomers({ q: token.toUpperCase(), sort, page: "2" });
      expect(page1.total).toBe(30);
      expect([...page1.rows, ...page2.rows].map((r) => r.id)).toEqual(expected);
      // the rows are whole (the second read fills them by id)
      expect(page1.rows[0]?.companyName).toContain(token);
    }
  });

  it("the loader reads q, sort and page from the URL; the name order is by last name", async () => {
    const result = (await run(listRoute, "loader", await signedInRequest("/admin/customers?sort=name", OPS))) as {
      rows: Array<{ lastName: string }>;
      total: number;
      sort: string;
    };
    expect(result.sort).toBe("name");
    expect(result.rows.length).toBeGreaterThan(1);
    const names = result.rows.map((r) => r.lastName);
    const sorted = await db().customer.findMany({
      orderBy: [{ lastName: "asc" }, { firstName: "asc" }, { id: "asc" }],
      take: names.length,
    });
    expect(names).toEqual(sorted.map((r) => r.lastName));
    expect(result.total).toBe(await db().customer.count());
    const unknownSort = (await run(listRoute, "loader", await signedInRequest("/admin/customers?sort=drop", OPS))) as { sort: null };
    expect(unknownSort.sort).toBeNull();
  });
});

describe("customer cards", () => {
  it("count total, VIP, KYC-approved and corporate customers as SQL does", async () => {
    await newCustomer();
    const sql = present(
      (
        await db().$queryRawUnsafe<Array<{ total: bigint; vip: bigint; kyc: bigint; corporate: bigint }>>(
          `SELECT (SELECT count(*) FROM customers) AS total, (SELECT count(*) FROM customers WHERE is_vip) AS vip,
              (SELECT count(*) FROM customers WHERE kyc_status) AS kyc, (SELECT count(*) FROM customers WHERE segment = 'corporate') AS corporate`,
        )
      )[0],
      "the counts",
    );
    const summary = await customerSummary();
    expect(summary).toEqual({
      total: Number(sql.total),
      vip: Number(sql.vip),
      kycApproved: Number(sql.kyc),
      corporate: Number(sql.corporate),
    });
    expect(summary.total).toBeGreaterThan(summary.vip);
    expect(summary.vip).toBeGreaterThan(0);
    expect(summary.corporate).toBeGreaterThan(0);
  });

  it("the screen's cards follow a change made through this process at once", async () => {
    const c = await newCustomer();
    const cards = async () =>
      ((await run(listRoute, "loader", await signedInRequest("/admin/customers", ADMIN))) as { summary: { vip: number } }).summary;
    const before = await cards();
    expect(statusOf(await postList({ intent: "set-vip", id: c.id, value: "true" }))).toBe(302);
    expect((await cards()).vip).toBe(before.vip + 1);
  });
});

describe("adding a customer", () => {
  it("saves with the segment defaulting to individual, audited with the staff member, and goes to the new page", async () => {
    const result = await postList(
      { intent: "create", first_name: "Ayşe", last_name: "Yıldırım", email: "  Ayse.Yildirim@Example.COM " },
      OPS,
    );
    expect(statusOf(result)).toBe(302);
    const row = await db().customer.findUniqueOrThrow({ where: { email: "ayse.yildirim@example.com" } });
    expect(row).toMatchObject({
      firstName: "Ayşe",
      lastName: "Yıldırım",
      segment: "individual",
      isVip: false,
      kycStatus: false,
      phone: null,
    });
    expect(locationOf(result)).toBe(`/admin/customers/${row.id}`);
    const audit = await db().auditLog.findMany({ where: { entity: "customer", entityId: row.id } });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "customer.create", actorId: opsId });
  });

  it("refuses an e-mail another customer has (any letter case), next to the field, writing nothing", async () => {
    const existing = await newCustomer();
    const before = await snapshot();
    const result = (await postList({ intent: "create", first_name: "İkinci", email: existing.email.toUpperCase() })) as Reply;
    expect(statusOf(result)).toBe(400);
    expect(result.data.result?.error?.email).toEqual(["customers.errors.emailTaken"]);
    expect(await snapshot()).toBe(before);
  });

  it("five parallel adds of one e-mail save one customer; the others are told the e-mail is taken", async () => {
    const values = {
      firstName: "Paralel",
      lastName: "Kayıt",
      email: "paralel.kayit@example.com",
      phone: null,
      companyName: null,
      segment: "individual" as const,
      notes: null,
    };
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => createCustomer({ actorId: adminId, ip: null, values })));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results.filter((r): r is PromiseRejectedResult => r.status === "rejected")) {
      expect(r.reason).toBeInstanceOf(CustomerError);
      expect((r.reason as CustomerError).field).toBe("email");
    }
    expect(await db().customer.count({ where: { email: values.email } })).toBe(1);
    expect(await db().auditLog.count({ where: { action: "customer.create", after: { path: ["email"], equals: values.email } } })).toBe(1);
  });

  const valid = {
    intent: "create",
    first_name: "Mert",
    last_name: "Aydın",
    email: "mert.aydin@example.com",
    phone: "+90 532 111 22 33",
    company_name: "Aydın Turizm",
    segment: "corporate",
    notes: "Hafta sonu uçuşlarını tercih ediyor.",
  };
  const BAD: Array<[string, Record<string, string>, string]> = [
    ["no first name", { first_name: "" }, "first_name"],
    ["first name only spaces", { first_name: "   " }, "first_name"],
    ["first name too long", { first_name: "A".repeat(101) }, "first_name"],
    ["first name with a control character", { first_name: "Ali\u0007" }, "first_name"],
    ["first name with escape", { first_name: "Ali\u001b[31m" }, "first_name"],
    ["first name with DEL", { first_name: "Ali\u007f" }, "first_name"],
    ["last name too long", { last_name: "B".repeat(101) }, "last_name"],
    ["last name with a control character", { last_name: "Veli\u0001" }, "last_name"],
    ["no e-mail", { email: "" }, "email"],
    ["e-mail only spaces", { email: "   " }, "email"],
    ["e-mail without @", { email: "mert.example.com" }, "email"],
    ["e-mail without domain dot", { email: "mert@example" }, "email"],
    ["e-mail with two @", { email: "mert@@example.com" }, "email"],
    ["e-mail with a space inside", { email: "mert aydin@example.com" }, "email"],
    ["e-mail with angle brackets", { email: "<mert@example.com>" }, "email"],
    ["e-mail with a comma", { email: "a@b.com,c@d.com" }, "email"],
    ["e-mail with a semicolon", { email: "a@b.com;c@d.com" }, "email"],
    ["e-mail with quotes", { email: '"mert"@example.com' }, "email"],
    ["e-mail with a one-letter top level", { email: "mert@example.c" }, "email"],
    ["e-mail too long", { email: `${"a".repeat(250)}@example.com` }, "email"],
    ["e-mail with a name", { email: "Mert <mert@example.com>" }, "email"],
    ["e-mail with SQL", { email: "' OR 1=1 --" }, "email"],
    ["phone letters", { phone: "abc-def" }, "phone"],
    ["phone too few digits", { phone: "12345" }, "phone"],
    ["phone too many digits", { phone: "1".repeat(21) }, "phone"],
    ["phone too long", { phone: "1 ".repeat(25) }, "phone"],
    ["phone with two plus signs", { phone: "++90 532 111 22 33" }, "phone"],
    ["phone with a plus inside", { phone: "0532+1112233" }, "phone"],
    ["phone with letters inside", { phone: "0532 111 22 3x" }, "phone"],
    ["phone with an extension word", { phone: "0532 111 22 33 ext 5" }, "phone"],
    ["phone with a slash", { phone: "0532/111/22/33" }, "phone"],
    ["phone with a dot", { phone: "0532.111.22.33" }, "phone"],
    ["company too long", { company_name: "Ş".repeat(201) }, "company_name"],
    ["company with a control character", { company_name: "Firma\u0000x".replace("\u0000", "\u0008") }, "company_name"],
    ["segment unknown", { segment: "platinum" }, "segment"],
    ["segment upper case", { segment: "VIP" }, "segment"],
    ["segment with spaces", { segment: " individual " }, "segment"],
    ["segment a role", { segment: "admin" }, "segment"],
    ["segment with SQL", { segment: "individual'; DROP TABLE customers; --" }, "segment"],
    ["segment in Turkish", { segment: "Bireysel" }, "segment"],
    ["notes too long", { notes: "n".repeat(2001) }, "notes"],
    ["notes with a control character", { notes: "not\u0002" }, "notes"],
  ];

  it("has at least 40 bad inputs, each a field of the form", () => {
    expect(BAD.length).toBeGreaterThanOrEqual(40);
    for (const [, change, field] of BAD) {
      for (const key of Object.keys(change)) expect(Object.keys(valid)).toContain(key);
      expect(Object.keys(valid)).toContain(field);
    }
  });

  it("the valid form is accepted (so each refusal below is the bad field's)", async () => {
    const result = await postList({ ...valid, email: "valid.form@example.com" });
    expect(statusOf(result)).toBe(302);
    expect(await db().customer.count({ where: { email: "valid.form@example.com", segment: "corporate" } })).toBe(1);
  });

  it.each(BAD)("create, %s: 400 with the field's error, nothing written", async (_label, change, field) => {
    const before = await snapshot();
    const result = (await postList({ ...valid, ...change })) as Reply;
    expect(statusOf(result)).toBe(400);
    expect(result.data.result?.error?.[field]?.length).toBeGreaterThan(0);
    expect(await snapshot()).toBe(before);
  });

  it.each(BAD)("edit, %s: 400 with the field's error, nothing written", async (_label, change, field) => {
    const c = await newCustomer();
    const before = await snapshot();
    const result = (await postPage(c.id, { ...valid, intent: "update", version: c.updatedAt.toISOString(), ...change })) as Reply;
    expect(statusOf(result)).toBe(400);
    expect(result.data.result?.error?.[field]?.length).toBeGreaterThan(0);
    expect(await snapshot()).toBe(before);
  });

  it("an unknown intent is a 400 and writes nothing", async () => {
    const before = await snapshot();
    expect(statusOf(await postList({ ...valid, intent: "delete" }))).toBe(400);
    expect(statusOf(await postList({ ...valid, intent: "" }))).toBe(400);
    expect(await snapshot()).toBe(before);
  });
});

describe("editing a customer", () => {
  const fields = (version: Date, over: Record<string, string> = {}) => ({
    intent: "update",
    version: version.toISOString(),
    first_name: "Deniz",
    last_name: "Kaya",
    email: `deniz.kaya.${serial}@example.com`,
    segment: "agent",
    ...over,
  });

  it("saves the change with an audit row of only the changed fields", async () => {
    const c = await newCustomer({ firstName: "Deniz", lastName: "Eski" });
    const result = await postPage(c.id, fields(c.updatedAt, { email: c.email }), OPS);
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe(`/admin/customers/${c.id}`);
    const row = await db().customer.findUniqueOrThrow({ where: { id: c.id } });
    expect(row).toMatchObject({ lastName: "Kaya", segment: "agent" });
    const audit = await db().auditLog.findFirstOrThrow({ where: { entity: "customer", entityId: c.id, action: "customer.update" } });
    expect(audit.actorId).toBe(opsId);
    expect(audit.before).toEqual({ lastName: "Eski", segment: "individual" });
    expect(audit.after).toEqual({ lastName: "Kaya", segment: "agent" });
  });

  it("refuses an edit made on an older version of the record (stale), telling the user, writing nothing", async () => {
    const c = await newCustomer();
    const opened = c.updatedAt;
    expect(statusOf(await postPage(c.id, fields(opened, { email: c.email, last_name: "Birinci" })))).toBe(302);
    const before = await snapshot();
    const second = (await postPage(c.id, fields(opened, { email: c.email, last_name: "İkinci" }), OPS)) as Reply;
    expect(statusOf(second)).toBe(409);
    expect(second.data.result?.error?.[""]).toEqual(["validation.staleRecord"]);
    expect(await snapshot()).toBe(before);
    expect((await db().customer.findUniqueOrThrow({ where: { id: c.id } })).lastName).toBe("Birinci");
  });

  it("the same version, when still current, is accepted (the stale check is exact)", async () => {
    const c = await newCustomer();
    const fresh = await db().customer.findUniqueOrThrow({ where: { id: c.id } });
    expect(statusOf(await postPage(c.id, fields(fresh.updatedAt, { email: c.email })))).toBe(302);
  });

  it("refuses an e-mail of another customer, next to the field; keeping one's own e-mail is fine", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const before = await snapshot();
    const result = (await postPage(b.id, fields(b.updatedAt, { email: a.email }))) as Reply;
    expect(statusOf(result)).toBe(400);
    expect(result.data.result?.error?.email).toEqual(["customers.errors.emailTaken"]);
    expect(await snapshot()).toBe(before);
    expect(statusOf(await postPage(b.id, fields(b.updatedAt, { email: b.email.toUpperCase() })))).toBe(302);
  });

  it("a missing or malformed version is refused as a stale form", async () => {
    const c = await newCustomer();
    const before = await snapshot();
    for (const version of ["", "yesterday", "2026-13-45T99:00:00Z", "1700000000"]) {
      const result = (await postPage(c.id, { ...fields(c.updatedAt, { email: c.email }), version })) as Reply;
      expect(statusOf(result)).toBe(400);
      expect(result.data.result?.error?.version).toEqual(["validation.staleForm"]);
    }
    expect(await snapshot()).toBe(before);
  });

  it("keeps the linked user's profile in step (name, phone, segment) but never its sign-in e-mail", async () => {
    const profile = await db().userProfile.findFirstOrThrow({ where: { customerId: { not: null }, role: "sales" } });
    const customer = await db().customer.findUniqueOrThrow({ where: { id: profile.customerId! } });
    const result = await postPage(
      customer.id,
      fields(customer.updatedAt, {
        first_name: "Güncel",
        last_name: "Soyadı",
        phone: "0532 000 11 22",
        email: `degisik.${serial}@example.com`,
      }),
    );
    expect(statusOf(result)).toBe(302);
    const after = await db().userProfile.findUniqueOrThrow({ where: { id: profile.id } });
    expect(after).toMatchObject({
      firstName: "Güncel",
      lastName: "Soyadı",
      phone: "0532 000 11 22",
      segment: "agent",
      email: profile.email,
    });
    expect(await db().auditLog.count({ where: { entity: "user_profile", entityId: profile.id, action: "profile.sync" } })).toBe(1);
    const page = (await run(pageRoute, "loader", await signedInRequest(`/admin/customers/${customer.id}`, ADMIN), {
      customerId: customer.id,
    })) as {
      customer: { email: string; profile: { email: string } | null };
    };
    expect(page.customer.profile?.email).toBe(profile.email);
    expect(page.customer.email).not.toBe(page.customer.profile?.email);
  });
});

describe("VIP and KYC switches", () => {
  it("VIP on from the list: the flag is set, audited with who did it; the same post again changes nothing", async () => {
    const c = await newCustomer();
    const result = await post(listRoute, "/admin/customers?q=deneme&page=2", { intent: "set-vip", id: c.id, value: "true" }, {}, OPS);
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe("/admin/customers?q=deneme&page=2");
    expect((await db().customer.findUniqueOrThrow({ where: { id: c.id } })).isVip).toBe(true);
    const audits = await db().auditLog.findMany({ where: { entity: "customer", entityId: c.id } });
    expect(audits.map((a) => [a.action, a.actorId])).toEqual([["customer.vip_on", opsId]]);
    expect(audits[0]?.after).toEqual({ isVip: true });
    expect(statusOf(await postList({ intent: "set-vip", id: c.id, value: "true" }))).toBe(302);
    expect(await db().auditLog.count({ where: { entity: "customer", entityId: c.id } })).toBe(1);
    expect(statusOf(await postList({ intent: "set-vip", id: c.id, value: "false" }))).toBe(302);
    expect((await db().customer.findUniqueOrThrow({ where: { id: c.id } })).isVip).toBe(false);
    expect(await db().auditLog.count({ where: { entity: "customer", entityId: c.id, action: "customer.vip_off", actorId: adminId } })).toBe(
      1,
    );
  });

  it("twenty parallel clicks for VIP on change the record once and write one audit row", async () => {
    const c = await newCustomer();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => setCustomerFlag({ actorId: adminId, ip: null, id: c.id, flag: "vip", value: true })),
    );
    expect(results.filter((r) => r.changed)).toHaveLength(1);
    expect((await db().customer.findUniqueOrThrow({ where: { id: c.id } })).isVip).toBe(true);
    expect(await db().auditLog.count({ where: { entity: "customer", entityId: c.id } })).toBe(1);
  });

  it("parallel on and off clicks end in a state the audit trail explains, step by step", async () => {
    const c = await newCustomer();
    const wanted = Array.from({ length: 20 }, (_, i) => i % 2 === 0);
    const results = await Promise.all(wanted.map((value) => setCustomerFlag({ actorId: adminId, ip: null, id: c.id, flag: "vip", value })));
    const audits = await db().auditLog.findMany({ where: { entity: "customer", entityId: c.id }, orderBy: { id: "asc" } });
    expect(audits.length).toBe(results.filter((r) => r.changed).length);
    expect(audits.length).toBeGreaterThan(0);
    let state = false;
    for (const a of audits) {
      expect(a.before).toEqual({ isVip: state });
      state = (a.after as { isVip: boolean }).isVip;
      expect(state).toBe(!(a.before as { isVip: boolean }).isVip);
    }
    expect((await db().customer.findUniqueOrThrow({ where: { id: c.id } })).isVip).toBe(state);
  });

  it("KYC approve from the customer's page shows 'KYC Onaylı' afterwards, audited; revoke is audited too", async () => {
    const c = await newCustomer();
    const result = await postPage(c.id, { intent: "set-kyc", id: c.id, value: "true" }, OPS);
    expect(statusOf(result)).toBe(302);
    expect(locationOf(result)).toBe(`/admin/customers/${c.id}`);
    expect((await db().customer.findUniqueOrThrow({ where: { id: c.id } })).kycStatus).toBe(true);
    expect(
      await db().auditLog.count({ where: { entity: "customer", entityId: c.id, action: "customer.kyc_approve", actorId: opsId } }),
    ).toBe(1);
    expect(statusOf(await postPage(c.id, { intent: "set-kyc", id: c.id, value: "false" }))).toBe(302);
    expect((await db().customer.findUniqueOrThrow({ where: { id: c.id } })).kycStatus).toBe(false);
    expect(
      await db().auditLog.count({ where: { entity: "customer", entityId: c.id, action: "customer.kyc_revoke", actorId: adminId } }),
    ).toBe(1);
  });

  it("the linked profile follows VIP and KYC", async () => {
    const profile = await db().userProfile.findFirstOrThrow({ where: { customerId: { not: null }, role: "sales" } });
    const customerId = profile.customerId!;
    await db().customer.update({ where: { id: customerId }, data: { isVip: false, kycStatus: false } });
    await db().userProfile.update({ where: { id: profile.id }, data: { isVip: false, kycStatus: false } });
    expect(statusOf(await postList({ intent: "set-vip", id: customerId, value: "true" }))).toBe(302);
    expect(statusOf(await postList({ intent: "set-kyc", id: customerId, value: "true" }))).toBe(302);
    expect(await db().userProfile.findUniqueOrThrow({ where: { id: profile.id } })).toMatchObject({ isVip: true, kycStatus: true });
  });

  it("an unknown or malformed id answers 404 and writes nothing; a bad value is a 400", async () => {
    const c = await newCustomer();
    const before = await snapshot();
    for (const id of [MISSING, "abc", "", "' OR 1=1 --"]) {
      expect(statusOf(await postList({ intent: "set-vip", id, value: "true" }))).toBe(404);
      expect(statusOf(await postList({ intent: "set-kyc", id, value: "true" }))).toBe(404);
    }
    for (const value of ["", "yes", "1", "TRUE", "toggle"]) {
      expect(statusOf(await postList({ intent: "set-vip", id: c.id, value }))).toBe(400);
    }
    expect(await snapshot()).toBe(before);
  });

  it("a customer's page switches only that customer (another id answers 404)", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const before = await snapshot();
    expect(statusOf(await postPage(a.id, { intent: "set-vip", id: b.id, value: "true" }))).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe("a customer's page", () => {
  it("answers 404 for an unknown or malformed id, in the loader and the action", async () => {
    for (const id of [MISSING, "not-a-uuid", "1", `${MISSING}0`]) {
      const loader = await run(pageRoute, "loader", await signedInRequest(`/admin/customers/${id}`, ADMIN), { customerId: id });
      expect(statusOf(loader)).toBe(404);
      expect(statusOf(await postPage(id, { intent: "set-vip", id, value: "true" }))).toBe(404);
    }
  });

  it("lists only this customer's requests, quotes, reservations and payments, with counts and per-currency totals", async () => {
    const busiest = await db().reservation.groupBy({
      by: ["customerId"],
      _count: { _all: true },
      orderBy: { _count: { customerId: "desc" } },
      take: 1,
    });
    const { customerId } = present(busiest[0], "the customer with the most reservations");
    const page = (await run(pageRoute, "loader", await signedInRequest(`/admin/customers/${customerId}`, OPS), { customerId })) as {
      history: {
        requests: { rows: Array<{ id: string }>; total: number };
        quotes: { rows: Array<{ id: string }>; total: number };
        reservations: { rows: Array<{ id: string }>; total: number };
        payments: { rows: Array<{ id: string }>; total: number };
        totals: Array<{ currency: string; booked: string; paid: string }>;
      };
    };
    const h = page.history;
    expect(h.reservations.rows.length).toBeGreaterThan(0);
    expect(h.reservations.total).toBe(await db().reservation.count({ where: { customerId } }));
    expect(h.requests.total).toBe(await db().quoteRequest.count({ where: { customerId } }));
    expect(h.payments.total).toBe(await db().payment.count({ where: { reservation: { customerId } } }));
    expect(h.quotes.total).toBe(await db().brokerQuote.count({ where: { status: "approved", quoteRequest: { customerId } } }));
    for (const r of h.reservations.rows)
      expect((await db().reservation.findUniqueOrThrow({ where: { id: r.id } })).customerId).toBe(customerId);
    for (const r of h.requests.rows)
      expect((await db().quoteRequest.findUniqueOrThrow({ where: { id: r.id } })).customerId).toBe(customerId);
    for (const p of h.payments.rows) {
      const payment = await db().payment.findUniqueOrThrow({
        where: { id: p.id },
        select: { reservation: { select: { customerId: true } } },
      });
      expect(payment.reservation?.customerId).toBe(customerId);
    }
    // totals per currency, never added across currencies
    const reservations = await db().reservation.findMany({
      where: { customerId, status: { not: "cancelled" }, totalAmount: { not: null } },
    });
    for (const total of h.totals) {
      const sum = reservations.filter((r) => r.currency === total.currency).reduce((n, r) => n + Number(r.totalAmount), 0);
      expect(Number(total.booked)).toBeCloseTo(sum, 2);
    }
    expect(h.totals.length).toBeGreaterThan(0);

    // another customer's page shows none of these
    const other = await newCustomer();
    const otherPage = (await run(pageRoute, "loader", await signedInRequest(`/admin/customers/${other.id}`, OPS), {
      customerId: other.id,
    })) as {
      history: typeof h;
    };
    expect(otherPage.history.reservations.total).toBe(0);
    expect(otherPage.history.payments.total).toBe(0);
    expect(otherPage.history.totals).toEqual([]);
  });

  it("shows the audit of the record: who, when and what changed", async () => {
    const c = await newCustomer({ firstName: "Tarih" });
    await postPage(c.id, { intent: "set-vip", id: c.id, value: "true" }, OPS);
    const fresh = await db().customer.findUniqueOrThrow({ where: { id: c.id } });
    await postPage(c.id, {
      intent: "update",
      version: fresh.updatedAt.toISOString(),
      first_name: "Tarihçe",
      email: c.email,
      segment: "individual",
    });
    const page = (await run(pageRoute, "loader", await signedInRequest(`/admin/customers/${c.id}`, OPS), { customerId: c.id })) as {
      history: {
        audit: Array<{ action: string; actor: string | null; changes: Array<{ field: string; from: string | null; to: string | null }> }>;
      };
    };
    expect(page.history.audit.map((a) => a.action)).toEqual(["customer.update", "customer.vip_on"]);
    const [update, vipOn] = page.history.audit;
    expect(update?.actor).toBe(ADMIN);
    expect(vipOn?.actor).toBe(OPS);
    expect(update?.changes).toContainEqual({ field: "firstName", from: "Tarih", to: "Tarihçe" });
    expect(vipOn?.changes).toEqual([{ field: "isVip", from: "false", to: "true" }]);
  });

  it("refuses brokers and customers (403) and sends guests to sign in", async () => {
    const c = await newCustomer();
    for (const email of ["broker@ufukjet.test", "musteri@ufukjet.test"]) {
      expect(statusOf(await run(pageRoute, "loader", await signedInRequest(`/admin/customers/${c.id}`, email), { customerId: c.id }))).toBe(
        403,
      );
      expect(statusOf(await run(listRoute, "loader", await signedInRequest("/admin/customers", email)))).toBe(403);
      const before = await snapshot();
      expect(statusOf(await postList({ intent: "set-vip", id: c.id, value: "true" }, email))).toBe(403);
      expect(await snapshot()).toBe(before);
    }
    const guest = await run(listRoute, "loader", new Request(new URL("/admin/customers", BASE)));
    expect(statusOf(guest)).toBe(302);
  });
});
