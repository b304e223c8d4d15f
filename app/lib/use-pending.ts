import { useTranslation } from "#app/lib/use-translation";
import { useNavigation } from "react-router";
import type { AppLocale } from "#app/lib/format";

/**
 * True while a form post of this page is under way whose fields match `match` (e.g. `{ intent: "create" }`
 * or `{ intent: "approve", id: row.id }`); with no `match`, while any post is under way. Buttons show their
 * busy text and are disabled meanwhile.
 */
export function useIsPending(match: Record<string, string | null | undefined> = {}): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formData) return false;
  return Object.entries(match).every(([name, value]) => value === undefined || navigation.formData!.get(name) === value);
}

/** The value of `field` in the form post under way, or null when none is under way. */
export function usePendingField(field: string): string | null {
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formData) return null;
  const value = navigation.formData.get(field);
  return typeof value === "string" ? value : null;
}

/** The interface language as the formatting module names it. */
export function useLocale(): AppLocale {
  const { i18n } = useTranslation();
  return i18n.language === "en" ? "en" : "tr";
}
