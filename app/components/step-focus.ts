import * as React from "react";
import { useNavigate } from "react-router";

/**
 * Where the focus goes when a step opened in place (a confirmation, an add or edit panel, a dialog) closes — by its
 * cancel link, by Escape, or by its own form's answer: back to what opened it, never to <body> at the top of the
 * page. The trigger is, in this order, the element marked `data-dialog-opener="<opener>"` (looked up when the step
 * closes, since the list may have re-rendered), a link to the step's own address (`stepUrl`: the "düzenle" or
 * "ekle" link that opened it; the one that had the focus when several do), the element that had the focus when
 * the step opened (the link or button just pressed), or the page's <main>.
 */
export function focusOpener(key: string | null | undefined, trigger?: Element | null, stepUrl?: string) {
  const marked = key ? document.querySelector<HTMLElement>(`[data-dialog-opener="${CSS.escape(key)}"]`) : null;
  const pressed = trigger instanceof HTMLElement && trigger.isConnected && trigger !== document.body ? trigger : null;
  (marked ?? linkTo(stepUrl, pressed) ?? pressed ?? document.querySelector<HTMLElement>("main"))?.focus();
}

/** A link on the page to `url` (as its href is written), the `preferred` element when it is one. */
function linkTo(url: string | undefined, preferred: HTMLElement | null): HTMLElement | null {
  if (!url) return null;
  if (preferred instanceof HTMLAnchorElement && preferred.getAttribute("href") === url) return preferred;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[href]")) if (link.getAttribute("href") === url) return link;
  return null;
}

/** Whether the focus is on nothing (an element that was removed leaves it on <body>). */
function focusLost() {
  const active = document.activeElement;
  return !active || active === document.body;
}

/**
 * An in-place step (`?delete=<id>`, `?edit=<id>`, `?new=1`: a panel reached by a link or a redirect, so it works
 * without JavaScript). JavaScript only enhances it: the step takes the focus when it opens (`ref` on a focusable
 * container, `tabIndex={-1}`), Escape closes it like its close link (`onKeyDown`), and once it is gone a focus left
 * on nothing goes back to its trigger (see focusOpener). A focus the user moved elsewhere is left where it is.
 */
export function useStepFocus<T extends HTMLElement>({ opener, closeHref }: { opener?: string; closeHref: string }) {
  const ref = React.useRef<T>(null);
  const navigate = useNavigate();
  React.useEffect(() => {
    const trigger = document.activeElement;
    // the address that shows the step: a link to it is what opened it, even when the focus was not on that link
    // as the step mounted (a step that mounted again, a page loaded whole)
    const stepUrl = window.location.pathname + window.location.search;
    ref.current?.focus();
    return () => {
      // checked once the page has re-rendered: the step may unmount before or after its element leaves the page
      requestAnimationFrame(() => {
        if (focusLost()) focusOpener(opener, trigger, stepUrl);
      });
    };
  }, [opener]);
  const onKeyDown = (event: React.KeyboardEvent) => {
    // a control inside that handles Escape itself (a list box, a menu) keeps it
    if (event.key !== "Escape" || event.defaultPrevented) return;
    event.preventDefault();
    // the router settles its own navigation (errors go to the route's boundary); nothing waits for it here
    void navigate(closeHref, { preventScrollReset: true });
  };
  return { ref, onKeyDown };
}

type AutoFocusHandler = ((event: Event) => void) | undefined;

/**
 * For a Radix dialog's content: Radix gives the focus back to its Trigger only, so a dialog opened any other way (a
 * button whose click opens it, a link, a post) left the focus on <body>. This remembers what had the focus when the
 * dialog opened and gives it back when it closes, unless the screen handles the closing focus itself.
 */
export function useDialogReturnFocus(handlers: { onOpenAutoFocus?: AutoFocusHandler; onCloseAutoFocus?: AutoFocusHandler }) {
  const trigger = React.useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      trigger.current = document.activeElement;
      handlers.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      handlers.onCloseAutoFocus?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      focusOpener(null, trigger.current);
    },
  };
}
