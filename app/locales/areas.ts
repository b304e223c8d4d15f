import type { Translation } from "./tr";

/**
 * The browser's texts come in areas (decision 035): every page has the public sections; a page also has the
 * sections of the area its route, or its layout, names in its `handle` (`texts`) and loads in its
 * `clientMiddleware` (`areaTexts`): the sign-in pages, the empty-leg pages, the legal texts, and the admin, broker
 * and customer areas. The server always has every text.
 *
 * `app/locales/areas.test.ts` proves that every key a page can show is in the sections its area loads: it follows
 * the imports of each route module (server modules too, since their keys reach the browser as form errors and
 * error messages) and finds every string that is a key or a key prefix. A section a page newly needs is added to
 * its area here and to the area's two files in `./areas/`.
 */
export const TEXT_AREAS = ["public", "auth", "legs", "legal", "admin", "broker", "customer"] as const;
export type TextArea = (typeof TEXT_AREAS)[number];
/** An area a route names; the public texts are every page's. */
export type RouteTextArea = Exclude<TextArea, "public">;

export type Section = keyof Translation;

export const AREA_SECTIONS = {
  public: ["brand", "common", "nav", "home", "errors", "validation", "site", "forms", "footer"],
  auth: ["auth", "brokers", "offerLink", "consent"],
  legs: ["legAlerts", "aircraft"],
  legal: ["legal", "consent"],
  admin: [
    "status",
    "auth",
    "shell",
    "quotes",
    "emptyLegs",
    "admin",
    "customer",
    "settings",
    "payments",
    "flights",
    "aircraft",
    "reservations",
    "customerRequests",
    "customers",
    "wizard",
    "fleet",
    "myFlights",
    "manifest",
    "dataRights",
    "reports",
    "brokers",
    "brokerFlights",
    "offers",
    "concierge",
    "legAlerts",
    "brokerSyncRuns",
    "membership",
  ],
  broker: ["quotes", "emptyLegs", "broker", "customer", "profile", "aircraft", "legAlerts"],
  customer: [
    "quotes",
    "customer",
    "profile",
    "aircraft",
    "reservations",
    "customerRequests",
    "wizard",
    "fleet",
    "myFlights",
    "manifest",
    "dataRights",
    "offers",
    "concierge",
    "legAlerts",
    "membership",
    "status",
    // a cancellation settles its refunds through the refund ledger, whose refusals are payment texts
    "payments",
    "consent",
  ],
} as const satisfies Record<TextArea, readonly Section[]>;

/** The texts of one area, as its files in `./areas/` export them. */
export type AreaTexts<A extends TextArea> = Pick<Translation, (typeof AREA_SECTIONS)[A][number]>;

export function isTextArea(value: unknown): value is TextArea {
  return typeof value === "string" && (TEXT_AREAS as readonly string[]).includes(value);
}

/** A route's `handle`: the texts its pages (its own, or its children's for a layout) need besides the public ones. */
export interface TextsHandle {
  texts?: RouteTextArea;
}

/** The area of a page from its matched routes' handles (the deepest route that names one). */
export function textAreaOf(handles: readonly unknown[]): RouteTextArea | null {
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i];
    if (typeof handle === "object" && handle !== null && typeof (handle as TextsHandle).texts === "string") {
      return (handle as TextsHandle).texts ?? null;
    }
  }
  return null;
}
