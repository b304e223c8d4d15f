import type { ReactNode } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";

/**
 * The filter bar of a staff list: a GET form (works without JavaScript) with a search field, the list's own
 * filters (`children`, usually `FilterSelect`s), "Filter", a "Clear" link while a filter is on, and the list's
 * own actions (exports) after them. Search values are capped at 100 characters, as the lists' parsers cap them,
 * unless the list reads a longer one (`maxLength`, e.g. a whole e-mail address).
 */
export function ListFilters({
  label,
  idPrefix,
  q,
  maxLength = 100,
  searchLabel,
  searchPlaceholder,
  filterLabel,
  clearLabel,
  clearHref,
  active,
  hidden,
  children,
  actions,
}: {
  /** the form's accessible name */
  label: string;
  /** makes the fields' ids unique on the page: `<idPrefix>-q`, … */
  idPrefix: string;
  q: string;
  /** the search value's cap, as the list's parser cuts it */
  maxLength?: number;
  searchLabel: string;
  searchPlaceholder: string;
  filterLabel: string;
  clearLabel: string;
  clearHref: string;
  /** whether any filter is on (the "Clear" link is shown then) */
  active: boolean;
  /** values the form carries unchanged (a tab, a parent id) */
  hidden?: Record<string, string | null | undefined>;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={label} className="flex flex-wrap items-end gap-3">
      {Object.entries(hidden ?? {}).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <Field label={searchLabel} htmlFor={`${idPrefix}-q`} className="min-w-60 flex-1">
        <Input id={`${idPrefix}-q`} type="search" name="q" defaultValue={q} placeholder={searchPlaceholder} maxLength={maxLength} />
      </Field>
      {children}
      <Button type="submit" variant="secondary">
        {filterLabel}
      </Button>
      {active ? (
        <Link to={clearHref} className={buttonVariants({ variant: "ghost" })}>
          {clearLabel}
        </Link>
      ) : null}
      {actions}
    </Form>
  );
}

/** One select of a filter bar; the empty value means "all". */
export function FilterSelect({
  id,
  label,
  name,
  value,
  options,
  className = "w-48",
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  options: { value: string; label: string }[];
  className?: string;
}) {
  return (
    <Field label={label} htmlFor={id} className={className}>
      <Select id={id} name={name} defaultValue={value} options={options} />
    </Field>
  );
}
