import routes from "../../app/routes";

export interface FlatRoute {
  /** the route id React Router uses (explicit id, or the file without its extension) */
  id: string;
  /** full URL pattern, e.g. /admin/settings */
  pattern: string;
  file: string;
  index: boolean;
  layout: boolean;
}

type Entry = { id?: string; path?: string; index?: boolean; file: string; children?: Entry[] };

function join(base: string, path?: string) {
  if (!path) return base || "/";
  return `${base.replace(/\/$/, "")}/${path}`.replace(/\/+/g, "/");
}

/** Every route of app/routes.ts, flattened with full paths. */
export function flatRoutes(): FlatRoute[] {
  const out: FlatRoute[] = [];
  const walk = (entries: Entry[], base: string) => {
    for (const e of entries) {
      const pattern = e.index ? base || "/" : join(base, e.path);
      out.push({
        id: e.id ?? e.file.replace(/\.(tsx?|jsx?)$/, ""),
        pattern,
        file: e.file,
        index: !!e.index,
        layout: !!e.children?.length,
      });
      if (e.children) walk(e.children, pattern === "/" ? "" : pattern);
    }
  };
  walk(routes as Entry[], "");
  return out;
}
