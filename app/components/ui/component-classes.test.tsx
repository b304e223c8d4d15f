import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BADGE_VARIANTS, badgeVariants } from "./badge";
import { BUTTON_SIZES, BUTTON_VARIANTS, buttonVariants } from "./button";
import { Input } from "./input";
import { Select } from "./select";
import { Textarea } from "./textarea";
import { withClasses } from "#app/lib/utils";

const css = readFileSync(new URL("../../app.css", import.meta.url), "utf8");
const defined = (name: string) => new RegExp(`\\.${name}\\s*\\{`).test(css);
const classesOf = (value: string) => value.split(/\s+/).filter(Boolean);

describe("component classes of buttons and badges", () => {
  it("every button variant and size has its class in app.css", () => {
    expect(defined("ui-btn")).toBe(true);
    for (const variant of BUTTON_VARIANTS) expect(defined(`ui-btn-${variant}`), variant).toBe(true);
    for (const size of BUTTON_SIZES) expect(defined(`ui-btn-${size === "default" ? "md" : size}`), size).toBe(true);
  });

  it("a button's classes name its variant and size, with the defaults when none is given", () => {
    expect(classesOf(buttonVariants())).toEqual(["ui-btn", "ui-btn-default", "ui-btn-md"]);
    expect(classesOf(buttonVariants({ variant: "outline", size: "sm" }))).toEqual(["ui-btn", "ui-btn-outline", "ui-btn-sm"]);
    expect(classesOf(buttonVariants({ variant: null, size: "default" }))).toEqual(["ui-btn", "ui-btn-default", "ui-btn-md"]);
    // a caller's utilities come after the component classes
    expect(classesOf(buttonVariants({ size: "lg", className: "w-full self-start" }))).toEqual([
      "ui-btn",
      "ui-btn-default",
      "ui-btn-lg",
      "w-full",
      "self-start",
    ]);
  });

  it("one size per button: the link variant's own box rule comes after the sizes", () => {
    const sizes = css.indexOf(".ui-btn-icon");
    const linkRules = [...css.matchAll(/\.ui-btn-link\s*\{/g)].map((m) => m.index);
    expect(sizes).toBeGreaterThan(0);
    expect(linkRules.some((index) => index > sizes)).toBe(true);
  });

  it("every badge variant has its class in app.css", () => {
    expect(defined("ui-badge")).toBe(true);
    for (const variant of BADGE_VARIANTS) expect(defined(`ui-badge-${variant}`), variant).toBe(true);
    expect(classesOf(badgeVariants({ variant: "success" }))).toEqual(["ui-badge", "ui-badge-success"]);
    expect(classesOf(badgeVariants())).toEqual(["ui-badge", "ui-badge-default"]);
  });

  it("the table cells and sidebar items the lists repeat have theirs", () => {
    for (const name of ["ui-tr", "ui-th", "ui-td", "ui-nav-item"]) expect(defined(name), name).toBe(true);
  });

  it("form controls, the submit switch and cards have theirs; the select's forced-colours padding after its sizes", () => {
    for (const name of [
      "ui-control",
      "ui-input",
      "ui-textarea",
      "ui-select",
      "ui-select-one",
      "ui-select-list",
      "ui-select-chevron",
      "ui-switch",
      "ui-switch-thumb",
      "ui-card",
      "ui-card-header",
      "ui-card-title",
      "ui-card-description",
      "ui-card-action",
      "ui-card-content",
      "ui-card-footer",
    ]) {
      expect(defined(name), name).toBe(true);
    }
    expect(css.search(/\.ui-select\s*\{/)).toBeGreaterThan(css.search(/\.ui-select-one\s*\{/));
  });

  it("controls render their component classes, then the caller's utilities", () => {
    expect(renderToStaticMarkup(<Input name="q" />)).toContain('class="ui-control ui-input"');
    expect(renderToStaticMarkup(<Input name="q" className="h-9 pl-9" />)).toContain('class="ui-control ui-input h-9 pl-9"');
    expect(renderToStaticMarkup(<Textarea name="n" />)).toContain('class="ui-control ui-textarea"');
    const select = renderToStaticMarkup(<Select name="s" options={[{ value: "a", label: "A" }]} />);
    expect(select).toContain('class="ui-control ui-select ui-select-one"');
    expect(select).toContain('class="lucide ui-select-chevron"');
    const list = renderToStaticMarkup(<Select name="s" multiple options={[{ value: "a", label: "A" }]} />);
    expect(list).toContain('class="ui-control ui-select ui-select-list"');
    expect(list).not.toContain("ui-select-chevron");
  });

  it("withClasses keeps a component's classes as they are and merges only the caller's utilities", () => {
    expect(withClasses("ui-td", undefined)).toBe("ui-td");
    expect(withClasses("ui-td", "")).toBe("ui-td");
    expect(withClasses("ui-td", "text-right p-2 p-4")).toBe("ui-td text-right p-4");
  });
});
