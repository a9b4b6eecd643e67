import fc from "fast-check";
import { expect, test } from "vitest";
import {
  adjustedRateMilli,
  adjustmentNumbers,
  calculateArm,
  changeInEffect,
  rateChangeRows,
  type ArmResult,
  type ArmTerms,
} from "~/lib/finance/arm";

/*
 * Expected payments are worked by hand from the payment formula (spec 9):
 *   payment = B × r × (1+r)^n / ((1+r)^n − 1), r = annual % / 1200, rounded half-up to cents,
 * with each month's interest = balance × r rounded half-up, and the balances cross-checked with
 * a separate Decimal model of the same rules (never this code):
 *
 *   from decimal import Decimal as D, getcontext, ROUND_HALF_UP; getcontext().prec = 60
 *   q = lambda x: x.quantize(D('0.01'), ROUND_HALF_UP)
 *   def pmt(b, pct, n):
 *       r = D(pct) / 1200; g = (1 + r) ** n
 *       return q(D(b) / n) if r == 0 else q(D(b) * r * g / (g - 1))
 *   def path(P, n, rate0, fixed, every, first_cap, cap, life, margin, index, worst):
 *       bal = D(P); rate = D(rate0); pay = pmt(bal, rate, n); out = [(1, rate, pay)]
 *       top = D(rate0) + D(life)
 *       for k in range(1, n + 1):
 *           if k > fixed and (k - 1 - fixed) % every == 0:
 *               c = D(first_cap) if k - 1 == fixed else D(cap)
 *               target = top if worst else D(index) + D(margin)
 *               rate = min(top, max(D(margin), min(rate + c, max(rate - c, target))))
 *               new = pmt(bal, rate, n - k + 1)  # on every change date, as the notes say
 *               if (rate, new) != out[-1][1:]: pay = new; out.append((k, rate, pay))
 *           i = q(bal * rate / 1200); pr = bal if (k == n or bal + i <= pay) else pay - i; bal -= pr
 *       return out, bal
 */

const JAN_2025 = { year: 2025, month: 1 };

function arm(overrides: Partial<ArmTerms>): ArmTerms {
  // A 5/6 SOFR ARM with 2/1/5 caps: the common structure, and the calculator's defaults.
  return {
    principalCents: 40_000_000,
    termMonths: 360,
    initialRatePercent: 5.75,
    initialPeriodMonths: 60,
    adjustmentMonths: 6,
    initialCapPercent: 2,
    periodicCapPercent: 1,
    lifetimeCapPercent: 5,
    marginPercent: 2.75,
    indexPercent: 3.75,
    start: JAN_2025,
    ...overrides,
  };
}

function mustCalculate(terms: ArmTerms): ArmResult {
  const result = calculateArm(terms);
  if (!result) throw new Error("expected a result");
  return result;
}

function summary(changes: ArmResult["worstCase"]["changes"]) {
  return changes.map((c) => [c.number, c.ratePercent, c.paymentCents]);
}

/** The changes where the rate moves (the first too), as [number, rate]. */
function rateMoves(changes: ArmResult["worstCase"]["changes"]) {
  return changes
    .filter((c, i) => i === 0 || c.ratePercent !== changes[i - 1]!.ratePercent)
    .map((c) => [c.number, c.ratePercent]);
}

test("CFPB CHARM booklet §3.5.1: a 2-point cap holds the second-year payment at $1,461.72, not $1,600.42", () => {
  // Source: Consumer Financial Protection Bureau, "Consumer handbook on adjustable-rate
  // mortgages" (January 2014 edition), section 3.5.1 "Periodic adjustment caps": a $200,000,
  // 30-year loan at 6 % pays $1,199.10 a month in the first year; the index rises 3 points, so
  // without a cap the second year would be 9 % and $1,600.42 a month; with a 2-point cap the rate
  // is 8 % and the payment $1,461.72, $138.70 less. (The booklet's loan adjusts yearly; here its
  // first adjustment cap and its later cap are both 2 points, and the margin + index is 9 %.)
  //
  // By hand: r = 0.005, 1.005^360 = 6.0225752, payment = 200000 × 0.005 × 6.0225752 / 5.0225752
  // = 1199.101 → $1,199.10. After 12 payments the balance is $197,543.99 (= 200000 × 1.005^12 −
  // 1199.10 × (1.005^12 − 1) / 0.005, the same to the cent month by month).
  // At 8 % over the 348 months left: r = 0.0066667, (1+r)^348 = 10.0976312,
  // 197543.99 × 0.0066667 × 10.0976312 / 9.0976312 = 1461.718 → $1,461.72.
  // At 9 %: r = 0.0075, 1.0075^348 = 13.4672547, 197543.99 × 0.0075 × 13.4672547 / 12.4672547
  // = 1600.418 → $1,600.42.
  const booklet = {
    principalCents: 20_000_000,
    termMonths: 360,
    initialRatePercent: 6,
    initialPeriodMonths: 12,
    adjustmentMonths: 12,
    initialCapPercent: 2,
    periodicCapPercent: 2,
    lifetimeCapPercent: 6,
    marginPercent: 3,
    indexPercent: 6,
    start: JAN_2025,
  } satisfies ArmTerms;
  const capped = mustCalculate(booklet);
  expect(capped.initialPaymentCents).toBe(119_910);
  expect(capped.indexUnchanged.entries[11]?.balanceCents).toBe(19_754_399);
  expect(capped.firstAdjustedIndexUnchanged).toMatchObject({
    number: 13,
    date: { year: 2026, month: 1 },
    ratePercent: 8,
    paymentCents: 146_172,
  });

  const uncapped = mustCalculate({ ...booklet, initialCapPercent: 3 });
  expect(uncapped.firstAdjustedIndexUnchanged).toMatchObject({
    ratePercent: 9,
    paymentCents: 160_042,
  });
  expect(
    uncapped.firstAdjustedIndexUnchanged.paymentCents -
      capped.firstAdjustedIndexUnchanged.paymentCents,
  ).toBe(13_870);
});

test("a four-month loan worked by hand: each adjustment re-amortizes what is left", () => {
  // $1,200 at 12 % for 4 months, fixed for 2, then adjusting monthly; caps 1/1/2, margin 2 %.
  // Payment: r = 0.01, 1.01^4 = 1.04060401, 1200 × 0.01 × 1.04060401 / 0.04060401 = 307.537
  // → $307.54.
  //   month 1 at 12 %: interest 12.00, principal 295.54, balance 904.46
  //   month 2 at 12 %: interest 9.0446 → 9.04, principal 298.50, balance 605.96
  // Worst case (the index far above): month 3 at 12 + 1 = 13 %, r = 0.0108333,
  //   (1+r)^2 = 1.0217840, 605.96 × 0.0108333 × 1.0217840 / 0.0217840 = 307.912 → $307.91;
  //   interest 6.5646 → 6.56, principal 301.35, balance 304.61
  // month 4 at 13 + 1 = 14 % (the lifetime cap, 12 + 2): one month left, so the payment is the
  //   balance plus a month's interest: 304.61 × (1 + 0.14/12) = 308.164 → $308.16;
  //   interest 3.5538 → 3.55, and 304.61 + 3.55 clears the balance.
  // Index unchanged at 10.5 % (10.5 + 2 = 12.5 %, within the 1-point cap): month 3 at 12.5 %,
  //   r = 0.0104167, (1+r)^2 = 1.0209418, 605.96 × 0.0104167 × 1.0209418 / 0.0209418 = 307.722
  //   → $307.72; interest 6.31, balance 304.55; month 4 stays at 12.5 %: 3.17 + 304.55 = 307.72.
  const result = mustCalculate({
    principalCents: 120_000,
    termMonths: 4,
    initialRatePercent: 12,
    initialPeriodMonths: 2,
    adjustmentMonths: 1,
    initialCapPercent: 1,
    periodicCapPercent: 1,
    lifetimeCapPercent: 2,
    marginPercent: 2,
    indexPercent: 10.5,
    start: JAN_2025,
  });
  expect(summary(result.worstCase.changes)).toEqual([
    [1, 12, 30_754],
    [3, 13, 30_791],
    [4, 14, 30_816],
  ]);
  expect(
    result.worstCase.entries.map((e) => [
      e.number,
      e.interestCents,
      e.principalCents,
      e.balanceCents,
    ]),
  ).toEqual([
    [1, 1200, 29_554, 90_446],
    [2, 904, 29_850, 60_596],
    [3, 656, 30_135, 30_461],
    [4, 355, 30_461, 0],
  ]);
  expect(result.worstCase.entries.map((e) => e.displayDate)).toEqual([
    "01/25",
    "02/25",
    "03/25",
    "04/25",
  ]);
  expect(result.worstCase.totalInterestCents).toBe(1200 + 904 + 656 + 355);
  expect(summary(result.indexUnchanged.changes)).toEqual([
    [1, 12, 30_754],
    [3, 12.5, 30_772],
  ]);
  expect(result.indexUnchanged.entries.map((e) => e.balanceCents)).toEqual([
    90_446, 60_596, 30_455, 0,
  ]);
  expect(result.maxRatePercent).toBe(14);
  expect(result.maxPayment).toMatchObject({ number: 4, paymentCents: 30_816 });
});

test("5/6 SOFR ARM with 2/1/5 caps: the worst case climbs a point every six months to 10.75 %", () => {
  // $400,000 over 30 years at 5.75 %, margin 2.75 %, index 3.75 % (the figures of the learning
  // center's fixed vs adjustable article, which quotes the same payments).
  // Initial: r = 0.0047917, (1+r)^360 = 5.5894469, 400000 × r × 5.5894469 / 4.5894469
  //   = 2334.291 → $2,334.29.
  // After 60 payments the balance is $371,048.86. First adjustment (payment 61, Jan 2030):
  //   worst: 5.75 + 2 = 7.75 %, 300 months: (1 + 0.0775/12)^300 = 6.8982675,
  //     371048.86 × 0.0064583 × 6.8982675 / 5.8982675 = 2802.639 → $2,802.64
  //   index unchanged: 3.75 + 2.75 = 6.5 %, (1 + 0.065/12)^300 = 5.0561978,
  //     371048.86 × 0.0054167 × 5.0561978 / 4.0561978 = 2505.348 → $2,505.35
  // Then the worst case adds the 1-point periodic cap every 6 months:
  //   payment 67 (Jul 2030), 8.75 %, balance 368,571.46 over 294: 8.4652710 → $3,047.50
  //   payment 73 (Jan 2031), 9.75 %, balance 366,371.70 over 288: 10.2835438 → $3,297.42
  //   payment 79 (Jul 2031), 10.75 % = 5.75 + 5, balance 364,408.29 over 282: 12.3666290
  //   → 364408.29 × 0.0089583 × 12.3666290 / 11.3666290 = 3551.690 → $3,551.69, the highest rate.
  // Each later adjustment date keeps the rate and re-figures the payment for the balance left
  // (the notes' rule); the Decimal model above gives $3,551.69 or $3,551.70 from there on, and the
  // index-unchanged path at 6.5 % moves between $2,505.34 and $2,505.35 from payment 199.
  const result = mustCalculate(arm({}));
  expect(result.initialPaymentCents).toBe(233_429);
  expect(result.firstAdjustment).toEqual({ number: 61, date: { year: 2030, month: 1 } });
  expect(result.worstCase.entries[59]?.balanceCents).toBe(37_104_886);
  expect(summary(result.worstCase.changes)).toEqual([
    [1, 5.75, 233_429],
    [61, 7.75, 280_264],
    [67, 8.75, 304_750],
    [73, 9.75, 329_742],
    [79, 10.75, 355_169],
    // from the Decimal model
    [313, 10.75, 355_170],
    [319, 10.75, 355_169],
    [325, 10.75, 355_170],
    [331, 10.75, 355_169],
    [337, 10.75, 355_170],
    [343, 10.75, 355_169],
    [349, 10.75, 355_170],
    [355, 10.75, 355_169],
  ]);
  const indexed = summary(result.indexUnchanged.changes);
  expect(indexed.slice(0, 4)).toEqual([
    [1, 5.75, 233_429],
    [61, 6.5, 250_535],
    [199, 6.5, 250_534],
    [205, 6.5, 250_535],
  ]);
  // The model lists 24 changes, the last at payment 355 ($2,505.35).
  expect(indexed).toHaveLength(24);
  expect(indexed.at(-1)).toEqual([355, 6.5, 250_535]);
  expect(
    indexed.slice(1).every(([, rate, pay]) => rate === 6.5 && Math.abs(pay! - 250_535) <= 1),
  ).toBe(true);
  expect(result.firstAdjustedWorstCase.paymentCents).toBe(280_264);
  expect(result.firstAdjustedIndexUnchanged.paymentCents).toBe(250_535);
  expect(result.fullyIndexedRatePercent).toBe(6.5);
  expect(result.ceilingPercent).toBe(10.75);
  expect(result.maxRatePercent).toBe(10.75);
  expect(result.maxPayment).toMatchObject({
    number: 79,
    date: { year: 2031, month: 7 },
    paymentCents: 355_169,
  });
  expect(rateChangeRows(result).map((row) => row.number)).toEqual([1, 61, 67, 73, 79]);
  expect(rateChangeRows(result)[2]).toMatchObject({
    date: { year: 2030, month: 7 },
    worstCase: { ratePercent: 8.75, paymentCents: 304_750 },
    indexUnchanged: { ratePercent: 6.5, paymentCents: 250_535 },
  });
});

test("when the index falls, the rate comes down by the caps and never below the margin", () => {
  // 7 % start, margin 2.75 %, index 0: the fully indexed rate is 2.75 %. Caps 2/1/5 on a 5/6 ARM:
  // payment 61: 7 − 2 = 5 %; 67: 4 %; 73: 3 %; 79: 2.75 % (the target, which is also the floor).
  const result = mustCalculate(arm({ initialRatePercent: 7, indexPercent: 0 }));
  expect(rateMoves(result.indexUnchanged.changes)).toEqual([
    [1, 7],
    [61, 5],
    [67, 4],
    [73, 3],
    [79, 2.75],
  ]);
  // The worst case does not care about the index.
  expect(rateMoves(result.worstCase.changes).map(([, rate]) => rate)).toEqual([7, 9, 10, 11, 12]);
});

test("the highest payment can start at an adjustment that keeps the rate", () => {
  // $145,543.08 over 11 years at 14.625 %, fixed for 10, then yearly; a 0-point first cap keeps
  // the rate at the first adjustment on both paths (found by the eighths property below).
  // By hand: r = 0.0121875, (1+r)^132 = 4.9482086, payment = 145543.08 × r × 4.9482086 /
  // 3.9482086 = 2223.0749 → $2,223.07, half a cent short of the level payment each month; after
  // 120 payments the balance is $24,679.77 (the Decimal model), re-figured over 12 months:
  // (1+r)^12 = 1.1564627, 24679.77 × 0.0121875 × 1.1564627 / 0.1564627 = 2223.190 → $2,223.19.
  const result = mustCalculate({
    principalCents: 14_554_308,
    termMonths: 132,
    initialRatePercent: 14.625,
    initialPeriodMonths: 120,
    adjustmentMonths: 12,
    initialCapPercent: 0,
    periodicCapPercent: 0.75,
    lifetimeCapPercent: 6.875,
    marginPercent: 0,
    indexPercent: 9.5,
    start: JAN_2025,
  });
  expect(result.worstCase.entries[119]!.balanceCents).toBe(2_467_977);
  expect(summary(result.worstCase.changes)).toEqual([
    [1, 14.625, 222_307],
    [121, 14.625, 222_319],
  ]);
  expect(result.maxPayment).toMatchObject({
    number: 121,
    date: { year: 2035, month: 1 },
    paymentCents: 222_319,
  });
  // The table shows the first adjustment even though neither rate moves there.
  expect(rateChangeRows(result).map((row) => row.number)).toEqual([1, 121]);
});

test("the floor is the margin, and it wins over a cap that would leave the rate below it", () => {
  // A 2 % start below a 3 % margin, index 0 and a half-point first cap: the cap alone would give
  // 2.5 %, but the note's floor holds the rate at 3 %. (A rate can start below the margin only
  // with a discounted "teaser" rate.)
  const result = mustCalculate(
    arm({ initialRatePercent: 2, marginPercent: 3, indexPercent: 0, initialCapPercent: 0.5 }),
  );
  expect(result.firstAdjustedIndexUnchanged.ratePercent).toBe(3);
  expect(result.floorPercent).toBe(3);
});

test("a 7/1 ARM with 5/2/5 caps can reach its lifetime cap at the first adjustment", () => {
  // 6 % start: the first adjustment may add 5 points, which is the whole lifetime cap, so the
  // worst case is 11 % from payment 85 (Jan 2032) to the end and never changes again.
  const result = mustCalculate(
    arm({
      initialRatePercent: 6,
      initialPeriodMonths: 84,
      adjustmentMonths: 12,
      initialCapPercent: 5,
      periodicCapPercent: 2,
      lifetimeCapPercent: 5,
    }),
  );
  expect(rateMoves(result.worstCase.changes)).toEqual([
    [1, 6],
    [85, 11],
  ]);
  // The Decimal model: $3,574.85 from payment 85, re-figured to $3,574.84 at 241 and back.
  expect(summary(result.worstCase.changes).slice(1, 3)).toEqual([
    [85, 11, 357_485],
    [241, 11, 357_484],
  ]);
  expect(result.maxPayment.date).toEqual({ year: 2032, month: 1 });
  expect(result.maxPayment.paymentCents).toBe(result.firstAdjustedWorstCase.paymentCents);
});

test("with no lifetime cap room the worst case is the starting payment, from the first month", () => {
  const result = mustCalculate(arm({ lifetimeCapPercent: 0 }));
  // The rate never moves; the re-figured payment does, by a cent (the model: $2,334.30 from
  // payment 193, then back and forth).
  expect(rateMoves(result.worstCase.changes)).toEqual([[1, 5.75]]);
  expect(summary(result.worstCase.changes).slice(0, 3)).toEqual([
    [1, 5.75, 233_429],
    [193, 5.75, 233_430],
    [205, 5.75, 233_429],
  ]);
  expect(result.maxRatePercent).toBe(5.75);
  expect(result.maxPayment).toMatchObject({
    number: 1,
    date: JAN_2025,
    paymentCents: 233_429,
  });
  expect(result.firstAdjustedWorstCase.paymentCents).toBe(233_429);
});

test("no result without an adjustment inside the term, or without a payment", () => {
  expect(calculateArm(arm({ termMonths: 60 }))).toBeNull();
  expect(calculateArm(arm({ termMonths: 61 }))).not.toBeNull();
  expect(calculateArm(arm({ principalCents: 0 }))).toBeNull();
  // $1 over 30 years at 0 % rounds to a payment of 0 cents.
  expect(calculateArm(arm({ principalCents: 100, initialRatePercent: 0 }))).toBeNull();
  expect(calculateArm(arm({ adjustmentMonths: 0 }))).toBeNull();
  expect(calculateArm(arm({ termMonths: 360.5 }))).toBeNull();
});

test("the rate rule, the adjustment dates and the change in effect", () => {
  // toward a higher target by at most the cap; toward a lower one likewise; floor; ceiling
  expect(adjustedRateMilli(5750, 10_750, 2000, 2750, 10_750)).toBe(7750);
  expect(adjustedRateMilli(7000, 2750, 2000, 2750, 12_000)).toBe(5000);
  expect(adjustedRateMilli(3000, 2000, 2000, 2750, 8000)).toBe(2750);
  expect(adjustedRateMilli(9500, 20_000, 2000, 2750, 10_750)).toBe(10_750);
  expect(adjustmentNumbers(84, 6, 120)).toEqual([85, 91, 97, 103, 109, 115]);
  expect(adjustmentNumbers(60, 12, 60)).toEqual([]);
  const changes = mustCalculate(arm({})).worstCase.changes;
  expect(changeInEffect(changes, 60).ratePercent).toBe(5.75);
  expect(changeInEffect(changes, 70).ratePercent).toBe(8.75);
  expect(changeInEffect(changes, 360).ratePercent).toBe(10.75);
});

// ---------------------------------------------------------------------------------------------
// Properties

const armTerms = fc
  .record({
    principalCents: fc.integer({ min: 100_000, max: 200_000_000 }),
    termYears: fc.integer({ min: 11, max: 40 }),
    initialPeriodYears: fc.constantFrom(3, 5, 7, 10),
    adjustmentMonths: fc.constantFrom(6, 12),
    // rates and caps in thousandths of a percent, as the fields allow
    initialRate: fc.integer({ min: 0, max: 15_000 }),
    initialCap: fc.integer({ min: 0, max: 6000 }),
    periodicCap: fc.integer({ min: 0, max: 3000 }),
    lifetimeCap: fc.integer({ min: 0, max: 8000 }),
    margin: fc.integer({ min: 0, max: 5000 }),
    index: fc.integer({ min: 0, max: 10_000 }),
  })
  .map((t): ArmTerms => ({
    principalCents: t.principalCents,
    termMonths: t.termYears * 12,
    initialRatePercent: t.initialRate / 1000,
    initialPeriodMonths: t.initialPeriodYears * 12,
    adjustmentMonths: t.adjustmentMonths,
    initialCapPercent: t.initialCap / 1000,
    periodicCapPercent: t.periodicCap / 1000,
    lifetimeCapPercent: t.lifetimeCap / 1000,
    marginPercent: t.margin / 1000,
    indexPercent: t.index / 1000,
    start: JAN_2025,
  }));

test("property: a higher lifetime cap never lowers the worst-case maximum payment", () => {
  fc.assert(
    fc.property(armTerms, fc.integer({ min: 1, max: 5000 }), (terms, more) => {
      const lower = mustCalculate(terms);
      const higher = mustCalculate({
        ...terms,
        lifetimeCapPercent: (Math.round(terms.lifetimeCapPercent * 1000) + more) / 1000,
      });
      expect(higher.maxPayment.paymentCents).toBeGreaterThanOrEqual(lower.maxPayment.paymentCents);
      expect(higher.maxRatePercent).toBeGreaterThanOrEqual(lower.maxRatePercent);
    }),
    { numRuns: 150 },
  );
});

test("property: in every month the worst case's rate is at least the index-unchanged one, and so is its payment, to the cent", () => {
  fc.assert(
    fc.property(armTerms, (terms) => {
      const result = mustCalculate(terms);
      for (let number = 1; number <= terms.termMonths; number++) {
        const worst = changeInEffect(result.worstCase.changes, number);
        const indexed = changeInEffect(result.indexUnchanged.changes, number);
        expect(worst.ratePercent).toBeGreaterThanOrEqual(indexed.ratePercent);
        // Rates a thousandth of a point apart give payments that differ by a fraction of a cent,
        // and rounding each to cents can put the worst case one cent under (found by this test:
        // $1,000.13 at 0 % over 13 years, caps 0/0.001/0.004: $6.41 against $6.42).
        expect(worst.paymentCents).toBeGreaterThanOrEqual(indexed.paymentCents - 1);
      }
    }),
    { numRuns: 150 },
  );
});

// An adjustment date that leaves the rate where it was still re-figures the payment, as the
// uniform ARM notes say: the rounding of the payment before it has moved the balance off the level
// path (found by the eighths property below, CI 2026-12-04, when such a date kept the payment).
// $1,082.46 over 11 years, 13.75 % for 10 years, then every 6 months; caps 0.625/1.875/0.125,
// margin 4.875, index 8.875, so the fully indexed rate is the starting 13.75 % and the ceiling
// 13.875 %. By hand: r = 0.0114583, (1+r)^132 = 4.4992030, 1082.46 × r × 4.4992030 / 3.4992030
// = 15.948 → $15.95, which overpays the level path by 0.22 cents a month; after 120 payments the
// balance is $177.23 (the level payment would leave $177.85).
//   index unchanged at 13.75 %, 12 months left: (1+r)^12 = 1.1465050,
//     177.23 × 0.0114583 × 1.1465050 / 0.1465050 = 15.892 → $15.89 (kept, it would stay $15.95)
//   worst case at 13.875 %: r = 0.0115625, (1+r)^12 = 1.1479227, 177.23 × r × 1.1479227 /
//     0.1479227 = 15.903 → $15.90; payment 127 re-figures its $91.69 over 6 months:
//     (1+r)^6 = 1.0714116, 91.69 × 0.0115625 × 1.0714116 / 0.0714116 = 15.906 → $15.91.
// Keeping $15.95 put the index-unchanged path 5 cents above the worst case's $15.90.
test("an adjustment date that keeps the rate re-figures the payment for the balance left", () => {
  const result = mustCalculate({
    principalCents: 108_246,
    termMonths: 132,
    initialRatePercent: 13.75,
    initialPeriodMonths: 120,
    adjustmentMonths: 6,
    initialCapPercent: 0.625,
    periodicCapPercent: 1.875,
    lifetimeCapPercent: 0.125,
    marginPercent: 4.875,
    indexPercent: 8.875,
    start: JAN_2025,
  });
  expect(result.indexUnchanged.entries[119]!.balanceCents).toBe(17_723);
  expect(summary(result.indexUnchanged.changes)).toEqual([
    [1, 13.75, 1595],
    [121, 13.75, 1589],
  ]);
  expect(summary(result.worstCase.changes)).toEqual([
    [1, 13.75, 1595],
    [121, 13.875, 1590],
    [127, 13.875, 1591],
  ]);
  // The table lists rate changes; the highest worst-case payment is the starting $15.95.
  expect(rateChangeRows(result).map((row) => row.number)).toEqual([1, 121]);
  expect(result.maxPayment).toMatchObject({ number: 1, paymentCents: 1595 });
  expect(result.worstCase.entries.at(-1)!.balanceCents).toBe(0);
  expect(result.indexUnchanged.entries.at(-1)!.balanceCents).toBe(0);
});

test("property: with rates and caps in eighths of a point, as notes write them, neither the worst-case payment nor its maximum is below the index-unchanged one by more than a cent of rounding", () => {
  const eighths = (max: number) => fc.integer({ min: 0, max }).map((n) => n / 8);
  fc.assert(
    fc.property(
      armTerms,
      eighths(120),
      eighths(40),
      eighths(24),
      eighths(64),
      eighths(40),
      eighths(80),
      (terms, rate, initialCap, periodicCap, lifetimeCap, margin, index) => {
        const result = mustCalculate({
          ...terms,
          initialRatePercent: rate,
          initialCapPercent: initialCap,
          periodicCapPercent: periodicCap,
          lifetimeCapPercent: lifetimeCap,
          marginPercent: margin,
          indexPercent: index,
        });
        for (let number = 1; number <= terms.termMonths; number++) {
          const worst = changeInEffect(result.worstCase.changes, number);
          const indexed = changeInEffect(result.indexUnchanged.changes, number);
          expect(worst.paymentCents).toBeGreaterThanOrEqual(indexed.paymentCents - 1);
        }
        // The maximum is the first worst-case payment within a cent of its highest (on the
        // calculator's defaults $3,551.69 from 2031, though re-figuring makes it $3,551.70 from
        // 2051), so it may be a cent under the index-unchanged path's highest.
        expect(result.maxPayment.paymentCents).toBeGreaterThanOrEqual(
          Math.max(...result.indexUnchanged.changes.map((c) => c.paymentCents)) - 1,
        );
      },
    ),
    { numRuns: 150 },
  );
});

test("property: both paths pay the balance to exactly zero by the term's end", () => {
  fc.assert(
    fc.property(armTerms, (terms) => {
      const result = mustCalculate(terms);
      for (const path of [result.worstCase, result.indexUnchanged]) {
        expect(path.entries.at(-1)?.balanceCents).toBe(0);
        expect(path.entries.slice(0, -1).every((e) => e.balanceCents > 0)).toBe(true);
        expect(path.entries.map((e) => e.number)).toEqual(
          Array.from({ length: path.entries.length }, (_, i) => i + 1),
        );
        expect(path.entries.length).toBeLessThanOrEqual(terms.termMonths);
        // As with a fixed-rate schedule: the payment is rounded up by less than half a cent at
        // most, which overpays by less than one payment of $1,000 or more by the end (at most
        // $155.08 at 15 % over 480 months), so such a loan ends in its last month or the one
        // before; a tiny loan can end a few months early.
        if (result.initialPaymentCents >= 100_000) {
          expect(path.entries.length).toBeGreaterThanOrEqual(terms.termMonths - 1);
        }
        const principal = path.entries.reduce((sum, e) => sum + e.principalCents, 0);
        expect(principal).toBe(terms.principalCents);
        // Never above the lifetime cap, never below the floor after the first adjustment.
        for (const change of path.changes.slice(1)) {
          expect(change.ratePercent).toBeLessThanOrEqual(result.ceilingPercent);
          expect(change.ratePercent).toBeGreaterThanOrEqual(
            Math.min(result.ceilingPercent, result.floorPercent),
          );
        }
      }
    }),
    { numRuns: 150 },
  );
});
