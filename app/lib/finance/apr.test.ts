import fc from "fast-check";
import { expect, test } from "vitest";
import { aprPercentOfStream, calculateApr, unitPeriodRate } from "~/lib/finance/apr";

/*
 * Expected numbers come from two places, never from this code:
 *
 * 1. The worked examples of Regulation Z, Appendix J (12 CFR 1026, Appendix J, paragraph (c),
 *    "Examples for the actuarial method"), https://www.consumerfinance.gov/rules-policy/regulations/1026/J/
 *    (also https://www.fdic.gov/regulations/laws/rules/6500-3550.html). In the printed CFR the
 *    examples are page images; the figures below are as two separate public transcriptions give
 *    them (the FSharp.Finance test suite, AprUsActuarialTests, and a Python pre-check transcribed
 *    from the GPO print), which agree with each other. Each example: a single advance on 1-10-78,
 *    monthly payments, published APR to 2 decimals:
 *    (c)(1)(i)   $5,000; 24 payments of $230; first payment 2-10-78 (regular first period): 9.69 %
 *    (c)(1)(ii)  $6,000; 36 payments of $200; advance 2-10-78, first payment 4-1-78 (1 month and
 *                19 days: t = 1, f = 19/30): 11.82 %
 *    (c)(2)(i)   $5,000; a first payment of $250, then 23 of $230: 10.08 %
 *    (c)(3)(i)   $5,000; 23 payments of $230, then a final payment of $280: 10.50 %
 *    (c)(4)(i)   $5,000; $250, 22 × $230, $280: 10.90 %
 *
 * 2. A separate model in Python's decimal module: the DESIGN.md 6 schedule (payment rounded
 *    half-up to cents, interest per month rounded half-up, the last payment clears the balance)
 *    and a 200-step bisection of the general equation A = Σ P_k / ((1 + f·i)(1 + i)^k):
 *
 *    from decimal import Decimal as D, getcontext, ROUND_HALF_UP; getcontext().prec = 60
 *    q = lambda x: x.quantize(D('0.01'), ROUND_HALF_UP)
 *    def pmt(p, rate, n):
 *        r = D(rate) / 1200; g = (1 + r) ** n
 *        return q(D(p) / n) if r == 0 else q(D(p) * r * g / (g - 1))
 *    def sched(p, rate, n):
 *        P = pmt(p, rate, n); bal = D(p); pays = []; k = 0
 *        while bal > 0:
 *            # bal × rate / 1200 in that order: an exact half cent stays exact and rounds up
 *            k += 1; i = q(bal * D(rate) / 1200); pr = bal if k >= n or bal + i <= P else P - i
 *            bal -= pr; pays.append(i + pr)
 *        return pays
 *    def pv(pays, i, f=D(0)): return sum(p / ((1 + f * i) * (1 + i) ** (k + 1)) for k, p in enumerate(pays))
 *    def solve(A, pays, f=D(0)):
 *        lo, hi = D(0), D(1)
 *        for _ in range(200):
 *            mid = (lo + hi) / 2
 *            lo, hi = (mid, hi) if pv(pays, mid, f) > A else (lo, mid)
 *        return (lo + hi) / 2      # the APR is 1200 × this
 *
 *    It gives for the Appendix J examples: 9.685708, 11.816508, 10.082890, 10.500469, 10.895549.
 */

const cents = (dollars: number) => Math.round(dollars * 100);
const repeat = (dollars: number, count: number) => Array<number>(count).fill(cents(dollars));
const JAN_2027 = { year: 2027, month: 1 };

test("Appendix J (c)(1)(i): $5,000 repaid by 24 monthly payments of $230 is 9.69 %", () => {
  const apr = aprPercentOfStream({
    amountFinancedCents: cents(5000),
    paymentsCents: repeat(230, 24),
  });
  expect(apr?.toFixed(2)).toBe("9.69");
  expect(apr).toBeCloseTo(9.685708, 5);
});

test("Appendix J (c)(1)(ii): a long first period (1 month and 19 days) is priced at simple interest: 11.82 %", () => {
  const apr = aprPercentOfStream({
    amountFinancedCents: cents(6000),
    paymentsCents: repeat(200, 36),
    firstPeriodFraction: 19 / 30,
  });
  expect(apr?.toFixed(2)).toBe("11.82");
  expect(apr).toBeCloseTo(11.816508, 5);
});

test("Appendix J (c)(2)(i): an irregular first payment of $250 is 10.08 %", () => {
  const apr = aprPercentOfStream({
    amountFinancedCents: cents(5000),
    paymentsCents: [cents(250), ...repeat(230, 23)],
  });
  expect(apr?.toFixed(2)).toBe("10.08");
  expect(apr).toBeCloseTo(10.08289, 5);
});

test("Appendix J (c)(3)(i): an irregular final payment of $280 is 10.50 %", () => {
  // The odd last payment is the shape of every schedule here: level payments, then the one that
  // clears the balance.
  const apr = aprPercentOfStream({
    amountFinancedCents: cents(5000),
    paymentsCents: [...repeat(230, 23), cents(280)],
  });
  expect(apr?.toFixed(2)).toBe("10.50");
  expect(apr).toBeCloseTo(10.500469, 5);
});

test("Appendix J (c)(4)(i): irregular first and final payments are 10.90 %", () => {
  const apr = aprPercentOfStream({
    amountFinancedCents: cents(5000),
    paymentsCents: [cents(250), ...repeat(230, 22), cents(280)],
  });
  expect(apr?.toFixed(2)).toBe("10.90");
  expect(apr).toBeCloseTo(10.895549, 5);
});

test("by hand: two payments of $507.51 for $990 financed solve a quadratic, 20.162 %", () => {
  // $1,000 at 12 % for 2 months (schedule.ts's worked example: $507.51 twice) with a $10 fee.
  // 990 = 507.51 v + 507.51 v², v = 1/(1+i):
  //   507.51 v² + 507.51 v − 990 = 0
  //   discriminant = 507.51² + 4 × 507.51 × 990 = 257,566.4001 + 2,009,739.60 = 2,267,306.0001
  //   √ = 1,505.757617; v = (1,505.757617 − 507.51) / (2 × 507.51) = 0.98347581
  //   i = 1/v − 1 = 0.016801827 a month; APR = 12 × 1.6801827 % = 20.1622 %
  // Plugged back: 507.51 × 0.98347581 = 499.1238; 507.51 × 0.98347581² = 490.8762;
  // 499.1238 + 490.8762 = 990.0000.
  const stream = { amountFinancedCents: cents(990), paymentsCents: repeat(507.51, 2) };
  expect(unitPeriodRate(stream)).toBeCloseTo(0.016801827, 8);
  expect(aprPercentOfStream(stream)?.toFixed(3)).toBe("20.162");
});

test("$300,000 at 6.5 % for 30 years with 1 point and $2,000 of lender fees: APR 6.662 %", () => {
  // Schedule (Python model above): 359 payments of $1,896.20 and a last one of $1,900.91,
  // total of payments $682,636.71. Points 1 % of $300,000 = $3,000; prepaid finance charges
  // $3,000 + $2,000 = $5,000; amount financed $295,000.00; finance charge $387,636.71.
  // Root i = 0.005551939515 (APR 6.662327 %). Plugged back, v = 1/(1+i):
  //   v^359 = 0.1370192618, v^360 = 0.1362627393, a(359) = (1 − v^359)/i = 155.437705
  //   1,896.20 × 155.437705 = 294,740.98; 1,900.91 × 0.1362627393 = 259.02
  //   294,740.98 + 259.02 = 295,000.00 = the amount financed.
  const result = calculateApr({
    loanAmountCents: cents(300_000),
    interestRatePercent: 6.5,
    loanTermYears: 30,
    pointsPercent: 1,
    lenderFeesCents: cents(2000),
    start: JAN_2027,
  });
  expect(result).toMatchObject({
    monthlyPaymentCents: cents(1896.2),
    pointsCents: cents(3000),
    prepaidFinanceChargesCents: cents(5000),
    amountFinancedCents: cents(295_000),
    totalOfPaymentsCents: cents(682_636.71),
    financeChargeCents: cents(387_636.71),
  });
  expect(result?.schedule.entries.at(-1)?.paymentCents).toBe(cents(1900.91));
  expect(result?.aprPercent).toBeCloseTo(6.662327, 5);
});

test("$250,000 at 5.875 % for 15 years, half a point and $1,295 of fees: APR 6.035 %", () => {
  // Python model: 179 payments of $2,092.80 and a last one of $2,091.78 (total $376,702.98).
  // Points 0.5 % × 250,000 = $1,250; amount financed 250,000 − 1,250 − 1,295 = $247,455.00;
  // finance charge $129,247.98. Root i = 0.005028846271 (APR 6.034616 %). Plugged back:
  //   v^179 = 0.4074212362, v^180 = 0.4053826293, a(179) = 117.835927
  //   2,092.80 × 117.835927 = 246,607.03; 2,091.78 × 0.4053826293 = 847.97; sum 247,455.00.
  const result = calculateApr({
    loanAmountCents: cents(250_000),
    interestRatePercent: 5.875,
    loanTermYears: 15,
    pointsPercent: 0.5,
    lenderFeesCents: cents(1295),
    start: JAN_2027,
  });
  expect(result).toMatchObject({
    monthlyPaymentCents: cents(2092.8),
    amountFinancedCents: cents(247_455),
    totalOfPaymentsCents: cents(376_702.98),
    financeChargeCents: cents(129_247.98),
  });
  expect(result?.aprPercent).toBeCloseTo(6.034616, 5);
});

test("a small one-year loan: $1,000 at 12 % with a $10 fee is 13.914 %", () => {
  // 11 payments of $88.85 and a last of $88.84; amount financed $990. Root i = 0.011595048411:
  //   v^11 = 0.8808994855, v^12 = 0.8708024885, a(11) = 10.271670
  //   88.85 × 10.271670 = 912.64; 88.84 × 0.8708024885 = 77.36; sum 990.00.
  const result = calculateApr({
    loanAmountCents: cents(1000),
    interestRatePercent: 12,
    loanTermYears: 1,
    pointsPercent: 0,
    lenderFeesCents: cents(10),
    start: JAN_2027,
  });
  expect(result?.monthlyPaymentCents).toBe(cents(88.85));
  expect(result?.totalOfPaymentsCents).toBe(cents(1066.19));
  expect(result?.aprPercent).toBeCloseTo(13.914058, 5);
});

test("a 0 % loan: no fees is an APR of 0; a $120 fee on $12,000 over a year is 1.860 %", () => {
  // 12 payments of $1,000. With the fee, 11,880 = 1,000 × a(12, i) at i = 0.0015496027
  // (a(12) = (1 − 1.0015496027^−12) / 0.0015496027 = 11.88), APR = 12 × 0.15496 % = 1.8595 %.
  const base = {
    loanAmountCents: cents(12_000),
    interestRatePercent: 0,
    loanTermYears: 1,
    pointsPercent: 0,
    start: JAN_2027,
  };
  expect(calculateApr({ ...base, lenderFeesCents: 0 })?.aprPercent).toBe(0);
  const withFee = calculateApr({ ...base, lenderFeesCents: cents(120) });
  expect(withFee?.financeChargeCents).toBe(cents(120));
  expect(withFee?.aprPercent).toBeCloseTo(1.859523, 5);
});

test("no APR when nothing is financed, there is no schedule, or the payments do not repay the amount", () => {
  const base = {
    loanAmountCents: cents(100_000),
    interestRatePercent: 6,
    loanTermYears: 30,
    pointsPercent: 0,
    lenderFeesCents: 0,
    start: JAN_2027,
  };
  expect(calculateApr({ ...base, lenderFeesCents: cents(100_000) })).toBeNull();
  expect(calculateApr({ ...base, pointsPercent: 60, lenderFeesCents: cents(40_000) })).toBeNull();
  expect(calculateApr({ ...base, loanAmountCents: 0 })).toBeNull();
  expect(calculateApr({ ...base, loanTermYears: 0 })).toBeNull();
  expect(unitPeriodRate({ amountFinancedCents: cents(1000), paymentsCents: [] })).toBeNull();
  expect(
    unitPeriodRate({ amountFinancedCents: cents(1000), paymentsCents: repeat(99, 10) }),
  ).toBeNull();
  expect(unitPeriodRate({ amountFinancedCents: cents(1000), paymentsCents: repeat(100, 10) })).toBe(
    0,
  );
});

/*
 * Properties over realistic mortgages: $50,000 to $3,000,000, 5 to 40 years, rates up to 15 %
 * with 3 decimals. The domain is bounded below on purpose: the APR is worked from the CENT-exact
 * payments, and on a tiny, short loan the half-cent rounding of the payment alone moves the APR by
 * more than 0.001 point ($1,000 at 12 % for 2 months: $507.51 instead of $507.5124 is 11.996 %).
 */
const mortgage = fc.record({
  loanAmountCents: fc.integer({ min: 5_000_000, max: 300_000_000 }),
  interestRatePercent: fc.integer({ min: 0, max: 15_000 }).map((milli) => milli / 1000),
  loanTermYears: fc.integer({ min: 5, max: 40 }),
});

test("property: with no points and no fees the APR is the note rate, to 0.001 point", () => {
  fc.assert(
    fc.property(mortgage, (loan) => {
      const result = calculateApr({
        ...loan,
        pointsPercent: 0,
        lenderFeesCents: 0,
        start: JAN_2027,
      });
      expect(result).not.toBeNull();
      expect(Math.abs(result!.aprPercent - loan.interestRatePercent)).toBeLessThan(0.0005);
      expect(result!.amountFinancedCents).toBe(loan.loanAmountCents);
    }),
  );
});

test("property: positive points or fees make the APR higher than the note rate, and more fees higher still", () => {
  fc.assert(
    fc.property(
      mortgage,
      fc.integer({ min: 0, max: 4000 }).map((milli) => milli / 1000),
      fc.integer({ min: 100, max: 1_500_000 }),
      (loan, pointsPercent, lenderFeesCents) => {
        const start = JAN_2027;
        const result = calculateApr({ ...loan, pointsPercent, lenderFeesCents, start });
        const fewerFees = calculateApr({ ...loan, pointsPercent, lenderFeesCents: 0, start });
        expect(result!.aprPercent).toBeGreaterThan(loan.interestRatePercent);
        expect(result!.aprPercent).toBeGreaterThan(fewerFees!.aprPercent);
        expect(result!.financeChargeCents).toBe(
          result!.totalOfPaymentsCents - result!.amountFinancedCents,
        );
      },
    ),
  );
});

test("property: the APR solves the general equation: the payments discounted at it are worth the amount financed", () => {
  fc.assert(
    fc.property(
      mortgage,
      fc.integer({ min: 0, max: 4000 }).map((milli) => milli / 1000),
      fc.integer({ min: 0, max: 1_500_000 }),
      (loan, pointsPercent, lenderFeesCents) => {
        const result = calculateApr({ ...loan, pointsPercent, lenderFeesCents, start: JAN_2027 });
        const i = result!.aprPercent / 1200;
        let presentValue = 0;
        result!.schedule.entries.forEach((entry, k) => {
          presentValue += entry.paymentCents / (1 + i) ** (k + 1);
        });
        expect(Math.abs(presentValue - result!.amountFinancedCents)).toBeLessThan(1);
      },
    ),
  );
});
