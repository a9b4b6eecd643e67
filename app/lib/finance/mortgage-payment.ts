import {
  addMonths,
  termMonthsFromYears,
  type MonthValue,
  type YearsAndMonths,
} from "~/lib/finance/month";
import { percentOfCents, roundHalfUp, type Cents } from "~/lib/finance/money";
import { pmiMilestones, type PmiMilestones } from "~/lib/finance/pmi";
import {
  annualMortgageInsurancePercent,
  checkDownPayment,
  financedFee,
  mortgageInsurancePlan,
  type FinancedFeeKind,
  type LoanType,
  type MortgageInsurancePlan,
  type ProgramLoan,
  type ProgramProblem,
} from "~/lib/finance/programs";
import { buildSchedule, type Schedule } from "~/lib/finance/schedule";

/** The loan program of a mortgage payment (issue 16); absent parts take the defaults. */
export type MortgageProgram = {
  /** Conventional when absent. */
  readonly loanType?: LoanType;
  /** Null or absent: no score given (conventional PMI then uses the spec's table, DESIGN 6). */
  readonly creditScore?: number | null;
  /** VA: first use of the benefit; true when absent. */
  readonly vaFirstUse?: boolean;
  /** VA: exempt from the funding fee; false when absent. */
  readonly vaExempt?: boolean;
};

export type MortgagePaymentInput = {
  /** Home price in cents. */
  readonly homePriceCents: Cents;
  /** Down payment in cents. */
  readonly downPaymentCents: Cents;
  readonly loanTermYears: number;
  /** Annual interest rate in percent. */
  readonly interestRatePercent: number;
  /** Property tax per YEAR in cents. */
  readonly propertyTaxCents: Cents;
  /** Home insurance per YEAR in cents. */
  readonly homeInsuranceCents: Cents;
  /** HOA dues per MONTH in cents. */
  readonly hoaDuesCents: Cents;
  /** Conventional PMI only: FHA and USDA mortgage insurance is part of the loan, always counted. */
  readonly includePmi: boolean;
  /** The current month; the loan starts (first payment) one month later (spec 9). */
  readonly today: MonthValue;
  /** The loan program; absent: conventional without a credit score (the spec's calculator). */
  readonly program?: MortgageProgram;
};

export type MortgagePaymentResult = {
  readonly loanType: LoanType;
  /** Home price − down payment, in cents. */
  readonly baseLoanAmountCents: Cents;
  /** FHA up-front MIP, VA funding fee or USDA guarantee fee added to the loan, in cents. */
  readonly financedFeeCents: Cents;
  readonly financedFeeKind: FinancedFeeKind;
  /** The fee's rate in percent (of the base loan; USDA: of the total loan). */
  readonly financedFeePercent: number;
  /** The amount borrowed and amortized: base loan + financed fee, in cents. */
  readonly loanAmountCents: Cents;
  readonly loanTermMonths: number;
  /** Month of the first payment: today + 1 month. */
  readonly start: MonthValue;
  /** Monthly principal and interest in cents (NaN when undefined, e.g. a 0-year term). */
  readonly principalAndInterestCents: Cents;
  /** Annual property tax / 12 in cents, rounded half-up. */
  readonly monthlyTaxesCents: Cents;
  /** Annual insurance / 12 in cents, rounded half-up. */
  readonly monthlyInsuranceCents: Cents;
  readonly monthlyHoaCents: Cents;
  /**
   * The first payment's mortgage insurance in cents (PMI, FHA annual MIP or the USDA annual fee);
   * 0 when PMI is unticked, with 20 % or more down on a conventional loan, and for VA.
   */
  readonly monthlyPmiCents: Cents;
  /** The first payment in cents: P&I + taxes + insurance + HOA + mortgage insurance. */
  readonly monthlyPaymentCents: Cents;
  /** Annual mortgage insurance percent applied (0 when none). */
  readonly pmiAnnualRatePercent: number;
  /** Conventional PMI's end dates (HPA); null when there is no PMI. */
  readonly pmi: PmiMilestones | null;
  /** Mortgage insurance with each payment of the schedule, its total and its end. */
  readonly mortgageInsurance: MortgageInsurancePlan;
  readonly schedule: Schedule;
  /** Sum of the schedule's interest, in cents. */
  readonly totalInterestCents: Cents;
  readonly payoffDate: MonthValue | null;
  /** The schedule's length as years and months ("overall term"). */
  readonly overallTerm: YearsAndMonths;
};

type ProgramFields = Pick<
  MortgagePaymentInput,
  "homePriceCents" | "downPaymentCents" | "loanTermYears" | "program"
>;

function programLoan(input: ProgramFields): ProgramLoan {
  return {
    loanType: input.program?.loanType ?? "conventional",
    homePriceCents: input.homePriceCents,
    downPaymentCents: input.downPaymentCents,
    termMonths: termMonthsFromYears(input.loanTermYears),
    creditScore: input.program?.creditScore ?? null,
    vaFirstUse: input.program?.vaFirstUse ?? true,
    vaExempt: input.program?.vaExempt ?? false,
  };
}

/**
 * Why the program refuses this purchase (down payment below its minimum, FHA below a 500
 * score), with the field the message belongs beside; null when it qualifies.
 *
 * @example
 * // FHA, $300,000, $9,000 down (3 %), score 640: 3.5 % = $10,500
 * mortgagePaymentProblem({ …, program: { loanType: "fha", creditScore: 640 } })
 * // { field: "downPayment", message: "An FHA loan needs at least 3.5% down with a credit score of 580 or more: $10,500 on this price." }
 */
export function mortgagePaymentProblem(input: ProgramFields): ProgramProblem | null {
  return checkDownPayment(programLoan(input));
}

/**
 * The mortgage payment calculator (spec 3, DESIGN 5 and 6, issue 16): loan = price − down plus
 * the program's financed fee; monthly taxes and insurance = annual / 12; HOA monthly as given;
 * mortgage insurance from app/lib/finance/programs.ts, counted only with the payments that carry
 * it (conventional PMI only when ticked; with no program and no credit score, the spec's
 * down-payment table, so the spec's calculator gives what it always gave); the loan's first
 * payment is one month after `today`. The program's minimum down payment is the form's check
 * (`mortgagePaymentProblem`), not this one's: any down payment gets its figures here.
 *
 * Units: cents, annual percent, years.
 *
 * @example
 * // $400,000 home, $80,000 down (20 %), 30 years at 6 %, $4,800/yr tax, $1,200/yr insurance, $0 HOA:
 * // loan $320,000 → P&I 320000 × 0.005 × 1.005^360 / (1.005^360 − 1) = $1,918.56;
 * // taxes $400.00, insurance $100.00, no PMI (20 % down) → total $2,418.56 a month
 * calculateMortgagePayment({ homePriceCents: 40_000_000, downPaymentCents: 8_000_000, loanTermYears: 30,
 *   interestRatePercent: 6, propertyTaxCents: 480_000, homeInsuranceCents: 120_000, hoaDuesCents: 0,
 *   includePmi: true, today: { year: 2025, month: 1 } }).monthlyPaymentCents // 241856
 */
export function calculateMortgagePayment(input: MortgagePaymentInput): MortgagePaymentResult {
  const loanTermMonths = termMonthsFromYears(input.loanTermYears);
  const loan = programLoan(input);
  const fee = financedFee(loan);
  const baseLoanAmountCents = roundHalfUp(input.homePriceCents - input.downPaymentCents);
  const feeCents = baseLoanAmountCents > 0 ? fee.feeCents : 0;
  const loanAmountCents = baseLoanAmountCents + feeCents;
  const start = addMonths(input.today, 1);
  const schedule = buildSchedule({
    principalCents: loanAmountCents,
    annualRatePercent: input.interestRatePercent,
    termMonths: loanTermMonths,
    start,
  });
  const monthlyTaxesCents = roundHalfUp(input.propertyTaxCents / 12);
  const monthlyInsuranceCents = roundHalfUp(input.homeInsuranceCents / 12);
  const monthlyHoaCents = roundHalfUp(input.hoaDuesCents);
  const counted = loan.loanType !== "conventional" || input.includePmi;
  const rate = counted && loanAmountCents > 0 ? annualMortgageInsurancePercent(loan) : 0;
  // FHA's annual MIP is figured on the base loan's own schedule (HUD leaves the up-front MIP out).
  const baseSchedule =
    loan.loanType === "fha" && rate > 0 && feeCents > 0
      ? buildSchedule({
          principalCents: baseLoanAmountCents,
          annualRatePercent: input.interestRatePercent,
          termMonths: loanTermMonths,
          start,
        }).entries
      : undefined;
  const plan = mortgageInsurancePlan(
    loan,
    schedule.entries,
    loanAmountCents,
    rate,
    baseSchedule ?? schedule.entries,
  );
  const pmiCents = plan.firstMonthCents;
  const principalAndInterestCents = schedule.monthlyPaymentCents;
  return {
    loanType: loan.loanType,
    baseLoanAmountCents,
    financedFeeCents: feeCents,
    financedFeeKind: fee.kind,
    financedFeePercent: fee.feePercent,
    loanAmountCents,
    loanTermMonths,
    start,
    principalAndInterestCents,
    monthlyTaxesCents,
    monthlyInsuranceCents,
    monthlyHoaCents,
    monthlyPmiCents: pmiCents,
    monthlyPaymentCents:
      principalAndInterestCents +
      monthlyTaxesCents +
      monthlyInsuranceCents +
      monthlyHoaCents +
      pmiCents,
    pmiAnnualRatePercent: plan.annualPercent,
    pmi:
      pmiCents > 0 && plan.term.kind === "hpa"
        ? pmiMilestones(schedule.entries, loanAmountCents, input.homePriceCents, loanTermMonths)
        : null,
    mortgageInsurance: plan,
    schedule,
    totalInterestCents: schedule.totals.totalInterestCents,
    payoffDate: schedule.totals.payoffDate,
    overallTerm: schedule.totals.duration,
  };
}

/** The five linked fields of the mortgage payment form (spec 5), amounts in cents. */
export type MortgageLinkedFields = {
  readonly homePriceCents: Cents;
  readonly downPaymentCents: Cents;
  /** Down payment as percent of the home price, up to 3 decimals. */
  readonly downPaymentPercent: number;
  /** Property tax per year in cents. */
  readonly propertyTaxCents: Cents;
  /** Property tax as percent of (home price − down payment), up to 3 decimals. */
  readonly propertyTaxPercent: number;
};

/** part / whole in percent, rounded half-up to 3 decimals (the percentage mask); 0 when whole ≤ 0. */
/** What share of the price a down payment is, in percent to 3 decimals (0 for no price). */
export function downPaymentPercentOf(downPaymentCents: Cents, homePriceCents: Cents): number {
  return percentOf(downPaymentCents, homePriceCents);
}

function percentOf(partCents: Cents, wholeCents: Cents): number {
  if (!(wholeCents > 0) || !Number.isFinite(partCents)) return 0;
  return roundHalfUp((partCents * 100_000) / wholeCents) / 1000;
}

/** The tax base of spec 5: home price minus down payment, never below 0. */
function taxBaseCents(fields: { homePriceCents: Cents; downPaymentCents: Cents }): Cents {
  return Math.max(0, fields.homePriceCents - fields.downPaymentCents);
}

/**
 * Home price changed (spec 5): the down payment and the tax are recomputed from their existing
 * percents. The tax base is price − down payment, as spec 5 states for the tax amount rule; the
 * same base is used everywhere so the amount and the percent always agree.
 *
 * Units: cents and percent.
 *
 * @example
 * // 20 % down and 1.25 % tax; price → $500,000: down $100,000; tax 1.25 % × $400,000 = $5,000
 * withHomePrice({ homePriceCents: 0, downPaymentCents: 0, downPaymentPercent: 20, propertyTaxCents: 0,
 *   propertyTaxPercent: 1.25 }, 50_000_000) // { …, downPaymentCents: 10_000_000, propertyTaxCents: 500_000 }
 */
export function withHomePrice(
  fields: MortgageLinkedFields,
  homePriceCents: Cents,
): MortgageLinkedFields {
  const downPaymentCents = percentOfCents(homePriceCents, fields.downPaymentPercent);
  return {
    ...fields,
    homePriceCents,
    downPaymentCents,
    propertyTaxCents: percentOfCents(
      taxBaseCents({ homePriceCents, downPaymentCents }),
      fields.propertyTaxPercent,
    ),
  };
}

/**
 * Down payment amount changed: its percent (3 decimals) and the tax are recomputed.
 *
 * @example
 * // $300,000 home, 1 % tax; down → $15,000: 5 %, tax 1 % × $285,000 = $2,850
 * withDownPaymentAmount({ homePriceCents: 30_000_000, downPaymentCents: 0, downPaymentPercent: 0,
 *   propertyTaxCents: 300_000, propertyTaxPercent: 1 }, 1_500_000) // { …, downPaymentPercent: 5, propertyTaxCents: 285_000 }
 */
export function withDownPaymentAmount(
  fields: MortgageLinkedFields,
  downPaymentCents: Cents,
): MortgageLinkedFields {
  return {
    ...fields,
    downPaymentCents,
    downPaymentPercent: percentOf(downPaymentCents, fields.homePriceCents),
    propertyTaxCents: percentOfCents(
      taxBaseCents({ homePriceCents: fields.homePriceCents, downPaymentCents }),
      fields.propertyTaxPercent,
    ),
  };
}

/**
 * Down payment percent changed: the amount and the tax are recomputed.
 *
 * @example
 * // $300,000 home, 1 % tax; down → 10 %: $30,000, tax 1 % × $270,000 = $2,700
 * withDownPaymentPercent({ homePriceCents: 30_000_000, downPaymentCents: 0, downPaymentPercent: 0,
 *   propertyTaxCents: 0, propertyTaxPercent: 1 }, 10) // { …, downPaymentCents: 3_000_000, propertyTaxCents: 270_000 }
 */
export function withDownPaymentPercent(
  fields: MortgageLinkedFields,
  downPaymentPercent: number,
): MortgageLinkedFields {
  const downPaymentCents = percentOfCents(fields.homePriceCents, downPaymentPercent);
  return {
    ...fields,
    downPaymentCents,
    downPaymentPercent,
    propertyTaxCents: percentOfCents(
      taxBaseCents({ homePriceCents: fields.homePriceCents, downPaymentCents }),
      fields.propertyTaxPercent,
    ),
  };
}

/**
 * Tax amount changed: its percent is recomputed against price − down payment (spec 5).
 *
 * @example
 * // $300,000 home, $60,000 down; tax → $3,000: 3000 / 240000 = 1.25 %
 * withPropertyTaxAmount({ homePriceCents: 30_000_000, downPaymentCents: 6_000_000, downPaymentPercent: 20,
 *   propertyTaxCents: 0, propertyTaxPercent: 0 }, 300_000) // { …, propertyTaxPercent: 1.25 }
 */
export function withPropertyTaxAmount(
  fields: MortgageLinkedFields,
  propertyTaxCents: Cents,
): MortgageLinkedFields {
  return {
    ...fields,
    propertyTaxCents,
    propertyTaxPercent: percentOf(propertyTaxCents, taxBaseCents(fields)),
  };
}

/**
 * Tax percent changed: the amount is recomputed from price − down payment.
 *
 * @example
 * // $300,000 home, $60,000 down; tax → 1.1 %: 1.1 % × $240,000 = $2,640
 * withPropertyTaxPercent({ homePriceCents: 30_000_000, downPaymentCents: 6_000_000, downPaymentPercent: 20,
 *   propertyTaxCents: 0, propertyTaxPercent: 0 }, 1.1) // { …, propertyTaxCents: 264_000 }
 */
export function withPropertyTaxPercent(
  fields: MortgageLinkedFields,
  propertyTaxPercent: number,
): MortgageLinkedFields {
  return {
    ...fields,
    propertyTaxPercent,
    propertyTaxCents: percentOfCents(taxBaseCents(fields), propertyTaxPercent),
  };
}
