import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./confirm-dialog";

const hydration = vi.hoisted(() => ({ hydrated: false }));
vi.mock("#app/lib/use-hydrated", () => ({ useHydrated: () => hydration.hydrated }));

afterEach(() => {
  hydration.hydrated = false;
});

function render(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/admin/x", element }], { initialEntries: ["/admin/x?tab=pending"] });
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

const dialog = (
  <ConfirmDialog
    intent="reject"
    id="leg-1"
    action="/admin/x"
    confirmed
    formClassName="inline"
    label="Reddet: IST → LHR"
    variant="destructive"
    title="Reddedilsin mi?"
    description="Bacak yayına çıkmaz."
    cancelLabel="Vazgeç"
    confirmLabel="Reddet"
  >
    Reddet
  </ConfirmDialog>
);

describe("ConfirmDialog", () => {
  it("without JavaScript is a form of its own that posts the intent unconfirmed, so the screen asks on its own page", () => {
    const html = render(dialog);
    expect(html).toMatch(/^<form class="inline"[^>]* action="\/admin\/x" method="post">/);
    expect(html).toContain('<input type="hidden" name="intent" value="reject"/>');
    expect(html).toContain('<input type="hidden" name="id" value="leg-1"/>');
    expect(html).not.toContain('name="confirm"');
    expect(html).toMatch(/<button [^>]*type="submit" aria-label="Reddet: IST → LHR">Reddet<\/button><\/form>$/);
  });

  it("with JavaScript is the dialog's trigger, a plain button named for the row that posts nothing itself", () => {
    hydration.hydrated = true;
    const html = render(dialog);
    expect(html).not.toContain("<form");
    expect(html).toMatch(/^<button [^>]*type="button"[^>]*aria-haspopup="dialog"[^>]*>Reddet<\/button>$/);
    expect(html).toContain('aria-label="Reddet: IST → LHR"');
    expect(html).toContain('aria-expanded="false"');
  });
});
