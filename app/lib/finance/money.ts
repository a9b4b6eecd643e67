/**
 * Money inside the engine is an integer number of US cents. Conversions from dollars happen once,
 * at the edge (form values), and rounding is half-up (halves away from zero) as DESIGN 6 decides.
 */

/** An amount of money in integer US cents (NaN only where a result is undefined). */
export type Cents = number;

/**
 * Rounds to the nearest integer, halves away from zero (the "half-up" of bankers' tables and of
 * Python's ROUND_HALF_UP). NaN and infinities pass through; -0 becomes 0.
 *
 * @example roundHalfUp(52312.5) // 52313; roundHalfUp(-2.5) // -3
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) return value;
  const rounded = Math.sign(value) * Math.floor(Math.abs(value) + 0.5);
  return rounded + 0;
}

/**
 * Converts a dollar amount (as typed: up to 2 decimals) to integer cents, half-up. The product is
 * first read back at 15 significant digits so binary noise such as 1.005 × 100 = 100.49999…
 * rounds the way the typed decimal does.
 *
 * @example dollarsToCents(1234.5) // 123450; dollarsToCents(1.005) // 101
 */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) return Number.NaN;
  return roundHalfUp(Number((dollars * 100).toPrecision(15)));
}

/**
 * numerator / denominator rounded half-up, exactly, for safe integers with a positive
 * denominator (the float quotient alone can land on the wrong side of a half for large values).
 *
 * @example divideRoundHalfUp(62775000, 1200) // 52313 (52312.5 rounds up)
 */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const size = Math.abs(numerator);
  const remainder = size % denominator;
  const quotient = (size - remainder) / denominator + (2 * remainder >= denominator ? 1 : 0);
  return (numerator < 0 ? -quotient : quotient) + 0;
}

/**
 * `percent` % of an amount in cents, divided by `periods` (12 turns an annual rate into a monthly
 * one), rounded half-up to cents. Percents with up to 3 decimals (what the percentage mask
 * allows) are computed exactly in integers; others fall back to floating point.
 *
 * @example percentOfCents(16_200_000, 3.875, 12) // 52313: $162,000 × 3.875% / 12 = $523.125 → $523.13
 */
export function percentOfCents(cents: Cents, percent: number, periods = 1): Cents {
  const milli = Math.round(percent * 1000);
  const numerator = cents * milli;
  const denominator = 100_000 * periods;
  if (
    Number.isInteger(cents) &&
    Number.isInteger(periods) &&
    periods > 0 &&
    Math.abs(percent * 1000 - milli) < 1e-6 &&
    Number.isSafeInteger(numerator) &&
    Number.isSafeInteger(denominator)
  ) {
    return divideRoundHalfUp(numerator, denominator);
  }
  return roundHalfUp((cents * percent) / 100 / periods);
}
