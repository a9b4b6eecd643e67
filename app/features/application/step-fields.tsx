import { useState, type ReactNode } from "react";
import { DatePicker } from "~/components/ui/date-picker";
import { Field } from "~/components/ui/field";
import { MaskedInput } from "~/components/ui/masked-input";
import { RevealPassword } from "~/components/ui/reveal-password";
import { RadioSubmit } from "~/components/ui/radio-submit";
import { SelectRadio } from "~/components/ui/select-radio";
import type { FieldView } from "~/lib/application/step-view";

const INPUT =
  "h-11 w-full rounded-lg border border-line bg-white px-3 text-base text-ink aria-invalid:border-bad";

/**
 * Which dependent fields show, from the current trigger values (spec 4). A trigger that is itself
 * hidden counts as unanswered (as on the server, engine.ts `visibleFields`): "No" to "Do you own
 * any real estate?" hides the mortgages too, whatever "Is there a mortgage on it?" said before.
 */
export function isFieldShown(
  field: FieldView,
  values: Record<string, string | string[]>,
  fields: readonly FieldView[] = [],
): boolean {
  if (!field.dependsOn) return true;
  const trigger = values[field.dependsOn.field];
  if (trigger === undefined) return false;
  const triggerField = fields.find((f) => f.name === field.dependsOn!.field);
  if (triggerField && triggerField !== field && !isFieldShown(triggerField, values, fields)) {
    return false;
  }
  const tokens = Array.isArray(trigger) ? trigger : [trigger];
  return tokens.some((t) => field.dependsOn!.values.includes(t));
}

/**
 * The names of the fields that show, in step order: as on the server (engine.ts `visibleFields`),
 * a field whose trigger is itself hidden is hidden, whatever that trigger still holds (a race's
 * "Other Asian" text once "Asian" is unticked).
 */
export function shownFieldNames(
  fields: readonly FieldView[],
  values: Record<string, string | string[]>,
): Set<string> {
  const shown = new Set<string>();
  for (const field of fields) {
    const triggerShown = !field.dependsOn || shown.has(field.dependsOn.field);
    if (triggerShown && isFieldShown(field, values)) shown.add(field.name);
  }
  return shown;
}

/** The answers that show or hide dependent fields: choices and text, never a group. */
export function triggerValues(fields: FieldView[]): Record<string, string | string[]> {
  const values: Record<string, string | string[]> = {};
  for (const f of fields) {
    if (typeof f.value === "string") values[f.name] = f.value;
    else if (Array.isArray(f.value) && f.value.every((v) => typeof v === "string"))
      values[f.name] = f.value as string[];
  }
  return values;
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
  /**
   * The page will run the step's script (values is null only until it hydrates): a dependent
   * field that the saved answers hide is marked `data-js-hidden`, which app.css hides unless
   * scripting is off (the `<noscript>` style of app/root.tsx). The server's HTML then looks as
   * the hydrated step does, so nothing below it moves when the script takes over (issue 19: the
   * footer moved, CLS 0.164), and a page without JavaScript still shows every field.
   */
  scripted?: boolean;
  onValueChange?: (name: string, value: string | string[]) => void;
  /** Content placed right after a field (address suggestions). */
  after?: (field: FieldView) => ReactNode;
};

/**
 * The inputs of one step, by field kind, from the UI kit. With JavaScript a dependent field shows
 * only while its trigger has the right answer (its inputs are disabled when hidden, so they are
 * not sent); without JavaScript every field shows with a note saying when to answer it, and the
 * server ignores the ones that do not apply (see `scripted` for the page before it hydrates).
 */
export function StepFields({
  fields,
  values,
  scripted = false,
  onValueChange,
  after,
}: StepFieldsProps) {
  const saved = scripted && values === null ? triggerValues(fields) : null;
  const shownNames = values === null ? null : shownFieldNames(fields, values);
  const savedShown = saved === null ? null : shownFieldNames(fields, saved);
  return (
    <div className="grid gap-6">
      {fields.map((field) => {
        const shown = shownNames === null || shownNames.has(field.name);
        const jsHidden = savedShown !== null && !savedShown.has(field.name);
        // The "only if" note is for a page without JavaScript; on a scripted page it stays only
        // on fields that are hidden until the script runs, so the visible page does not change.
        const hint =
          values === null && (saved === null || jsHidden)
            ? dependencyHint(field, fields)
            : undefined;
        return (
          <div
            key={field.name}
            hidden={!shown}
            data-js-hidden={jsHidden ? "" : undefined}
            data-field={field.name}
            data-depends-on={field.dependsOn?.field}
            data-depends-values={field.dependsOn?.values.join(" ")}
          >
            <FieldInput
              field={field}
              disabled={!shown}
              hint={hint}
              onValueChange={onValueChange}
              onlyQuestion={fields.length === 1}
            />
            {after?.(field)}
          </div>
        );
      })}
    </div>
  );
}

/** What every field's input takes: the field, whether it is disabled, a hint, a change hook. */
type FieldInputProps = {
  field: FieldView;
  disabled: boolean;
  hint?: string;
  onValueChange?: (name: string, value: string | string[]) => void;
  /** The step's only question: a radio choice moves the step on (spec 2, radio submit). */
  onlyQuestion?: boolean;
};

function FieldInput({ field, disabled, hint, onValueChange, onlyQuestion }: FieldInputProps) {
  const value = typeof field.value === "string" ? field.value : undefined;
  const common = { name: field.name, disabled, autoComplete: field.autocomplete };

  if (field.widget === "radio") {
    const props = {
      name: field.name,
      legend: field.label,
      hint: hint ?? field.help,
      options: field.options ?? [],
      defaultValue: value,
      required: field.required,
      error: field.error,
      columns: (field.options?.length ?? 0) > 3 ? 2 : 1,
      onChange: (v: string) => onValueChange?.(field.name, v),
    } as const;
    // A one-question step moves on when a choice is made; NEXT stays for keyboard and no-JS use.
    return onlyQuestion ? (
      <RadioSubmit {...props} fallbackButton={false} />
    ) : (
      <SelectRadio {...props} />
    );
  }
  if (field.widget === "checkbox-group") {
    return (
      <CheckboxGroup field={field} disabled={disabled} hint={hint} onValueChange={onValueChange} />
    );
  }
  if (field.widget === "checkbox") {
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

  if (field.widget === "duration") {
    return <DurationInput field={field} disabled={disabled} hint={hint} />;
  }
  if (field.widget === "group") {
    return <GroupInput field={field} disabled={disabled} hint={hint} />;
  }
  if (field.widget === "call-time") {
    return <CallTimeInput field={field} disabled={disabled} hint={hint} />;
  }

  return (
    <Field
      id={`field-${field.name}`}
      label={field.label}
      required={field.required}
      help={field.help}
      hint={hint ?? field.hint}
      error={field.error}
    >
      {(props) => {
        switch (field.widget) {
          case "select":
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
                inputMode={field.inputMode}
                defaultValue={value}
                maxLength={200}
                className={INPUT}
                onChange={(e) => onValueChange?.(field.name, e.currentTarget.value)}
              />
            );
          case "secret":
            return (
              <div className="grid gap-1">
                <MaskedInput
                  {...props}
                  {...common}
                  mask={field.mask ?? "ssn"}
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
                mask={field.mask ?? "number"}
                defaultValue={value}
                before={field.before}
                after={field.after}
                onChange={(text) => onValueChange?.(field.name, text)}
              />
            );
        }
      }}
    </Field>
  );
}

function CheckboxGroup({ field, disabled, hint, onValueChange }: FieldInputProps) {
  const initial = Array.isArray(field.value)
    ? field.value.filter((v): v is string => typeof v === "string")
    : typeof field.value === "string"
      ? [field.value]
      : [];
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
  return (
    <QuestionGroup field={field} id={id} hint={hint}>
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
    </QuestionGroup>
  );
}

/**
 * A question answered with several controls (checkboxes, years and months, a group's items): a
 * fieldset whose legend is the question, with its hint and error linked to it.
 */
function QuestionGroup({
  field,
  id,
  hint,
  className = "",
  children,
}: {
  field: FieldView;
  id: string;
  hint?: string;
  className?: string;
  children: ReactNode;
}) {
  const describedBy = describedByIds(id, Boolean(hint || field.help), Boolean(field.error));
  return (
    <fieldset className={`m-0 min-w-0 border-0 p-0 ${className}`} aria-describedby={describedBy}>
      <legend className="mb-2 text-lg font-semibold text-ink">
        {field.label}
        {field.required ? <span className="sr-only"> (required)</span> : null}
      </legend>
      {hint || field.help ? (
        <p id={`${id}-hint`} className="-mt-1 mb-3 text-sm text-muted">
          {hint ?? field.help}
        </p>
      ) : null}
      {children}
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

/** Years and months side by side; the form posts `name[years]` and `name[months]`. */
function DurationInput({ field, disabled, hint }: FieldInputProps) {
  const id = `field-${field.name}`;
  const value =
    field.value && !Array.isArray(field.value) && typeof field.value === "object"
      ? field.value
      : {};
  return (
    <QuestionGroup field={field} id={id} hint={hint}>
      <div className="flex flex-wrap gap-4">
        {(["years", "months"] as const).map((part) => (
          <label key={part} className="grid gap-1.5">
            <span className="font-medium capitalize">{part}</span>
            <MaskedInput
              id={`${id}-${part}`}
              name={`${field.name}[${part}]`}
              mask="number"
              disabled={disabled}
              defaultValue={value[part]}
              aria-invalid={field.error ? true : undefined}
              className="w-24"
            />
          </label>
        ))}
      </div>
    </QuestionGroup>
  );
}

/**
 * A day and a time for a loan officer to call, in the lender's zone (named beside the times): two
 * native selects posting `name[day]` and `name[time]`, so the keyboard, screen readers and pages
 * without JavaScript all work alike. Without JavaScript every time of a business day is offered
 * (the server refuses one that has passed); with it, the times follow the chosen day's open slots.
 */
function CallTimeInput({ field, disabled, hint }: FieldInputProps) {
  const id = `field-${field.name}`;
  const chosen =
    field.value && !Array.isArray(field.value) && typeof field.value === "object"
      ? field.value
      : {};
  const slots = field.slots ?? { days: [], times: [], zone: "" };
  const [day, setDay] = useState(chosen.day ?? "");
  const [time, setTime] = useState(chosen.time ?? "");
  const open = slots.days.find((d) => d.value === day)?.times;
  const times = open ? slots.times.filter((t) => open.includes(t.value)) : slots.times;
  const select = `${INPUT} sm:w-64`;
  return (
    <QuestionGroup field={field} id={id} hint={hint}>
      <div className="flex flex-wrap gap-4">
        <label className="grid w-full gap-1.5 sm:w-auto">
          <span className="font-medium">Day</span>
          <select
            id={`${id}-day`}
            name={`${field.name}[day]`}
            value={day}
            disabled={disabled}
            aria-invalid={field.error ? true : undefined}
            className={select}
            onChange={(e) => {
              const next = e.currentTarget.value;
              const nextOpen = slots.days.find((d) => d.value === next)?.times;
              setDay(next);
              if (nextOpen && !nextOpen.includes(time)) setTime("");
            }}
          >
            <option value="">No call, thanks</option>
            {slots.days.map((d) => (
              <option key={d.value} value={d.value}>
                {d.label}
              </option>
            ))}
          </select>
        </label>
        <label className="grid w-full gap-1.5 sm:w-auto">
          <span className="font-medium">{`Time (${slots.zone})`}</span>
          <select
            id={`${id}-time`}
            name={`${field.name}[time]`}
            value={time}
            disabled={disabled}
            aria-invalid={field.error ? true : undefined}
            className={select}
            onChange={(e) => setTime(e.currentTarget.value)}
          >
            <option value="">Choose a time…</option>
            {times.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </select>
        </label>
      </div>
    </QuestionGroup>
  );
}

/**
 * A repeatable group ("another job"): one fieldset per item with its questions, named
 * `name[i][question]`. The page always offers the answered items and one blank item (a blank
 * item is ignored by the server), so it works without JavaScript; with it, "Add another" and
 * "Remove" change the list in place, up to the group's limit.
 */
function GroupInput({ field, disabled, hint }: FieldInputProps) {
  const answered = Array.isArray(field.value)
    ? field.value.filter((v): v is Record<string, string> => typeof v === "object")
    : [];
  const max = field.maxItems ?? 10;
  const [items, setItems] = useState<{ key: number; value: Record<string, string> }[]>(() =>
    [...answered, ...(answered.length < max ? [{}] : [])].map((value, key) => ({ key, value })),
  );
  const [nextKey, setNextKey] = useState(items.length);
  const id = `field-${field.name}`;
  const label = field.itemLabel ?? "item";
  return (
    <QuestionGroup field={field} id={id} hint={hint} className="grid gap-4">
      {items.map((item, index) => (
        <fieldset
          key={item.key}
          className="grid gap-4 rounded-card border border-line p-4"
          data-group-item={index}
        >
          <legend className="px-1 font-semibold capitalize">
            {label} {index + 1}
          </legend>
          {(field.fields ?? []).map((question) => (
            <FieldInput
              key={question.name}
              field={{
                ...question,
                name: `${field.name}[${index}][${question.name}]`,
                value: item.value[question.name],
              }}
              disabled={disabled}
            />
          ))}
          <button
            type="button"
            className="justify-self-start rounded-lg px-3 py-2 text-accent underline"
            onClick={() => setItems(items.filter((other) => other.key !== item.key))}
          >
            Remove this {label}
          </button>
        </fieldset>
      ))}
      {items.length < max ? (
        <button
          type="button"
          className="min-h-12 justify-self-start rounded-lg border border-accent px-4 font-medium text-accent"
          onClick={() => {
            setItems([...items, { key: nextKey, value: {} }]);
            setNextKey(nextKey + 1);
          }}
        >
          Add another {label}
        </button>
      ) : null}
    </QuestionGroup>
  );
}
