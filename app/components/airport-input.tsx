import { useEffect, useId, useRef, useState, type ComponentProps } from "react";
import { Input } from "#app/components/ui/input";
import { useHydrated } from "#app/lib/use-hydrated";

/** One suggestion of /api/airports. */
export interface AirportSuggestion {
  code: string;
  iata: string | null;
  name: string;
  city: string;
  country: string;
  /** the label the server stores ("Name (IATA)"), so a picked suggestion resolves at once */
  label: string;
  /** the airport's IANA zone (decision 043), so a form can say whose clock its times are on */
  timeZone: string;
}

/**
 * An airport text field (decision 026). Without JavaScript it is a plain field whose text the server resolves.
 * With JavaScript it suggests airports as you type — city, name, IATA or ICAO — through the browser's own
 * list (`<datalist>`: keyboard and screen readers handle it), fed by /api/airports; `onAirport` hears which
 * suggestion the text names (its zone labels the leg form's times).
 */
export function AirportInput({
  onAirport,
  ...props
}: ComponentProps<typeof Input> & {
  /** with JavaScript: the suggestion the text now names, or null when it names none of them */
  onAirport?: (airport: AirportSuggestion | null) => void;
}) {
  const hydrated = useHydrated();
  const listId = useId();
  const [options, setOptions] = useState<AirportSuggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      controller.current?.abort();
    },
    [],
  );
  // the text as last typed, to tell whether the suggestions that arrive still answer it
  const typed = useRef("");
  const lookUp = (text: string) => {
    clearTimeout(timer.current);
    const q = text.trim();
    const labelled = /\(([A-Z0-9]{3,4})\)$/.exec(q)?.[1];
    // a label this app wrote is looked up by its code, and only to learn its zone
    if (q.length < 2 || (labelled && !onAirport)) return;
    timer.current = setTimeout(() => {
      controller.current?.abort();
      controller.current = new AbortController();
      fetch(`/api/airports?q=${encodeURIComponent(labelled ?? q)}`, {
        signal: controller.current.signal,
        headers: { Accept: "application/json" },
      })
        .then((r) => (r.ok ? (r.json() as Promise<{ airports: AirportSuggestion[] }>) : { airports: [] }))
        .then((body) => {
          setOptions(body.airports);
          if (typed.current === text) onAirport?.(named(text, body.airports));
        })
        .catch(() => undefined);
    }, 200);
  };
  return (
    <>
      <Input
        {...props}
        list={hydrated ? listId : undefined}
        autoComplete="off"
        onChange={(event) => {
          props.onChange?.(event);
          const text = event.currentTarget.value;
          typed.current = text;
          const known = named(text, options);
          onAirport?.(known);
          if (!known) lookUp(text);
        }}
      />
      {hydrated ? (
        <datalist id={listId}>
          {options.map((a) => (
            <option key={a.code} value={a.label}>
              {[a.city, a.country].filter(Boolean).join(", ")}
            </option>
          ))}
        </datalist>
      ) : null}
    </>
  );
}

/** The suggestion a text names: its label, or its IATA or ICAO code as typed (what the server resolves alike). */
function named(text: string, options: AirportSuggestion[]): AirportSuggestion | null {
  const t = text.trim();
  const code = t.toUpperCase();
  return options.find((a) => a.label === t || a.iata === code || a.code === code) ?? null;
}
