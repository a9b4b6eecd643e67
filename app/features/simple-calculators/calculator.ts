import { dollarsToCents } from "~/lib/finance/money";
import { readFields, type FieldSpec, type FieldValues } from "./fields";

/** One simple calculator: its marker, its inputs and its pure computation. */
export type SimpleCalculator<R> = {
  /** The behaviour marker on the form and its button (`data-calculator`, spec 2). */
  readonly id: string;
  readonly fields: readonly FieldSpec[];
  /** Runs only on values that passed every field check. */
  readonly compute: (numbers: Readonly<Record<string, number>>) => R;
};

export type CalculatorState<R> = {
  readonly values: FieldValues;
  /** Null when a field fails its check: no result is written (spec 4, 8). */
  readonly result: R | null;
};

/** The page's state for a query string: the form's values and, when they are valid, the result. */
export function runCalculator<R>(
  calculator: SimpleCalculator<R>,
  params: URLSearchParams,
): CalculatorState<R> {
  const values = readFields(calculator.fields, params);
  return { values, result: values.valid ? calculator.compute(values.numbers) : null };
}

/** Dollars (at most 2 decimals: the inputs' step is 0.01) to integer cents for the engine. */
export function toCents(dollars: number): number {
  return dollarsToCents(dollars);
}
