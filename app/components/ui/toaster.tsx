import * as React from "react";
import { CircleAlert, CircleCheck, Info, X } from "#app/components/icons";

import { cn } from "#app/lib/utils";
import { useHydrated } from "#app/lib/use-hydrated";

export type ToastType = "success" | "error" | "info";

export type ToastMessage = {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
};

/* ------------------------------------------------------------------------ */
/* Client-side emitter                                                       */
/* ------------------------------------------------------------------------ */

type ToastListener = (message: ToastMessage) => void;

const listeners = new Set<ToastListener>();
let clientToastCount = 0;

/**
 * Shows a toast from client code (no server round trip). Ignored during
 * server rendering and when no `Toaster` is mounted. Returns the toast id.
 */
export function showToast(message: Omit<ToastMessage, "id"> & { id?: string }): string {
  clientToastCount += 1;
  const toast: ToastMessage = {
    ...message,
    id: message.id ?? `client-${Date.now().toString(36)}-${clientToastCount}`,
  };
  for (const listener of listeners) listener(toast);
  return toast.id;
}

function subscribeToToasts(listener: ToastListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** `false` on the server and during hydration, `true` once JavaScript runs. */
/* ------------------------------------------------------------------------ */
/* Toaster                                                                   */
/* ------------------------------------------------------------------------ */

const toastStyles: Record<ToastType, { container: string; icon: string }> = {
  success: { container: "border-success/30 border-l-success", icon: "text-success" },
  error: {
    container: "border-destructive/40 border-l-destructive bg-destructive-soft",
    icon: "text-destructive",
  },
  info: { container: "border-info/30 border-l-info", icon: "text-info" },
};

const toastIcons: Record<ToastType, typeof Info> = {
  success: CircleCheck,
  error: CircleAlert,
  info: Info,
};

export type ToasterProps = {
  /** Flash message from the server (loader data), or null. */
  toast: ToastMessage | null;
  /** Auto-hide delay in milliseconds once JavaScript runs; paused on hover/focus. */
  duration?: number;
  /** Accessible name of the dismiss button. */
  closeLabel?: string;
  className?: string;
};

/**
 * Renders the current flash message as plain HTML in a fixed corner, so it is
 * visible without JavaScript. When JavaScript runs it can be dismissed, hides
 * itself after `duration`, reappears for every new `toast.id` and also shows
 * messages sent with `showToast()`.
 */
export function Toaster({ toast, duration = 6000, closeLabel = "Kapat", className }: ToasterProps) {
  const hydrated = useHydrated();
  const [current, setCurrent] = React.useState<ToastMessage | null>(toast);
  const [hiddenId, setHiddenId] = React.useState<string | null>(null);
  const [paused, setPaused] = React.useState(false);

  // A new server message replaces whatever is showing.
  const [serverId, setServerId] = React.useState<string | null>(toast?.id ?? null);
  const incomingId = toast?.id ?? null;
  if (incomingId !== serverId) {
    setServerId(incomingId);
    if (toast) {
      setCurrent(toast);
      setPaused(false);
    }
  }

  React.useEffect(
    () =>
      subscribeToToasts((message) => {
        setCurrent(message);
        setPaused(false);
      }),
    [],
  );

  const visible = current !== null && current.id !== hiddenId;
  const currentId = visible ? current.id : null;

  React.useEffect(() => {
    if (currentId === null || paused || duration <= 0 || !Number.isFinite(duration)) return;
    const timer = window.setTimeout(() => setHiddenId(currentId), duration);
    return () => window.clearTimeout(timer);
  }, [currentId, paused, duration]);

  const card =
    visible && current ? (
      <ToastCard key={current.id} toast={current} closeLabel={closeLabel} showClose={hydrated} onDismiss={() => setHiddenId(current.id)} />
    ) : null;
  const isError = current?.type === "error";

  return (
    <div
      data-slot="toaster"
      className={cn(
        "pointer-events-none fixed inset-x-4 bottom-4 z-[100] flex flex-col items-stretch gap-2",
        "sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96",
        className,
      )}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setPaused(false);
      }}
    >
      {/* Both live regions always exist so later messages are announced. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {isError ? null : card}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {isError ? card : null}
      </div>
    </div>
  );
}

type ToastCardProps = {
  toast: ToastMessage;
  closeLabel: string;
  showClose: boolean;
  onDismiss: () => void;
};

function ToastCard({ toast, closeLabel, showClose, onDismiss }: ToastCardProps) {
  const Icon = toastIcons[toast.type];
  const styles = toastStyles[toast.type];
  return (
    <div
      data-slot="toast"
      data-type={toast.type}
      className={cn(
        "pointer-events-auto flex w-full items-start gap-3 rounded-md border border-l-4 bg-card p-4 pr-3 text-card-foreground shadow-lg",
        "animate-toast-in",
        styles.container,
      )}
    >
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", styles.icon)} />
      <div className="min-w-0 flex-1">
        <p className="text-sm leading-snug font-semibold text-foreground">{toast.title}</p>
        {toast.description ? <p className="mt-1 text-sm text-muted-foreground">{toast.description}</p> : null}
      </div>
      {showClose ? (
        <button
          type="button"
          data-slot="toast-close"
          onClick={onDismiss}
          className={cn(
            "-mt-1 inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground",
            "transition-colors hover:bg-muted hover:text-foreground",
            "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          )}
        >
          <X aria-hidden="true" className="size-4" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      ) : null}
    </div>
  );
}
