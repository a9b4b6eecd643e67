import { VA_REGIONS, type VaRegion } from "~/config/qualifying-ratios";
import { calculateHowMuchHouse, type HowMuchHouseResult } from "~/lib/finance/how-much-house";
import { isLoanType, type LoanType } from "~/lib/finance/programs";
import { parseChoice, type ChoiceInput } from "~/lib/format/choice";
import { parseInputs, type NumberInput } from "~/lib/format/field";
import { parseNumber, type NumberRange } from "~/lib/format/number";
import {
  CREDIT_SCORE_MESSAGE,
  CREDIT_SCORE_RANGE,
  LOAN_TYPE_MESSAGE,
  MONEY_INPUT,
  parseOption,
  RATE_INPUT,
  readFields,
  SHARE_INPUT,
  TERM_INPUT,
  type FieldTexts,
} from "./calculator-forms";

export { CREDIT_SCORE_RANGE } from "./calculator-forms";

/**
 * The "how much house" calculator's form (`/calculators/how-much-house`, DESIGN.md 5): field
 * names, first-visit defaults, reading a query string into field texts, and turning them into
 * the engine's result (app/lib/finance/how-much-house.ts). The reading rules are the rich
 * calculators' (calculator-forms): a missing field takes its default, an empty one is 0, a value
 * outside its range is refused with the field's message and no result (decision 013).
 */

export const HOW_MUCH_HOUSE_FIELDS = [
  "monthlyIncome",
  "monthlyDebts",
  "downPayment",
  "interestRate",
  "loanTermYears",
  "propertyTaxPercent",
  "homeInsurance",
  "hoaDues",
  "loanType",
  "creditScore",
  "vaRegion",
  "familySize",
  "incomeTaxPercent",
  "maintenanceUtilities",
] as const;
export type HowMuchHouseField = (typeof HOW_MUCH_HOUSE_FIELDS)[number];
export type HowMuchHouseTexts = FieldTexts<HowMuchHouseField>;

/** Monthly income and debts: up to $10,000,000 a month (the simple calculators' maximum). */
const MONTHLY_RANGE: NumberRange = { min: 0, max: 10_000_000, decimals: 2 };

export const HOW_MUCH_HOUSE_INPUTS = {
  // An income of $0 has no ratio to speak of: at least $1.
  monthlyIncome: { kind: "money", range: { ...MONTHLY_RANGE, min: 1 } },
  monthlyDebts: { kind: "money", range: MONTHLY_RANGE },
  downPayment: MONEY_INPUT,
  interestRate: RATE_INPUT,
  loanTermYears: TERM_INPUT,
  propertyTaxPercent: SHARE_INPUT,
  homeInsurance: MONEY_INPUT,
  hoaDues: MONEY_INPUT,
  incomeTaxPercent: SHARE_INPUT,
  maintenanceUtilities: MONEY_INPUT,
} as const satisfies Partial<Record<HowMuchHouseField, NumberInput>>;

/** VA's residual income table counts families of one to seven (seven meaning seven or more). */
export const FAMILY_SIZE_CHOICE = {
  options: [1, 2, 3, 4, 5, 6, 7],
  unit: "people",
} as const satisfies ChoiceInput;

export const VA_REGION_MESSAGE = "Choose the Northeast, Midwest, South or West.";

/**
 * First visit: $8,000 a month of income and $700 of debts (the example), $40,000 down,
 * 6.5 % for 30 years, 1.2 % property tax, $1,500 a year of insurance, a conventional loan with
 * a 740 score; for VA, the South, a family of three, 20 % income taxes, $300 upkeep.
 */
export function howMuchHouseDefaults(): HowMuchHouseTexts {
  return {
    monthlyIncome: "8000",
    monthlyDebts: "700",
    downPayment: "40000",
    interestRate: "6.5",
    loanTermYears: "30",
    propertyTaxPercent: "1.2",
    homeInsurance: "1500",
    hoaDues: "0",
    loanType: "conventional",
    creditScore: "740",
    vaRegion: "south",
    familySize: "3",
    incomeTaxPercent: "20",
    maintenanceUtilities: "300",
  };
}

export function readHowMuchHouse(params: URLSearchParams): HowMuchHouseTexts {
  return readFields(params, howMuchHouseDefaults());
}

type HowMuchHouseValues = Record<keyof typeof HOW_MUCH_HOUSE_INPUTS, number> & {
  loanType: LoanType;
  creditScore: number;
  vaRegion: VaRegion;
  familySize: number;
};

export type ParsedHowMuchHouse = {
  /** Every field's engine value (money in cents), or null when any field is refused. */
  readonly values: HowMuchHouseValues | null;
  /** The message of each refused field. */
  readonly errors: Readonly<Partial<Record<HowMuchHouseField, string>>>;
};

function isVaRegion(value: string): value is VaRegion {
  return (VA_REGIONS as readonly string[]).includes(value);
}

/**
 * Every field through its one parser.
 *
 * @example parseHowMuchHouse({ ...howMuchHouseDefaults(), creditScore: "900" }).errors
 * // { creditScore: "Enter a credit score from 300 to 850." }
 */
export function parseHowMuchHouse(texts: HowMuchHouseTexts): ParsedHowMuchHouse {
  const numbers = parseInputs(HOW_MUCH_HOUSE_INPUTS, texts);
  const errors: Partial<Record<HowMuchHouseField, string>> = { ...numbers.errors };
  const loanType = parseOption(texts.loanType, isLoanType, LOAN_TYPE_MESSAGE);
  if (!loanType.ok) errors.loanType = loanType.message;
  const vaRegion = parseOption(texts.vaRegion, isVaRegion, VA_REGION_MESSAGE);
  if (!vaRegion.ok) errors.vaRegion = vaRegion.message;
  const familySize = parseChoice(texts.familySize, FAMILY_SIZE_CHOICE);
  if (!familySize.ok) errors.familySize = familySize.message;
  const score = parseNumber(texts.creditScore, CREDIT_SCORE_RANGE);
  if (!score.ok) errors.creditScore = CREDIT_SCORE_MESSAGE;
  if (!numbers.values || !loanType.ok || !vaRegion.ok || !familySize.ok || !score.ok) {
    return { values: null, errors };
  }
  return {
    values: {
      ...numbers.values,
      loanType: loanType.value,
      vaRegion: vaRegion.value,
      familySize: familySize.value,
      creditScore: score.value,
    },
    errors,
  };
}

export type HowMuchHouseState = {
  readonly parsed: ParsedHowMuchHouse;
  /** The result; null when a field is refused (the program's own refusals included). */
  readonly result: Extract<HowMuchHouseResult, { ok: true }> | null;
  /** Every message by field: the parsers' and the program's (FHA below a 500 score). */
  readonly errors: Readonly<Partial<Record<HowMuchHouseField, string>>>;
};

/**
 * The page's state for the texts: the parsed values, the result and the fields' messages.
 *
 * @example computeHowMuchHouse(howMuchHouseDefaults()).result?.standard.limit // "front-end"
 */
export function computeHowMuchHouse(texts: HowMuchHouseTexts): HowMuchHouseState {
  const parsed = parseHowMuchHouse(texts);
  const values = parsed.values;
  if (!values) return { parsed, result: null, errors: parsed.errors };
  const result = calculateHowMuchHouse({
    monthlyIncomeCents: values.monthlyIncome,
    monthlyDebtsCents: values.monthlyDebts,
    downPaymentCents: values.downPayment,
    interestRatePercent: values.interestRate,
    loanTermYears: values.loanTermYears,
    propertyTaxPercent: values.propertyTaxPercent,
    homeInsuranceCents: values.homeInsurance,
    hoaDuesCents: values.hoaDues,
    loanType: values.loanType,
    creditScore: values.creditScore,
    vaRegion: values.vaRegion,
    familySize: values.familySize,
    incomeTaxPercent: values.incomeTaxPercent,
    maintenanceUtilitiesCents: values.maintenanceUtilities,
  });
  if (!result.ok) {
    return {
      parsed,
      result: null,
      errors: { ...parsed.errors, [result.problem.field]: result.problem.message },
    };
  }
  return { parsed, result, errors: parsed.errors };
}
