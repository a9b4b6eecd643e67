import { useState, type ReactNode } from "react";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { MaskedInput } from "~/components/ui/masked-input";
import { RevealPassword } from "~/components/ui/reveal-password";
import { SelectRadio } from "~/components/ui/select-radio";
import type { FieldView } from "~/lib/application/step-view";

const INPUT =
  "h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink aria-invalid:border-bad";

/** Which dependent fields show, from the current trigger values (spec 4). */
export function isFieldShown(field: FieldView, values: Record<string, string | string[]>): boolean {
  if (!field.dependsOn) return true;
  const trigger = values[field.dependsOn.field];
  if (trigger === undefined) return false;
  const tokens = Array.isArray(trigger) ? trigger : [trigger];
  return tokens.some((t) => field.dependsOn!.values.includes(t));
}

function dependencyHint(field: FieldView, fields: FieldView[]): string | undefined {
  if (!field.dependsOn) return undefined;
  const trigger = fields.find((f) => f.name === field.dependsOn!.field);
  const answers = field.dependsOn.values
    .map((v) => trigger?.options?.find((o) => o.value === v)?.label ?? v)
    .join(" or ");
  return `Only if you answered "${answers}" to "${trigger?.label ?? field.dependsOn.field}".`;
}

export type StepFieldsProps = {
  fields: FieldView[];
  /** Trigger values as the borrower sets them; null shows every field (no JavaScript). */
  values: Record<string, string | string[]> | null;
  onValueChange?: (name: string, value: string | string[]) => void;
  /** Content placed right after a field (address suggestions). */
  after?: (field: FieldView) => ReactNode;
};

/**
 * The inputs of one step, by field kind, from the UI kit. With JavaScript a dependent field shows
 * only while its trigger has the right answer (its inputs are disabled when hidden, so they are
 * not sent); without JavaScript every field shows with a note saying when to answer it, and the
 * server ignores the ones that do not apply.
 */
export function StepFields({ fields, values, onValueChange, after }: StepFieldsProps) {
  return (
    <div className="grid gap-6">
      {fields.map((field) => {
        const shown = values === null || isFieldShown(field, values);
        const hint = values === null ? dependencyHint(field, fields) : undefined;
        return (
          <div
            key={field.name}
            hidden={!shown}
            data-field={field.name}
            data-depends-on={field.dependsOn?.field}
            data-depends-values={field.dependsOn?.values.join(" ")}
          >
            <FieldInput field={field} disabled={!shown} hint={hint} onValueChange={onValueChange} />
            {after?.(field)}
          </div>
        );
      })}
    </div>
  );
}

function FieldInput({
  field,
  disabled,
  hint,
  onValueChange,
}: {
  field: FieldView;
  disabled: boolean;
  hint?: string;
  onValueChange?: (name: string, value: string | string[]) => void;
}) {
  const value = typeof field.value === "string" ? field.value : undefined;
  const common = { name: field.name, disabled, autoComplete: field.autocomplete };

  if (field.kind === "radio") {
    return (
      <SelectRadio
        name={field.name}
        legend={field.label}
        hint={hint ?? field.help}
        options={field.options ?? []}
        defaultValue={value}
        required={field.required}
        error={field.error}
        columns={(field.options?.length ?? 0) > 3 ? 2 : 1}
        onChange={(v) => onValueChange?.(field.name, v)}
      />
    );
  }
  if (field.kind === "checkbox-group") {
    return (
      <CheckboxGroup field={field} disabled={disabled} hint={hint} onValueChange={onValueChange} />
    );
  }
  if (field.kind === "checkbox") {
    const id = `field-${field.name}`;
    const describedBy = describedByIds(
      id,
      Boolean(field.help || field.document),
      Boolean(field.error),
    );
    return (
      <div className="grid gap-1">
        <div className="flex items-start gap-3">
          <input
            type="checkbox"
            id={id}
            name={field.name}
            value="on"
            defaultChecked={value === "on"}
            disabled={disabled}
            required={field.required}
            aria-invalid={field.error ? true : undefined}
            aria-describedby={describedBy}
            className="mt-1 size-5 shrink-0 accent-accent"
            onChange={(e) => onValueChange?.(field.name, e.currentTarget.checked ? "on" : "")}
          />
          <label htmlFor={id} className="text-ink">
            {field.label}
            {field.required ? <span className="sr-only"> (required)</span> : null}
          </label>
        </div>
        {field.help || field.document ? (
          <p id={`${id}-hint`} className="ml-8 text-sm text-muted">
            {field.help}
            {field.help && field.document ? " " : null}
            {field.document ? (
              <a
                href={field.document.href}
                target="_blank"
                rel="noopener"
                className="text-accent underline"
              >
                {field.document.text}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            ) : null}
          </p>
        ) : null}
        {field.error ? (
          <p id={`${id}-error`} className="ml-8 text-sm font-medium text-bad">
            <span className="sr-only">Error: </span>
            {field.error}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <Field
      id={`field-${field.name}`}
      label={field.label}
      required={field.required}
      help={field.help}
      hint={hint ?? hintFor(field)}
      error={field.error}
    >
      {(props) => {
        switch (field.kind) {
          case "select":
          case "state":
            return (
              <select
                {...props}
                {...common}
                defaultValue={value ?? ""}
                className={INPUT}
                onChange={(e) => onValueChange?.(field.name, e.currentTarget.value)}
              >
                <option value="">Choose…</option>
                {(field.options ?? []).map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            );
          case "email":
            return (
              <input
                {...props}
                {...common}
                type="email"
                inputMode="email"
                defaultValue={value}
                maxLength={254}
                className={INPUT}
              />
            );
          case "text":
            return (
              <input
                {...props}
                {...common}
                type="text"
                defaultValue={value}
                maxLength={200}
                className={INPUT}
                onChange={(e) => onValueChange?.(field.name, e.currentTarget.value)}
              />
            );
          case "ssn":
            return (
              <div className="grid gap-1">
                <MaskedInput
                  {...props}
                  {...common}
                  mask="ssn"
                  type="password"
                  autoComplete="off"
                  defaultValue=""
                />
                <RevealPassword inputId={props.id} label="Show the number" />
              </div>
            );
          case "date":
            return (
              <div className="flex items-center gap-2">
                <MaskedInput
                  {...props}
                  {...common}
                  mask="date"
                  placeholder="MM/DD/YYYY"
                  defaultValue={value}
                />
                <DatePicker
                  inputId={props.id}
                  label={`Choose ${field.label.toLowerCase()} from a calendar`}
                />
              </div>
            );
          default:
            return (
              <MaskedInput
                {...props}
                {...common}
                mask={field.mask ?? maskFor(field)}
                defaultValue={value}
                before={field.kind === "money" ? "$" : undefined}
                after={field.kind === "percent" ? "%" : undefined}
                onChange={(text) => onValueChange?.(field.name, text)}
              />
            );
        }
      }}
    </Field>
  );
}

function maskFor(field: FieldView) {
  switch (field.kind) {
    case "money":
      return "money" as const;
    case "percent":
      return "percentage" as const;
    case "tel":
      return "phone" as const;
    case "zip":
      return "zip" as const;
    case "month-year":
      return "month-year" as const;
    case "name":
      return "name" as const;
    default:
      return "number" as const;
  }
}

function hintFor(field: FieldView): string | undefined {
  switch (field.kind) {
    case "date":
      return "MM/DD/YYYY";
    case "month-year":
      return "MM/YYYY";
    case "tel":
      return "10 digits, US number";
    case "ssn":
      return "9 digits. Encrypted as soon as it reaches us.";
    default:
      return undefined;
  }
}

function CheckboxGroup({
  field,
  disabled,
  hint,
  onValueChange,
}: {
  field: FieldView;
  disabled: boolean;
  hint?: string;
  onValueChange?: (name: string, value: string | string[]) => void;
}) {
  const initial = Array.isArray(field.value) ? field.value : field.value ? [field.value] : [];
  const [checked, setChecked] = useState<string[]>(initial);
  const id = `field-${field.name}`;
  const toggle = (option: string, on: boolean) => {
    let next = on ? [...checked, option] : checked.filter((v) => v !== option);
    // "I do not wish to provide" / "None" is chosen alone.
    if (on && field.exclusiveOption) {
      next =
        option === field.exclusiveOption
          ? [option]
          : next.filter((v) => v !== field.exclusiveOption);
    }
    setChecked(next);
    onValueChange?.(field.name, next);
  };
  const describedBy = describedByIds(id, Boolean(hint || field.help), Boolean(field.error));
  return (
    <fieldset className="m-0 min-w-0 border-0 p-0" aria-describedby={describedBy}>
      <legend className="mb-2 text-lg font-semibold text-ink">
        {field.label}
        {field.required ? <span className="sr-only"> (required)</span> : null}
      </legend>
      {hint || field.help ? (
        <p id={`${id}-hint`} className="-mt-1 mb-3 text-sm text-muted">
          {hint ?? field.help}
        </p>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {(field.options ?? []).map((option, index) => (
          <label
            key={option.value}
            htmlFor={`${id}-${index}`}
            className="flex min-h-12 cursor-pointer items-center gap-3 rounded-card border border-line bg-white px-4 py-2 has-checked:border-accent has-checked:bg-accent-soft"
          >
            <input
              type="checkbox"
              id={`${id}-${index}`}
              name={field.name}
              value={option.value}
              disabled={disabled}
              checked={checked.includes(option.value)}
              onChange={(e) => toggle(option.value, e.currentTarget.checked)}
              className="size-5 shrink-0 accent-accent"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {field.error ? (
        <p id={`${id}-error`} className="mt-2 text-sm font-medium text-bad">
          <span className="sr-only">Error: </span>
          {field.error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The ids of a control's hint (`{id}-hint`) and error (`{id}-error`) for aria-describedby. */
function describedByIds(id: string, hint: boolean, error: boolean): string | undefined {
  return (
    [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") ||
    undefined
  );
}
