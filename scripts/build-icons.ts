/**
 * Builds app/components/icons.svg — one `<symbol>` per icon named by `spriteIcon("…")` in
 * app/components/icons.tsx, drawn from the `lucide-react` package's own icon data (ISC licence).
 *
 * Run: npx tsx scripts/build-icons.ts
 *
 * A symbol holds only the shapes. Stroke, fill and line caps are inherited from the `<svg>` that
 * uses it (the `.lucide` rule in app.css), so a page can still restyle an icon with a class.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
export const ICONS_MODULE = `${root}app/components/icons.tsx`;
export const SPRITE_FILE = `${root}app/components/icons.svg`;

type IconNode = [tag: string, attrs: Record<string, string | number>][];

/** The icon ids `icons.tsx` asks for, in its order. */
export function iconIds(source: string): string[] {
  return [...source.matchAll(/spriteIcon\("([a-z0-9-]+)"\)/g)].flatMap((m) => m[1] ?? []);
}

function escapeAttr(value: string | number): string {
  return String(value).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

async function iconNode(id: string): Promise<IconNode> {
  const mod = (await import(`lucide-react/dist/esm/icons/${id}.js`)) as { __iconNode?: IconNode };
  if (!mod.__iconNode) throw new Error(`lucide-react has no icon "${id}"`);
  return mod.__iconNode;
}

/** The sprite's text for these ids. */
export async function iconSprite(ids: string[]): Promise<string> {
  const unique = new Set(ids);
  if (unique.size !== ids.length) throw new Error("an icon is listed twice in icons.tsx");
  const symbols: string[] = [];
  for (const id of ids) {
    const shapes = (await iconNode(id)).map(([tag, attrs]) => {
      const text = Object.entries(attrs)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${kebab(key)}="${escapeAttr(value)}"`)
        .join("");
      return `<${tag}${text}/>`;
    });
    symbols.push(`<symbol id="${id}" viewBox="0 0 24 24">${shapes.join("")}</symbol>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const ids = iconIds(readFileSync(ICONS_MODULE, "utf8"));
  writeFileSync(SPRITE_FILE, await iconSprite(ids));
  console.log(`${SPRITE_FILE}: ${ids.length} icons`);
}
