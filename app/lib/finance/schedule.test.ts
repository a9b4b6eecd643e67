import fc from "fast-check";
import { expect, test } from "vitest";
import { addMonths } from "~/lib/finance/month";
import {
  buildSchedule,
  firstMonthAtOrBelow,
  groupScheduleByYear,
  interestFromMonth,
  MAX_TERM_MONTHS,
} from "~/lib/finance/schedule";

/*
 * Independent reference: the schedule rules of DESIGN 6 written separately in Python's decimal
 * module (never derived from this code). Expected totals below are its output.
 *
 * from decimal import Decimal as D, getcontext, ROUND_HALF_UP
 * getcontext().prec = 50
 * def pmt(P, pct, n):
 *     r = D(pct)/100/12
 *     if r <= 0: return D(P)/n
 *     x = (1+r)**n
 *     return D(P)*r*x/(x-1)
 * def c(x): return x.quantize(D('0.01'), ROUND_HALF_UP)
 * def sched(P, pct, n, extra=D(0), extra_from=1):   # extra_from: 1-based payment number
 *     r = D(pct)/100/12; pay = c(pmt(P, pct, n)); bal = D(P); rows = []; k = 0
 *     while bal > 0:
 *         k += 1
 *         i = c(bal*r)
 *         if k == n or bal + i <= pay:
 *             rows.append((k, bal+i, i, bal, D(0), D(0))); bal = D(0); break
 *         pr = pay - i
 *         e = min(extra, bal - pr) if k >= extra_from else D(0)
 *         bal = bal - pr - e
 *         rows.append((k, pay+e, i, pr, e, bal))    # number, payment, interest, principal, extra, balance
 *     return pay, rows
 */

const JAN_2025 = { year: 2025, month: 1 };

test("CFPB H-25(B): the first month of $162,000 at 3.875% is $523.13 interest and $238.65 principal", () => {
  // 162000 × 0.03875 / 12 = 523.125 → 523.13 (half-up); 761.78 − 523.13 = 238.65
  const schedule = buildSchedule({
    principalCents: 16_200_000,
    annualRatePercent: 3.875,
    termMonths: 360,
    start: JAN_2025,
  });
  expect(schedule.monthlyPaymentCents).toBe(76_178);
  expect(schedule.entries[0]).toMatchObject({
    number: 1,
    interestCents: 52_313,
    principalCents: 23_865,
    extraCents: 0,
    paymentCents: 76_178,
    balanceCents: 16_176_135,
    displayDate: "01/25",
    key: "2025-01",
  });
});

test("CFPB H-25(B) loan: the 360th payment clears the balance exactly (Python reference)", () => {
  // Python: 360 rows; last row payment 764.68 = interest 2.46 + principal 762.22; interest total 112243.70
  const schedule = buildSchedule({
    principalCents: 16_200_000,
    annualRatePercent: 3.875,
    termMonths: 360,
    start: JAN_2025,
  });
  expect(schedule.entries).toHaveLength(360);
  expect(schedule.entries[359]).toMatchObject({
    paymentCents: 76_468,
    interestCents: 246,
    principalCents: 76_222,
    balanceCents: 0,
    displayDate: "12/54",
  });
  expect(schedule.totals).toEqual({
    paymentCount: 360,
    totalInterestCents: 11_224_370,
    totalPaidCents: 27_424_370,
    totalExtraCents: 0,
    payoffDate: { year: 2054, month: 12 },
    duration: { years: 30, months: 0 },
    durationYears: 30,
  });
});

test("$100,000 at 6% for 30 years: the final payment absorbs the rounded-down payment", () => {
  // The exact payment 599.5505… was rounded down to 599.55, so 0.0505 cents a month stays unpaid;
  // by hand that grows to 0.000525 × (1.005^360 − 1) / 0.005 ≈ 0.000525 × 1004.5 ≈ $0.53 by month
  // 360. The final payment is therefore about $600.08 and total interest about
  // 115,838.00 + 0.53 = $115,838.53, give or take the monthly interest roundings; the published
  // $115,838.19 is the unrounded figure (see payment.test.ts). Python reference: last payment
  // $600.00 (interest 2.99), total interest $115,838.45.
  const schedule = buildSchedule({
    principalCents: 10_000_000,
    annualRatePercent: 6,
    termMonths: 360,
    start: JAN_2025,
  });
  expect(schedule.totals.paymentCount).toBe(360);
  expect(schedule.entries[359]?.paymentCents).toBe(60_000);
  expect(schedule.entries[359]?.interestCents).toBe(299);
  expect(schedule.totals.totalInterestCents).toBe(11_583_845);
  expect(Math.abs(schedule.totals.totalInterestCents - 11_583_853)).toBeLessThan(100);
});

test("Excel IPMT documentation: the first month's interest on $8,000 at 10% for 3 years is $66.67", () => {
  // 8000 × 0.10 / 12 = 66.666… → 66.67
  const schedule = buildSchedule({
    principalCents: 800_000,
    annualRatePercent: 10,
    termMonths: 36,
    start: JAN_2025,
  });
  expect(schedule.entries[0]?.interestCents).toBe(6_667);
});

test("Excel PPMT documentation: the first month's principal on $2,000 at 10% for 2 years is $75.62", () => {
  // PMT = 92.29; interest 2000 × 0.10 / 12 = 16.67; 92.29 − 16.67 = 75.62
  const schedule = buildSchedule({
    principalCents: 200_000,
    annualRatePercent: 10,
    termMonths: 24,
    start: JAN_2025,
  });
  expect(schedule.entries[0]?.principalCents).toBe(7_562);
  expect(schedule.entries).toHaveLength(24);
});

test("Excel CUMIPMT documentation: $125,000 at 9% for 30 years, month 1 interest $937.50 and year 2 about $11,135.23", () => {
  // CUMIPMT(9%/12, 360, 125000, 1, 1, 0) = -937.5 exactly. CUMIPMT(…, 13, 24, 0) = -11,135.23 uses
  // the unrounded payment and unrounded interest; the cents schedule (Python reference) gives
  // $11,135.21 for payments 13-24 and $11,215.33 for 1-12, balance $123,211.82 after month 24.
  const schedule = buildSchedule({
    principalCents: 12_500_000,
    annualRatePercent: 9,
    termMonths: 360,
    start: JAN_2025,
  });
  expect(schedule.entries[0]?.interestCents).toBe(93_750);
  const years = groupScheduleByYear(schedule.entries);
  expect(years[0]?.interestCents).toBe(1_121_533);
  expect(years[1]?.interestCents).toBe(1_113_521);
  expect(Math.abs((years[1]?.interestCents ?? 0) - 1_113_523)).toBeLessThanOrEqual(5);
  expect(years[1]?.endBalanceCents).toBe(12_321_182);
});

test("hand-worked: $1,000 at 12% for 2 months", () => {
  // payment 507.51; month 1: interest 10.00, principal 497.51, balance 502.49;
  // month 2: interest 502.49 × 0.01 = 5.0249 → 5.02, pays 502.49 + 5.02 = 507.51, balance 0
  const schedule = buildSchedule({
    principalCents: 100_000,
    annualRatePercent: 12,
    termMonths: 2,
    start: { year: 2024, month: 12 },
  });
  expect(
    schedule.entries.map((e) => [e.displayDate, e.interestCents, e.principalCents, e.balanceCents]),
  ).toEqual([
    ["12/24", 1_000, 49_751, 50_249],
    ["01/25", 502, 50_249, 0],
  ]);
  expect(schedule.totals.totalInterestCents).toBe(1_502);
  expect(schedule.totals.payoffDate).toEqual({ year: 2025, month: 1 });
});

test("zero rate: $120,000 over 30 years pays $333.33 and a final $334.53", () => {
  // 333.33 × 359 = 119,665.47 paid before the last month; 120,000 − 119,665.47 = 334.53
  const schedule = buildSchedule({
    principalCents: 12_000_000,
    annualRatePercent: 0,
    termMonths: 360,
    start: JAN_2025,
  });
  expect(schedule.entries).toHaveLength(360);
  expect(schedule.entries[358]?.paymentCents).toBe(33_333);
  expect(schedule.entries[359]?.paymentCents).toBe(33_453);
  expect(schedule.totals.totalInterestCents).toBe(0);
});

test("a monthly extra from the first payment: $200,000 at 6.5% with $200 extra (Python reference)", () => {
  // Python: 250 payments, interest $165,011.16, extras $49,800 (249 × 200), last payment $440.30
  const schedule = buildSchedule({
    principalCents: 20_000_000,
    annualRatePercent: 6.5,
    termMonths: 360,
    start: JAN_2025,
    extra: { amountCents: 20_000, start: JAN_2025 },
  });
  expect(schedule.totals.paymentCount).toBe(250);
  expect(schedule.totals.totalInterestCents).toBe(16_501_116);
  expect(schedule.totals.totalExtraCents).toBe(4_980_000);
  expect(schedule.entries[249]).toMatchObject({
    paymentCents: 44_030,
    extraCents: 0,
    balanceCents: 0,
  });
  expect(schedule.totals.payoffDate).toEqual(addMonths(JAN_2025, 249));
  expect(schedule.totals.duration).toEqual({ years: 20, months: 10 });
});

test("an extra that starts later: $200,000 at 6.5% with $200 extra from the 13th payment (Python reference)", () => {
  // Python (extra_from=13): 256 payments, interest $171,696.61, extras $48,600
  const schedule = buildSchedule({
    principalCents: 20_000_000,
    annualRatePercent: 6.5,
    termMonths: 360,
    start: JAN_2025,
    extra: { amountCents: 20_000, start: { year: 2026, month: 1 } },
  });
  expect(schedule.entries[11]?.extraCents).toBe(0);
  expect(schedule.entries[12]?.extraCents).toBe(20_000);
  expect(schedule.totals.paymentCount).toBe(256);
  expect(schedule.totals.totalInterestCents).toBe(17_169_661);
  expect(schedule.totals.totalExtraCents).toBe(4_860_000);
});

test("more Python reference runs with extras", () => {
  // $100,000 at 6% + $100 from month 1 → 252 payments, interest $75,938.04
  // $300,000 at 7% + $500 from month 61 → 246 payments, interest $282,692.38
  const a = buildSchedule({
    principalCents: 10_000_000,
    annualRatePercent: 6,
    termMonths: 360,
    start: JAN_2025,
    extra: { amountCents: 10_000, start: JAN_2025 },
  });
  expect([a.totals.paymentCount, a.totals.totalInterestCents]).toEqual([252, 7_593_804]);
  const b = buildSchedule({
    principalCents: 30_000_000,
    annualRatePercent: 7,
    termMonths: 360,
    start: JAN_2025,
    extra: { amountCents: 50_000, start: addMonths(JAN_2025, 60) },
  });
  expect([b.totals.paymentCount, b.totals.totalInterestCents]).toEqual([246, 28_269_238]);
});

test("the extra never pays more than what clears the balance", () => {
  // $1,000 at 12% for 2 months with $600 extra: month 1 regular principal 497.51 leaves 502.49,
  // so the extra is capped at 502.49 and month 1 pays 10.00 + 497.51 + 502.49 = 1,010.00
  const schedule = buildSchedule({
    principalCents: 100_000,
    annualRatePercent: 12,
    termMonths: 2,
    start: JAN_2025,
    extra: { amountCents: 60_000, start: JAN_2025 },
  });
  expect(schedule.entries).toHaveLength(1);
  expect(schedule.entries[0]).toMatchObject({
    interestCents: 1_000,
    principalCents: 49_751,
    extraCents: 50_249,
    paymentCents: 101_000,
    balanceCents: 0,
  });
});

test("a negative or missing extra changes nothing", () => {
  const base = { principalCents: 100_000, annualRatePercent: 12, termMonths: 2, start: JAN_2025 };
  const plain = buildSchedule(base);
  expect(buildSchedule({ ...base, extra: { amountCents: -5_000, start: JAN_2025 } })).toEqual(
    plain,
  );
  expect(buildSchedule({ ...base, extra: { amountCents: Number.NaN, start: JAN_2025 } })).toEqual(
    plain,
  );
});

test("the schedule is empty when the payment is 0 or undefined (spec 5)", () => {
  const empty = (principalCents: number, annualRatePercent: number, termMonths: number) =>
    buildSchedule({ principalCents, annualRatePercent, termMonths, start: JAN_2025 });
  expect(empty(0, 6, 360).entries).toEqual([]);
  expect(empty(0, 6, 360).totals.payoffDate).toBeNull();
  expect(empty(100, 0, 360).entries).toEqual([]); // 100 / 360 = 0.28 cents rounds to 0
  expect(empty(100_000, 6, 0).monthlyPaymentCents).toBeNaN();
  expect(empty(100_000, 6, 0).entries).toEqual([]);
  expect(empty(100_000, Number.NaN, 12).entries).toEqual([]);
  expect(empty(-100_000, 6, 12).entries).toEqual([]);
  expect(empty(100_000, 6, MAX_TERM_MONTHS + 1).entries).toEqual([]);
  expect(empty(100_000, 6, MAX_TERM_MONTHS).totals.paymentCount).toBe(MAX_TERM_MONTHS);
});

test("a negative rate is treated as 0 %", () => {
  const schedule = buildSchedule({
    principalCents: 1_200,
    annualRatePercent: -3,
    termMonths: 12,
    start: JAN_2025,
  });
  expect(schedule.entries.every((e) => e.interestCents === 0 && e.paymentCents === 100)).toBe(true);
});

test("a payment that does not cover the interest still ends at 0 in the last month", () => {
  // $1.00 at 12% for 360 months: exact payment 1.0286 cents → 1 cent, interest 1 cent a month,
  // so nothing is repaid until month 360, which pays the whole dollar plus its interest
  const schedule = buildSchedule({
    principalCents: 100,
    annualRatePercent: 12,
    termMonths: 360,
    start: JAN_2025,
  });
  expect(schedule.entries).toHaveLength(360);
  expect(schedule.entries[359]).toMatchObject({ paymentCents: 101, balanceCents: 0 });
});

test("grouping by calendar year: 24 payments from 07/2025 fall in 2025, 2026 and 2027", () => {
  // $2,400 at 0 %: $100 a month; 6 months in 2025, 12 in 2026, 6 in 2027
  const schedule = buildSchedule({
    principalCents: 240_000,
    annualRatePercent: 0,
    termMonths: 24,
    start: { year: 2025, month: 7 },
  });
  expect(groupScheduleByYear(schedule.entries)).toEqual([
    {
      year: 2025,
      paymentCount: 6,
      paymentCents: 60_000,
      interestCents: 0,
      principalCents: 60_000,
      extraCents: 0,
      endBalanceCents: 180_000,
    },
    {
      year: 2026,
      paymentCount: 12,
      paymentCents: 120_000,
      interestCents: 0,
      principalCents: 120_000,
      extraCents: 0,
      endBalanceCents: 60_000,
    },
    {
      year: 2027,
      paymentCount: 6,
      paymentCents: 60_000,
      interestCents: 0,
      principalCents: 60_000,
      extraCents: 0,
      endBalanceCents: 0,
    },
  ]);
  expect(groupScheduleByYear([])).toEqual([]);
});

test("interest from a month on, and the first month at or below a balance", () => {
  // hand-worked $1,000 at 12 % for 2 months from 01/2025: interest 10.00 then 5.02
  const { entries } = buildSchedule({
    principalCents: 100_000,
    annualRatePercent: 12,
    termMonths: 2,
    start: JAN_2025,
  });
  expect(interestFromMonth(entries, { year: 2024, month: 1 })).toBe(1_502);
  expect(interestFromMonth(entries, { year: 2025, month: 2 })).toBe(502);
  expect(interestFromMonth(entries, { year: 2025, month: 3 })).toBe(0);
  expect(firstMonthAtOrBelow(entries, 100_000, 60_000)).toEqual(JAN_2025);
  expect(firstMonthAtOrBelow(entries, 100_000, 50_249)).toEqual(JAN_2025);
  expect(firstMonthAtOrBelow(entries, 100_000, 50_248)).toEqual({ year: 2025, month: 2 });
  expect(firstMonthAtOrBelow(entries, 100_000, 100_000)).toBeNull();
});

const loanArbitrary = fc.record({
  principalCents: fc.integer({ min: 1, max: 2_000_000_00 }),
  annualRatePercent: fc.integer({ min: 0, max: 15_000 }).map((milli) => milli / 1000),
  termMonths: fc.integer({ min: 1, max: 480 }),
  start: fc.record({
    year: fc.integer({ min: 1990, max: 2100 }),
    month: fc.integer({ min: 1, max: 12 }),
  }),
  extraCents: fc.integer({ min: 0, max: 500_000 }),
  extraOffset: fc.integer({ min: -24, max: 480 }),
});

type Loan = typeof loanArbitrary extends fc.Arbitrary<infer T> ? T : never;

function scheduleOf(loan: Loan, withExtra: boolean) {
  return buildSchedule({
    principalCents: loan.principalCents,
    annualRatePercent: loan.annualRatePercent,
    termMonths: loan.termMonths,
    start: loan.start,
    extra: withExtra
      ? { amountCents: loan.extraCents, start: addMonths(loan.start, loan.extraOffset) }
      : undefined,
  });
}

test("property: the balance ends at exactly 0, never goes negative, and principal (with extra) sums to the loan", () => {
  fc.assert(
    fc.property(loanArbitrary, fc.boolean(), (loan, withExtra) => {
      const schedule = scheduleOf(loan, withExtra);
      if (!(schedule.monthlyPaymentCents > 0)) {
        expect(schedule.entries).toEqual([]);
        return;
      }
      const last = schedule.entries[schedule.entries.length - 1];
      expect(last?.balanceCents).toBe(0);
      let repaid = 0;
      let interest = 0;
      const badEntries = schedule.entries.filter(
        (entry) =>
          entry.balanceCents < 0 ||
          !Number.isInteger(entry.interestCents) ||
          entry.extraCents < 0 ||
          entry.paymentCents !== entry.interestCents + entry.principalCents + entry.extraCents,
      );
      expect(badEntries).toEqual([]);
      for (const entry of schedule.entries) {
        repaid += entry.principalCents + entry.extraCents;
        interest += entry.interestCents;
      }
      expect(repaid).toBe(loan.principalCents);
      expect(schedule.totals.totalInterestCents).toBe(interest);
      expect(schedule.totals.totalPaidCents).toBe(loan.principalCents + interest);
      expect(schedule.totals.paymentCount).toBeLessThanOrEqual(loan.termMonths);
    }),
    { numRuns: 1500 },
  );
}, 60_000);

test("property: without extra, a loan of $1,000+ a month runs its full term or at most one month less", () => {
  fc.assert(
    fc.property(loanArbitrary, (loan) => {
      const schedule = scheduleOf(loan, false);
      if (!(schedule.monthlyPaymentCents >= 100_000)) return;
      // Rounding the payment up by < ½ cent overpays at most 0.5 × ((1+r)^n − 1) / r cents by
      // the end: $155.08 at 15 % over 480 months, less than one $1,000 payment. (Tiny loans can
      // finish earlier: 3 cents over 5 months pays 1 cent a month and ends in month 3.)
      expect(schedule.totals.paymentCount).toBeGreaterThanOrEqual(loan.termMonths - 1);
    }),
    { numRuns: 1000 },
  );
}, 60_000);

test("property: an extra payment never raises total interest and never lengthens the loan", () => {
  fc.assert(
    fc.property(loanArbitrary, (loan) => {
      const plain = scheduleOf(loan, false);
      const extra = scheduleOf(loan, true);
      expect(extra.totals.totalInterestCents).toBeLessThanOrEqual(plain.totals.totalInterestCents);
      expect(extra.totals.paymentCount).toBeLessThanOrEqual(plain.totals.paymentCount);
    }),
    { numRuns: 1500 },
  );
}, 60_000);

test("property: year groups add up to the schedule", () => {
  fc.assert(
    fc.property(loanArbitrary, (loan) => {
      const schedule = scheduleOf(loan, true);
      const years = groupScheduleByYear(schedule.entries);
      const sum = (pick: (y: (typeof years)[number]) => number) =>
        years.reduce((s, y) => s + pick(y), 0);
      expect(sum((y) => y.paymentCount)).toBe(schedule.totals.paymentCount);
      expect(sum((y) => y.interestCents)).toBe(schedule.totals.totalInterestCents);
      expect(sum((y) => y.principalCents + y.extraCents)).toBe(
        schedule.entries.length > 0 ? loan.principalCents : 0,
      );
    }),
    { numRuns: 1000 },
  );
}, 60_000);
