import { useEffect } from "react";
import { Link as RouterLink, useNavigate, type LinkProps } from "react-router";

/**
 * The app's link (decision 033). A link to an absolute path with nothing else to do (no `onClick`, state, replace,
 * reload, prefetch, target…) is a plain `<a data-navigate>`: React Router's `Link` runs a dozen hooks per link
 * (15 µs on the server; a list page has 50–70 links), and an `<a>` needs none. With JavaScript, the one click
 * handler of `useLinkNavigation` (installed by the root) sends such clicks through the router, as `Link` did;
 * without it, or before hydration, the browser follows the link. Anything else is React Router's `Link`.
 */
export function Link(props: LinkProps) {
  const { to, ...rest } = props;
  if (typeof to === "string" && to.startsWith("/") && !to.startsWith("//") && isPlain(rest)) {
    return <a href={to} data-navigate="" {...(rest as Record<string, unknown>)} />;
  }
  return <RouterLink {...props} />;
}

const ROUTER_ONLY = new Set([
  "onClick",
  "state",
  "replace",
  "preventScrollReset",
  "reloadDocument",
  "prefetch",
  "viewTransition",
  "relative",
  "target",
  "discover",
  "mask",
  "defaultShouldRevalidate",
  "ref",
]);

function isPlain(rest: object): boolean {
  for (const [key, value] of Object.entries(rest)) if (value !== undefined && ROUTER_ONLY.has(key)) return false;
  return true;
}

/** Whether a click on this anchor is one the router should take over (what React Router's `Link` checks). */
export function routerTakesClick(event: MouseEvent, anchor: HTMLAnchorElement, origin: string): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return false;
  if ((anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return false;
  return new URL(anchor.href, origin).origin === origin;
}

/**
 * The click handler behind the plain links: a left click without modifier keys on an `<a data-navigate>` of this
 * origin becomes a client navigation (replacing the entry when it leads to the page already shown, as `Link` does).
 * It listens on the document, after React's own handlers, so a handler that prevents the default still wins.
 */
export function useLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      const anchor = event.target instanceof Element ? event.target.closest("a[data-navigate]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || !routerTakesClick(event, anchor, window.location.origin)) return;
      event.preventDefault();
      const url = new URL(anchor.href);
      const to = url.pathname + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      void navigate(to, { replace: to === here });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
