import fc from "fast-check";
import { expect, test } from "vitest";
import { calculateExtraPayment } from "~/lib/finance/extra-payment";

const JAN_2025 = { year: 2025, month: 1 };

test("$200,000 at 6.5 % with $200 extra from the 13th payment (Python reference)", () => {
  // Python: standard interest $255,085.82 over 360 payments; with the extra from payment 13,
  // $171,696.61 over 256 payments → savings $83,389.21, 104 months = 8 years 8 months earlier
  const result = calculateExtraPayment({
    loanAmountCents: 20_000_000,
    interestRatePercent: 6.5,
    loanTermYears: 30,
    startDate: JAN_2025,
    extraStartDate: { year: 2026, month: 1 },
    additionalPaymentCents: 20_000,
  });
  expect(result.standardPaymentCents).toBe(126_414);
  expect(result.newPaymentCents).toBe(146_414);
  expect(result.standard.totals.totalInterestCents).toBe(25_508_582);
  expect(result.withExtra.totals.totalInterestCents).toBe(17_169_661);
  expect(result.interestSavingsCents).toBe(8_338_921);
  expect(result.monthsEarlier).toBe(104);
  expect(result.paidOffEarlier).toEqual({ years: 8, months: 8 });
  expect(result.extraStartDate).toEqual({ year: 2026, month: 1 });
});

test("an extra start before the loan start is reset to the loan start (spec 5)", () => {
  // Python (extra from payment 1): interest $165,011.16 over 250 payments → savings $90,074.66,
  // 110 months = 9 years 2 months
  const result = calculateExtraPayment({
    loanAmountCents: 20_000_000,
    interestRatePercent: 6.5,
    loanTermYears: 30,
    startDate: JAN_2025,
    extraStartDate: { year: 2024, month: 6 },
    additionalPaymentCents: 20_000,
  });
  expect(result.extraStartDate).toEqual(JAN_2025);
  expect(result.interestSavingsCents).toBe(9_007_466);
  expect(result.paidOffEarlier).toEqual({ years: 9, months: 2 });
});

test("hand-worked: $1,000 at 12 % for 2 months with $600 extra", () => {
  // month 1: interest 10.00, principal 497.51, extra capped at 502.49 → paid off; month 2's
  // interest of 5.02 is saved and the loan ends 1 month earlier
  const result = calculateExtraPayment({
    loanAmountCents: 100_000,
    interestRatePercent: 12,
    loanTermYears: 2 / 12,
    startDate: JAN_2025,
    extraStartDate: JAN_2025,
    additionalPaymentCents: 60_000,
  });
  expect(result.interestSavingsCents).toBe(502);
  expect(result.monthsEarlier).toBe(1);
  expect(result.newPaymentCents).toBe(50_751 + 60_000);
});

test("no extra: no savings, paid off at the same time", () => {
  const result = calculateExtraPayment({
    loanAmountCents: 20_000_000,
    interestRatePercent: 6.5,
    loanTermYears: 30,
    startDate: JAN_2025,
    extraStartDate: JAN_2025,
    additionalPaymentCents: 0,
  });
  expect(result.interestSavingsCents).toBe(0);
  expect(result.paidOffEarlier).toEqual({ years: 0, months: 0 });
  expect(result.newPaymentCents).toBe(result.standardPaymentCents);
});

test("property: savings and months earlier are never negative", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 200_000_000 }),
      fc.integer({ min: 0, max: 15_000 }),
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: 0, max: 500_000 }),
      fc.integer({ min: -24, max: 480 }),
      (loan, milli, years, extra, offset) => {
        const result = calculateExtraPayment({
          loanAmountCents: loan,
          interestRatePercent: milli / 1000,
          loanTermYears: years,
          startDate: JAN_2025,
          extraStartDate: {
            year: 2025 + Math.floor(offset / 12),
            month: (((offset % 12) + 12) % 12) + 1,
          },
          additionalPaymentCents: extra,
        });
        expect(result.interestSavingsCents).toBeGreaterThanOrEqual(0);
        expect(result.monthsEarlier).toBeGreaterThanOrEqual(0);
      },
    ),
    { numRuns: 1000 },
  );
}, 60_000);

test("every kind of extra counts in the savings and the payoff (Python reference)", () => {
  // $200,000 at 6.5 % for 30 years from 01/2027, extras from 01/2027: $1,000 every March, $5,000
  // once in 06/2028, biweekly. Python reference (schedule.test.ts): standard interest
  // $255,085.82 over 360 payments; with the extras $156,661.01 over 243 payments (payoff
  // 03/2047), extras paid $50,282.80 → savings $98,424.81, 117 months = 9 years 9 months earlier.
  const result = calculateExtraPayment({
    loanAmountCents: 20_000_000,
    interestRatePercent: 6.5,
    loanTermYears: 30,
    startDate: { year: 2027, month: 1 },
    extraStartDate: { year: 2027, month: 1 },
    additionalPaymentCents: 0,
    extras: {
      yearlyPaymentCents: 100_000,
      yearlyPaymentMonth: 3,
      oneTimePaymentCents: 500_000,
      oneTimePaymentDate: { year: 2028, month: 6 },
      biweekly: true,
    },
  });
  expect(result.standardPaymentCents).toBe(126_414);
  // The new monthly payment is the monthly one: the other extras are not monthly.
  expect(result.newPaymentCents).toBe(126_414);
  expect(result.withExtra.totals.totalInterestCents).toBe(15_666_101);
  expect(result.withExtra.totals.totalExtraCents).toBe(5_028_280);
  expect(result.interestSavingsCents).toBe(9_842_481);
  expect(result.monthsEarlier).toBe(117);
  expect(result.paidOffEarlier).toEqual({ years: 9, months: 9 });
  expect(result.withExtra.totals.payoffDate).toEqual({ year: 2047, month: 3 });
});

test("hand-worked: recurring extras start at the (reset) extra start date", () => {
  // $1,200 at 0 % for 1 year from 01/2027: $100 a month. Extra start 05/2027; $300 every March
  // and every June: March 2027 is before the start (nothing), June 2027 pays 100 + 300. Balances:
  // 05/2027 700, 06/2027 300, then 200, 100, and 09/2027 pays the last $100 → 9 payments,
  // 3 months earlier, no interest at 0 %.
  const base = {
    loanAmountCents: 120_000,
    interestRatePercent: 0,
    loanTermYears: 1,
    startDate: { year: 2027, month: 1 },
    extraStartDate: { year: 2027, month: 5 },
    additionalPaymentCents: 0,
  };
  const result = calculateExtraPayment({
    ...base,
    extras: { yearlyPaymentCents: 30_000, yearlyPaymentMonth: 6 },
  });
  expect(result.monthsEarlier).toBe(3);
  expect(result.withExtra.totals.payoffDate).toEqual({ year: 2027, month: 9 });
  const march = calculateExtraPayment({
    ...base,
    extras: { yearlyPaymentCents: 30_000, yearlyPaymentMonth: 3 },
  });
  expect(march.monthsEarlier).toBe(0);
});

test("property: with every kind of extra, savings and months earlier are never negative", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 200_000_000 }),
      fc.integer({ min: 0, max: 15_000 }),
      fc.integer({ min: 1, max: 40 }),
      fc.integer({ min: -24, max: 480 }),
      fc.record({
        yearlyPaymentCents: fc.integer({ min: 0, max: 5_000_000 }),
        yearlyPaymentMonth: fc.integer({ min: 1, max: 12 }),
        oneTimePaymentCents: fc.integer({ min: 0, max: 50_000_000 }),
        oneTimeOffset: fc.integer({ min: -12, max: 480 }),
        biweekly: fc.boolean(),
      }),
      (loan, milli, years, offset, { oneTimeOffset, ...extras }) => {
        const month = (k: number) => ({
          year: 2025 + Math.floor(k / 12),
          month: (((k % 12) + 12) % 12) + 1,
        });
        const result = calculateExtraPayment({
          loanAmountCents: loan,
          interestRatePercent: milli / 1000,
          loanTermYears: years,
          startDate: JAN_2025,
          extraStartDate: month(offset),
          additionalPaymentCents: 0,
          extras: { ...extras, oneTimePaymentDate: month(oneTimeOffset) },
        });
        expect(result.interestSavingsCents).toBeGreaterThanOrEqual(0);
        expect(result.monthsEarlier).toBeGreaterThanOrEqual(0);
      },
    ),
    { numRuns: 500 },
  );
}, 60_000);
