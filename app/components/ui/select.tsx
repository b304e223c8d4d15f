import * as React from "react";
import { ChevronDown } from "#app/components/icons";

import { cn, withClasses } from "#app/lib/utils";

export type SelectOptionItem = {
  value: string;
  label: string;
  disabled?: boolean;
};

export type SelectOptionGroupItem = {
  label: string;
  options: readonly SelectOptionItem[];
  disabled?: boolean;
};

export type SelectProps = React.ComponentProps<"select"> & {
  /** Rendered as a first `<option value="">`; with `required` the browser rejects it. */
  placeholder?: string;
  /** Options and groups rendered before any `children`. */
  options?: readonly (SelectOptionItem | SelectOptionGroupItem)[];
  /** Class names for the wrapping element (layout, width). */
  wrapperClassName?: string;
};

function isGroup(item: SelectOptionItem | SelectOptionGroupItem): item is SelectOptionGroupItem {
  return "options" in item;
}

/**
 * Styled native `<select>`: keyboard, screen reader and mobile pickers come
 * from the browser, and it submits with plain HTML forms.
 * Accepts `<option>` / `<optgroup>` children (or `SelectOption` / `SelectGroup`).
 */
export function Select({ className, wrapperClassName, placeholder, options, children, multiple, size, ...props }: SelectProps) {
  const isList = Boolean(multiple) || (size !== undefined && size > 1);
  return (
    <div data-slot="select-wrapper" className={cn("relative w-full", wrapperClassName)}>
      <select
        data-slot="select"
        multiple={multiple}
        size={size}
        className={withClasses(isList ? "ui-control ui-select ui-select-list" : "ui-control ui-select ui-select-one", className)}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options?.map((item) =>
          isGroup(item) ? (
            <optgroup key={`group:${item.label}`} label={item.label} disabled={item.disabled}>
              {item.options.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
            </optgroup>
          ) : (
            <option key={item.value} value={item.value} disabled={item.disabled}>
              {item.label}
            </option>
          ),
        )}
        {children}
      </select>
      {isList ? null : <ChevronDown aria-hidden="true" className="ui-select-chevron" />}
    </div>
  );
}

export type SelectOptionProps = React.ComponentProps<"option">;

export function SelectOption(props: SelectOptionProps) {
  return <option data-slot="select-option" {...props} />;
}

export type SelectGroupProps = React.ComponentProps<"optgroup"> & { label: string };

export function SelectGroup(props: SelectGroupProps) {
  return <optgroup data-slot="select-group" {...props} />;
}
