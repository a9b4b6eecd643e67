import fc from "fast-check";
import { expect, test } from "vitest";
import { addMonths } from "~/lib/finance/month";
import {
  biweeklyHalfPaymentCents,
  biweeklySurplusCents,
  buildSchedule,
  firstMonthAtOrBelow,
  groupScheduleByYear,
  interestFromMonth,
  MAX_TERM_MONTHS,
  scheduleExtras,
  scheduleOpening,
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

function scheduleInputOf(loan: Loan, withExtra: boolean) {
  return {
    principalCents: loan.principalCents,
    annualRatePercent: loan.annualRatePercent,
    termMonths: loan.termMonths,
    start: loan.start,
    extra: withExtra
      ? { amountCents: loan.extraCents, start: addMonths(loan.start, loan.extraOffset) }
      : undefined,
  };
}

function scheduleOf(loan: Loan, withExtra: boolean) {
  return buildSchedule(scheduleInputOf(loan, withExtra));
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

// ---------------------------------------------------------------------------------------------
// Yearly, one-time and biweekly extras (docs/decisions/016-extra-payments.md)
//
// Independent reference for the cases below that are not worked by hand: the rules written
// separately in Python's decimal module (never derived from this code):
//
// from decimal import Decimal as D, getcontext, ROUND_HALF_UP, ROUND_CEILING
// getcontext().prec = 60
// q = lambda x: x.quantize(D('0.01'), ROUND_HALF_UP)
// def pmt(p, rate, n):
//     r = D(rate) / 1200; g = (1 + r) ** n
//     return q(D(p) / n) if r == 0 else q(D(p) * r * g / (g - 1))
// add = lambda ym, k: ((ym[0] * 12 + ym[1] - 1 + k) // 12, (ym[0] * 12 + ym[1] - 1 + k) % 12 + 1)
// idx = lambda ym: ym[0] * 12 + ym[1] - 1
// def sched(p, rate, n, start, yearly=0, ymonth=None, ystart=None, once=0, odate=None,
//           biweekly=False, bstart=None):
//     P = pmt(p, rate, n); r = D(rate) / 1200; bal = D(p); rows = []; k = 0
//     half = (P / 2).quantize(D('0.01'), ROUND_CEILING); surplus = 26 * half - 12 * P
//     b0 = max(idx(bstart), idx(start)) if biweekly else None
//     while bal > 0:
//         k += 1; date = add(start, k - 1); i = q(bal * r); x = D(0)
//         if k >= n or bal + i <= P: pr = bal
//         else:
//             pr = P - i; want = D(0)
//             if yearly and date[1] == ymonth and idx(date) >= idx(ystart): want += D(yearly)
//             if once and date == odate: want += D(once)
//             if biweekly and (idx(date) - b0 + 1) % 12 == 0: want += surplus
//             x = min(want, bal - pr)
//         bal -= pr + x; rows.append((date, i, pr, x, bal))
//     return P, rows

test("hand-worked: a one-time payment lowers the next month's interest", () => {
  // $1,200 at 12 % for 3 months: r = 1 %; payment = 1200 × 0.01 × 1.01³ / (1.01³ − 1)
  // = 12 × 1.030301 / 0.030301 = 408.0299… → $408.03.
  // Without extras: month 1 interest 12.00, principal 396.03, balance 803.97; month 2 interest
  // 8.0397 → 8.04, principal 399.99, balance 403.98; month 3 interest 4.0398 → 4.04, pays
  // 403.98 + 4.04 = 408.02; interest 12.00 + 8.04 + 4.04 = $24.08.
  // With $300 once in 01/2025 (after the regular payment): balance 803.97 − 300 = 503.97;
  // month 2 interest 5.0397 → 5.04 (not 8.04), principal 408.03 − 5.04 = 402.99, balance 100.98;
  // month 3 interest 1.0098 → 1.01, pays 100.98 + 1.01 = 101.99; interest 12.00 + 5.04 + 1.01 = $18.05.
  const base = { principalCents: 120_000, annualRatePercent: 12, termMonths: 3, start: JAN_2025 };
  const plain = buildSchedule(base);
  expect(plain.totals.totalInterestCents).toBe(2_408);
  const once = buildSchedule({ ...base, oneTimeExtra: { amountCents: 30_000, date: JAN_2025 } });
  expect(
    once.entries.map((e) => [
      e.interestCents,
      e.principalCents,
      e.extraCents,
      e.paymentCents,
      e.balanceCents,
    ]),
  ).toEqual([
    [1_200, 39_603, 30_000, 70_803, 50_397],
    [504, 40_299, 0, 40_803, 10_098],
    [101, 10_098, 0, 10_199, 0],
  ]);
  expect(once.totals.totalInterestCents).toBe(1_805);
  expect(once.totals.totalExtraCents).toBe(30_000);
  // A one-time payment in a month outside the schedule changes nothing.
  expect(
    buildSchedule({
      ...base,
      oneTimeExtra: { amountCents: 30_000, date: { year: 2024, month: 12 } },
    }),
  ).toEqual(plain);
});

test("hand-worked: a yearly payment falls in its calendar month, from its start on", () => {
  // $2,400 at 0 % over 24 months from 01/2025: $100 a month. $500 every March from 04/2025 on:
  // March 2025 is before the start, so the first is March 2026 (payment 15). After 14 payments
  // $1,000 is left; March 2026 pays 100 + 500 → $400; April 300, May 200, June 100; July pays
  // the last $100: 19 payments, payoff 07/2026.
  const schedule = buildSchedule({
    principalCents: 240_000,
    annualRatePercent: 0,
    termMonths: 24,
    start: JAN_2025,
    yearlyExtra: { amountCents: 50_000, month: 3, start: { year: 2025, month: 4 } },
  });
  expect(schedule.entries[2]?.extraCents).toBe(0);
  expect(schedule.entries[14]).toMatchObject({
    key: "2026-03",
    extraCents: 50_000,
    balanceCents: 40_000,
  });
  expect(schedule.totals.paymentCount).toBe(19);
  expect(schedule.totals.payoffDate).toEqual({ year: 2026, month: 7 });
  expect(schedule.totals.totalExtraCents).toBe(50_000);
});

test("hand-worked: every extra of a month is capped at what is left after the regular payment", () => {
  // $1,200 at 0 % over 12 months from 01/2025: $100 a month. In 03/2025 a $250 yearly payment and
  // a $2,000 one-time payment: after the regular payment $900 is left, so only $900 of the $2,250
  // is taken and the loan is paid off in 03/2025, three payments.
  const schedule = buildSchedule({
    principalCents: 120_000,
    annualRatePercent: 0,
    termMonths: 12,
    start: JAN_2025,
    yearlyExtra: { amountCents: 25_000, month: 3, start: JAN_2025 },
    oneTimeExtra: { amountCents: 200_000, date: { year: 2025, month: 3 } },
  });
  expect(schedule.entries.map((e) => [e.principalCents, e.extraCents, e.balanceCents])).toEqual([
    [10_000, 0, 110_000],
    [10_000, 0, 100_000],
    [10_000, 90_000, 0],
  ]);
});

test("hand-worked: biweekly pays a 13th payment with the 12th payment of each plan year", () => {
  // $12,000 at 0 % over 24 months from 01/2025: $500 a month, so $250 every two weeks. 26 × 250
  // = 6,500 a year, of which 12 × 500 = 6,000 make the monthly payments: $500 more goes to
  // principal with payment 12 (12/2025), leaving 12,000 − 6,000 − 500 = 5,500. Then $500 a
  // month: 10 payments leave $500, the 23rd (11/2026) pays it. One payment earlier.
  const schedule = buildSchedule({
    principalCents: 1_200_000,
    annualRatePercent: 0,
    termMonths: 24,
    start: JAN_2025,
    biweekly: { start: JAN_2025 },
  });
  expect(schedule.entries.filter((e) => e.extraCents > 0).map((e) => e.key)).toEqual(["2025-12"]);
  expect(schedule.entries[11]).toMatchObject({ extraCents: 50_000, balanceCents: 550_000 });
  expect(schedule.totals.paymentCount).toBe(23);
  expect(schedule.totals.payoffDate).toEqual({ year: 2026, month: 11 });
});

test("hand-worked: biweekly with an odd-cent payment rounds the half-payment up", () => {
  // $2,400.12 at 0 % over 24 months: 240,012 / 24 = 10,000.5 cents → $100.01 a month (half-up).
  // Half of $100.01 is $50.005 → $50.01 every two weeks; 26 × 50.01 = 1,300.26 a year against
  // 12 × 100.01 = 1,200.12, so $100.14 goes to principal in month 12: balance 2,400.12 − 1,200.12
  // − 100.14 = $1,099.86. Ten more payments of $100.01 leave $99.76, paid in month 23.
  expect(biweeklyHalfPaymentCents(10_001)).toBe(5_001);
  expect(biweeklySurplusCents(10_001)).toBe(10_014);
  const schedule = buildSchedule({
    principalCents: 240_012,
    annualRatePercent: 0,
    termMonths: 24,
    start: JAN_2025,
    biweekly: { start: JAN_2025 },
  });
  expect(schedule.entries[11]).toMatchObject({ extraCents: 10_014, balanceCents: 109_986 });
  expect(schedule.entries.at(-1)).toMatchObject({
    number: 23,
    paymentCents: 9_976,
    balanceCents: 0,
  });
});

test("a biweekly plan counts its years from its own start, never before the first payment", () => {
  // Same $12,000 loan; the plan starts 04/2025, so its 12th month is 03/2026 (payment 15). A plan
  // "started" before the loan counts from the first payment (12/2025, as above).
  const base = { principalCents: 1_200_000, annualRatePercent: 0, termMonths: 24, start: JAN_2025 };
  const later = buildSchedule({ ...base, biweekly: { start: { year: 2025, month: 4 } } });
  expect(later.entries.filter((e) => e.extraCents > 0).map((e) => e.key)).toEqual(["2026-03"]);
  const earlier = buildSchedule({ ...base, biweekly: { start: { year: 2024, month: 6 } } });
  expect(earlier.entries.filter((e) => e.extraCents > 0).map((e) => e.key)).toEqual(["2025-12"]);
});

test("published: a 30-year 6 % loan paid biweekly, credited monthly, pays off in 297 months", () => {
  // Jack Guttentag (The Mortgage Professor), "Biweekly payment programs: Use lender's or make
  // your own?", Inman, 26 Nov 2007
  // (https://www.inman.com/2007/11/26/biweekly-payment-programs-use-lenders-or-make-your-own/):
  // "a 30-year, 6 percent mortgage will pay off in 297 months if the biweekly payments are
  // credited monthly and in 294.5 months if payments are credited biweekly." This schedule
  // credits monthly (decision 016), so 297. The loan amount is not given; the payoff month does
  // not depend on it (Python reference: 297 for $100,000, $200,000 and $400,000).
  for (const principalCents of [10_000_000, 20_000_000, 40_000_000]) {
    const schedule = buildSchedule({
      principalCents,
      annualRatePercent: 6,
      termMonths: 360,
      start: JAN_2025,
      biweekly: { start: JAN_2025 },
    });
    expect(schedule.totals.paymentCount).toBe(297);
  }
  // Python reference for $400,000 ($2,398.20 a month): interest $368,788.99, 24 extra payments
  // of $2,398.20 = $57,556.80; for $100,000 ($599.55, 24 × $599.68): interest $92,193.43.
  const big = buildSchedule({
    principalCents: 40_000_000,
    annualRatePercent: 6,
    termMonths: 360,
    start: JAN_2025,
    biweekly: { start: JAN_2025 },
  });
  expect(big.totals.totalInterestCents).toBe(36_878_899);
  expect(big.totals.totalExtraCents).toBe(5_755_680);
  expect(big.totals.payoffDate).toEqual({ year: 2049, month: 9 });
  const small = buildSchedule({
    principalCents: 10_000_000,
    annualRatePercent: 6,
    termMonths: 360,
    start: JAN_2025,
    biweekly: { start: JAN_2025 },
  });
  expect(small.totals.totalInterestCents).toBe(9_219_343);
  expect(small.totals.totalExtraCents).toBe(24 * 59_968);
});

test("scheduleExtras maps a form's extras to schedule options; zero amounts add nothing", () => {
  const start = { year: 2027, month: 1 };
  expect(
    scheduleExtras(
      {
        yearlyPaymentCents: 100_000,
        yearlyPaymentMonth: 3,
        oneTimePaymentCents: 500_000,
        oneTimePaymentDate: { year: 2028, month: 6 },
        biweekly: true,
      },
      start,
    ),
  ).toEqual({
    yearlyExtra: { amountCents: 100_000, month: 3, start },
    oneTimeExtra: { amountCents: 500_000, date: { year: 2028, month: 6 } },
    biweekly: { start },
  });
  expect(
    scheduleExtras(
      { yearlyPaymentCents: 0, yearlyPaymentMonth: 3, oneTimePaymentCents: -5, biweekly: false },
      start,
    ),
  ).toEqual({ yearlyExtra: undefined, oneTimeExtra: undefined, biweekly: undefined });
  expect(scheduleExtras(undefined, start)).toEqual({
    yearlyExtra: undefined,
    oneTimeExtra: undefined,
    biweekly: undefined,
  });
});

const extrasArbitrary = fc.record({
  monthlyCents: fc.integer({ min: 0, max: 300_000 }),
  monthlyOffset: fc.integer({ min: -24, max: 480 }),
  yearlyCents: fc.integer({ min: 0, max: 5_000_000 }),
  yearlyMonth: fc.integer({ min: 1, max: 12 }),
  yearlyOffset: fc.integer({ min: -24, max: 480 }),
  oneTimeCents: fc.integer({ min: 0, max: 50_000_000 }),
  oneTimeOffset: fc.integer({ min: -24, max: 480 }),
  biweekly: fc.boolean(),
  biweeklyOffset: fc.integer({ min: -24, max: 480 }),
});

type Extras = typeof extrasArbitrary extends fc.Arbitrary<infer T> ? T : never;

function withExtras(loan: Loan, extras: Extras | null) {
  const at = (offset: number) => addMonths(loan.start, offset);
  return buildSchedule({
    principalCents: loan.principalCents,
    annualRatePercent: loan.annualRatePercent,
    termMonths: loan.termMonths,
    start: loan.start,
    ...(extras
      ? {
          extra: { amountCents: extras.monthlyCents, start: at(extras.monthlyOffset) },
          yearlyExtra: {
            amountCents: extras.yearlyCents,
            month: extras.yearlyMonth,
            start: at(extras.yearlyOffset),
          },
          oneTimeExtra: { amountCents: extras.oneTimeCents, date: at(extras.oneTimeOffset) },
          biweekly: extras.biweekly ? { start: at(extras.biweeklyOffset) } : undefined,
        }
      : {}),
  });
}

test("property: with every kind of extra the balance ends at 0, never goes negative, and principal sums to the loan", () => {
  fc.assert(
    fc.property(loanArbitrary, extrasArbitrary, (loan, extras) => {
      const schedule = withExtras(loan, extras);
      if (schedule.entries.length === 0) return;
      expect(schedule.entries.at(-1)?.balanceCents).toBe(0);
      const bad = schedule.entries.filter(
        (e) =>
          e.balanceCents < 0 ||
          e.extraCents < 0 ||
          !Number.isInteger(e.extraCents) ||
          e.paymentCents !== e.interestCents + e.principalCents + e.extraCents,
      );
      expect(bad).toEqual([]);
      const repaid = schedule.entries.reduce((sum, e) => sum + e.principalCents + e.extraCents, 0);
      expect(repaid).toBe(loan.principalCents);
    }),
    { numRuns: 1000 },
  );
}, 60_000);

test("property: extras of any kind never lengthen the loan and never raise total interest", () => {
  fc.assert(
    fc.property(loanArbitrary, extrasArbitrary, (loan, extras) => {
      const plain = withExtras(loan, null);
      const extra = withExtras(loan, extras);
      expect(extra.totals.paymentCount).toBeLessThanOrEqual(plain.totals.paymentCount);
      expect(extra.totals.totalInterestCents).toBeLessThanOrEqual(plain.totals.totalInterestCents);
    }),
    { numRuns: 1000 },
  );
}, 60_000);

test("property: a bigger extra (monthly, yearly, one-time, or adding biweekly) never pays off later", () => {
  const kinds = ["monthlyCents", "yearlyCents", "oneTimeCents", "biweekly"] as const;
  fc.assert(
    fc.property(
      loanArbitrary,
      extrasArbitrary,
      fc.constantFrom(...kinds),
      fc.integer({ min: 1, max: 5_000_000 }),
      (loan, extras, kind, more) => {
        const bigger: Extras =
          kind === "biweekly"
            ? { ...extras, biweekly: true }
            : { ...extras, [kind]: extras[kind] + more };
        const small = withExtras(loan, extras);
        const large = withExtras(loan, bigger);
        expect(large.totals.paymentCount).toBeLessThanOrEqual(small.totals.paymentCount);
        expect(large.totals.totalInterestCents).toBeLessThanOrEqual(
          small.totals.totalInterestCents,
        );
      },
    ),
    { numRuns: 1000 },
  );
}, 60_000);

test("hand-worked: the opening month of $1,000 at 12% for 2 months, without the month after it", () => {
  // As in the hand-worked case above: interest $10.00, principal $497.51, balance $502.49.
  const loan = { principalCents: 100_000, annualRatePercent: 12, termMonths: 2, start: JAN_2025 };
  const [first, ...rest] = scheduleOpening(loan, 1);
  expect(rest).toEqual([]);
  expect(first).toMatchObject({
    interestCents: 1000,
    principalCents: 49_751,
    balanceCents: 50_249,
  });
  // Asked for more months than the loan has, it stops where the loan is paid off.
  expect(scheduleOpening(loan, 12).map((entry) => entry.balanceCents)).toEqual([50_249, 0]);
  expect(scheduleOpening({ ...loan, principalCents: 0 }, 12)).toEqual([]);
});

test("property: the opening months are the full schedule's first months", () => {
  fc.assert(
    fc.property(
      loanArbitrary,
      fc.boolean(),
      fc.integer({ min: 0, max: 30 }),
      (loan, withExtra, count) => {
        const full = scheduleOf(loan, withExtra).entries;
        const opening = scheduleOpening(scheduleInputOf(loan, withExtra), count);
        expect(opening).toEqual(full.slice(0, count));
      },
    ),
  );
});
