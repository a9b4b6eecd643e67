import fc from "fast-check";
import { expect, test } from "vitest";
import { breakEvenAgainst, comparePoints, type PointsOption } from "~/lib/finance/points";
import { buildSchedule } from "~/lib/finance/schedule";

/*
 * The options of the learning center's "Mortgage points explained" (content/learn/mortgage-points.md):
 * $400,000 for 30 years at 6.75 % with no points, 6.5 % with 1 point, 6.25 % with 2 points, and
 * 7 % with a $2,000 lender credit (half a point). Payments (Excel PMT, also in the article):
 * $2,594.39, $2,528.27, $2,462.87, $2,661.21.
 *
 * Costs over the horizon come from a separate Python decimal model of the DESIGN.md 6 schedule
 * (the one in apr.test.ts): interest of the first H payments, the payments themselves and the
 * balance left, and cost = points + payments + balance − loan amount (= points + interest).
 */

const cents = (dollars: number) => Math.round(dollars * 100);
const JAN_2027 = { year: 2027, month: 1 };
const ARTICLE: PointsOption[] = [
  { ratePercent: 6.75, pointsPercent: 0 },
  { ratePercent: 6.5, pointsPercent: 1 },
  { ratePercent: 6.25, pointsPercent: 2 },
  { ratePercent: 7, pointsPercent: -0.5 },
];
const article = (yearsInHome: number) =>
  comparePoints({
    loanAmountCents: cents(400_000),
    loanTermYears: 30,
    yearsInHome,
    options: ARTICLE,
    start: JAN_2027,
  });

test("break-even months of the article's options, worked by hand", () => {
  const reference = { upfrontCents: 0, monthlyPaymentCents: cents(2594.39) };
  // 1 point: $4,000 upfront, saves 2,594.39 − 2,528.27 = $66.12 a month; 4,000 / 66.12 = 60.50,
  // so 60 payments have saved $3,967.20 (not yet $4,000) and 61 have saved $4,033.32: month 61.
  expect(
    breakEvenAgainst(
      { upfrontCents: cents(4000), monthlyPaymentCents: cents(2528.27) },
      reference,
      360,
    ),
  ).toEqual({ kind: "months", months: 61, payer: "option" });
  // 2 points: $8,000, saves 2,594.39 − 2,462.87 = $131.52; 8,000 / 131.52 = 60.83 → month 61.
  expect(
    breakEvenAgainst(
      { upfrontCents: cents(8000), monthlyPaymentCents: cents(2462.87) },
      reference,
      360,
    ),
  ).toEqual({ kind: "months", months: 61, payer: "option" });
  // The $2,000 credit at 7 %: the payment is 2,661.21 − 2,594.39 = $66.82 higher; the reference
  // (which paid $2,000 more upfront) has earned it back after 2,000 / 66.82 = 29.93 → 30 payments.
  expect(
    breakEvenAgainst(
      { upfrontCents: cents(-2000), monthlyPaymentCents: cents(2661.21) },
      reference,
      360,
    ),
  ).toEqual({ kind: "months", months: 30, payer: "reference" });
});

test("break-even: never, and right away", () => {
  const reference = { upfrontCents: 0, monthlyPaymentCents: cents(2594.39) };
  // A point that does not lower the payment: nothing ever repays the $4,000.
  expect(
    breakEvenAgainst(
      { upfrontCents: cents(4000), monthlyPaymentCents: cents(2594.39) },
      reference,
      360,
    ),
  ).toEqual({ kind: "never", payer: "option" });
  // $100,000 for 10 years: 6 % → $1,110.21; 5.875 % with 3 points ($3,000) → $1,103.94, saving
  // $6.27; 3,000 / 6.27 = 478.5 → 479 payments, past the 120 of the term: never.
  expect(
    breakEvenAgainst(
      { upfrontCents: cents(3000), monthlyPaymentCents: cents(1103.94) },
      { upfrontCents: 0, monthlyPaymentCents: cents(1110.21) },
      120,
    ),
  ).toEqual({ kind: "never", payer: "option" });
  // Same upfront (no points) and a lower payment: better from the first month.
  expect(
    breakEvenAgainst({ upfrontCents: 0, monthlyPaymentCents: cents(2528.27) }, reference, 360),
  ).toEqual({ kind: "now" });
  // A credit AND a payment no higher: also nothing to earn back.
  expect(
    breakEvenAgainst(
      { upfrontCents: cents(-1000), monthlyPaymentCents: cents(2594.39) },
      reference,
      360,
    ),
  ).toEqual({ kind: "now" });
  // A credit with a higher payment the credit outlasts: 1,000 / 1.00 = 1,000 months > 360.
  expect(
    breakEvenAgainst(
      { upfrontCents: cents(-1000), monthlyPaymentCents: cents(2595.39) },
      reference,
      360,
    ),
  ).toEqual({ kind: "never", payer: "reference" });
});

test("the article's options kept 7 years: 2 points cost least, $175,015.36", () => {
  // 84 payments (Python model): interest 181,078.85 / 174,039.93 / 167,015.36 / 188,131.34.
  // 1 point: payments 212,374.68 + balance 361,665.25 − 400,000 + points 4,000 = 178,039.93
  //          = 4,000 + 174,039.93 (points + interest).
  const result = article(7)!;
  expect(result.horizonMonths).toBe(84);
  expect(result.referenceIndex).toBe(0);
  expect(result.options.map((o) => o.monthlyPaymentCents)).toEqual(
    [2594.39, 2528.27, 2462.87, 2661.21].map(cents),
  );
  expect(result.options.map((o) => o.upfrontCents)).toEqual([0, 4000, 8000, -2000].map(cents));
  expect(result.options.map((o) => o.horizonInterestCents)).toEqual(
    [181_078.85, 174_039.93, 167_015.36, 188_131.34].map(cents),
  );
  expect(result.options.map((o) => o.horizonBalanceCents)).toEqual(
    [363_150.09, 361_665.25, 360_134.28, 364_589.7].map(cents),
  );
  expect(result.options.map((o) => o.horizonCostCents)).toEqual(
    [181_078.85, 178_039.93, 175_015.36, 186_131.34].map(cents),
  );
  expect(result.cheapestIndex).toBe(2);
  expect(result.options.map((o) => o.breakEven)).toEqual([
    { kind: "reference" },
    { kind: "months", months: 61, payer: "option" },
    { kind: "months", months: 61, payer: "option" },
    { kind: "months", months: 30, payer: "reference" },
  ]);
});

test("kept 1 year the credit costs least; kept 2 years the no-points loan, though the credit's break-even is month 30", () => {
  // 12 payments: costs 26,869.71 / 29,868.38 / 32,867.25 / −2,000 + 27,871.29 = 25,871.29.
  const oneYear = article(1)!;
  expect(oneYear.options.map((o) => o.horizonCostCents)).toEqual(
    [26_869.71, 29_868.38, 32_867.25, 25_871.29].map(cents),
  );
  expect(oneYear.cheapestIndex).toBe(3);
  // 24 payments: 53,442.60 against −2,000 + 55,448.86 = 53,448.86. The credit's higher rate also
  // leaves $402.58 more owed (391,579.82 vs 391,177.24), which the payment-only break-even
  // (month 30) does not see.
  const twoYears = article(2)!;
  expect(twoYears.options.map((o) => o.horizonCostCents)).toEqual(
    [53_442.6, 55_437.33, 57_433.01, 53_448.86].map(cents),
  );
  expect(twoYears.cheapestIndex).toBe(0);
});

test("a horizon past the term is the whole loan; each option's APR counts paid points only", () => {
  // 40 years in a 30-year loan: all 360 payments, nothing owed. Cost = points + all interest:
  // 533,983.09 / 4,000 + 510,179.81 / 8,000 + 486,632.24 / −2,000 + 558,035.91.
  const result = article(40)!;
  expect(result.horizonMonths).toBe(360);
  expect(result.options.map((o) => o.horizonBalanceCents)).toEqual([0, 0, 0, 0]);
  expect(result.options.map((o) => o.horizonCostCents)).toEqual(
    [533_983.09, 514_179.81, 494_632.24, 556_035.91].map(cents),
  );
  // APRs (Python bisection of the general equation, amount financed = loan − paid points):
  // 6.750000, 6.596878, 6.442373, and 7.000001 for the credit option (left out of the APR).
  const aprs = result.options.map((o) => o.aprPercent);
  expect(aprs[0]).toBeCloseTo(6.75, 5);
  expect(aprs[1]).toBeCloseTo(6.596878, 5);
  expect(aprs[2]).toBeCloseTo(6.442373, 5);
  expect(aprs[3]).toBeCloseTo(7.000001, 5);
});

test("the reference is the first option without points, else the first option", () => {
  const input = {
    loanAmountCents: cents(400_000),
    loanTermYears: 30,
    yearsInHome: 7,
    start: JAN_2027,
  };
  expect(comparePoints({ ...input, options: [ARTICLE[1]!, ARTICLE[0]!] })?.referenceIndex).toBe(1);
  expect(comparePoints({ ...input, options: [ARTICLE[1]!, ARTICLE[2]!] })?.referenceIndex).toBe(0);
  expect(comparePoints({ ...input, options: [] })).toBeNull();
  expect(comparePoints({ ...input, loanAmountCents: 0, options: ARTICLE })).toBeNull();
});

test("property: cost over the horizon = points + payments + balance left − loan amount", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 5_000_000, max: 200_000_000 }),
      fc.integer({ min: 5, max: 40 }),
      fc.integer({ min: 1, max: 45 }),
      fc.array(
        fc.record({
          ratePercent: fc.integer({ min: 0, max: 12_000 }).map((m) => m / 1000),
          pointsPercent: fc.integer({ min: -3000, max: 4000 }).map((m) => m / 1000),
        }),
        { minLength: 1, maxLength: 4 },
      ),
      (loanAmountCents, loanTermYears, yearsInHome, options) => {
        const result = comparePoints({
          loanAmountCents,
          loanTermYears,
          yearsInHome,
          options,
          start: JAN_2027,
        })!;
        expect(result.horizonMonths).toBe(Math.min(yearsInHome, loanTermYears) * 12);
        result.options.forEach((option, index) => {
          // Summed from the schedule's payments (what the borrower hands over) rather than its
          // interest column: the two must tell the same story.
          const kept = buildSchedule({
            principalCents: loanAmountCents,
            annualRatePercent: options[index]!.ratePercent,
            termMonths: loanTermYears * 12,
            start: JAN_2027,
          }).entries.slice(0, result.horizonMonths);
          const payments = kept.reduce((sum, entry) => sum + entry.paymentCents, 0);
          const balance = kept.at(-1)!.balanceCents;
          expect(option.horizonBalanceCents).toBe(balance);
          expect(option.horizonCostCents).toBe(
            option.upfrontCents + payments + balance - loanAmountCents,
          );
        });
        const cheapest = result.options[result.cheapestIndex]!.horizonCostCents;
        expect(Math.min(...result.options.map((o) => o.horizonCostCents))).toBe(cheapest);
      },
    ),
  );
});
