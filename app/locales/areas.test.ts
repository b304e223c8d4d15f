import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import routes from "#app/routes";
import { AREA_SECTIONS, TEXT_AREAS, type Section, type TextArea } from "./areas";
import { loadTexts } from "./index";
import en from "./en";
import tr from "./tr";

/*
 * The proof that the browser never shows a raw key (decision 035). For each route, the modules it can run are its
 * own file, its layouts, root.tsx, entry.client.tsx and everything they import (relative and `#app/` imports,
 * static and dynamic, server modules included: their keys reach the browser as form errors, thrown messages and
 * action data). Every string literal and every template's fixed start in those modules that names a key, or a
 * group of keys, of the Turkish texts counts as a key the page may show, except the key of a t() call that runs on
 * the server (its text is made there, from every text). A page must find all of them in the public sections or in
 * those of the area its route or layout names.
 *
 * What this cannot see is a key built from a part that is not written out, e.g. t(`${name}.title`): a test below
 * refuses such keys, so every key has its section written in the code; another refuses a key in a t() call that
 * names no text at all.
 */

const APP = path.resolve(import.meta.dirname, "..");

function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith("#app/")) base = path.join(APP, specifier.slice("#app/".length));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** The texts themselves, and the generated database client, hold no key a page shows. */
const NOT_SCANNED = [path.join(APP, "locales") + path.sep, path.join(APP, "generated") + path.sep];

type Lookup = { kind: "text" | "group" } | null;

/** Every key name in the texts, at any depth (`title`, `errors`…), to tell `${x}.title` from `${a}.${b}`. */
const KEY_NAMES = new Set<string>();
(function collect(node: unknown) {
  if (typeof node !== "object" || node === null) return;
  for (const [name, value] of Object.entries(node)) {
    KEY_NAMES.add(name.replace(/_(one|other)$/, ""));
    collect(value);
  }
})(tr);

/** What a dotted path names in the Turkish texts: a text (also a plural's base key), a group of keys, or nothing. */
function lookUp(dotted: string): Lookup {
  const parts = dotted.split(".");
  let node: unknown = tr;
  for (const part of parts) {
    if (typeof node !== "object" || node === null || !Object.hasOwn(node, part)) {
      if (typeof node === "object" && node !== null && Object.hasOwn(node, `${part}_other`)) return { kind: "text" };
      return null;
    }
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? { kind: "text" } : { kind: "group" };
}

interface ModuleScan {
  imports: string[];
  /** section → one example key found in the module */
  sections: Map<Section, string>;
  /** keys built from a part that is not written out, with their line */
  unseenKeys: string[];
  /** keys written in a t() call that name no text, with their line */
  unknownKeys: string[];
}

const scans = new Map<string, ModuleScan>();

const isTranslateCall = (node: ts.CallExpression) => {
  const callee = node.expression;
  const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : "";
  return name === "t" || name === "exists";
};

function scanModule(file: string): ModuleScan {
  let scan = scans.get(file);
  if (!scan) {
    scan = scanSource(file, readFileSync(file, "utf8"));
    scans.set(file, scan);
  }
  return scan;
}

function scanSource(file: string, text: string): ModuleScan {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const imports: string[] = [];
  const sections = new Map<Section, string>();
  const unseenKeys: string[] = [];
  const unknownKeys: string[] = [];
  const line = (node: ts.Node) => `${path.relative(APP, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  /** A written key (`site.request.title`) or the fixed start of a built one (`site.request.errors.`, `site.`). */
  const note = (text: string, fixedStart: boolean) => {
    const dotted = fixedStart ? text.slice(0, Math.max(text.lastIndexOf("."), 0)) : text;
    const found = dotted ? lookUp(dotted) : null;
    // a whole section is never a text (`t("fleet")`), while its name is a common word ("status", "admin")
    if (!found || (!fixedStart && found.kind === "group" && !dotted.includes("."))) return false;
    const section = dotted.split(".")[0] as Section;
    if (!sections.has(section)) sections.set(section, text);
    return true;
  };

  // `const E = "fleet.errors"`, used as `${E}.registration`
  const constants = new Map<string, string>();
  const collectConstants = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      const value = ts.isAsExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (ts.isStringLiteralLike(value) && ts.getCombinedNodeFlags(node) & ts.NodeFlags.Const) constants.set(node.name.text, value.text);
    }
    ts.forEachChild(node, collectConstants);
  };
  collectConstants(source);

  /** A template's fixed start: its head, or a string constant it starts with and the text after that. */
  const fixedStartOf = (node: ts.TemplateExpression) => {
    const [first] = node.templateSpans;
    if (node.head.text === "" && first && ts.isIdentifier(first.expression) && constants.has(first.expression.text)) {
      return constants.get(first.expression.text)! + first.literal.text;
    }
    return node.head.text;
  };

  /**
   * Whether a t() call runs on the server: `getT(context)(…)`, a `t` that a surrounding function took from
   * getT(), or any `t` in a server module. Its text is made there from every text, so its key cannot show raw.
   */
  const serverModule = /\.server\.tsx?$/.test(file);
  const takesTFromGetT = (fn: ts.Node) => /\bconst t = getT\(/.test(fn.getText(source));
  const translatesOnServer = (call: ts.CallExpression) => {
    const callee = call.expression;
    if (ts.isCallExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === "getT") return true;
    if (!isTranslateCall(call) || (ts.isPropertyAccessExpression(callee) && callee.name.text !== "t")) return false;
    if (serverModule) return true;
    if (!ts.isIdentifier(callee)) return false;
    for (let scope: ts.Node | undefined = call.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope) && takesTFromGetT(scope)) return true;
    }
    return false;
  };

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTranslateCall(node) && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      const found = lookUp(node.arguments[0].text);
      const name = ts.isIdentifier(node.expression)
        ? node.expression.text
        : ts.isPropertyAccessExpression(node.expression)
          ? node.expression.name.text
          : "";
      if (!found || (name === "t" && found.kind !== "text")) unknownKeys.push(`${line(node)} ${node.arguments[0].getText(source)}`);
    }
    if (ts.isCallExpression(node) && node.arguments[0] && translatesOnServer(node)) {
      // the key itself is skipped; values may still hold keys (and are visited)
      const [key, ...rest] = node.arguments;
      visit(node.expression);
      if (!ts.isStringLiteralLike(key) && !ts.isTemplateExpression(key)) visit(key);
      else if (ts.isTemplateExpression(key)) key.templateSpans.forEach((span) => visit(span.expression));
      rest.forEach(visit);
      return;
    }
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      if (!typeOnly) imports.push(node.moduleSpecifier.text);
      return;
    }
    if (ts.isImportTypeNode(node)) return;
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) imports.push(specifier.text);
    }
    if (ts.isStringLiteralLike(node)) note(node.text, false);
    if (ts.isTemplateExpression(node)) {
      const fixedStart = fixedStartOf(node);
      const written = note(fixedStart, true);
      // `${x}.title` or a key with its start unwritten in a t() call: its section cannot be known here
      const after = /^\.([A-Za-z]\w*)/.exec(node.templateSpans[0]?.literal.text ?? "")?.[1];
      const keyShaped = fixedStart === "" && after !== undefined && KEY_NAMES.has(after);
      const inTranslateCall = ts.isCallExpression(node.parent) && isTranslateCall(node.parent) && node.parent.arguments[0] === node;
      if (!written && (keyShaped || inTranslateCall)) unseenKeys.push(`${line(node)} ${node.getText(source)}`);
    }
    if (ts.isCallExpression(node) && isTranslateCall(node)) {
      const [key] = node.arguments;
      if (key && ts.isBinaryExpression(key) && key.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        unseenKeys.push(`${line(node)} ${key.getText(source)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);

  return {
    imports: imports
      .map((specifier) => resolveImport(file, specifier))
      .filter((resolved): resolved is string => resolved !== null && !NOT_SCANNED.some((dir) => resolved.startsWith(dir))),
    sections,
    unseenKeys,
    unknownKeys,
  };
}

function reachable(entries: string[]): string[] {
  const seen = new Set<string>();
  const pending = [...entries];
  while (pending.length) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...scanModule(file).imports);
  }
  return [...seen];
}

type RouteEntry = { path?: string; file: string; children?: RouteEntry[] };

/** The area a route module names in its handle (`texts: "…"`), if any. */
const namedArea = (file: string) => /\btexts:\s*"(\w+)"/.exec(readFileSync(file, "utf8"))?.[1] as TextArea | undefined;

function allRoutes(entries: RouteEntry[]): RouteEntry[] {
  return entries.flatMap((entry) => [entry, ...allRoutes(entry.children ?? [])]);
}

/** Every page's modules, grouped by the area whose texts the browser has on it. */
function pagesByArea(): Array<{ route: string; area: TextArea; files: string[] }> {
  const shared = [path.join(APP, "root.tsx"), path.join(APP, "entry.client.tsx")];
  const pages: Array<{ route: string; area: TextArea; files: string[] }> = [];
  const walk = (entry: RouteEntry, inherited: TextArea, layouts: string[]) => {
    const file = path.join(APP, entry.file);
    const area = namedArea(file) ?? inherited;
    if (entry.children?.length) {
      for (const child of entry.children) walk(child, area, [...layouts, file]);
    } else if (/^export default\b/m.test(readFileSync(file, "utf8"))) {
      // a resource route (no component) renders nothing in the browser: its texts are made on the server
      pages.push({ route: entry.file, area, files: reachable([...shared, ...layouts, file]) });
    }
  };
  for (const entry of routes as RouteEntry[]) walk(entry, "public", []);
  return pages;
}

const pages = pagesByArea();

describe("texts by area", () => {
  it("each area's files hold exactly its sections, in both languages, with the texts of tr.ts and en.ts", async () => {
    for (const area of TEXT_AREAS) {
      for (const [lng, all] of [
        ["tr", tr],
        ["en", en],
      ] as const) {
        const texts = (await loadTexts(lng, area)) as Record<string, unknown>;
        expect(Object.keys(texts).sort(), `${area} ${lng}`).toEqual([...AREA_SECTIONS[area]].sort());
        for (const section of AREA_SECTIONS[area]) expect(texts[section], `${area} ${lng} ${section}`).toBe(all[section]);
      }
    }
  });

  it("an area's own sections are not public ones (the browser has those already)", () => {
    for (const area of TEXT_AREAS.filter((a) => a !== "public")) {
      const repeated = AREA_SECTIONS[area].filter((section) => (AREA_SECTIONS.public as readonly string[]).includes(section));
      expect(repeated, area).toEqual([]);
    }
  });

  it("every area layout names its texts, and every route that names an area loads it before it renders", () => {
    const layouts = (routes as RouteEntry[]).filter((entry) => entry.children?.length);
    expect(layouts.length).toBeGreaterThan(0);
    for (const layout of layouts) expect(namedArea(path.join(APP, layout.file)), layout.file).toBeDefined();
    const naming = allRoutes(routes as RouteEntry[]).filter((entry) => namedArea(path.join(APP, entry.file)));
    expect(naming.length).toBeGreaterThan(layouts.length);
    for (const entry of naming) {
      const source = readFileSync(path.join(APP, entry.file), "utf8");
      const area = namedArea(path.join(APP, entry.file));
      expect(
        TEXT_AREAS.filter((a) => a !== "public"),
        entry.file,
      ).toContain(area);
      expect(source, entry.file).toMatch(new RegExp(`export const clientMiddleware\\b[^;]*areaTexts\\("${area}"\\)`));
    }
  });

  it("finds the keys it has to find", () => {
    const home = pages.find((page) => page.route === "routes/public/home.tsx");
    const jets = pages.find((page) => page.route === "routes/admin/jets.tsx");
    const sectionsOf = (files: string[]) => new Set(files.flatMap((file) => [...scanModule(file).sections.keys()]));
    expect(home?.area).toBe("public");
    expect(jets?.area).toBe("admin");
    expect([...sectionsOf(home!.files)]).toEqual(expect.arrayContaining(["home", "site", "common", "errors", "validation"]));
    expect([...sectionsOf(jets!.files)]).toEqual(expect.arrayContaining(["fleet", "shell", "common"]));
    const probe = scanSource(
      path.join(APP, "probe.tsx"),
      [
        'const E = "fleet.errors";',
        'const a = <p title={t("home.cta")}>{t(`site.${page}.title`)}</p>;',
        'const b = [`${E}.registration`, "forms.summaryTitle", t(`errors.${kind}Text`)];',
        // an audit action and a whole section's name are not keys; a dotted number is not a built key
        'const c = ["broker.signup", "status", `${whole}.${fraction}`];',
      ].join("\n"),
    );
    expect([...probe.sections.keys()].sort()).toEqual(["errors", "fleet", "forms", "home", "site"]);
    expect(probe.unseenKeys).toEqual([]);
    const unseen = scanSource(path.join(APP, "probe.tsx"), 't(`${area}.title`); t(prefix + ".title"); const x = `${name}.subject`;');
    expect(unseen.unseenKeys).toHaveLength(3);
  });

  for (const area of TEXT_AREAS) {
    it(`every key a page of the ${area} area can show is in the texts the browser has there`, () => {
      const available = new Set<string>([...AREA_SECTIONS.public, ...AREA_SECTIONS[area]]);
      const missing: string[] = [];
      for (const page of pages.filter((p) => p.area === area)) {
        for (const file of page.files) {
          for (const [section, example] of scanModule(file).sections) {
            if (!available.has(section)) missing.push(`${page.route}: "${example}" (${path.relative(APP, file)})`);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it("an area carries no section that none of its pages uses", () => {
    for (const area of TEXT_AREAS) {
      const used = new Set(
        pages
          .filter((page) => (area === "public" ? true : page.area === area))
          .flatMap((page) => page.files.flatMap((file) => [...scanModule(file).sections.keys()])),
      );
      expect(
        AREA_SECTIONS[area].filter((section) => !used.has(section)),
        area,
      ).toEqual([]);
    }
  });

  it("every key written in a t() call names a text", () => {
    // the e-mails' t looks up the e-mail texts (app/locales/<lng>/emails.ts), not the pages'
    const otherTexts = ["server/platform/mail/texts.server.ts"];
    const unknown = [...new Set(pages.flatMap((page) => page.files))]
      .filter((file) => !otherTexts.includes(path.relative(APP, file)))
      .flatMap((file) => scanModule(file).unknownKeys);
    expect(unknown).toEqual([]);
  });

  it("every key is written with its section, so the scan above sees it", () => {
    const unseen = [...new Set(pages.flatMap((page) => page.files))].flatMap((file) => scanModule(file).unseenKeys);
    expect(unseen).toEqual([]);
  });
});
