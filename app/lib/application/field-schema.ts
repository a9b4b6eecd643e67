import type { z } from "zod";
import { fieldMessages, kindOf } from "./field-kinds";
import { dayKey } from "./field-read";
import type { CalendarDay, FieldDef, InputValue, StepValue } from "./types";

/**
 * zod rules for one field, and the way back (a stored value as the text an input shows), from
 * the field kinds' registry (field-kinds.ts).
 *
 * Values arrive as strings (JSON name→value map; radios only when checked; checkboxes 'on'/'true'
 * or absent). Numbers and booleans are also read, so a JSON client is not punished for sending
 * 250000 instead of "250000". Every string is capped before any pattern runs, control characters
 * become spaces, runs of spaces collapse and the ends are trimmed; an empty string is "no answer".
 *
 * Normalised values (what validation returns and the server stores):
 * - money → integer US cents (`"$1,234.56"` → 123456); the engine's money unit (STYLE).
 * - percent → number in percent (`"6.125"` → 6.125); number → integer; duration → months.
 * - date → ISO "YYYY-MM-DD"; month-year → "YYYY-MM".
 * - tel → 10 digits ("5035550142"); ssn → 9 digits; zip → 5 digits (ZIP+4 is cut to 5).
 * - state → USPS code (a full state name is accepted); email → lower case.
 * - checkbox → boolean (false when absent); checkbox-group → option values in option order.
 * - text, name, radio, select → the trimmed string (radio/select: one of the option values).
 * - group → a list of items, each its questions' normalised values.
 */

/**
 * The zod schema of one field's raw wire value. It parses to the normalised value, or to
 * undefined when there is no answer (a checkbox gives false, a checkbox group []); whether an
 * answer is required is the step's business (a field hidden by `dependsOn` is never required).
 * `today` null skips the rules that need it (18 or older, not in the future).
 */
export function fieldSchema(
  field: FieldDef,
  today: CalendarDay | null,
): z.ZodType<StepValue | undefined, unknown> {
  return cachedForDay(fieldSchemas, field, today, () =>
    kindOf(field).parse(field, today, fieldMessages(field)),
  );
}

const fieldSchemas = new WeakMap<object, Map<number, unknown>>();

/**
 * `build()` for an owner object and a day, remembered: zod schemas are immutable and building
 * one is most of the cost of validating a step. Each owner keeps the few it was last asked for
 * (today's and the one without a day), so the cache stays small as days pass. A "today" that
 * carries the moment (`at`, for call-back slots) is remembered per minute instead.
 */
export function cachedForDay<T>(
  cache: WeakMap<object, Map<number, unknown>>,
  owner: object,
  today: CalendarDay | null,
  build: () => T,
): T {
  const key = !today
    ? -1
    : today.at === undefined
      ? dayKey(today.year, today.month, today.day)
      : -2 - Math.floor(today.at / 60_000);
  let built = cache.get(owner);
  if (!built) cache.set(owner, (built = new Map()));
  if (!built.has(key)) {
    if (built.size >= 4) built.clear();
    built.set(key, build());
  }
  return built.get(key) as T;
}

/** True when a parsed value counts as "no answer" for a required field. */
export function isBlank(field: FieldDef, value: StepValue | undefined): boolean {
  return kindOf(field).isBlank(value);
}

/**
 * A normalised value as the text its masked input shows ("250,000", "04/15/1985",
 * "(503) 555-0142"); checkbox → "on" or undefined; group → its list. undefined when the value
 * does not fit the kind. Feeding the result back to `fieldSchema` gives the same value.
 */
export function toInputValue(field: FieldDef, value: unknown): InputValue | undefined {
  return kindOf(field).toInput(field, value);
}
