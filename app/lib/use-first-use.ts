import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";

/** The name of the temporary button conform submits a field check with (`INTENT` in @conform-to/dom). */
const CONFORM_INTENT = "__intent__";

type Loaded<T> = { status: "ready"; value: T } | { status: "failed" };

const results = new Map<() => Promise<unknown>, Loaded<unknown>>();
const pending = new Map<() => Promise<unknown>, Promise<Loaded<unknown>>>();

function loadOnce<T>(load: () => Promise<T>): Promise<Loaded<T>> {
  let promise = pending.get(load) as Promise<Loaded<T>> | undefined;
  if (!promise) {
    promise = load().then(
      (value): Loaded<T> => ({ status: "ready", value }),
      (): Loaded<T> => ({ status: "failed" }),
    );
    void promise.then((result) => {
      // a failed download is tried again on the next use
      if (result.status === "failed") pending.delete(load);
      else results.set(load, result);
    });
    pending.set(load, promise);
  }
  return promise;
}

export interface FirstUseHandlers {
  onFocus: () => void;
  onPointerDown: () => void;
  onInput: () => void;
  onSubmitCapture: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form's client-side checks, loaded on the form's first use (decision 035): the public forms' checks (zod and
 * conform's zod parser, about 16 KB gzipped) would otherwise load with the page for every visitor who only reads
 * it. `load` must be a module-level function (it keys the cache).
 *
 * Returns what `load` resolved to (null until then) and the handlers to spread on the form: the first focus,
 * pointer press or input starts the download, and a submit that comes before the checks waits for them and is
 * then made again, so the browser still checks before anything is sent. Should the download fail, the submit
 * goes to the server, whose answer carries the same checks' messages (as without JavaScript).
 */
export function useLoadOnFirstUse<T>(load: () => Promise<T>): [T | null, FirstUseHandlers] {
  const [result, setResult] = useState(() => (results.get(load) as Loaded<T> | undefined) ?? null);
  const waitingSubmit = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const started = useRef(false);

  const start = useCallback(() => {
    const known = results.get(load) as Loaded<T> | undefined;
    if (known) setResult(known);
    else if (!started.current) {
      started.current = true;
      void loadOnce(load).then((loaded) => {
        started.current = false;
        setResult(loaded);
      });
    }
  }, [load]);

  const onSubmitCapture = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (result) return;
      event.preventDefault();
      event.stopPropagation();
      start();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      // conform checks a field on blur or input by a submit with its intent button: that check is skipped until
      // the checks are here; a real submit waits for them
      if ((submitter as HTMLButtonElement | null)?.name === CONFORM_INTENT) return;
      waitingSubmit.current = { form: event.currentTarget, submitter };
    },
    [result, start],
  );

  // the submit that waited, once the form has its checks (or has given up on them)
  useEffect(() => {
    const waiting = waitingSubmit.current;
    if (!result || !waiting) return;
    waitingSubmit.current = null;
    if (waiting.form.isConnected) waiting.form.requestSubmit(waiting.submitter?.isConnected ? waiting.submitter : null);
  }, [result]);

  return [result?.status === "ready" ? result.value : null, { onFocus: start, onPointerDown: start, onInput: start, onSubmitCapture }];
}
