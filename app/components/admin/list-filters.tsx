import { createContext, useContext, type ReactNode } from "react";
import { Form } from "react-router";
import { Link } from "#app/components/link";
import { Button, buttonVariants } from "#app/components/ui/button";
import { Field } from "#app/components/ui/field";
import { Input } from "#app/components/ui/input";
import { Select } from "#app/components/ui/select";

/** The filter bar's `idPrefix`, for the ids of its selects. */
const FilterIds = createContext("filter");

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
  /** makes the fields' ids unique on the page: `<idPrefix>-q`, and `<idPrefix>-<name>` for each FilterSelect */
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
      <FilterIds.Provider value={idPrefix}>{children}</FilterIds.Provider>
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

/**
 * One select of a filter bar: a choice for each of `options` (named by `optionLabel`), and first, when the filter may
 * be off, the empty choice `all` ("Tüm durumlar") that a `null` value selects.
 */
export function FilterSelect<Option extends string>({
  label,
  name,
  value,
  all,
  options,
  optionLabel,
  className = "w-48",
}: {
  label: string;
  /** the parameter's name; the select's id is the bar's `idPrefix` and this name */
  name: string;
  value: Option | null;
  /** the label of the empty choice (the list unfiltered); a select without it always filters */
  all?: string;
  options: readonly Option[];
  optionLabel: (option: Option) => string;
  className?: string;
}) {
  const id = `${useContext(FilterIds)}-${name}`;
  return (
    <Field label={label} htmlFor={id} className={className}>
      <Select
        id={id}
        name={name}
        defaultValue={value ?? ""}
        placeholder={all}
        options={options.map((option) => ({ value: option, label: optionLabel(option) }))}
      />
    </Field>
  );
}
