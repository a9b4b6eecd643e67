import fc from "fast-check";
import { expect, test } from "vitest";
import {
  divideRoundHalfUp,
  dollarsToCents,
  percentOfCents,
  roundHalfUp,
} from "~/lib/finance/money";

test("roundHalfUp rounds halves away from zero", () => {
  expect(roundHalfUp(2.5)).toBe(3);
  expect(roundHalfUp(2.4999)).toBe(2);
  expect(roundHalfUp(-2.5)).toBe(-3);
  expect(roundHalfUp(-2.4)).toBe(-2);
  expect(Object.is(roundHalfUp(-0.4), 0)).toBe(true);
  expect(roundHalfUp(Number.NaN)).toBeNaN();
  expect(roundHalfUp(Number.POSITIVE_INFINITY)).toBe(Number.POSITIVE_INFINITY);
});

test("dollarsToCents follows the typed decimal, not binary noise", () => {
  expect(dollarsToCents(1234.5)).toBe(123_450);
  expect(dollarsToCents(0.29)).toBe(29); // 0.29 × 100 = 28.999999999999996
  expect(dollarsToCents(1.005)).toBe(101); // 1.005 × 100 = 100.49999999999999
  expect(dollarsToCents(90_000_000_000)).toBe(9_000_000_000_000); // the money mask maximum
  expect(dollarsToCents(Number.NaN)).toBeNaN();
});

test("divideRoundHalfUp is exact where the float quotient is not", () => {
  expect(divideRoundHalfUp(62_775_000, 1_200)).toBe(52_313);
  expect(divideRoundHalfUp(5, 2)).toBe(3);
  expect(divideRoundHalfUp(-5, 2)).toBe(-3);
  // 2^53 − 1 = 9,007,199,254,740,991 = 1,200,000 × 7,505,999,378 + 1,140,991 (Python divmod);
  // the remainder is above half of 1,200,000, so the quotient rounds up
  expect(divideRoundHalfUp(Number.MAX_SAFE_INTEGER, 1_200_000)).toBe(7_505_999_379);
});

test("percentOfCents: the CFPB month-1 interest is exactly half a cent and rounds up", () => {
  // $162,000 × 3.875 % / 12 = $523.125 → $523.13
  expect(percentOfCents(16_200_000, 3.875, 12)).toBe(52_313);
  // $300,000 × 20 % = $60,000
  expect(percentOfCents(30_000_000, 20)).toBe(6_000_000);
  // a rate with more than 3 decimals takes the float path: $1,000 × 6.1234 % = $61.234 → $61.23
  expect(percentOfCents(100_000, 6.1234)).toBe(6_123);
  expect(percentOfCents(100_000, Number.NaN)).toBeNaN();
});

test("property: percentOfCents matches exact rational arithmetic for 3-decimal percents", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 10_000_000_000 }),
      fc.integer({ min: 0, max: 100_000 }),
      fc.constantFrom(1, 12),
      (cents, milli, periods) => {
        // exact: cents × milli / (100,000 × periods), half-up, in BigInt
        const numerator = BigInt(cents) * BigInt(milli);
        const denominator = 100_000n * BigInt(periods);
        const quotient = numerator / denominator;
        const expected = Number(
          2n * (numerator % denominator) >= denominator ? quotient + 1n : quotient,
        );
        expect(percentOfCents(cents, milli / 1000, periods)).toBe(expected);
      },
    ),
    { numRuns: 3000 },
  );
});
