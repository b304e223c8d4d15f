import { redirect } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseForm } from "#app/lib/schemas/parse";
import { fieldErrorText } from "#app/lib/schemas/message";
import { backTo, intent, messageOf, orNotFound, refusal, refusalReply, runIntent, withStep, type FormAnswer } from "./action.server";
import { ServiceError } from "./service-error.server";

const ID = "5f0c3c0e-9b1a-4c55-8d8e-0d2f6f7a1b2c";

function form(fields: Record<string, string>) {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
}

/** What `data()` carries: its payload and status. */
function answerOf(value: unknown): { data: FormAnswer; status: number } {
  const v = value as { data: FormAnswer; init: { status: number } | null };
  return { data: v.data, status: v.init?.status ?? 200 };
}

/** The error a handler throws, settable per test. */
let failure: unknown = null;
const calls: unknown[] = [];

const handlers = {
  rename: intent({
    schema: z.object({
      intent: z.literal("rename"),
      name: z.string({ error: "validation.required" }).min(2, "validation.tooShort"),
      secret: z.string().optional(),
    }),
    hideFields: ["secret"],
    run: (value) => {
      calls.push(value);
      if (failure) throw failure;
      return redirect("/done");
    },
  }),
  archive: intent({
    schema: z.object({ intent: z.literal("archive"), id: z.uuid() }),
    row: true,
    run: (value) => {
      calls.push(value);
      if (failure) throw failure;
      return redirect("/list");
    },
  }),
};

const options = {
  invalid: "things.errors.invalid",
  notFound: "things.errors.notFound",
  rowError: (error: ServiceError, name: string) => redirect(`/list?toast=${name}:${error.messageKey}`),
};

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected the pipeline to throw");
}

describe("runIntent", () => {
  it("dispatches the intent to its handler with the parsed values", async () => {
    failure = null;
    calls.length = 0;
    const answer = await runIntent(form({ intent: "rename", name: "Ada" }), handlers, options);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/done");
    expect(calls).toEqual([{ intent: "rename", name: "Ada" }]);
  });

  it("answers an unknown or missing intent with 400 and the form error, running nothing", async () => {
    failure = null;
    calls.length = 0;
    for (const fields of [{ intent: "explode" }, {}, { intent: "toString" }] as Record<string, string>[]) {
      const { data, status } = answerOf(await runIntent(form(fields), handlers, options));
      expect(status).toBe(400);
      expect(data.result.error).toEqual({ "": ["things.errors.invalid"] });
    }
    expect(calls).toEqual([]);
  });

  it("answers a refused form with 400 and the field's message, without the hidden fields", async () => {
    failure = null;
    calls.length = 0;
    const { data, status } = answerOf(await runIntent(form({ intent: "rename", name: "A", secret: "k3y" }), handlers, options));
    expect(status).toBe(400);
    expect(data.intent).toBe("rename");
    expect(data.result.error?.name).toEqual(["validation.tooShort"]);
    expect(JSON.stringify(data.result)).not.toContain("k3y");
    expect(calls).toEqual([]);
  });

  it("turns a service error's 404 into the not-found response", async () => {
    failure = new ServiceError("notFound", 404, "things.errors.gone");
    const error = answerOf(await thrown(runIntent(form({ intent: "rename", name: "Ada" }), handlers, options)));
    expect(error.status).toBe(404);
    expect(error.data).toMatchObject({ status: 404, message: "things.errors.gone" });
  });

  it("puts a field's service error next to that field, at the error's status", async () => {
    failure = new ServiceError("duplicate", 409, "things.errors.nameTaken", "name");
    const { data, status } = answerOf(await runIntent(form({ intent: "rename", name: "Ada", secret: "k3y" }), handlers, options));
    expect(status).toBe(409);
    expect(data.result.error?.name).toEqual(["things.errors.nameTaken"]);
    expect(data.result.error?.[""]).toBeUndefined();
    expect(JSON.stringify(data.result)).not.toContain("k3y");
  });

  it("shows any other service error as the form's error, at its status", async () => {
    failure = new ServiceError("stale", 409, "validation.staleRecord");
    const { data, status } = answerOf(await runIntent(form({ intent: "rename", name: "Ada" }), handlers, options));
    expect(status).toBe(409);
    expect(data.result.error?.[""]).toEqual(["validation.staleRecord"]);
  });

  it("sends a row action's refusal back to the list as the route's error toast", async () => {
    failure = new ServiceError("inUse", 409, "things.errors.inUse");
    const answer = await runIntent(form({ intent: "archive", id: ID }), handlers, options);
    expect((answer as Response).headers.get("Location")).toBe("/list?toast=archive:things.errors.inUse");
  });

  it("answers a row action without an id with the record's 404, and a bad companion field with 400", async () => {
    failure = null;
    calls.length = 0;
    const missing = answerOf(await thrown(runIntent(form({ intent: "archive", id: "nope" }), handlers, options)));
    expect(missing.status).toBe(404);
    expect(missing.data).toMatchObject({ message: "things.errors.notFound" });
    const strict = { ...handlers, archive: { ...handlers.archive, schema: handlers.archive.schema.extend({ confirm: z.literal("yes") }) } };
    const { data, status } = answerOf(await runIntent(form({ intent: "archive", id: ID, confirm: "no" }), strict, options));
    expect(status).toBe(400);
    expect(data.result.error?.[""]).toEqual(["things.errors.invalid"]);
    expect(calls).toEqual([]);
  });

  it("answers every refusal with the screen's toast when it has one, a 404 and a refused form still as before", async () => {
    const toast = { ...options, refused: (error: ServiceError, name: string) => redirect(`/page?toast=${name}:${error.messageKey}`) };
    failure = new ServiceError("duplicate", 409, "things.errors.nameTaken", "name");
    const answer = await runIntent(form({ intent: "rename", name: "Ada" }), handlers, toast);
    expect((answer as Response).headers.get("Location")).toBe("/page?toast=rename:things.errors.nameTaken");
    // a row action keeps the route's row error
    failure = new ServiceError("inUse", 409, "things.errors.inUse");
    const row = await runIntent(form({ intent: "archive", id: ID }), handlers, toast);
    expect((row as Response).headers.get("Location")).toBe("/list?toast=archive:things.errors.inUse");
    failure = new ServiceError("notFound", 404, "things.errors.gone");
    expect(answerOf(await thrown(runIntent(form({ intent: "rename", name: "Ada" }), handlers, toast))).status).toBe(404);
    const refusedForm = answerOf(await runIntent(form({ intent: "rename", name: "A" }), handlers, toast));
    expect(refusedForm.status).toBe(400);
    expect(refusedForm.data.result.error?.name).toEqual(["validation.tooShort"]);
  });

  it("lets anything that is not a service error through to the error boundary", async () => {
    failure = new Error("database down");
    expect(await thrown(runIntent(form({ intent: "rename", name: "Ada" }), handlers, options))).toBe(failure);
  });
});

describe("refusals that carry values", () => {
  it("sends a field's refusal with the values its message names, read back into the text", async () => {
    failure = new ServiceError("tooFar", 400, "things.errors.tooFar", "name", { km: 3200, jets: "A, B" });
    const { data, status } = answerOf(await runIntent(form({ intent: "rename", name: "Ada" }), handlers, options));
    expect(status).toBe(400);
    const [message] = data.result.error?.name ?? [];
    expect(message).toBe(messageOf(failure as ServiceError));
    const seen: unknown[] = [];
    const text = fieldErrorText(message!, (key, values) => {
      seen.push(values);
      return key;
    });
    expect(text).toBe("things.errors.tooFar");
    expect(seen).toEqual([{ max: undefined, km: 3200, jets: "A, B" }]);
  });

  it("puts the values into a form error too, and leaves a message without values as its bare key", async () => {
    failure = new ServiceError("moved", 409, "things.errors.moved", undefined, { from: "a", to: "b" });
    const { data, status } = answerOf(await runIntent(form({ intent: "rename", name: "Ada" }), handlers, options));
    expect(status).toBe(409);
    expect(data.result.error?.[""]?.[0]).toMatch(/^things\.errors\.moved::/);
    expect(JSON.parse(data.result.error![""]![0]!.split("::")[1]!)).toEqual({ from: "a", to: "b" });
    expect(messageOf(new ServiceError("stale", 409, "validation.staleRecord"))).toBe("validation.staleRecord");
  });
});

describe("refusal / orNotFound / refusalReply", () => {
  const refused = new ServiceError("taken", 409, "things.errors.taken");

  it("answers a refusal with the screen's answer, and lets anything else through", () => {
    expect(refusal(refused, (error) => `answered ${error.code} ${error.status}`)).toBe("answered taken 409");
    const bug = new TypeError("boom");
    expect(() => refusal(bug, () => "never")).toThrow(bug);
    expect(() => refusal(refused)).toThrow(refused);
  });

  it("turns a 404 refusal into the not-found response before any answer", async () => {
    let answered = false;
    const gone = new ServiceError("notFound", 404, "things.errors.gone");
    const error = answerOf(await thrown(Promise.resolve().then(() => refusal(gone, () => (answered = true)))));
    expect(error.status).toBe(404);
    expect(error.data).toMatchObject({ message: "things.errors.gone" });
    expect(answered).toBe(false);
  });

  it("reads a record, its 404 as the not-found response and any other refusal rethrown", async () => {
    expect(await orNotFound(Promise.resolve(7))).toBe(7);
    const missing = answerOf(await thrown(orNotFound(Promise.reject(new ServiceError("notFound", 404, "things.errors.gone")))));
    expect(missing.status).toBe(404);
    expect(await thrown(orNotFound(Promise.reject(refused)))).toBe(refused);
  });

  it("replies next to the refusal's field, the screen's field when it names none, else as the form's error", () => {
    const schema = z.object({ body: z.string(), secret: z.string().optional() });
    const submission = parseForm(form({ body: "hi", secret: "k3y" }), { schema });
    if (submission.status !== "success") throw new Error("expected a parsed form");
    const own = refusalReply(submission.reply, new ServiceError("bad", 400, "things.errors.bad", "secret"), { field: "body" });
    expect(own.error).toEqual({ secret: ["things.errors.bad"] });
    const fallback = refusalReply(submission.reply, refused, { field: "body", hideFields: ["secret"] });
    expect(fallback.error).toEqual({ body: ["things.errors.taken"] });
    expect(JSON.stringify(fallback)).not.toContain("k3y");
    expect(refusalReply(submission.reply, refused).error).toEqual({ "": ["things.errors.taken"] });
  });
});

describe("backTo / withStep", () => {
  it("returns to the page the form was posted from without its one-off steps, and opens one", () => {
    const request = new Request("http://localhost/admin/jets.data?q=a&edit=7&page=2&_routes=routes%2Fadmin%2Fjets");
    expect(backTo(request, ["new", "edit", "delete"])).toBe("/admin/jets?q=a&page=2");
    expect(backTo(request)).toBe("/admin/jets?q=a&edit=7&page=2");
    expect(withStep("/admin/jets?q=a", "delete", ID)).toBe(`/admin/jets?q=a&delete=${ID}`);
  });
});
