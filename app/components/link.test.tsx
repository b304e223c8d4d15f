import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { Link, routerTakesClick } from "./link";

function render(element: React.ReactElement, at = "/admin/jets?q=a") {
  const router = createMemoryRouter([{ path: "/admin/jets", element }], { initialEntries: [at] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("Link", () => {
  it("is a plain anchor for an absolute path with nothing else to do", () => {
    expect(render(<Link to="/admin/jets?view=7" className="ui-btn" aria-label="Gör" />)).toBe(
      '<a href="/admin/jets?view=7" data-navigate="" class="ui-btn" aria-label="Gör"></a>',
    );
  });

  it("is React Router's link when the router has something to do", () => {
    // a click handler, a reload, a state, a target: the router's own link
    for (const props of [{ onClick: () => undefined }, { reloadDocument: true }, { state: { from: "x" } }, { target: "_blank" }]) {
      const html = render(<Link to="/admin/jets?view=7" {...props} />);
      expect(html, JSON.stringify(Object.keys(props))).toContain('href="/admin/jets?view=7"');
      expect(html).not.toContain("data-navigate");
    }
    // a relative address is resolved by the router against the page
    expect(render(<Link to="?view=7" />)).toMatch(/^<a href="\/admin\/jets\?view=7"[^>]*><\/a>$/);
    // a protocol-relative address is another site
    expect(render(<Link to="//example.com/x" />)).not.toContain("data-navigate");
  });

  it("ignores router props given as undefined", () => {
    expect(render(<Link to="/x" onClick={undefined} replace={undefined} />)).toBe('<a href="/x" data-navigate=""></a>');
  });
});

describe("routerTakesClick", () => {
  const origin = "https://ufukjet.test";
  const click = (over: Partial<MouseEvent> = {}) =>
    ({ defaultPrevented: false, button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, ...over }) as MouseEvent;
  const anchor = (href: string, attrs: Record<string, string> = {}) =>
    ({ href, target: attrs.target ?? "", hasAttribute: (name: string) => name in attrs }) as unknown as HTMLAnchorElement;

  it("takes a plain left click on a link of this site", () => {
    expect(routerTakesClick(click(), anchor(`${origin}/admin/jets?view=7`), origin)).toBe(true);
    expect(routerTakesClick(click(), anchor(`${origin}/x`, { target: "_self" }), origin)).toBe(true);
  });

  it("leaves the browser anything else: modifier keys, other buttons, handled clicks, new tabs, downloads, other sites", () => {
    for (const over of [
      { metaKey: true },
      { ctrlKey: true },
      { shiftKey: true },
      { altKey: true },
      { button: 1 },
      { defaultPrevented: true },
    ]) {
      expect(routerTakesClick(click(over), anchor(`${origin}/x`), origin), JSON.stringify(over)).toBe(false);
    }
    expect(routerTakesClick(click(), anchor(`${origin}/x`, { target: "_blank" }), origin)).toBe(false);
    expect(routerTakesClick(click(), anchor(`${origin}/rapor.csv`, { download: "" }), origin)).toBe(false);
    expect(routerTakesClick(click(), anchor("https://example.com/x"), origin)).toBe(false);
  });
});
