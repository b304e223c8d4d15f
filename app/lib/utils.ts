import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Merges class names, letting later Tailwind utilities override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * A component's own classes (`ui-*` in app.css, components layer) followed by the caller's utilities, which override
 * them by layer order rather than by merging (decision 029). Without caller classes, no merging at all.
 */
export function withClasses(base: string, className: string | undefined): string {
  return className ? cn(base, className) : base;
}
