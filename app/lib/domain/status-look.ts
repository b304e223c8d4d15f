/**
 * How a status looks wherever it is shown: its label (a translation key) and its badge tone. Each
 * `*-status.ts` module owns the look of its statuses; `components/status-badge.tsx` renders it.
 */
export type StatusTone = "default" | "secondary" | "outline" | "success" | "warning" | "destructive" | "info";

export interface StatusLook {
  labelKey: string;
  tone: StatusTone;
}

export type StatusLooks<S extends string> = Readonly<Record<S, StatusLook>>;
