import { createHash } from "node:crypto";

/**
 * A stable UUID (version 5 layout) for a demo row, derived from its kind and key. Every part of the demo data
 * (demo/) names its rows with it, and tests find demo rows by it.
 */
export function demoId(kind: string, key: string): string {
  const hex = createHash("sha1").update(`ufuk-jet-demo/${kind}/${key}`).digest("hex");
  const variant = ((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
