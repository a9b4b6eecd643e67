import {
  CONFORMING_LOAN_LIMITS,
  CONVENTIONAL,
  FHA,
  FHA_LOAN_LIMITS,
  USDA,
  VA,
  type LtvRate,
} from "~/config/loan-programs";
import { dollarsToCents, percentOfCents } from "~/lib/finance/money";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatPercent } from "~/lib/format/percent";

/**
 * The loan programs' figures as the content quotes them (issue 16 item 1, issue 18 item 17): the
 * learning-center articles, the glossary and the mortgage-type comparison write `{{token}}`
 * where a figure of app/config/loan-programs.ts belongs, and the server fills it in when it
 * renders them, so a new year's limits or a new fee chart is one edit of the data file.
 *
 * A test (program-figures.test.ts) fails when content names an unknown token or types one of
 * these figures by hand.
 */

const dollars = (amount: number) => formatCentsAsCurrency(dollarsToCents(amount));
const percent = (value: number | undefined) => formatPercent(value ?? Number.NaN);

function ltvRate(bands: readonly LtvRate[], upTo: number | null): number | undefined {
  return bands.find((band) => band.upToLtvPercent === upTo)?.annualPercent;
}

const mip = FHA.annualMip;
const conformingCents = dollarsToCents(CONFORMING_LOAN_LIMITS.baselineOneUnitDollars);

/**
 * The VA article's reduced-entitlement example: a county at the conforming baseline, $50,000 of
 * entitlement still in use, a $700,000 home. VA's guaranty is 25 % of the county limit; the
 * entitlement left × 4 is the largest loan with nothing down; above it, 25 % of the difference
 * is the down payment (VA Pamphlet 26-7, chapter 3).
 */
const vaQuarterCents = percentOfCents(conformingCents, 25);
const vaRemainingCents = vaQuarterCents - dollarsToCents(50_000);
const vaMaxLoanCents = vaRemainingCents * 4;
const vaDownCents = percentOfCents(dollarsToCents(700_000) - vaMaxLoanCents, 25);
/** The jumbo article's example: the down payment that brings a $1,000,000 price to the limit. */
const jumboDownCents = dollarsToCents(1_000_000) - conformingCents;
const money = (cents: number) =>
  formatCentsAsCurrency(cents, { withCents: Math.abs(cents) % 100 !== 0 });
const [vaNoDown, vaFive, vaTen] = VA.fundingFee.purchase;
const [fhaHigh, fhaLow] = FHA.minimumDownPayment.bands;

/** Every token and its text. */
export const PROGRAM_FIGURES: Readonly<Record<string, string>> = {
  /** The year the loan limits below apply to, and the next (announced each late November). */
  loanLimitYear: String(CONFORMING_LOAN_LIMITS.year),
  nextLoanLimitYear: String(CONFORMING_LOAN_LIMITS.year + 1),
  conformingLimit: dollars(CONFORMING_LOAN_LIMITS.baselineOneUnitDollars),
  conformingHighCostLimit: dollars(CONFORMING_LOAN_LIMITS.highCostCeilingOneUnitDollars),
  fhaLimitFloor: dollars(FHA_LOAN_LIMITS.floorOneUnitDollars),
  fhaLimitCeiling: dollars(FHA_LOAN_LIMITS.ceilingOneUnitDollars),

  conventionalMinDown: percent(CONVENTIONAL.minimumDownPayment.percent),
  pmiRequestLtv: percent(CONVENTIONAL.homeownersProtectionAct.requestCancellationLtvPercent),
  pmiAutomaticLtv: percent(CONVENTIONAL.homeownersProtectionAct.automaticTerminationLtvPercent),

  fhaMinDown: percent(fhaHigh?.percent),
  fhaMinDownScore: String(fhaHigh?.minCreditScore),
  fhaLowScoreMinDown: percent(fhaLow?.percent),
  fhaMinScore: String(FHA.minimumDownPayment.minimumCreditScore),
  fhaUpfrontMip: percent(FHA.upfrontMip.percentOfBaseLoan),
  /** Terms over 15 years, base loan at or below the threshold: up to 95 % LTV, and above. */
  fhaAnnualMip: percent(ltvRate(mip.termOver15Years.baseLoanAtOrBelowThreshold, 95)),
  fhaAnnualMipHighLtv: percent(ltvRate(mip.termOver15Years.baseLoanAtOrBelowThreshold, null)),
  fhaMipThreshold: dollars(mip.baseLoanThresholdDollars),
  fhaMipYears: String(mip.duration.limitedYears),
  fhaMipLimitedDown: percent(100 - mip.duration.limitedUpToLtvPercent),

  vaFeeFirstUse: percent(vaNoDown?.firstUsePercent),
  vaFeeLaterUse: percent(vaNoDown?.subsequentUsePercent),
  vaFeeFiveDown: percent(vaFive?.firstUsePercent),
  vaFeeTenDown: percent(vaTen?.firstUsePercent),

  usdaUpfrontFee: percent(USDA.guaranteeFee.upfrontPercentOfTotalLoan),
  usdaAnnualFee: percent(USDA.guaranteeFee.annualPercent),

  // Worked examples built on the figures above (see their constants).
  vaExampleQuarterLimit: money(vaQuarterCents),
  vaExampleRemaining: money(vaRemainingCents),
  vaExampleMaxLoan: money(vaMaxLoanCents),
  vaExampleDownPayment: money(vaDownCents),
  jumboExampleDown: money(jumboDownCents),
  jumboExampleDownPercent: formatPercent((jumboDownCents / dollarsToCents(1_000_000)) * 100),
};

/**
 * Figures distinctive enough that typed by hand in prose they can only be one of the above (a
 * "1%" or "80%" could be anything, so those are not scanned).
 */
export const DISTINCTIVE_FIGURES: readonly string[] = [
  PROGRAM_FIGURES.conformingLimit!,
  PROGRAM_FIGURES.conformingHighCostLimit!,
  PROGRAM_FIGURES.fhaLimitFloor!,
  PROGRAM_FIGURES.fhaLimitCeiling!,
  PROGRAM_FIGURES.fhaMipThreshold!,
  PROGRAM_FIGURES.fhaUpfrontMip!,
  PROGRAM_FIGURES.fhaAnnualMipHighLtv!,
  PROGRAM_FIGURES.vaFeeFirstUse!,
  PROGRAM_FIGURES.vaFeeLaterUse!,
  PROGRAM_FIGURES.usdaAnnualFee!,
];

const TOKEN = /\{\{(\w+)\}\}/g;

/** The tokens a text names, in order (duplicates kept). */
export function programTokens(text: string): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1] ?? "");
}

/**
 * The text with each `{{token}}` of PROGRAM_FIGURES replaced by its figure; other `{{…}}` are
 * left as they are (the legal pages fill their own).
 *
 * @example fillProgramFigures("Up to {{conformingLimit}} in {{loanLimitYear}}") // "Up to $832,750 in 2026"
 */
export function fillProgramFigures(text: string): string {
  return text.replace(TOKEN, (whole, key: string) => PROGRAM_FIGURES[key] ?? whole);
}
