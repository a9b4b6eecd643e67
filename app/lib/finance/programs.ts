import { CONVENTIONAL, FHA, USDA, VA, type LtvRate } from "~/config/loan-programs";
import { compareMonths, type MonthValue } from "~/lib/finance/month";
import { dollarsToCents, percentOfCents, type Cents } from "~/lib/finance/money";
import { pmiAnnualRatePercentForAmounts, pmiMilestones } from "~/lib/finance/pmi";
import type { ScheduleEntry } from "~/lib/finance/schedule";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatPercent } from "~/lib/format/percent";

/**
 * The loan programs' rules (conventional, FHA, VA, USDA) applied to one purchase: the minimum
 * down payment, the fee financed into the loan, the annual mortgage insurance rate, how long
 * mortgage insurance lasts and what it costs month by month. The figures come from
 * app/config/loan-programs.ts; nothing here knows a form or a page, so any calculator (the
 * mortgage payment calculator, a "how much house" calculator) can use it.
 *
 * Units: cents, percent (1.75 means 1.75 %), months. Shares of a price (LTV, down payment) are
 * compared exactly in integers, so a 3.5 % down payment computed as 3.4999… % still qualifies.
 */

export const LOAN_TYPES = ["conventional", "fha", "va", "usda"] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

/** True when `value` names a loan program. */
export function isLoanType(value: string): value is LoanType {
  return (LOAN_TYPES as readonly string[]).includes(value);
}

/** The program names as a borrower reads them. */
export const LOAN_TYPE_LABELS: Readonly<Record<LoanType, string>> = {
  conventional: "Conventional",
  fha: "FHA",
  va: "VA",
  usda: "USDA",
};

/** One purchase under one program. */
export type ProgramLoan = {
  readonly loanType: LoanType;
  /** Purchase price, also the home's value, in cents. */
  readonly homePriceCents: Cents;
  readonly downPaymentCents: Cents;
  readonly termMonths: number;
  /** The borrower's (representative) credit score, or null when not given. */
  readonly creditScore: number | null;
  /** VA: first use of the benefit (a lower funding fee with under 5 % down). */
  readonly vaFirstUse: boolean;
  /** VA: exempt from the funding fee (e.g. VA disability compensation). */
  readonly vaExempt: boolean;
};

function isWholeFinite(...values: number[]): boolean {
  return values.every((value) => Number.isFinite(value));
}

/** A percent with up to 3 decimals as an integer number of thousandths of a percent. */
function milliPercent(percent: number): bigint {
  return BigInt(Math.round(percent * 1000));
}

/**
 * Compares part / whole with `percent` %, exactly: negative when the share is below it, 0 when
 * equal, positive when above. A whole of 0 or less makes any positive part "above".
 */
function compareShare(partCents: Cents, wholeCents: Cents, percent: number): number {
  const left = BigInt(Math.round(partCents)) * 100_000n;
  const right = milliPercent(percent) * BigInt(Math.round(wholeCents));
  return left < right ? -1 : left > right ? 1 : 0;
}

/** a × b ÷ c rounded half-up, exactly, for non-negative a and b and a positive c. */
function mulDivRoundHalfUp(a: bigint, b: bigint, c: bigint): number {
  const product = a * b;
  return Number((product * 2n + c) / (2n * c));
}

/** `percent` % of an amount in cents, rounded UP to a whole cent (the least that qualifies). */
function percentOfCentsUp(cents: Cents, percent: number): Cents {
  const numerator = BigInt(Math.round(cents)) * milliPercent(percent);
  return Number((numerator + 99_999n) / 100_000n);
}

/** The loan before any financed fee: price − down payment, in cents. */
export function baseLoanCents(
  loan: Pick<ProgramLoan, "homePriceCents" | "downPaymentCents">,
): Cents {
  return loan.homePriceCents - loan.downPaymentCents;
}

// ---------------------------------------------------------------------------------------------
// Minimum down payment

export type DownPaymentRule =
  | {
      readonly ok: true;
      /** The least down payment allowed, in percent of the price. */
      readonly percent: number;
    }
  | { readonly ok: false; readonly message: string };

/**
 * The minimum down payment of a program, in percent of the price: conventional 3 %; FHA 3.5 %
 * with a credit score of 580 or more (also assumed when no score is given), 10 % from 500 to
 * 579 and no loan below 500; VA and USDA 0 %.
 *
 * @example minimumDownPaymentPercent("fha", 560) // { ok: true, percent: 10 }
 * @example minimumDownPaymentPercent("fha", 480) // { ok: false, message: "FHA loans need a credit score of at least 500." }
 */
export function minimumDownPaymentPercent(
  loanType: LoanType,
  creditScore: number | null,
): DownPaymentRule {
  switch (loanType) {
    case "conventional":
      return { ok: true, percent: CONVENTIONAL.minimumDownPayment.percent };
    case "va":
      return { ok: true, percent: VA.minimumDownPayment.percent };
    case "usda":
      return { ok: true, percent: USDA.minimumDownPayment.percent };
    case "fha": {
      const rule = FHA.minimumDownPayment;
      if (creditScore !== null && creditScore < rule.minimumCreditScore) {
        return {
          ok: false,
          message: `FHA loans need a credit score of at least ${rule.minimumCreditScore}.`,
        };
      }
      const band =
        rule.bands.find((b) => creditScore === null || creditScore >= b.minCreditScore) ??
        rule.bands[rule.bands.length - 1];
      return { ok: true, percent: band?.percent ?? 0 };
    }
  }
}

/** Which field a program refusal belongs beside. */
export type ProgramProblem = {
  readonly field: "creditScore" | "downPayment";
  readonly message: string;
};

function moneyText(cents: Cents): string {
  return formatCentsAsCurrency(cents, { withCents: cents % 100 !== 0 });
}

/**
 * Null when the loan meets its program's minimum down payment (and FHA's minimum score);
 * otherwise the message the form shows beside the field, with the least amount that qualifies.
 *
 * @example
 * // $300,000 FHA home, 3 % down, score 640: 3.5 % of $300,000 = $10,500
 * checkDownPayment({ loanType: "fha", homePriceCents: 30_000_000, downPaymentCents: 900_000, … })
 * // { field: "downPayment", message: "An FHA loan needs at least 3.5% down with a credit score of 580 or more: $10,500 on this price." }
 */
export function checkDownPayment(
  loan: Pick<ProgramLoan, "loanType" | "homePriceCents" | "downPaymentCents" | "creditScore">,
): ProgramProblem | null {
  const rule = minimumDownPaymentPercent(loan.loanType, loan.creditScore);
  if (!rule.ok) return { field: "creditScore", message: rule.message };
  if (rule.percent <= 0 || !isWholeFinite(loan.homePriceCents, loan.downPaymentCents)) return null;
  if (loan.homePriceCents <= 0) return null;
  if (compareShare(loan.downPaymentCents, loan.homePriceCents, rule.percent) >= 0) return null;
  const least = moneyText(percentOfCentsUp(loan.homePriceCents, rule.percent));
  const percent = formatPercent(rule.percent);
  if (loan.loanType === "fha") {
    const [high, low] = FHA.minimumDownPayment.bands;
    const lowScore = loan.creditScore !== null && high && loan.creditScore < high.minCreditScore;
    const message =
      lowScore && low && high
        ? `With a credit score from ${low.minCreditScore} to ${high.minCreditScore - 1}, an FHA loan needs at least ${percent} down: ${least} on this price.`
        : `An FHA loan needs at least ${percent} down with a credit score of ${high?.minCreditScore ?? 580} or more: ${least} on this price.`;
    return { field: "downPayment", message };
  }
  return {
    field: "downPayment",
    message: `A conventional loan needs at least ${percent} down: ${least} on this price.`,
  };
}

// ---------------------------------------------------------------------------------------------
// The fee financed into the loan

export type FinancedFeeKind = "none" | "fha-upfront-mip" | "va-funding-fee" | "usda-guarantee-fee";

export type FinancedFee = {
  readonly kind: FinancedFeeKind;
  /** Price − down payment, in cents. */
  readonly baseLoanCents: Cents;
  /** The fee added to the loan, in cents (0 for conventional and exempt veterans). */
  readonly feeCents: Cents;
  /** Base loan + fee: the amount borrowed and amortized, in cents. */
  readonly totalLoanCents: Cents;
  /** The fee's rate in percent: of the base loan (FHA, VA) or of the total loan (USDA). */
  readonly feePercent: number;
};

/** The VA purchase funding fee in percent for a down payment and first or later use. */
export function vaFundingFeePercent(
  loan: Pick<ProgramLoan, "homePriceCents" | "downPaymentCents" | "vaFirstUse" | "vaExempt">,
): number {
  if (loan.vaExempt) return 0;
  let percent = 0;
  for (const band of VA.fundingFee.purchase) {
    const reached =
      band.minDownPaymentPercent <= 0 ||
      (loan.homePriceCents > 0 &&
        compareShare(loan.downPaymentCents, loan.homePriceCents, band.minDownPaymentPercent) >= 0);
    if (reached) percent = loan.vaFirstUse ? band.firstUsePercent : band.subsequentUsePercent;
  }
  return percent;
}

/**
 * The fee each program finances into the loan: FHA upfront MIP, 1.75 % of the base loan; the VA
 * funding fee, a percent of the base loan by down payment and use (none when exempt); the USDA
 * upfront guarantee fee, 1 % of the TOTAL loan, so total = base ÷ 0.99. Rounded half-up to cents.
 *
 * @example
 * // FHA, $300,000 price, 3.5 % down: base $289,500; 1.75 % → $5,066.25; total $294,566.25
 * financedFee({ loanType: "fha", homePriceCents: 30_000_000, downPaymentCents: 1_050_000, … })
 * // { kind: "fha-upfront-mip", baseLoanCents: 28_950_000, feeCents: 506_625, totalLoanCents: 29_456_625, feePercent: 1.75 }
 */
export function financedFee(loan: ProgramLoan): FinancedFee {
  const base = baseLoanCents(loan);
  const none: FinancedFee = {
    kind: "none",
    baseLoanCents: base,
    feeCents: 0,
    totalLoanCents: base,
    feePercent: 0,
  };
  if (!isWholeFinite(base) || base <= 0) {
    return loan.loanType === "conventional" ? none : { ...none, kind: feeKind(loan.loanType) };
  }
  switch (loan.loanType) {
    case "conventional":
      return none;
    case "fha": {
      const feePercent = FHA.upfrontMip.percentOfBaseLoan;
      const feeCents = percentOfCents(base, feePercent);
      return {
        kind: "fha-upfront-mip",
        baseLoanCents: base,
        feeCents,
        totalLoanCents: base + feeCents,
        feePercent,
      };
    }
    case "va": {
      const feePercent = vaFundingFeePercent(loan);
      const feeCents = feePercent > 0 ? percentOfCents(base, feePercent) : 0;
      return {
        kind: "va-funding-fee",
        baseLoanCents: base,
        feeCents,
        totalLoanCents: base + feeCents,
        feePercent,
      };
    }
    case "usda": {
      const feePercent = USDA.guaranteeFee.upfrontPercentOfTotalLoan;
      // fee = p % of total and total = base + fee, so total = base × 100 / (100 − p).
      const totalLoanCents = mulDivRoundHalfUp(
        BigInt(Math.round(base)),
        100_000n,
        100_000n - milliPercent(feePercent),
      );
      return {
        kind: "usda-guarantee-fee",
        baseLoanCents: base,
        feeCents: totalLoanCents - base,
        totalLoanCents,
        feePercent,
      };
    }
  }
}

function feeKind(loanType: LoanType): FinancedFeeKind {
  return loanType === "fha"
    ? "fha-upfront-mip"
    : loanType === "va"
      ? "va-funding-fee"
      : loanType === "usda"
        ? "usda-guarantee-fee"
        : "none";
}

// ---------------------------------------------------------------------------------------------
// Annual mortgage insurance

/** The rate of the first LTV band the loan's LTV (base loan ÷ price) fits in. */
function rateForLtv(bands: readonly LtvRate[], baseCents: Cents, priceCents: Cents): number {
  for (const band of bands) {
    if (
      band.upToLtvPercent === null ||
      compareShare(baseCents, priceCents, band.upToLtvPercent) <= 0
    ) {
      return band.annualPercent;
    }
  }
  return bands[bands.length - 1]?.annualPercent ?? 0;
}

/** Conventional PMI from the rate card: the LTV band, then the borrower's score band. */
function conventionalCardPercent(baseCents: Cents, priceCents: Cents, creditScore: number): number {
  const card = CONVENTIONAL.pmiRateCard;
  const band =
    card.bands.find((b) => compareShare(baseCents, priceCents, b.upToLtvPercent) <= 0) ??
    card.bands[card.bands.length - 1];
  if (!band) return 0;
  const rate =
    band.rates.find((r) => creditScore >= r.minScore) ?? band.rates[band.rates.length - 1];
  return rate?.annualPercent ?? 0;
}

/**
 * The annual mortgage insurance rate in percent:
 * - conventional: none at 80 % LTV or less; with a credit score, the rate card's rate for the
 *   LTV and score bands; without one, the spec's table by down payment (DESIGN 6);
 * - FHA: annual MIP by term (over 15 years or not), base loan (at most $726,200 or above) and LTV;
 * - VA: none (the funding fee takes its place);
 * - USDA: the 0.35 % annual fee.
 *
 * @example
 * // FHA, 30 years, $289,500 base on a $300,000 price: LTV 96.5 % > 95 % → 0.55
 * annualMortgageInsurancePercent({ loanType: "fha", homePriceCents: 30_000_000, downPaymentCents: 1_050_000, termMonths: 360, … }) // 0.55
 */
export function annualMortgageInsurancePercent(loan: ProgramLoan): number {
  const base = baseLoanCents(loan);
  const price = loan.homePriceCents;
  if (!isWholeFinite(base, price) || base <= 0) return 0;
  switch (loan.loanType) {
    case "conventional": {
      const card = CONVENTIONAL.pmiRateCard;
      if (price > 0 && compareShare(base, price, card.requiredAboveLtvPercent) <= 0) return 0;
      if (loan.creditScore === null) {
        const rate = pmiAnnualRatePercentForAmounts(price, loan.downPaymentCents);
        return Number.isFinite(rate) ? rate : 0;
      }
      return conventionalCardPercent(base, price, loan.creditScore);
    }
    case "fha": {
      const mip = FHA.annualMip;
      const table =
        loan.termMonths > mip.longTermOverYears * 12 ? mip.termOver15Years : mip.term15YearsOrLess;
      const bands =
        base <= dollarsToCents(mip.baseLoanThresholdDollars)
          ? table.baseLoanAtOrBelowThreshold
          : table.baseLoanAboveThreshold;
      return rateForLtv(bands, base, price);
    }
    case "va":
      return 0;
    case "usda":
      return USDA.guaranteeFee.annualPercent;
  }
}

/** How long mortgage insurance is paid. */
export type MortgageInsuranceTerm =
  | { readonly kind: "none" }
  /** Conventional PMI: ends under the Homeowners Protection Act (80 % on request, 78 % by itself). */
  | {
      readonly kind: "hpa";
      readonly requestCancellationLtvPercent: number;
      readonly automaticTerminationLtvPercent: number;
    }
  /** FHA with an LTV of 90 % or less at origination: a set number of years. */
  | { readonly kind: "years"; readonly years: number }
  /** FHA above 90 % LTV, USDA: for the life of the loan. */
  | { readonly kind: "life" };

/**
 * How long a loan's mortgage insurance lasts: none for VA or a 0 % rate; the Homeowners
 * Protection Act for conventional PMI; FHA 11 years at 90 % LTV or less at origination,
 * otherwise the life of the loan; USDA the life of the loan.
 *
 * @example mortgageInsuranceTerm(fhaLoanWith10PercentDown, 0.5) // { kind: "years", years: 11 }
 */
export function mortgageInsuranceTerm(
  loan: ProgramLoan,
  annualPercent: number,
): MortgageInsuranceTerm {
  if (!(annualPercent > 0)) return { kind: "none" };
  switch (loan.loanType) {
    case "conventional": {
      const hpa = CONVENTIONAL.homeownersProtectionAct;
      return {
        kind: "hpa",
        requestCancellationLtvPercent: hpa.requestCancellationLtvPercent,
        automaticTerminationLtvPercent: hpa.automaticTerminationLtvPercent,
      };
    }
    case "fha": {
      const rule = FHA.annualMip.duration;
      return compareShare(baseLoanCents(loan), loan.homePriceCents, rule.limitedUpToLtvPercent) <= 0
        ? { kind: "years", years: rule.limitedYears }
        : { kind: "life" };
    }
    case "va":
      return { kind: "none" };
    case "usda":
      return { kind: "life" };
  }
}

// ---------------------------------------------------------------------------------------------
// Month by month

export type MortgageInsurancePlan = {
  readonly annualPercent: number;
  readonly term: MortgageInsuranceTerm;
  /** Mortgage insurance paid with each payment of the schedule, in cents (same order). */
  readonly byEntry: readonly Cents[];
  /** The first payment's mortgage insurance, in cents. */
  readonly firstMonthCents: Cents;
  /** Everything paid over the loan, in cents. */
  readonly totalCents: Cents;
  /** Month of the last payment that includes mortgage insurance; null when none is paid. */
  readonly lastPaidMonth: MonthValue | null;
  /** The first payment month without it; null when none is paid or it lasts to the payoff. */
  readonly endMonth: MonthValue | null;
  /** True when it is paid with every payment to the end of the loan. */
  readonly lifeOfLoan: boolean;
  /** Conventional: the month the scheduled balance reaches 80 % of the price (ask to cancel). */
  readonly requestCancellationMonth: MonthValue | null;
};

/** The balance owed before each payment: the loan, then each month's closing balance. */
function openingBalance(entries: readonly ScheduleEntry[], index: number, loanCents: Cents): Cents {
  return index === 0 ? loanCents : (entries[index - 1]?.balanceCents ?? 0);
}

/**
 * Monthly premiums on the "average scheduled balance" basis (FHA annual MIP, USDA annual fee):
 * each loan year (payments 1-12, 13-24, …) pays annual rate × the average balance owed before
 * its payments ÷ 12, rounded half-up to cents. `insuredShare` scales the schedule's balances to
 * the insured amount: FHA's annual MIP is figured on the base loan WITHOUT the financed up-front
 * premium (HUD's annual MIP calculation), so its balances are the schedule's × base ÷ total (a
 * loan's scheduled balances are proportional to its amount at a given rate and term); USDA's
 * annual fee is on the whole loan (share 1/1).
 */
const ONE = { numerator: 1, denominator: 1 } as const;

function averageBalancePremiums(
  entries: readonly ScheduleEntry[],
  loanCents: Cents,
  annualPercent: number,
  insuredShare: { readonly numerator: Cents; readonly denominator: Cents },
): Cents[] {
  const out: Cents[] = [];
  for (let start = 0; start < entries.length; start += 12) {
    const end = Math.min(entries.length, start + 12);
    let sum = 0n;
    for (let i = start; i < end; i++) {
      sum += BigInt(Math.round(openingBalance(entries, i, loanCents)));
    }
    const monthly = mulDivRoundHalfUp(
      sum * BigInt(Math.round(insuredShare.numerator)),
      milliPercent(annualPercent),
      100_000n * 12n * BigInt(end - start) * BigInt(Math.round(insuredShare.denominator)),
    );
    for (let i = start; i < end; i++) out.push(monthly);
  }
  return out;
}

/**
 * Mortgage insurance month by month over a schedule (the loan amortized WITHOUT extra payments,
 * as the Homeowners Protection Act and HUD schedules are), counted only while it is paid:
 * - conventional PMI: annual rate × base loan ÷ 12 each month, paid with the payments BEFORE the
 *   month the scheduled balance reaches 78 % of the price (or the month after the term's
 *   midpoint, if that comes first); the 80 % month is when the borrower may ask to cancel;
 * - FHA annual MIP and the USDA annual fee: each year's premium from that year's average
 *   scheduled balance (FHA: of the base loan, without the financed up-front premium; USDA: of
 *   the whole loan); FHA for 11 years (132 payments) at 90 % LTV or less, else for life;
 * - VA: none.
 *
 * Units: cents, annual percent; `totalLoanCents` is the amortized loan (fee included).
 *
 * @example
 * // 0 % interest, $100,000 USDA (total $101,010.10, 360 × $280.58): first-year balances sum to
 * // $1,193,602.92, × 0.35 % ÷ 12 ÷ 12 = $29.01 a month in year 1
 * mortgageInsurancePlan(loan, schedule.entries, 10_101_010).firstMonthCents // 2901
 */
export function mortgageInsurancePlan(
  loan: ProgramLoan,
  entries: readonly ScheduleEntry[],
  totalLoanCents: Cents,
  annualPercent: number = annualMortgageInsurancePercent(loan),
  /**
   * FHA: the base loan's own schedule (the base loan amortized at the note rate and term), whose
   * balances HUD averages. Without it the loan's balances are scaled by base ÷ total, which can
   * differ from HUD's by a cent in a year.
   */
  baseLoanEntries?: readonly ScheduleEntry[],
): MortgageInsurancePlan {
  const term = mortgageInsuranceTerm(loan, annualPercent);
  const first = entries[0];
  const empty: MortgageInsurancePlan = {
    annualPercent: term.kind === "none" ? 0 : annualPercent,
    term,
    byEntry: entries.map(() => 0),
    firstMonthCents: 0,
    totalCents: 0,
    lastPaidMonth: null,
    endMonth: null,
    lifeOfLoan: false,
    requestCancellationMonth: null,
  };
  if (term.kind === "none" || !first) return empty;

  let premiums: Cents[];
  let paidCount: number;
  let requestCancellationMonth: MonthValue | null = null;
  if (term.kind === "hpa") {
    const base = baseLoanCents(loan);
    premiums = entries.map(() => percentOfCents(base, annualPercent, 12));
    const milestones = pmiMilestones(entries, base, loan.homePriceCents, loan.termMonths);
    requestCancellationMonth = milestones.requestCancellationMonth;
    const stop = milestones.automaticTerminationMonth;
    paidCount = stop
      ? entries.filter((entry) => compareMonths(entry.date, stop) < 0).length
      : entries.length;
  } else {
    // FHA: on the base loan (HUD leaves the financed up-front premium out); USDA: the whole loan.
    const base = baseLoanCents(loan);
    if (loan.loanType === "fha" && baseLoanEntries && baseLoanEntries.length === entries.length) {
      premiums = averageBalancePremiums(baseLoanEntries, base, annualPercent, ONE);
    } else {
      const insured = loan.loanType === "fha" ? base : totalLoanCents;
      premiums = averageBalancePremiums(entries, totalLoanCents, annualPercent, {
        numerator: insured,
        denominator: totalLoanCents > 0 ? totalLoanCents : 1,
      });
    }
    paidCount = term.kind === "years" ? Math.min(entries.length, term.years * 12) : entries.length;
  }

  const byEntry = premiums.map((cents, index) => (index < paidCount ? cents : 0));
  const totalCents = byEntry.reduce((sum, cents) => sum + cents, 0);
  const last = paidCount > 0 ? entries[paidCount - 1] : undefined;
  const next = entries[paidCount];
  return {
    annualPercent,
    term,
    byEntry,
    firstMonthCents: byEntry[0] ?? 0,
    totalCents,
    lastPaidMonth: last ? last.date : null,
    endMonth: next ? next.date : null,
    lifeOfLoan: paidCount > 0 && paidCount >= entries.length,
    requestCancellationMonth,
  };
}
