import type { Parsed } from "~/lib/format/number";

/** A field that takes one of a few whole numbers (an ARM's fixed period: 3, 5, 7 or 10 years). */
export type ChoiceInput = {
  /** The allowed values, in the order the field lists them. */
  readonly options: readonly number[];
  /** What the numbers count, for the message: "years", "months". */
  readonly unit: string;
};

/**
 * "3, 5, 7 or 10" for a message.
 *
 * @example listChoices([3, 5, 7, 10]) // "3, 5, 7 or 10"
 */
export function listChoices(options: readonly number[]): string {
  const words = options.map(String);
  if (words.length <= 1) return words.join("");
  return `${words.slice(0, -1).join(", ")} or ${words[words.length - 1]}`;
}

/**
 * The message a choice field shows for a value it does not offer.
 *
 * @example choiceMessage({ options: [6, 12], unit: "months" }) // "Choose 6 or 12 months."
 */
export function choiceMessage(input: ChoiceInput): string {
  return `Choose ${listChoices(input.options)} ${input.unit}.`;
}

/**
 * A choice field's text as one of its numbers, or refused with the field's message. The text
 * must be the option exactly as the form submits it ("5"); anything else, empty text included,
 * is refused rather than read as the nearest option.
 *
 * @example parseChoice("5", { options: [3, 5, 7, 10], unit: "years" }) // { ok: true, value: 5 }
 * @example parseChoice("4", { options: [3, 5, 7, 10], unit: "years" }) // { ok: false, message: "Choose 3, 5, 7 or 10 years." }
 */
export function parseChoice(text: string | null | undefined, input: ChoiceInput): Parsed<number> {
  const value = input.options.find((option) => String(option) === (text ?? "").trim());
  return value === undefined ? { ok: false, message: choiceMessage(input) } : { ok: true, value };
}
