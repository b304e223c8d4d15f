import { createInstance } from "i18next";
import { Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import tr from "#app/locales/tr";
import { TranslationContext } from "#app/lib/use-translation";
import { FilterSelect, ListFilters } from "./list-filters";
import { TableCell, TableRow } from "#app/components/ui/table";
import { AddLink, AdminListPage, CardListResults, ListResults, ListTable, rowStep, TitleCell } from "./list-page";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.init({ lng: "tr", resources: { tr: { translation: tr } }, interpolation: { escapeValue: false } });
});

function render(element: React.ReactElement) {
  const router = createMemoryRouter([{ path: "/admin/x", element }], { initialEntries: ["/admin/x"] });
  return renderToStaticMarkup(
    <TranslationContext.Provider value={{ t: i18n.t, i18n }}>
      <RouterProvider router={router} />
    </TranslationContext.Provider>,
  );
}

const row = (text: string) => (
  <tr>
    <td>{text}</td>
  </tr>
);

describe("ListTable", () => {
  it("hides a heading meant for screen readers only, and spans the empty row over the shown columns", () => {
    const html = render(
      <ListTable
        label="E-postalar"
        columns={["Alıcı", false, { label: "Deneme", className: "text-right" }, { label: "İşlemler", srOnly: true }]}
        empty="Kayıt yok"
        count={0}
      >
        {row("never shown")}
      </ListTable>,
    );
    expect(html).toMatch(/<th[^>]*><span class="sr-only">İşlemler<\/span><\/th>/);
    expect(html).toMatch(/<th[^>]*text-right[^>]*>Deneme<\/th>/);
    expect(html.match(/<th[ >]/g)).toHaveLength(3);
    expect(html).toMatch(/<td[^>]*colSpan="3"[^>]*>Kayıt yok<\/td>/i);
    expect(html).not.toContain("never shown");
  });

  it("shows its rows when it has some, and keeps an empty body when it names no empty text", () => {
    expect(
      render(
        <ListTable label="L" columns={["A"]} empty="Kayıt yok" count={1}>
          {row("bir")}
        </ListTable>,
      ),
    ).toContain("<td>bir</td>");
    const bare = render(
      <ListTable label="L" columns={["A"]} count={0}>
        {null}
      </ListTable>,
    );
    expect(bare).not.toContain("<td");
    expect(bare).toMatch(/<tbody[^>]*><\/tbody>/);
  });
});

describe("ListTable on a phone (rows as labelled cards)", () => {
  it("labels each cell of a row with its column's heading, skipping hidden columns and the screen-reader-only one", () => {
    const html = render(
      <ListTable label="Ödemeler" columns={["Tarih", false, "Tutar", "Durum", { label: "İşlemler", srOnly: true }]} count={1}>
        <TableRow>
          <TableCell>26.11.2026</TableCell>
          {null}
          <TableCell>€18.500,50</TableCell>
          <TableCell>Ödendi</TableCell>
          <TableCell>
            <button type="button">İade et</button>
          </TableCell>
        </TableRow>
      </ListTable>,
    );
    expect(html).toContain('<td class="ui-td" data-label="Tarih">26.11.2026</td>');
    expect(html).toContain('<td class="ui-td" data-label="Tutar">€18.500,50</td>');
    expect(html).toContain('<td class="ui-td" data-label="Durum">Ödendi</td>');
    // the actions' cell carries no label (its heading is for screen readers only)
    expect(html).toMatch(/<td class="ui-td"><button/);
    expect(html).toContain('class="w-full caption-bottom border-collapse text-sm ui-list-table"');
  });

  it("puts a row's step in a row of its own across every column, right under its row, or above the list", () => {
    const step = rowStep([{ id: "a" }, { id: "b" }], "b", <p>Silinsin mi?</p>);
    expect(step.above).toBeNull();
    expect(step.under("a")).toBeNull();
    const html = render(
      <ListTable label="L" columns={["A", "B", "C"]} count={2}>
        {["a", "b"].map((id) => (
          <Fragment key={id}>
            <TableRow data-id={id}>
              <TableCell>{id}</TableCell>
              <TableCell>-</TableCell>
              <TableCell>-</TableCell>
            </TableRow>
            {step.under(id)}
          </Fragment>
        ))}
      </ListTable>,
    );
    expect(html).toMatch(/<tr[^>]*data-id="b">.*?<\/tr><tr[^>]*><td[^>]*colSpan="3"[^>]*><p>Silinsin mi\?<\/p><\/td><\/tr><\/tbody>/);
    const elsewhere = rowStep([{ id: "a" }], "z", <p>Silinsin mi?</p>);
    expect(elsewhere.under("a")).toBeNull();
    expect(render(<>{elsewhere.above}</>)).toContain("Silinsin mi?");
  });
});

describe("ListResults", () => {
  const props = {
    total: "3 jet",
    label: "Jetler",
    columns: ["Jet", "Durum"],
    empty: "Jet yok",
    pageHref: (p: number) => `?page=${p}`,
  };
  const jetRow = (row: { id: string; name: string }) => (
    <TableRow data-jet-id={row.id}>
      <TableCell>{row.name}</TableCell>
      <TableCell>-</TableCell>
    </TableRow>
  );

  it("lists the page's rows, each followed by its open step, and counts them itself", () => {
    const rows = [
      { id: "a", name: "Phenom 300" },
      { id: "b", name: "Citation XLS" },
    ];
    const html = render(
      <ListResults {...props} list={{ rows, page: 1, pages: 1 }} step={rowStep(rows, "a", <p>Silinsin mi?</p>)}>
        {jetRow}
      </ListResults>,
    );
    expect(html).toMatch(/<p[^>]*aria-live="polite"[^>]*>3 jet<\/p>/);
    expect(html.match(/data-jet-id=/g)).toHaveLength(2);
    expect(html).toMatch(
      /data-jet-id="a">.*?<\/tr><tr[^>]*><td[^>]*colSpan="2"[^>]*><p>Silinsin mi\?<\/p><\/td><\/tr><tr[^>]*data-jet-id="b"/,
    );
    expect(html).not.toContain("Jet yok");
    // one page: no paging links
    expect(html).not.toContain("<nav");
  });

  it("says the list is empty when the page has no rows, and links the pages around the current one", () => {
    const html = render(
      <ListResults {...props} list={{ rows: [], page: 2, pages: 3 }}>
        {jetRow}
      </ListResults>,
    );
    expect(html).toMatch(/<td[^>]*colSpan="2"[^>]*>Jet yok<\/td>/i);
    expect(html).toContain('href="/admin/x?page=1"');
    expect(html).toContain('href="/admin/x?page=3"');
    expect(html).toContain("Sayfa 2 / 3");
  });
});

describe("CardListResults", () => {
  const props = { total: "2 yazışma", label: "Yazışmalar", empty: "Yazışma yok", pageHref: (p: number) => `?page=${p}` };
  const card = (row: { id: string; name: string }) => row.name;

  it("names its list of cards, an item for each row, and reads the count out when it changes", () => {
    const html = render(
      <CardListResults {...props} list={{ rows: [{ id: "1", name: "Ahmet" }], page: 1, pages: 1 }}>
        {card}
      </CardListResults>,
    );
    expect(html).toMatch(/<p[^>]*aria-live="polite"[^>]*>2 yazışma<\/p>/);
    expect(html).toMatch(/<ul aria-label="Yazışmalar"[^>]*><li>Ahmet<\/li><\/ul>/);
    expect(html).not.toContain("Yazışma yok");
  });

  it("says the list is empty instead of an empty list, and pages when there is more than one page", () => {
    const html = render(
      <CardListResults {...props} list={{ rows: [], page: 1, pages: 3 }}>
        {card}
      </CardListResults>,
    );
    expect(html).not.toContain("<ul");
    expect(html).toContain("Yazışma yok");
    expect(html).toContain('href="/admin/x?page=2"');
  });
});

describe("TitleCell", () => {
  it("puts the row's name over its muted detail, and leaves the detail out when there is none", () => {
    expect(render(<TitleCell title="Phenom 300" detail="TC-UFK" detailClassName="font-mono" />)).toBe(
      '<td class="ui-td"><div class="font-medium">Phenom 300</div><div class="text-xs text-muted-foreground font-mono">TC-UFK</div></td>',
    );
    expect(render(<TitleCell title="Phenom 300" />)).toBe('<td class="ui-td"><div class="font-medium">Phenom 300</div></td>');
  });
});

describe("AdminListPage and its header", () => {
  it("puts the tabs above the heading and the screen's own add icon in the add link", () => {
    const html = render(
      <AdminListPage
        tabs={<nav aria-label="Sekmeler" />}
        title="Kullanıcılar"
        actions={
          <AddLink to="?new=1" icon={<i data-icon="user" />}>
            Yeni
          </AddLink>
        }
      >
        <p>içerik</p>
      </AdminListPage>,
    );
    expect(html.indexOf('aria-label="Sekmeler"')).toBeLessThan(html.indexOf("<h1"));
    expect(html).toMatch(/<a[^>]*href="\/admin\/x\?new=1"[^>]*><i data-icon="user"><\/i>Yeni<\/a>/);
    expect(html).not.toContain("<svg");
  });
});

const filterProps = {
  label: "Filtreler",
  idPrefix: "outbox",
  q: "",
  searchLabel: "Ara",
  searchPlaceholder: "",
  filterLabel: "Filtrele",
  clearLabel: "Temizle",
  clearHref: "/admin/x",
  active: false,
};

describe("ListFilters", () => {
  const props = filterProps;

  it("caps the search at 100 characters unless the list reads a longer value", () => {
    expect(render(<ListFilters {...props} />)).toMatch(/id="outbox-q"[^>]*maxLength="100"/i);
    expect(render(<ListFilters {...props} maxLength={254} />)).toMatch(/id="outbox-q"[^>]*maxLength="254"/i);
  });
});

describe("FilterSelect", () => {
  const STATES = ["draft", "published"] as const;
  const LABELS = { draft: "Taslak", published: "Yayında" };
  const bar = { ...filterProps, idPrefix: "offers" };

  it("offers the empty choice first when the filter may be off, selected by a null value, its id from the bar's prefix", () => {
    const html = render(
      <ListFilters {...bar}>
        <FilterSelect label="Durum" name="state" value={null} all="Tüm durumlar" options={STATES} optionLabel={(s) => LABELS[s]} />
      </ListFilters>,
    );
    expect(html.match(/<option[^>]*>[^<]*<\/option>/g)).toEqual([
      '<option value="" selected="">Tüm durumlar</option>',
      '<option value="draft">Taslak</option>',
      '<option value="published">Yayında</option>',
    ]);
    expect(html).toMatch(/<label[^>]*for="offers-state"[^>]*>Durum/);
    expect(html).toMatch(/<select[^>]*id="offers-state"[^>]*name="state"/);
  });

  it("selects the chosen value, and has no empty choice when it always filters", () => {
    const html = render(
      <ListFilters {...bar}>
        <FilterSelect label="Sıra" name="sort" value="published" options={STATES} optionLabel={(s) => LABELS[s]} />
      </ListFilters>,
    );
    expect(html).not.toContain('<option value=""');
    expect(html).toContain('<option value="published" selected="">Yayında</option>');
  });
});
