import { describe, expect, it } from "vitest";
import { parseForm } from "#app/lib/schemas/parse";
import { createWizardSchema, draftFromQuery, parseStep, readDraft } from "#app/lib/schemas/reservation-wizard";

const TODAY = "2027-03-01";
const KEY = "11111111-2222-4333-8444-555555555555";

function parse(fields: Record<string, string>, upTo: 1 | 2 | 3 = 1) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return parseForm(form, { schema: createWizardSchema({ upTo, today: () => TODAY }) });
}

const base = {
  flight_type: "one_way",
  departure_city: "istanbul",
  arrival_city: "London",
  departure_date: "2027-03-10",
  passenger_count: "4",
};

describe("wizard schema", () => {
  it("turns a one-way draft into one leg with the cities as the airport list names them", () => {
    const result = parse(base);
    expect(result.status).toBe("success");
    if (result.status !== "success") return;
    expect(result.value.legs).toEqual([{ from: "İstanbul", to: "Londra", date: "2027-03-10" }]);
    expect(result.value.passenger_count).toBe(4);
    expect(result.value.extras).toEqual({ catering: false, ground_transport: false, vip_lounge: false });
  });

  it("a round trip is out and back; its return must be a later day", () => {
    const ok = parse({ ...base, flight_type: "round_trip", return_date: "2027-03-11" });
    expect(ok.status === "success" && ok.value.legs).toEqual([
      { from: "İstanbul", to: "Londra", date: "2027-03-10" },
      { from: "Londra", to: "İstanbul", date: "2027-03-11" },
    ]);
    const sameDay = parse({ ...base, flight_type: "round_trip", return_date: "2027-03-10" });
    expect(sameDay.status === "error" && sameDay.error?.return_date).toEqual(["wizard.errors.returnAfterDeparture"]);
    // the return date of a one-way draft is ignored
    expect(parse({ ...base, return_date: "2027-03-01" }).status).toBe("success");
  });

  it("a multi-city trip adds the filled legs in order and skips empty rows", () => {
    const result = parse({
      ...base,
      flight_type: "multi_city",
      "legs[0].departure_city": "Londra",
      "legs[0].arrival_city": "Paris",
      "legs[0].departure_date": "2027-03-12",
      "legs[2].departure_city": "Paris",
      "legs[2].arrival_city": "İstanbul",
      "legs[2].departure_date": "2027-03-12",
    });
    expect(result.status === "success" && result.value.legs.map((l) => `${l.from}-${l.to}`)).toEqual([
      "İstanbul-Londra",
      "Londra-Paris",
      "Paris-İstanbul",
    ]);
  });

  it("checks the add-ons only from step 2 on, and the draft key only at the confirmation", () => {
    expect(parse({ ...base, catering: "maybe" }, 1).status).toBe("success");
    const two = parse({ ...base, catering: "maybe" }, 2);
    expect(two.status === "error" && two.error?.catering).toEqual(["validation.invalidChoice"]);
    expect(parse({ ...base, catering: "1" }, 2).status).toBe("success");
    const three = parse({ ...base }, 3);
    expect(three.status === "error" && three.error?.idempotency_key).toEqual(["wizard.errors.draftKey"]);
    const confirmed = parse({ ...base, catering: "on", idempotency_key: KEY.toUpperCase() }, 3);
    expect(confirmed.status === "success" && confirmed.value).toMatchObject({ idempotency_key: KEY, extras: { catering: true } });
  });

  it("passengers 1 to 20", () => {
    for (const [n, ok] of [
      ["1", true],
      ["20", true],
      ["0", false],
      ["21", false],
    ] as const) {
      expect(parse({ ...base, passenger_count: n }).status, n).toBe(ok ? "success" : "error");
    }
  });
});

describe("draft helpers", () => {
  it("prefills from the rebook parameters and ignores junk", () => {
    const draft = draftFromQuery(
      new URL("http://x/dashboard/reservation?from=ankara&to=Zurich&passengers=7&jetId=nope&catering=1&groundTransport=1"),
    );
    expect(draft).toMatchObject({
      departure_city: "Ankara",
      arrival_city: "Zürih",
      passenger_count: "7",
      jet_id: "",
      catering: "1",
      ground_transport: "1",
    });
    expect(draftFromQuery(new URL("http://x/?passengers=abc&catering=0")).passenger_count).toBe("1");
  });

  it("reads the legs of a post and drops trailing empty rows", () => {
    const form = new FormData();
    form.append("legs[0].departure_city", "Paris");
    form.append("legs[2].departure_city", "");
    expect(readDraft(form).legs).toEqual([{ departure_city: "Paris", arrival_city: "", departure_date: "" }]);
  });

  it("knows steps 1 to 3 only", () => {
    expect(["1", "2", "3", "0", "4", "1.0", "", null].map((s) => parseStep(s))).toEqual([1, 2, 3, null, null, null, null, null]);
  });
});
