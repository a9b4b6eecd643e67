import { CONFORMING_LOAN_LIMITS, FHA_LOAN_LIMITS } from "~/config/loan-programs";
import {
  QUALIFYING_RATIOS,
  VA_RESIDUAL_INCOME,
  type RatioTier,
  type ResidualTable,
  type VaRegion,
} from "~/config/qualifying-ratios";
import { termMonthsFromYears } from "~/lib/finance/month";
import { divideRoundHalfUp, dollarsToCents, percentOfCents, type Cents } from "~/lib/finance/money";
import { monthlyPaymentCents, presentValueCents } from "~/lib/finance/payment";
import {
  annualMortgageInsurancePercent,
  checkDownPayment,
  financedFee,
  minimumDownPaymentPercent,
  mortgageInsurancePlan,
  type LoanType,
  type ProgramLoan,
  type ProgramProblem,
} from "~/lib/finance/programs";
import { scheduleOpening } from "~/lib/finance/schedule";

/**
 * How much house: the highest home price whose whole monthly payment fits a loan program's
 * debt-to-income ratios, for three tiers (comfortable 28/36, the program's standard, the stretch
 * the program allows), with the program's financed fee, mortgage insurance, loan limit and
 * minimum down payment (app/lib/finance/programs.ts) and, for VA, the residual income table.
 * The ratios and the table are data in app/config/qualifying-ratios.ts.
 *
 * The payment at a price is monotonic (a higher price never costs less a month: the loan, the
 * property tax, the LTV and so the mortgage insurance and fee rates only grow), so the highest
 * price is found by bisection to the whole dollar, every payment computed in exact cents.
 *
 * Units: cents, percent (6.5 means 6.5 %), years; prices are searched in whole dollars.
 */

export const HOUSE_TIERS = ["comfortable", "standard", "stretch"] as const;
export type HouseTier = (typeof HOUSE_TIERS)[number];

/** What stops the price from going one dollar higher. */
export type HouseLimit =
  "front-end" | "back-end" | "residual-income" | "loan-limit" | "down-payment";

export type HowMuchHouseInput = {
  /** Gross monthly income, in cents. */
  readonly monthlyIncomeCents: Cents;
  /** Other monthly debt payments (car, student loans, card minimums), in cents. */
  readonly monthlyDebtsCents: Cents;
  /** The cash the buyer puts down, in cents. */
  readonly downPaymentCents: Cents;
  readonly interestRatePercent: number;
  readonly loanTermYears: number;
  /** Property tax per year, in percent of the home's value. */
  readonly propertyTaxPercent: number;
  /** Homeowners insurance per YEAR, in cents. */
  readonly homeInsuranceCents: Cents;
  /** HOA dues per MONTH, in cents. */
  readonly hoaDuesCents: Cents;
  readonly loanType: LoanType;
  readonly creditScore: number | null;
  /** VA residual income: the property's region and the household's size (7 means 7 or more). */
  readonly vaRegion: VaRegion;
  readonly familySize: number;
  /** VA residual income: federal and state income tax, Social Security and Medicare, in percent of gross income. */
  readonly incomeTaxPercent: number;
  /** VA residual income: maintenance and utilities per month, in cents. */
  readonly maintenanceUtilitiesCents: Cents;
};

/** The monthly payment of one price, in cents. */
export type HouseCosts = {
  readonly homePriceCents: Cents;
  /** Price − down payment (never below 0). */
  readonly baseLoanCents: Cents;
  /** FHA up-front MIP, VA funding fee or USDA guarantee fee, added to the loan. */
  readonly financedFeeCents: Cents;
  readonly totalLoanCents: Cents;
  readonly principalAndInterestCents: Cents;
  readonly monthlyTaxesCents: Cents;
  readonly monthlyInsuranceCents: Cents;
  readonly monthlyMortgageInsuranceCents: Cents;
  readonly monthlyHoaCents: Cents;
  /** Everything above: what the front-end ratio counts. */
  readonly housingPaymentCents: Cents;
  readonly mortgageInsuranceAnnualPercent: number;
};

export type HouseTierResult = {
  readonly tier: HouseTier;
  /** The ratios applied (for USDA's stretch below its credit score: the standard ones). */
  readonly rule: RatioTier;
  /** False when the tier's own rule needs a higher credit score (the standard rule is used). */
  readonly ruleAvailable: boolean;
  /** False when not even a $0 home fits (debts and fixed costs already exceed the limits). */
  readonly affordable: boolean;
  readonly maxHomePriceCents: Cents;
  readonly costs: HouseCosts;
  /** Housing payment ÷ income and (housing + debts) ÷ income, in percent (not rounded). */
  readonly frontEndRatioPercent: number;
  readonly backEndRatioPercent: number;
  /** What a price one dollar higher breaks. */
  readonly limit: HouseLimit;
  /** The program's minimum down payment on the price, in cents. */
  readonly minimumDownPaymentCents: Cents;
  /**
   * Set when the minimum down payment is the limit: the price the ratios alone would allow with
   * this down payment, and the minimum down payment that price needs.
   */
  readonly downPaymentShort: {
    readonly ratioPriceCents: Cents;
    readonly minimumDownPaymentCents: Cents;
  } | null;
  /** VA: income left after taxes, housing, maintenance and debts, and the table's guideline. */
  readonly residualIncomeCents: Cents | null;
  readonly residualGuidelineCents: Cents | null;
};

export type HowMuchHouseResult =
  | {
      readonly ok: true;
      readonly comfortable: HouseTierResult;
      readonly standard: HouseTierResult;
      readonly stretch: HouseTierResult;
      /** The base loan limit applied (conforming baseline, FHA floor); null for VA and USDA. */
      readonly loanLimitCents: Cents | null;
      /** The program's minimum down payment in percent of the price. */
      readonly minimumDownPaymentPercent: number;
    }
  | { readonly ok: false; readonly problem: ProgramProblem };

/**
 * Any fixed month: the first month's mortgage insurance does not depend on the calendar, only on
 * the schedule's balances, and lib code takes no clock.
 */
const SCHEDULE_START = { year: 2000, month: 1 } as const;

/** A percent with up to 3 decimals as thousandths of a percent, for exact comparisons. */
function milli(percent: number): bigint {
  return BigInt(Math.round(percent * 1000));
}

/** True when part ≤ percent % of whole, exactly. */
function withinPercent(partCents: Cents, wholeCents: Cents, percent: number): boolean {
  return BigInt(partCents) * 100_000n <= milli(percent) * BigInt(wholeCents);
}

/** The base loan limit of a program in cents: conforming baseline, FHA floor; none for VA, USDA. */
export function loanLimitCents(loanType: LoanType): Cents | null {
  switch (loanType) {
    case "conventional":
      return dollarsToCents(CONFORMING_LOAN_LIMITS.baselineOneUnitDollars);
    case "fha":
      return dollarsToCents(FHA_LOAN_LIMITS.floorOneUnitDollars);
    case "va":
    case "usda":
      return null;
  }
}

/**
 * The VA residual income guideline in cents a month: the table of the loan amount's band
 * (below $80,000, or $80,000 and above), the region's value for a family of up to five, plus
 * the per-member amount for each member over five up to seven.
 *
 * @example vaResidualGuidelineCents("south", 3, 30_000_000) // 88_900 ($889, loans of $80,000 and above)
 * @example vaResidualGuidelineCents("west", 7, 30_000_000) // 131_800 ($1,158 + 2 × $80)
 */
export function vaResidualGuidelineCents(
  region: VaRegion,
  familySize: number,
  loanCents: Cents,
): Cents {
  const table: ResidualTable =
    loanCents >= dollarsToCents(VA_RESIDUAL_INCOME.thresholdDollars)
      ? VA_RESIDUAL_INCOME.loansFrom
      : VA_RESIDUAL_INCOME.loansBelow;
  const size = Math.min(Math.max(1, Math.round(familySize)), VA_RESIDUAL_INCOME.maxFamilySize);
  const base = table.familySizes1To5[region][Math.min(size, 5) - 1] ?? 0;
  return dollarsToCents(base + Math.max(0, size - 5) * table.perMemberOver5);
}

function programLoan(input: HowMuchHouseInput, homePriceCents: Cents): ProgramLoan {
  return {
    loanType: input.loanType,
    homePriceCents,
    // A down payment above the price buys the home outright: no loan, not a negative one.
    downPaymentCents: Math.min(input.downPaymentCents, homePriceCents),
    termMonths: termMonthsFromYears(input.loanTermYears),
    creditScore: input.creditScore,
    vaFirstUse: true,
    vaExempt: false,
  };
}

/**
 * The whole monthly payment of a home at `homePriceCents`, in cents: principal and interest on
 * the total loan (base + the program's financed fee), property tax (annual percent of the price
 * ÷ 12), insurance (annual ÷ 12), HOA dues and the first month's mortgage insurance.
 *
 * @example
 * // Conventional, $365,000, $100,000 down, 6.5 %, 30 years, no tax, $6,000 insurance, no HOA:
 * // loan $265,000 (72.6 % LTV: no PMI); P&I $1,674.98; insurance $500 → $2,174.98
 * houseCosts(input, 36_500_000).housingPaymentCents // 217_498
 */
export function houseCosts(input: HowMuchHouseInput, homePriceCents: Cents): HouseCosts {
  const loan = programLoan(input, homePriceCents);
  const fee = financedFee(loan);
  const termMonths = loan.termMonths;
  const totalLoanCents = Math.max(0, fee.totalLoanCents);
  const principalAndInterestCents =
    totalLoanCents > 0
      ? monthlyPaymentCents(totalLoanCents, input.interestRatePercent, termMonths)
      : 0;
  const miPercent = annualMortgageInsurancePercent(loan);
  let monthlyMortgageInsuranceCents = 0;
  if (miPercent > 0 && totalLoanCents > 0) {
    // The first month's premium depends only on the first loan year's balances (its average
    // for FHA and USDA; whether PMI has already ended for conventional), and the price search
    // calls this some 70 times: the other 29 years are not built (12 months instead of 360).
    const firstYear = scheduleOpening(
      {
        principalCents: totalLoanCents,
        annualRatePercent: input.interestRatePercent,
        termMonths,
        start: SCHEDULE_START,
      },
      12,
    );
    monthlyMortgageInsuranceCents = mortgageInsurancePlan(
      loan,
      firstYear,
      totalLoanCents,
      miPercent,
    ).firstMonthCents;
  }
  const monthlyTaxesCents = percentOfCents(homePriceCents, input.propertyTaxPercent, 12);
  const monthlyInsuranceCents = divideRoundHalfUp(input.homeInsuranceCents, 12);
  const monthlyHoaCents = input.hoaDuesCents;
  return {
    homePriceCents,
    baseLoanCents: Math.max(0, fee.baseLoanCents),
    financedFeeCents: Math.max(0, fee.feeCents),
    totalLoanCents,
    principalAndInterestCents,
    monthlyTaxesCents,
    monthlyInsuranceCents,
    monthlyMortgageInsuranceCents,
    monthlyHoaCents,
    housingPaymentCents:
      principalAndInterestCents +
      monthlyTaxesCents +
      monthlyInsuranceCents +
      monthlyMortgageInsuranceCents +
      monthlyHoaCents,
    mortgageInsuranceAnnualPercent: miPercent,
  };
}

/** VA residual income at these costs, in cents: income − taxes − housing − upkeep − debts. */
function residualIncomeCents(input: HowMuchHouseInput, costs: HouseCosts): Cents {
  return (
    input.monthlyIncomeCents -
    percentOfCents(input.monthlyIncomeCents, input.incomeTaxPercent) -
    costs.housingPaymentCents -
    input.maintenanceUtilitiesCents -
    input.monthlyDebtsCents
  );
}

/** residual ≥ percent % of the guideline, exactly. */
function residualReaches(residual: Cents, guideline: Cents, percent: number): boolean {
  return BigInt(residual) * 100_000n >= milli(percent) * BigInt(guideline);
}

type Check = { readonly costs: HouseCosts; readonly broken: HouseLimit | null };

/**
 * Whether a price fits a tier's rule, and if not the first rule it breaks: the loan limit, the
 * minimum down payment (unless `ignoreDownPayment`), the front-end ratio, the back-end ratio and
 * VA residual income, in that order.
 */
function check(
  input: HowMuchHouseInput,
  rule: RatioTier,
  homePriceCents: Cents,
  ignoreDownPayment = false,
): Check {
  const costs = houseCosts(input, homePriceCents);
  const limit = loanLimitCents(input.loanType);
  if (limit !== null && costs.baseLoanCents > limit) return { costs, broken: "loan-limit" };
  if (!ignoreDownPayment && checkDownPayment(programLoan(input, homePriceCents)) !== null) {
    return { costs, broken: "down-payment" };
  }
  const income = input.monthlyIncomeCents;
  const housing = costs.housingPaymentCents;
  const total = housing + input.monthlyDebtsCents;
  if (rule.frontEndPercent !== null && !withinPercent(housing, income, rule.frontEndPercent)) {
    return { costs, broken: "front-end" };
  }
  const backEndOk =
    rule.backEndPercent === null || withinPercent(total, income, rule.backEndPercent);
  if (rule.residualPercent === null) {
    return { costs, broken: backEndOk ? null : "back-end" };
  }
  const residual = residualIncomeCents(input, costs);
  const guideline = vaResidualGuidelineCents(
    input.vaRegion,
    input.familySize,
    costs.totalLoanCents,
  );
  if (backEndOk) {
    return {
      costs,
      broken: residualReaches(residual, guideline, rule.residualPercent) ? null : "residual-income",
    };
  }
  // Above the ratio: accepted only where residual income clears the higher bar (VA's 120 %).
  if (
    rule.residualOverRatioPercent !== null &&
    residualReaches(residual, guideline, rule.residualOverRatioPercent)
  ) {
    return { costs, broken: null };
  }
  return { costs, broken: rule.residualOverRatioPercent !== null ? "residual-income" : "back-end" };
}

/**
 * The highest whole-dollar price that fits, by bisection between a price that fits and one
 * that does not. The upper end: even with no tax, insurance or fees, the principal and interest
 * alone must fit in the whole income (no tier allows more), so the loan is at most the present
 * value of the income, and the price at most that plus the down payment.
 */
function highestPriceDollars(
  input: HowMuchHouseInput,
  rule: RatioTier,
  ignoreDownPayment: boolean,
): number | null {
  const fits = (dollars: number) =>
    check(input, rule, dollars * 100, ignoreDownPayment).broken === null;
  if (!fits(0)) return null;
  const termMonths = termMonthsFromYears(input.loanTermYears);
  const loanBound = presentValueCents(
    input.monthlyIncomeCents + 100,
    input.interestRatePercent,
    termMonths,
  );
  let high =
    Math.ceil((input.downPaymentCents + (Number.isFinite(loanBound) ? loanBound : 0)) / 100) + 1;
  // The bound above should never fit; widen it if it somehow does, so the answer stays exact.
  while (fits(high) && high < Number.MAX_SAFE_INTEGER / 400) high *= 2;
  let low = 0;
  while (high - low > 1) {
    const middle = low + Math.floor((high - low) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low;
}

function ratioPercent(partCents: Cents, incomeCents: Cents): number {
  return incomeCents > 0 ? (partCents * 100) / incomeCents : Number.NaN;
}

function minimumDownCents(input: HowMuchHouseInput, homePriceCents: Cents): Cents {
  const rule = minimumDownPaymentPercent(input.loanType, input.creditScore);
  if (!rule.ok || rule.percent <= 0) return 0;
  // The least whole cent that reaches the percent (as programs.ts checks it).
  const numerator = BigInt(homePriceCents) * milli(rule.percent);
  return Number((numerator + 99_999n) / 100_000n);
}

function solveTier(input: HowMuchHouseInput, tier: HouseTier): HouseTierResult {
  const ratios = QUALIFYING_RATIOS[input.loanType];
  const wanted = ratios[tier];
  const ruleAvailable =
    wanted.minCreditScore === null ||
    (input.creditScore !== null && input.creditScore >= wanted.minCreditScore);
  const rule = ruleAvailable ? wanted : ratios.standard;
  const dollars = highestPriceDollars(input, rule, false);
  const priceCents = (dollars ?? 0) * 100;
  const { costs } = check(input, rule, priceCents);
  const next = check(input, rule, priceCents + 100);
  const limit: HouseLimit =
    dollars === null ? (check(input, rule, 0).broken ?? "back-end") : (next.broken ?? "back-end");
  let downPaymentShort: HouseTierResult["downPaymentShort"] = null;
  if (limit === "down-payment") {
    const ratioDollars = highestPriceDollars(input, rule, true);
    if (ratioDollars !== null && ratioDollars > (dollars ?? 0)) {
      downPaymentShort = {
        ratioPriceCents: ratioDollars * 100,
        minimumDownPaymentCents: minimumDownCents(input, ratioDollars * 100),
      };
    }
  }
  const isVa = rule.residualPercent !== null;
  return {
    tier,
    rule,
    ruleAvailable,
    affordable: dollars !== null,
    maxHomePriceCents: priceCents,
    costs,
    frontEndRatioPercent: ratioPercent(costs.housingPaymentCents, input.monthlyIncomeCents),
    backEndRatioPercent: ratioPercent(
      costs.housingPaymentCents + input.monthlyDebtsCents,
      input.monthlyIncomeCents,
    ),
    limit,
    minimumDownPaymentCents: minimumDownCents(input, priceCents),
    downPaymentShort,
    residualIncomeCents: isVa ? residualIncomeCents(input, costs) : null,
    residualGuidelineCents: isVa
      ? vaResidualGuidelineCents(input.vaRegion, input.familySize, costs.totalLoanCents)
      : null,
  };
}

/**
 * The highest home price at each tier. Refused (no result) when the program does not lend at
 * this credit score (FHA below 500), with the message for the credit score field.
 *
 * @example
 * // $8,000 a month, $700 debts, 6.5 %, 30 years, $100,000 down, no tax, $6,000 a year insurance:
 * // comfortable 28/36: 36 % × 8,000 − 700 − 500 = $1,680 for P&I → a loan of about $265,794
 * calculateHowMuchHouse(input).comfortable.costs.baseLoanCents // 26_579_400
 */
export function calculateHowMuchHouse(input: HowMuchHouseInput): HowMuchHouseResult {
  const down = minimumDownPaymentPercent(input.loanType, input.creditScore);
  if (!down.ok) return { ok: false, problem: { field: "creditScore", message: down.message } };
  return {
    ok: true,
    comfortable: solveTier(input, "comfortable"),
    standard: solveTier(input, "standard"),
    stretch: solveTier(input, "stretch"),
    loanLimitCents: loanLimitCents(input.loanType),
    minimumDownPaymentPercent: down.percent,
  };
}

/** Whether a price fits a tier's rule (exported for tests and for the page's explanations). */
export function priceFits(
  input: HowMuchHouseInput,
  rule: RatioTier,
  homePriceCents: Cents,
): boolean {
  return check(input, rule, homePriceCents).broken === null;
}
