import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { iconIds, iconSprite, ICONS_MODULE, SPRITE_FILE } from "../../scripts/build-icons";
import * as icons from "./icons";

const source = readFileSync(ICONS_MODULE, "utf8");
const sprite = readFileSync(SPRITE_FILE, "utf8");
const css = readFileSync(new URL("../app.css", import.meta.url), "utf8");

describe("sprite icons", () => {
  it("the committed sprite is exactly what scripts/build-icons.ts makes from the list in icons.tsx", async () => {
    expect(sprite).toBe(await iconSprite(iconIds(source)));
  });

  it("every exported icon points at a symbol of the sprite, and every symbol is used by one export", () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);
    const exported = Object.entries(icons).filter(([, value]) => typeof value === "function");
    expect(exported.length).toBe(symbols.length);
    for (const [name, Icon] of exported) {
      const html = renderToStaticMarkup(<Icon />);
      const id = /#([a-z0-9-]+)"/.exec(html)?.[1];
      expect(symbols, name).toContain(id);
    }
  });

  it("a symbol carries Lucide's shapes with their attributes but no React keys", () => {
    const eye = /<symbol id="eye" viewBox="0 0 24 24">(.*?)<\/symbol>/.exec(sprite)?.[1];
    expect(eye).toBe(
      '<path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0"/><circle cx="12" cy="12" r="3"/>',
    );
    expect(sprite).not.toContain(" key=");
  });

  it("an icon is hidden from assistive technology unless the caller names it", () => {
    expect(renderToStaticMarkup(<icons.Eye className="size-4" />)).toMatch(
      /^<svg class="lucide size-4" aria-hidden="true"><use href="[^"]*icons[^"#]*\.svg[^"#]*#eye"><\/use><\/svg>$/,
    );
    const named = renderToStaticMarkup(<icons.ArrowRight aria-label="→" />);
    expect(named).toContain('aria-label="→"');
    expect(named).not.toContain("aria-hidden");
    expect(renderToStaticMarkup(<icons.Plane role="img" />)).not.toContain("aria-hidden");
    // a caller may still pass aria-hidden itself, once
    expect(renderToStaticMarkup(<icons.Plane aria-hidden="true" />).match(/aria-hidden/g)).toHaveLength(1);
  });

  it("the page stylesheet gives icons Lucide's stroke and size in the base layer, so utilities override it", () => {
    const base = css.slice(css.indexOf("@layer base"), css.indexOf("@layer components"));
    const rule = /\.lucide\s*\{([^}]*)\}/.exec(base)?.[1] ?? "";
    for (const declaration of [
      "width: 24px",
      "height: 24px",
      "fill: none",
      "stroke: currentColor",
      "stroke-width: 2",
      "stroke-linecap: round",
      "stroke-linejoin: round",
    ]) {
      expect(rule).toContain(declaration);
    }
  });

  it("iconIds reads the ids in order and the generator refuses an unknown or repeated icon", async () => {
    expect(iconIds('a = spriteIcon("eye");\nb = spriteIcon("x");')).toEqual(["eye", "x"]);
    await expect(iconSprite(["eye", "eye"])).rejects.toThrow(/twice/);
    await expect(iconSprite(["no-such-icon-anywhere"])).rejects.toThrow();
  });
});
