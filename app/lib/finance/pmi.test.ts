import fc from "fast-check";
import { expect, test } from "vitest";
import { monthlyPmiCents, pmiAnnualRatePercentForAmounts, pmiMilestones } from "~/lib/finance/pmi";
import { buildSchedule } from "~/lib/finance/schedule";

const JAN_2025 = { year: 2025, month: 1 };

test("PMI annual rate by down-payment percent (DESIGN 6)", () => {
  // $100,000 home, so 1 % down is $1,000 (100,000 cents)
  const rate = (downCents: number) => pmiAnnualRatePercentForAmounts(10_000_000, downCents);
  expect(rate(0)).toBe(1);
  expect(rate(499_900)).toBe(1);
  expect(rate(500_000)).toBe(0.75);
  expect(rate(999_900)).toBe(0.75);
  expect(rate(1_000_000)).toBe(0.5);
  expect(rate(1_499_900)).toBe(0.5);
  expect(rate(1_500_000)).toBe(0.38);
  expect(rate(1_999_900)).toBe(0.38);
  expect(rate(2_000_000)).toBe(0);
  expect(rate(10_000_000)).toBe(0);
  expect(rate(Number.NaN)).toBeNaN();
});

test("PMI rate from amounts compares exactly at the breakpoints", () => {
  // $333,333 home: 5 % is $16,666.65 exactly; one cent less is below 5 %
  expect(pmiAnnualRatePercentForAmounts(33_333_300, 1_666_665)).toBe(0.75);
  expect(pmiAnnualRatePercentForAmounts(33_333_300, 1_666_664)).toBe(1);
  expect(pmiAnnualRatePercentForAmounts(30_000_000, 6_000_000)).toBe(0);
  expect(pmiAnnualRatePercentForAmounts(0, 0)).toBe(0);
});

test("monthly PMI = rate / 100 × (price − down) / 12, half-up to cents", () => {
  // 5 % down on $300,000: 0.75 % × 285,000 / 12 = 178.125 → $178.13
  expect(monthlyPmiCents(30_000_000, 1_500_000)).toBe(17_813);
  // 10 % down: 0.5 % × 270,000 / 12 = $112.50
  expect(monthlyPmiCents(30_000_000, 3_000_000)).toBe(11_250);
  // nothing down: 1 % × 300,000 / 12 = $250
  expect(monthlyPmiCents(30_000_000, 0)).toBe(25_000);
  // 15 % down: 0.38 % × 255,000 / 12 = 80.75
  expect(monthlyPmiCents(30_000_000, 4_500_000)).toBe(8_075);
  // 20 % down: none
  expect(monthlyPmiCents(30_000_000, 6_000_000)).toBe(0);
});

test("PMI end dates of $285,000 at 6.5 % on a $300,000 home (Python reference schedule)", () => {
  // 80 % = $240,000: balance 240,126.59 after payment 123, 239,625.89 after payment 124 (04/2035)
  // 78 % = $234,000: balance 234,467.23 after payment 134, 233,935.87 after payment 135 (03/2036)
  // HPA final termination: month after the midpoint, payment 181 = 01/2040
  const schedule = buildSchedule({
    principalCents: 28_500_000,
    annualRatePercent: 6.5,
    termMonths: 360,
    start: JAN_2025,
  });
  expect(schedule.entries[123]?.balanceCents).toBe(23_962_589);
  expect(pmiMilestones(schedule.entries, 28_500_000, 30_000_000, 360)).toEqual({
    requestCancellationMonth: { year: 2035, month: 4 },
    automaticTerminationMonth: { year: 2036, month: 3 },
    finalTerminationMonth: { year: 2040, month: 1 },
  });
});

test("PMI ends at the midpoint when 78 % comes later (11 %, Python reference)", () => {
  // $285,000 at 11 %: 80 % reached at payment 178 (10/2039), 78 % only at payment 189 (09/2040),
  // later than the final termination at payment 181 (01/2040)
  const schedule = buildSchedule({
    principalCents: 28_500_000,
    annualRatePercent: 11,
    termMonths: 360,
    start: JAN_2025,
  });
  expect(pmiMilestones(schedule.entries, 28_500_000, 30_000_000, 360)).toEqual({
    requestCancellationMonth: { year: 2039, month: 10 },
    automaticTerminationMonth: { year: 2040, month: 1 },
    finalTerminationMonth: { year: 2040, month: 1 },
  });
});

test("no PMI dates for a loan already at or below the thresholds, or an empty schedule", () => {
  const schedule = buildSchedule({
    principalCents: 23_000_000,
    annualRatePercent: 6,
    termMonths: 360,
    start: JAN_2025,
  });
  const milestones = pmiMilestones(schedule.entries, 23_000_000, 30_000_000, 360);
  expect(milestones.requestCancellationMonth).toBeNull();
  expect(milestones.automaticTerminationMonth).toBeNull();
  expect(pmiMilestones([], 0, 30_000_000, 360)).toEqual({
    requestCancellationMonth: null,
    automaticTerminationMonth: null,
    finalTerminationMonth: null,
  });
});

test("property: monthly PMI never rises as the down payment grows on the same home", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 1, max: 500_000_000_00 }),
      fc.integer({ min: 0, max: 10_000 }),
      fc.integer({ min: 0, max: 10_000 }),
      (price, basisA, basisB) => {
        const [low, high] = basisA <= basisB ? [basisA, basisB] : [basisB, basisA];
        const down = (basis: number) => Math.floor((price * basis) / 10_000);
        expect(monthlyPmiCents(price, down(high))).toBeLessThanOrEqual(
          monthlyPmiCents(price, down(low)),
        );
        expect(pmiAnnualRatePercentForAmounts(price, down(high))).toBeLessThanOrEqual(
          pmiAnnualRatePercentForAmounts(price, down(low)),
        );
      },
    ),
    { numRuns: 2000 },
  );
});
