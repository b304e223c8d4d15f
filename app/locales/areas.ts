import type { Translation } from "./tr";

/**
 * The browser's texts come in areas (decision 035): every page has the public sections; the pages under an area's
 * layout also have that area's own sections. The server always has every text.
 *
 * `app/locales/areas.test.ts` proves that every key a page can show is in the sections its area loads: it follows
 * the imports of each route module (server modules too, since their keys reach the browser as form errors and
 * error messages) and finds every string that is a key or a key prefix. A section a page newly needs is added to
 * its area here and to the area's two files in `./areas/`.
 */
export const TEXT_AREAS = ["public", "admin", "broker", "customer"] as const;
export type TextArea = (typeof TEXT_AREAS)[number];
/** An area with a layout of its own; the public texts are every page's. */
export type LayoutTextArea = Exclude<TextArea, "public">;

export type Section = keyof Translation;

export const AREA_SECTIONS = {
  public: [
    "brand",
    "common",
    "meta",
    "nav",
    "home",
    "errors",
    "validation",
    "auth",
    "site",
    "forms",
    "aircraft",
    "brokers",
    "legAlerts",
    "footer",
  ],
  admin: [
    "shell",
    "admin",
    "settings",
    "payments",
    "flights",
    "reservations",
    "customerRequests",
    "customers",
    "fleet",
    "reports",
    "brokerFlights",
    "brokerSyncRuns",
    "concierge",
    "offers",
    "membership",
    "customer",
    "myFlights",
    "wizard",
    "quotes",
    "emptyLegs",
    "status",
  ],
  broker: [
    "broker",
    "profile",
    "quotes",
    "emptyLegs",
    "reservations",
    "customerRequests",
    "brokerFlights",
    "brokerSyncRuns",
    "membership",
    "customer",
  ],
  customer: [
    "customer",
    "profile",
    "myFlights",
    "customerRequests",
    "wizard",
    "reservations",
    "fleet",
    "offers",
    "concierge",
    "membership",
    "quotes",
  ],
} as const satisfies Record<TextArea, readonly Section[]>;

/** The texts of one area, as its files in `./areas/` export them. */
export type AreaTexts<A extends TextArea> = Pick<Translation, (typeof AREA_SECTIONS)[A][number]>;

export function isTextArea(value: unknown): value is TextArea {
  return typeof value === "string" && (TEXT_AREAS as readonly string[]).includes(value);
}

/** A layout route's `handle`: the texts its pages need besides the public ones. */
export interface TextsHandle {
  texts?: LayoutTextArea;
}

/** The area of a page from its matched routes' handles (the deepest layout that names one). */
export function textAreaOf(handles: readonly unknown[]): LayoutTextArea | null {
  for (let i = handles.length - 1; i >= 0; i--) {
    const handle = handles[i];
    if (typeof handle === "object" && handle !== null && typeof (handle as TextsHandle).texts === "string") {
      return (handle as TextsHandle).texts ?? null;
    }
  }
  return null;
}
