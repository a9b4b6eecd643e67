import type { Cents } from "~/lib/finance/money";
import { parseMoney } from "~/lib/format/money";
import { parseMonths } from "~/lib/format/months";
import type { NumberRange, Parsed } from "~/lib/format/number";
import { parsePercent } from "~/lib/format/percent";
import { parseYears } from "~/lib/format/years";

/** The kinds of number a calculator field holds, each with its one parser. */
export type NumberKind = "money" | "percent" | "years" | "months";

/** A number field's definition: its kind and its range (DESIGN 5: defined once, used everywhere). */
export type NumberInput = { readonly kind: NumberKind; readonly range: NumberRange };

/**
 * One field's text through its kind's parser: money to CENTS, a percent as a PERCENT number,
 * years and months as whole counts.
 *
 * @example parseInput({ kind: "money", range: MONEY_RANGE }, "$1,234.50") // { ok: true, value: 123_450 }
 */
export function parseInput(input: NumberInput, text: string | null | undefined): Parsed<number> {
  switch (input.kind) {
    case "money":
      return parseMoney(text, input.range) satisfies Parsed<Cents>;
    case "percent":
      return parsePercent(text, input.range);
    case "years":
      return parseYears(text, input.range);
    case "months":
      return parseMonths(text, input.range);
  }
}

export type ParsedInputs<K extends string> = {
  /** Every field's engine value, or null when any field is refused. */
  readonly values: Readonly<Record<K, number>> | null;
  /** The message of each refused field. */
  readonly errors: Readonly<Partial<Record<K, string>>>;
};

/**
 * A form's number fields through their parsers: all the values when every field is accepted,
 * and the message of each refused one.
 *
 * @example parseInputs({ rate: { kind: "percent", range: PERCENT_RANGE } }, { rate: "150" })
 * // { values: null, errors: { rate: "Enter a percentage from 0 to 100, with up to 3 decimals." } }
 */
export function parseInputs<K extends string>(
  inputs: Readonly<Record<K, NumberInput>>,
  texts: Readonly<Record<NoInfer<K>, string>>,
): ParsedInputs<K> {
  const values = {} as Record<K, number>;
  const errors: Partial<Record<K, string>> = {};
  let ok = true;
  for (const name of Object.keys(inputs) as K[]) {
    const parsed = parseInput(inputs[name], texts[name]);
    if (parsed.ok) values[name] = parsed.value;
    else {
      errors[name] = parsed.message;
      ok = false;
    }
  }
  return { values: ok ? values : null, errors };
}
