import fc from "fast-check";
import { expect, test } from "vitest";
import {
  monthlyPaymentCents,
  monthlyPaymentExactCents,
  monthlyRate,
  presentValueCents,
} from "~/lib/finance/payment";

/*
 * Expected values come from published examples; each was re-checked with an independent
 * implementation in Python's decimal module (50 digits), e.g.
 *   python3 -c 'from decimal import *; getcontext().prec=50; P,r,n=D(162000),D("3.875")/1200,360;
 *     x=(1+r)**n; print(P*r*x/(x-1))'          # with D = Decimal
 * whose outputs are pasted beside each case.
 */

test("CFPB H-25(B) sample Closing Disclosure: $162,000 at 3.875% for 30 years is $761.78", () => {
  // Python decimal: 761.784075863469751978…
  expect(monthlyPaymentCents(16_200_000, 3.875, 360)).toBe(76_178);
});

test("Excel PMT documentation: PMT(8%/12, 10, 10000) = -$1,037.03", () => {
  // Python decimal: 1037.032089359152175652…
  expect(monthlyPaymentCents(1_000_000, 8, 10)).toBe(103_703);
});

test("Wikipedia 'Mortgage calculator': $200,000 at 6.5% for 30 years is $1,264.14", () => {
  // Python decimal: 1264.136046985927464091…
  expect(monthlyPaymentCents(20_000_000, 6.5, 360)).toBe(126_414);
});

test("$100,000 at 6% for 30 years is $599.55 and the unrounded payment gives the published $115,838.19 of interest", () => {
  // Python decimal: 599.550525152752394591…; × 360 − 100000 = 115838.189055… → $115,838.19
  expect(monthlyPaymentCents(10_000_000, 6, 360)).toBe(59_955);
  const exactTotalInterest = monthlyPaymentExactCents(10_000_000, 6, 360) * 360 - 10_000_000;
  expect(Math.round(exactTotalInterest)).toBe(11_583_819);
});

test("$300,000 at 7% for 30 years is $1,995.91", () => {
  // Python decimal: 1995.907485537549440641…
  expect(monthlyPaymentCents(30_000_000, 7, 360)).toBe(199_591);
});

test("15-year loans: $200,000 at 5% is $1,581.59 and $100,000 at 6% is $843.86", () => {
  // Python decimal: 1581.587253483088955989… and 843.856828048451310434…
  expect(monthlyPaymentCents(20_000_000, 5, 180)).toBe(158_159);
  expect(monthlyPaymentCents(10_000_000, 6, 180)).toBe(84_386);
});

test("$200,000 at 6% for 30 years is $1,199.10 and $250,000 at 4% is $1,193.54", () => {
  // Python decimal: 1199.101050305504789182… and 1193.538238663648730945…
  expect(monthlyPaymentCents(20_000_000, 6, 360)).toBe(119_910);
  expect(monthlyPaymentCents(25_000_000, 4, 360)).toBe(119_354);
});

test("Excel CUMIPMT documentation loan: $125,000 at 9% for 30 years is $1,005.78", () => {
  // Python decimal: 1005.778271180978416893…
  expect(monthlyPaymentCents(12_500_000, 9, 360)).toBe(100_578);
});

test("Excel PPMT documentation loan: $2,000 at 10% for 2 years is $92.29", () => {
  // Python decimal: 92.289852675033006905…
  expect(monthlyPaymentCents(200_000, 10, 24)).toBe(9_229);
});

test("hand-worked: $1,000 at 12% for 2 months is $507.51", () => {
  // r = 0.01: 1000 × 0.01 × 1.0201 / 0.0201 = 10.201 / 0.0201 = 507.5124…
  expect(monthlyPaymentCents(100_000, 12, 2)).toBe(50_751);
});

test("zero rate: the payment is principal / months ($120,000 / 360 = $333.33)", () => {
  expect(monthlyPaymentCents(12_000_000, 0, 360)).toBe(33_333);
  // spec 9: a rate of zero OR LESS divides
  expect(monthlyPaymentCents(12_000_000, -1, 360)).toBe(33_333);
});

test("half a cent rounds up (DESIGN 6): $1 over 8 months at 0% is 12.5 cents → 13", () => {
  expect(monthlyPaymentCents(100, 0, 8)).toBe(13);
});

test("the payment is NaN when the result is infinite or undefined (spec 5)", () => {
  expect(monthlyPaymentCents(10_000_000, 6, 0)).toBeNaN();
  expect(monthlyPaymentCents(10_000_000, 0, 0)).toBeNaN();
  expect(monthlyPaymentCents(0, 0, 0)).toBeNaN();
  expect(monthlyPaymentCents(10_000_000, 6, -12)).toBeNaN();
  expect(monthlyPaymentCents(Number.NaN, 6, 360)).toBeNaN();
  expect(monthlyPaymentCents(10_000_000, Number.NaN, 360)).toBeNaN();
});

test("a zero principal costs nothing", () => {
  expect(monthlyPaymentCents(0, 6, 360)).toBe(0);
});

test("monthlyRate divides the annual percent by 100 and by 12", () => {
  expect(monthlyRate(6)).toBeCloseTo(0.005, 15);
  expect(monthlyRate(12)).toBeCloseTo(0.01, 15);
});

test("Excel PV documentation: PV(8%/12, 12×20, 500) = -$59,777.15", () => {
  // Python decimal: 500 × (1 − (1 + 0.08/12)^−240) / (0.08/12) = 59777.145… → 59777.15
  expect(presentValueCents(50_000, 8, 240)).toBe(5_977_715);
});

test("present value undoes the payment: $1,199.10 at 6% for 30 years repays $200,000", () => {
  // Python decimal: 1199.10 × (1 − 1.005^−360) / 0.005 = 199999.82…
  expect(presentValueCents(119_910, 6, 360)).toBe(19_999_982);
  expect(presentValueCents(33_333, 0, 360)).toBe(11_999_880);
  expect(presentValueCents(100_000, 6, 0)).toBeNaN();
});

test("property: the payment never falls when the rate rises", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 100_000_000_00 }),
      fc.integer({ min: 0, max: 20_000 }),
      fc.integer({ min: 0, max: 20_000 }),
      fc.integer({ min: 1, max: 480 }),
      (principal, milliA, milliB, months) => {
        const [low, high] = milliA <= milliB ? [milliA, milliB] : [milliB, milliA];
        expect(monthlyPaymentCents(principal, high / 1000, months)).toBeGreaterThanOrEqual(
          monthlyPaymentCents(principal, low / 1000, months),
        );
      },
    ),
    { numRuns: 2000 },
  );
});

test("property: the payment never falls when the principal rises", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 100_000_000_00 }),
      fc.integer({ min: 0, max: 100_000_000_00 }),
      fc.integer({ min: 0, max: 20_000 }),
      fc.integer({ min: 1, max: 480 }),
      (a, b, milli, months) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(monthlyPaymentCents(high, milli / 1000, months)).toBeGreaterThanOrEqual(
          monthlyPaymentCents(low, milli / 1000, months),
        );
      },
    ),
    { numRuns: 2000 },
  );
});

test("property: n payments of the unrounded payment repay the principal with interest (annuity identity)", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 100, max: 10_000_000_00 }),
      fc.integer({ min: 1, max: 20_000 }),
      fc.integer({ min: 1, max: 480 }),
      (principal, milli, months) => {
        const payment = monthlyPaymentExactCents(principal, milli / 1000, months);
        expect(presentValueCents(payment, milli / 1000, months)).toBeCloseTo(principal, -1);
      },
    ),
    { numRuns: 1000 },
  );
});
