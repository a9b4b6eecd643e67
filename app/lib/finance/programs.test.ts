import fc from "fast-check";
import { expect, test } from "vitest";
import { compareMonths } from "~/lib/finance/month";
import {
  annualMortgageInsurancePercent,
  checkDownPayment,
  financedFee,
  minimumDownPaymentPercent,
  mortgageInsurancePlan,
  mortgageInsuranceTerm,
  vaFundingFeePercent,
  type LoanType,
  type ProgramLoan,
} from "~/lib/finance/programs";
import { buildSchedule } from "~/lib/finance/schedule";

const JAN_2027 = { year: 2027, month: 1 };

/** A 30-year purchase; amounts in DOLLARS for readability. */
function loan(
  loanType: LoanType,
  priceDollars: number,
  downDollars: number,
  more: Partial<ProgramLoan> = {},
): ProgramLoan {
  return {
    loanType,
    homePriceCents: priceDollars * 100,
    downPaymentCents: downDollars * 100,
    termMonths: 360,
    creditScore: null,
    vaFirstUse: true,
    vaExempt: false,
    ...more,
  };
}

function scheduleOf(totalLoanCents: number, ratePercent: number, termMonths = 360) {
  return buildSchedule({
    principalCents: totalLoanCents,
    annualRatePercent: ratePercent,
    termMonths,
    start: JAN_2027,
  }).entries;
}

test("minimum down payments: 3 % conventional, FHA 3.5 % from 580 and 10 % from 500, 0 VA and USDA", () => {
  expect(minimumDownPaymentPercent("conventional", null)).toEqual({ ok: true, percent: 3 });
  expect(minimumDownPaymentPercent("conventional", 620)).toEqual({ ok: true, percent: 3 });
  // HUD 4000.1: 580+ → 96.5 % LTV; 500-579 → 90 % LTV; below 500 not eligible.
  expect(minimumDownPaymentPercent("fha", 580)).toEqual({ ok: true, percent: 3.5 });
  expect(minimumDownPaymentPercent("fha", 579)).toEqual({ ok: true, percent: 10 });
  expect(minimumDownPaymentPercent("fha", 500)).toEqual({ ok: true, percent: 10 });
  expect(minimumDownPaymentPercent("fha", null)).toEqual({ ok: true, percent: 3.5 });
  expect(minimumDownPaymentPercent("fha", 499)).toEqual({
    ok: false,
    message: "FHA loans need a credit score of at least 500.",
  });
  expect(minimumDownPaymentPercent("va", 500)).toEqual({ ok: true, percent: 0 });
  expect(minimumDownPaymentPercent("usda", null)).toEqual({ ok: true, percent: 0 });
});

test("the down payment check names the least amount that qualifies, exactly at the edge", () => {
  // FHA $300,000: 3.5 % = $10,500; $10,499.99 is short by a cent.
  expect(checkDownPayment(loan("fha", 300_000, 10_500, { creditScore: 640 }))).toBeNull();
  expect(
    checkDownPayment({
      ...loan("fha", 300_000, 0, { creditScore: 640 }),
      downPaymentCents: 1_049_999,
    }),
  ).toEqual({
    field: "downPayment",
    message:
      "An FHA loan needs at least 3.5% down with a credit score of 580 or more: $10,500 on this price.",
  });
  // Score 560: 10 % = $30,000.
  expect(checkDownPayment(loan("fha", 300_000, 10_500, { creditScore: 560 }))).toEqual({
    field: "downPayment",
    message:
      "With a credit score from 500 to 579, an FHA loan needs at least 10% down: $30,000 on this price.",
  });
  expect(checkDownPayment(loan("fha", 300_000, 30_000, { creditScore: 560 }))).toBeNull();
  expect(checkDownPayment(loan("fha", 300_000, 90_000, { creditScore: 450 }))).toEqual({
    field: "creditScore",
    message: "FHA loans need a credit score of at least 500.",
  });
  // Conventional $333,333: 3 % = $9,999.99 exactly; the message shows the cents.
  expect(checkDownPayment(loan("conventional", 333_333, 9_000))).toEqual({
    field: "downPayment",
    message: "A conventional loan needs at least 3% down: $9,999.99 on this price.",
  });
  expect(
    checkDownPayment({ ...loan("conventional", 333_333, 0), downPaymentCents: 999_999 }),
  ).toBeNull();
  // $333,335 × 3 % = $10,000.05 → rounded UP, never below what qualifies.
  expect(checkDownPayment(loan("conventional", 333_335, 10_000))?.message).toContain("$10,000.05");
  expect(checkDownPayment(loan("va", 300_000, 0))).toBeNull();
  expect(checkDownPayment(loan("usda", 300_000, 0))).toBeNull();
});

test("FHA: $300,000 price, 3.5 % down: base $289,500, UFMIP $5,066.25, total $294,566.25", () => {
  // HUD Appendix 1.0: UFMIP 175 bps of the base loan: 289,500 × 0.0175 = 5,066.25.
  const fha = loan("fha", 300_000, 10_500, { creditScore: 640 });
  expect(financedFee(fha)).toEqual({
    kind: "fha-upfront-mip",
    baseLoanCents: 28_950_000,
    feeCents: 506_625,
    totalLoanCents: 29_456_625,
    feePercent: 1.75,
  });
  // ML 2023-05, term > 15 years, base ≤ $726,200: LTV 289,500 / 300,000 = 96.5 % > 95 % → 55 bps,
  // and above 90 % it lasts for the life of the loan.
  expect(annualMortgageInsurancePercent(fha)).toBe(0.55);
  expect(mortgageInsuranceTerm(fha, 0.55)).toEqual({ kind: "life" });
});

test("FHA annual MIP table of ML 2023-05 by term, base loan and LTV", () => {
  const rate = (price: number, down: number, termMonths = 360) =>
    annualMortgageInsurancePercent(loan("fha", price, down, { termMonths }));
  // > 15 years, base ≤ $726,200: ≤ 95 % → 0.50, > 95 % → 0.55
  expect(rate(300_000, 15_000)).toBe(0.5); // 95.0 %
  expect(rate(300_000, 14_999)).toBe(0.55); // 95.0003 %
  expect(rate(300_000, 30_000)).toBe(0.5); // 90 %
  // > 15 years, base > $726,200: ≤ 95 % → 0.70, > 95 % → 0.75
  expect(rate(800_000, 73_800)).toBe(0.5); // base exactly $726,200 is "at or below"
  expect(rate(800_000, 73_799)).toBe(0.7); // base $726,201, LTV 90.8 %
  expect(rate(800_000, 28_000)).toBe(0.75); // base $772,000, LTV 96.5 %
  // ≤ 15 years, base ≤ $726,200: ≤ 90 % → 0.15, > 90 % → 0.40
  expect(rate(300_000, 30_000, 180)).toBe(0.15);
  expect(rate(300_000, 10_500, 180)).toBe(0.4);
  // ≤ 15 years, base > $726,200: ≤ 78 % → 0.15, ≤ 90 % → 0.40, > 90 % → 0.65
  expect(rate(1_000_000, 220_000, 180)).toBe(0.15); // 78 %
  expect(rate(1_000_000, 150_000, 180)).toBe(0.4); // 85 %
  expect(rate(1_000_000, 50_000, 180)).toBe(0.65); // 95 %
  // Duration: 11 years at 90 % LTV or less, life above.
  const tenDown = loan("fha", 300_000, 30_000);
  expect(mortgageInsuranceTerm(tenDown, 0.5)).toEqual({ kind: "years", years: 11 });
  expect(mortgageInsuranceTerm(loan("fha", 300_000, 29_999), 0.5)).toEqual({ kind: "life" });
});

test("FHA first-year monthly MIP from the base loan's average scheduled balance, worked by hand", () => {
  // HUD figures annual MIP on the average of each year's 12 scheduled balances of the BASE loan,
  // without the financed up-front premium (FHA Connection's annual MIP calculation, 24 CFR
  // 203.260). Base $289,500 at 6.25 % for 30 years: r = 0.0625/12, M = 289,500 × r(1+r)^360 /
  // ((1+r)^360 − 1) = $1,782.50; balances before payments 1-12 from B_k = P(1+r)^k −
  // M((1+r)^k − 1)/r, k = 0…11, average $287,962.67; 0.55 % × 287,962.67 / 12 = $131.9829 →
  // $131.98. Year 2 (k = 12…23): average $284,471.45 → $130.3827 → $130.38.
  // (The payment itself is on the total loan $294,566.25: $1,813.6951 → $1,813.70.)
  const fha = loan("fha", 300_000, 10_500, { creditScore: 640 });
  const entries = scheduleOf(29_456_625, 6.25);
  expect(entries[0]?.paymentCents).toBe(181_370);
  const plan = mortgageInsurancePlan(fha, entries, 29_456_625);
  expect(plan.firstMonthCents).toBe(13_198);
  expect(plan.byEntry[11]).toBe(13_198);
  expect(plan.byEntry[12]).toBe(13_038);
  // LTV 96.5 % > 90 %: paid with every payment.
  expect(plan.lifeOfLoan).toBe(true);
  expect(plan.endMonth).toBeNull();
  expect(plan.lastPaidMonth).toEqual({ year: 2056, month: 12 });
  expect(plan.byEntry.every((cents) => cents > 0)).toBe(true);
});

test("FHA with 10 % down: 0.50 % for 11 years (132 payments), then none", () => {
  // Base $270,000, UFMIP 1.75 % = $4,725, total $274,725; LTV 90 % → 50 bps for 11 years.
  // First year at 6.25 %: the base loan's balances before payments 1-12 average $268,566.21
  // (formula above, M = $1,662.44 on $270,000); × 0.5 % / 12 = $111.9026 → $111.90.
  const fha = loan("fha", 300_000, 30_000);
  expect(financedFee(fha).totalLoanCents).toBe(27_472_500);
  const entries = scheduleOf(27_472_500, 6.25);
  const plan = mortgageInsurancePlan(fha, entries, 27_472_500);
  expect(plan.firstMonthCents).toBe(11_190);
  // Payment 132 is 12/2037 (01/2027 + 131 months); payment 133, 01/2038, has none.
  expect(plan.lastPaidMonth).toEqual({ year: 2037, month: 12 });
  expect(plan.endMonth).toEqual({ year: 2038, month: 1 });
  expect(plan.byEntry[131]).toBeGreaterThan(0);
  expect(plan.byEntry[132]).toBe(0);
  expect(plan.lifeOfLoan).toBe(false);
});

test("VA funding fee table (va.gov, loans closed from April 7, 2023)", () => {
  // $350,000 home. First use, nothing down: 2.15 % × 350,000 = $7,525 → loan $357,525.
  expect(financedFee(loan("va", 350_000, 0))).toEqual({
    kind: "va-funding-fee",
    baseLoanCents: 35_000_000,
    feeCents: 752_500,
    totalLoanCents: 35_752_500,
    feePercent: 2.15,
  });
  // Later use, nothing down: 3.3 % × 350,000 = $11,550.
  expect(financedFee(loan("va", 350_000, 0, { vaFirstUse: false })).feeCents).toBe(1_155_000);
  // 5 % down ($17,500): 1.5 % × 332,500 = $4,987.50, first or later use.
  expect(financedFee(loan("va", 350_000, 17_500)).feeCents).toBe(498_750);
  expect(financedFee(loan("va", 350_000, 17_500, { vaFirstUse: false })).feeCents).toBe(498_750);
  // Just under 5 %: still the no-down-payment rate.
  expect(vaFundingFeePercent(loan("va", 350_000, 17_499))).toBe(2.15);
  // 10 % down ($35,000): 1.25 % × 315,000 = $3,937.50.
  expect(financedFee(loan("va", 350_000, 35_000, { vaFirstUse: false })).feeCents).toBe(393_750);
  // Exempt veterans pay none.
  expect(financedFee(loan("va", 350_000, 0, { vaExempt: true }))).toEqual({
    kind: "va-funding-fee",
    baseLoanCents: 35_000_000,
    feeCents: 0,
    totalLoanCents: 35_000_000,
    feePercent: 0,
  });
  // No monthly mortgage insurance on a VA loan.
  const va = loan("va", 350_000, 0);
  expect(annualMortgageInsurancePercent(va)).toBe(0);
  const plan = mortgageInsurancePlan(va, scheduleOf(35_752_500, 6), 35_752_500);
  expect(plan.totalCents).toBe(0);
  expect(plan.term).toEqual({ kind: "none" });
});

test("USDA: the 1 % upfront fee is 1 % of the total loan (base ÷ 0.99); 0.35 % a year for life", () => {
  // $250,000 ÷ 0.99 = 252,525.2525… → $252,525.25, so the fee is $2,525.25 (= 1 % of the total,
  // to the cent).
  const usda = loan("usda", 250_000, 0);
  expect(financedFee(usda)).toEqual({
    kind: "usda-guarantee-fee",
    baseLoanCents: 25_000_000,
    feeCents: 252_525,
    totalLoanCents: 25_252_525,
    feePercent: 1,
  });
  expect(annualMortgageInsurancePercent(usda)).toBe(0.35);
  expect(mortgageInsuranceTerm(usda, 0.35)).toEqual({ kind: "life" });
});

test("USDA annual fee at 0 % interest, worked by hand", () => {
  // Total $100,000 ÷ 0.99 = $101,010.10; payment 10,101,010 / 360 = 28,058.36 → $280.58.
  // Balances before payments 1-12: 10,101,010 − 28,058 × (k − 1); their sum is
  // 12 × 10,101,010 − 28,058 × 66 = 119,360,292 cents; × 0.35 % / 12 months / 12 = 2,901.12 → $29.01.
  const usda = loan("usda", 100_000, 0);
  const { totalLoanCents } = financedFee(usda);
  expect(totalLoanCents).toBe(10_101_010);
  const entries = scheduleOf(totalLoanCents, 0);
  const plan = mortgageInsurancePlan(usda, entries, totalLoanCents);
  expect(plan.firstMonthCents).toBe(2_901);
  // Year 2: sum = 12 × (10,101,010 − 12 × 28,058) − 28,058 × 66 = 115,319,940 → 2,802.93 → $28.03.
  expect(plan.byEntry[12]).toBe(2_803);
  expect(plan.lifeOfLoan).toBe(true);
  expect(plan.byEntry.every((cents) => cents >= 0)).toBe(true);
});

test("conventional PMI from the MGIC rate card by LTV and score; the spec table without a score", () => {
  const rate = (price: number, down: number, creditScore: number | null) =>
    annualMortgageInsurancePercent(loan("conventional", price, down, { creditScore }));
  // 10 % down: LTV 90 % (85.01-90 band, 25 % coverage)
  expect(rate(400_000, 40_000, 700)).toBe(0.55);
  expect(rate(400_000, 40_000, 760)).toBe(0.28);
  expect(rate(400_000, 40_000, 850)).toBe(0.28);
  expect(rate(400_000, 40_000, 759)).toBe(0.38);
  // 5 % down: 90.01-95 band; 3 % down: 95.01-97 band; 15 % down: 85 % and below.
  expect(rate(400_000, 20_000, 740)).toBe(0.53);
  expect(rate(400_000, 12_000, 620)).toBe(1.86);
  expect(rate(400_000, 60_000, 680)).toBe(0.28);
  // Below the card's lowest band (620): the lowest band's rate.
  expect(rate(400_000, 12_000, 580)).toBe(1.86);
  // 20 % down (80 % LTV) or more: no PMI, whatever the score.
  expect(rate(400_000, 80_000, 640)).toBe(0);
  expect(rate(400_000, 79_999, 640)).toBe(0.4);
  // No score: the spec's table by down payment (DESIGN 6): 10 % down → 0.5.
  expect(rate(400_000, 40_000, null)).toBe(0.5);
  expect(rate(400_000, 12_000, null)).toBe(1);
});

test("conventional PMI: the 80 % and 78 % dates worked by hand from the amortization formula", () => {
  // $300,000 home, 5 % down: loan $285,000 at 6.5 % for 30 years, first payment 01/2027.
  // M = 285,000 × r(1+r)^360 / ((1+r)^360 − 1), r = 0.065/12 → 1,801.3939 → $1,801.39.
  // B_k = P(1+r)^k − M((1+r)^k − 1)/r: B_123 = 240,126.63, B_124 = 239,625.92 ≤ 80 % ($240,000)
  // → payment 124 = 01/2027 + 123 months = 04/2037 (ask to cancel).
  // B_134 = 234,467.26, B_135 = 233,935.90 ≤ 78 % ($234,000) → payment 135 = 03/2038: PMI stops,
  // so the last payment with PMI is 02/2038 (payment 134).
  // Score 700 at LTV 95 % → 0.78 % × 285,000 / 12 = $185.25 a month; 134 × 185.25 = $24,823.50.
  const conventional = loan("conventional", 300_000, 15_000, { creditScore: 700 });
  const entries = scheduleOf(28_500_000, 6.5);
  const plan = mortgageInsurancePlan(conventional, entries, 28_500_000);
  expect(plan.annualPercent).toBe(0.78);
  expect(plan.firstMonthCents).toBe(18_525);
  expect(plan.requestCancellationMonth).toEqual({ year: 2037, month: 4 });
  expect(plan.endMonth).toEqual({ year: 2038, month: 3 });
  expect(plan.lastPaidMonth).toEqual({ year: 2038, month: 2 });
  expect(plan.byEntry[133]).toBe(18_525);
  expect(plan.byEntry[134]).toBe(0);
  expect(plan.totalCents).toBe(2_482_350);
});

test("conventional PMI at a very high rate stops after the midpoint of the term (HPA final termination)", () => {
  // At 15 % the balance of a $291,000 loan (3 % down) reaches 78 % of the price ($234,000) only
  // at payment 233 (B_233 = 233,592.04 by the formula above), after the midpoint of 360, so the
  // midpoint rule ends PMI first: premiums with payments 1-180, none from 181 (HPA final
  // termination, the first month after the midpoint).
  const conventional = loan("conventional", 300_000, 9_000, { creditScore: 760 });
  const entries = scheduleOf(29_100_000, 15);
  const plan = mortgageInsurancePlan(conventional, entries, 29_100_000);
  expect(plan.byEntry[179]).toBeGreaterThan(0);
  expect(plan.byEntry[180]).toBe(0);
  expect(plan.endMonth).toEqual(entries[180]?.date);
});

const arbitraryLoan = fc
  .record({
    loanType: fc.constantFrom<LoanType>("conventional", "fha", "va", "usda"),
    priceDollars: fc.integer({ min: 50_000, max: 2_000_000 }),
    downShare: fc.integer({ min: 0, max: 40 }),
    termYears: fc.constantFrom(10, 15, 20, 30),
    creditScore: fc.option(fc.integer({ min: 300, max: 850 }), { nil: null }),
    vaFirstUse: fc.boolean(),
    vaExempt: fc.boolean(),
    ratePercent: fc.integer({ min: 0, max: 12_000 }).map((milli) => milli / 1000),
  })
  .map((r) => ({
    ratePercent: r.ratePercent,
    loan: {
      loanType: r.loanType,
      homePriceCents: r.priceDollars * 100,
      downPaymentCents: Math.round((r.priceDollars * r.downShare) / 100) * 100,
      termMonths: r.termYears * 12,
      creditScore: r.creditScore,
      vaFirstUse: r.vaFirstUse,
      vaExempt: r.vaExempt,
    } satisfies ProgramLoan,
  }));

test("property: mortgage insurance is never paid from its end month on, and always before it", () => {
  fc.assert(
    fc.property(arbitraryLoan, ({ loan: l, ratePercent }) => {
      const fee = financedFee(l);
      expect(fee.totalLoanCents).toBe(fee.baseLoanCents + fee.feeCents);
      const entries = scheduleOf(fee.totalLoanCents, ratePercent, l.termMonths);
      const plan = mortgageInsurancePlan(l, entries, fee.totalLoanCents);
      expect(plan.byEntry).toHaveLength(entries.length);
      let sum = 0;
      entries.forEach((entry, index) => {
        const cents = plan.byEntry[index] ?? Number.NaN;
        sum += cents;
        if (plan.endMonth && compareMonths(entry.date, plan.endMonth) >= 0) {
          expect(cents).toBe(0);
        } else if (plan.term.kind !== "none") {
          expect(cents).toBeGreaterThanOrEqual(0);
        }
        if (plan.lastPaidMonth && compareMonths(entry.date, plan.lastPaidMonth) > 0) {
          expect(cents).toBe(0);
        }
      });
      expect(plan.totalCents).toBe(sum);
      if (plan.term.kind !== "none" && entries.length > 0) {
        expect(plan.byEntry[0]).toBeGreaterThan(0);
      }
      if (l.loanType === "va") expect(plan.totalCents).toBe(0);
      if (plan.lifeOfLoan) expect(plan.endMonth).toBeNull();
      // FHA with a limited term pays at most 132 premiums.
      if (plan.term.kind === "years") {
        expect(plan.byEntry.filter((cents) => cents > 0).length).toBeLessThanOrEqual(132);
      }
    }),
    { numRuns: 150 },
  );
});
