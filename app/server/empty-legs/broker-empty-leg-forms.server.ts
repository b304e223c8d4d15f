import { data, redirect, type RouterContextProvider } from "react-router";
import {
  emptyLegFormSchema,
  readLegTimes,
  toEmptyLegInput,
  type EmptyLegInput,
  type LegFieldZone,
  type LegFormActionData,
} from "#app/lib/schemas/empty-leg";
import { requestedPath, requireBroker, type BrokerUser } from "#app/server/platform/auth/guard.server";
import { getSessionUser } from "#app/server/platform/auth/session.server";
import { airportLabel, resolveAirport, type AirportResolution, type WorldAirport } from "#app/server/fleet/airports.server";
import { fieldZone } from "#app/server/empty-legs/empty-leg-times.server";
import { checkLegAircraft } from "#app/server/empty-legs/leg-aircraft.server";
import { AIRPORT_CHOICES_SEPARATOR } from "#app/lib/schemas/empty-leg";
import { badRequest, notFound } from "#app/server/platform/http.server";
import { getLanguage, getT } from "#app/server/platform/i18n.server";
import { clientIp, publicBaseUrl } from "#app/server/platform/request.server";
import { redirectWithToast } from "#app/server/platform/toast.server";
import { parseForm } from "#app/lib/schemas/parse";
import { isUuid } from "#app/lib/schemas/fields";
import { zoneLabel } from "#app/lib/format";
import { brokerEmptyLeg, createEmptyLeg, updateEmptyLeg, deleteEmptyLeg } from "./broker-empty-legs.server";

// ───────────── broker form posts (shared by /broker/empty-legs and its new/edit pages) ─────────────

/**
 * The guard for a broker's post: a signed-out visitor goes to /auth with the toast 'Oturum açmanız
 * gerekiyor.' (spec §8.4), everybody else through `requireBroker`.
 */
export async function requireBrokerForPost(request: Request, context: Readonly<RouterContextProvider>): Promise<BrokerUser> {
  const session = await getSessionUser(request);
  if (!session) {
    const t = getT(context);
    const target = requestedPath(request);
    throw await redirectWithToast(`/auth?redirectTo=${encodeURIComponent(target)}`, {
      type: "error",
      title: t("emptyLegs.toast.error"),
      description: t("emptyLegs.broker.toasts.signedOut"),
    });
  }
  return requireBroker(request);
}

type LegAirportsResolution = (
  | {
      ok: true;
      columns: Pick<EmptyLegInput, "departureAirport" | "arrivalAirport"> & { departureAirportCode: string; arrivalAirportCode: string };
    }
  | { ok: false; errors: Record<string, string[]> }
) & {
  /** the airports found, each on its own (their zones name the time fields even when the other end failed) */
  found: { departure: WorldAirport | null; arrival: WorldAirport | null };
};

/**
 * Resolves a leg form's two airport fields to real airports (decision 026): a code, a label this app wrote or a
 * single match is taken and stored as its readable label plus its code; several matches or none answer a field
 * error (the candidates are listed in it, so the form can be corrected without JavaScript).
 */
export async function resolveLegAirports(departure: string, arrival: string): Promise<LegAirportsResolution> {
  const [from, to] = await Promise.all([resolveAirport(departure), resolveAirport(arrival)]);
  const found = { departure: from.kind === "found" ? from.airport : null, arrival: to.kind === "found" ? to.airport : null };
  const errors: Record<string, string[]> = {};
  const check = (field: string, r: AirportResolution) => {
    if (r.kind === "unknown") errors[field] = ["emptyLegs.form.airportUnknown"];
    if (r.kind === "ambiguous") {
      errors[field] = [`emptyLegs.form.airportAmbiguous${AIRPORT_CHOICES_SEPARATOR}${r.candidates.map((c) => airportLabel(c)).join("; ")}`];
    }
  };
  check("departure_airport", from);
  check("arrival_airport", to);
  if (from.kind === "found" && to.kind === "found" && from.airport.code === to.airport.code) {
    errors.arrival_airport = ["emptyLegs.form.sameAirport"];
  }
  if (from.kind !== "found" || to.kind !== "found" || Object.keys(errors).length) return { ok: false, errors, found };
  return {
    ok: true,
    found,
    columns: {
      departureAirport: airportLabel(from.airport),
      arrivalAirport: airportLabel(to.airport),
      departureAirportCode: from.airport.code,
      arrivalAirportCode: to.airport.code,
    },
  };
}

/**
 * Handles intent=create|update|delete for the signed-in broker. A delete posted without `confirm=yes`
 * (the no-JS path) goes to the confirmation step `/broker/empty-legs?delete=<id>`.
 */
export async function brokerLegAction(input: {
  request: Request;
  context: Readonly<RouterContextProvider>;
  user: BrokerUser;
  form: FormData;
  /** the id from the URL on the edit page (wins over the form's `id`) */
  routeId?: string;
  /** the intent a page allows (the new page only creates, the edit page only updates or deletes) */
  allowed: ReadonlyArray<"create" | "update" | "delete">;
}) {
  const { context, user, form } = input;
  const t = getT(context);
  const ip = clientIp(context);
  const intent = String(form.get("intent") ?? "");
  const id = input.routeId ?? String(form.get("id") ?? "");
  const listPath = "/broker/empty-legs";
  if (!(input.allowed as readonly string[]).includes(intent)) badRequest();

  const refuse = (reason: "notFound" | "approved", failure: string) => {
    if (reason === "notFound") notFound("emptyLegs.broker.toasts.notFound");
    return redirectWithToast(listPath, {
      type: "error",
      title: t("emptyLegs.toast.error"),
      description: `${t(failure)} ${t("emptyLegs.broker.toasts.approvedLocked")}`,
    });
  };

  if (intent === "delete") {
    if (!isUuid(id)) return notFound("emptyLegs.broker.toasts.notFound");
    if (form.get("confirm") !== "yes") {
      // the no-JS confirmation step (JS asks in an AlertDialog and sends confirm=yes)
      const own = await brokerEmptyLeg(user, id);
      if (!own) return notFound("emptyLegs.broker.toasts.notFound");
      return redirect(`${listPath}?delete=${id}`);
    }
    const result = await deleteEmptyLeg({ user, id, ip });
    if (!result.ok) return refuse(result.reason, "emptyLegs.broker.toasts.deleteFailed");
    return redirectWithToast(listPath, {
      type: "success",
      title: t("emptyLegs.toast.success"),
      description: t("emptyLegs.broker.toasts.deleted"),
    });
  }

  const mode = intent as "create" | "update";
  if (mode === "update") {
    if (!isUuid(id)) return notFound("emptyLegs.broker.toasts.notFound");
    // refuse early (before validating) so a foreign or approved leg answers the same whatever was posted
    const own = await brokerEmptyLeg(user, id);
    if (!own) return notFound("emptyLegs.broker.toasts.notFound");
    if (own.approved) return refuse("approved", "emptyLegs.broker.toasts.saveFailed");
  }
  const submission = parseForm(form, { schema: emptyLegFormSchema });
  const locale = getLanguage(context);
  const failed = (fieldErrors: Record<string, string[]> | undefined, zones: LegFormActionData["zones"]) =>
    data<LegFormActionData>(
      {
        intent: mode,
        id: mode === "update" ? id : null,
        result: fieldErrors ? submission.reply({ fieldErrors }) : submission.reply(),
        formError: t("emptyLegs.broker.toasts.saveFailed"),
        zones,
      },
      { status: 400 },
    );
  if (submission.status !== "success") {
    // the airports' zones still name the time fields when other fields were refused
    const found = await resolveLegAirports(String(form.get("departure_airport") ?? ""), String(form.get("arrival_airport") ?? ""));
    return failed(undefined, {
      departure: fieldZone(found.found.departure, null, locale),
      arrival: fieldZone(found.found.arrival, null, locale),
    });
  }
  const airports = await resolveLegAirports(submission.value.departure_airport, submission.value.arrival_airport);
  // each time at its own airport (decision 043)
  const departureZone = fieldZone(airports.found.departure, null, locale);
  const arrivalZone = fieldZone(airports.found.arrival, null, locale);
  const times = readLegTimes(submission.value, { departure: departureZone, arrival: arrivalZone });
  const zones = {
    departure: zoneAt(departureZone, times.ok ? times.departure : null),
    arrival: zoneAt(arrivalZone, times.ok ? times.arrival : null),
  };
  if (!airports.ok || !times.ok) return failed({ ...(airports.ok ? {} : airports.errors), ...(times.ok ? {} : times.errors) }, zones);
  const value = { ...toEmptyLegInput(submission.value, times), ...airports.columns };
  // the schedule and the seats against the aircraft the leg names (decision 036)
  const aircraftErrors = await checkLegAircraft(value);
  if (Object.keys(aircraftErrors).length) return failed(aircraftErrors, zones);
  if (mode === "create") {
    await createEmptyLeg({ user, value, ip, baseUrl: publicBaseUrl() });
    return redirectWithToast(listPath, {
      type: "success",
      title: t("emptyLegs.toast.success"),
      description: t("emptyLegs.broker.toasts.created"),
    });
  }
  const result = await updateEmptyLeg({ user, id, value, ip });
  if (!result.ok) return refuse(result.reason, "emptyLegs.broker.toasts.saveFailed");
  return redirectWithToast(listPath, {
    type: "success",
    title: t("emptyLegs.toast.success"),
    description: t("emptyLegs.broker.toasts.updated"),
  });
}

/** A field's zone named at the instant typed (CET in January, CEST in July), or as it is now when none was read. */
function zoneAt(zone: LegFieldZone | null, at: Date | null): LegFieldZone | null {
  return zone && at ? { ...zone, zoneName: zoneLabel(at, zone.zone) } : zone;
}
