/**
 * How much of a borrower's gross monthly income each loan program lets the housing payment and
 * all debts take (the front-end and back-end debt-to-income ratios), in three tiers, and the VA
 * residual income table. Data only, no logic: app/lib/finance/how-much-house.ts applies it.
 *
 * Ratios are in PERCENT of gross monthly income; amounts in DOLLARS a month. `null` means the
 * tier has no such limit. Each figure carries its effective date and source, as in
 * app/config/loan-programs.ts (docs/decisions/019-how-much-house.md explains the choices).
 */
import type { ProgramSource } from "~/config/loan-programs";

/** The payment limits of one tier of one program. */
export type RatioTier = {
  /** Housing payment (P&I, taxes, insurance, HOA, mortgage insurance) ÷ income, at most. */
  readonly frontEndPercent: number | null;
  /** Housing payment + other monthly debts ÷ income, at most. */
  readonly backEndPercent: number | null;
  /**
   * VA: residual income must reach this percent of the table's guideline. With `ratioOr...`
   * set, a back-end ratio above `backEndPercent` is accepted when residual income reaches
   * `residualOverRatioPercent` of the guideline instead.
   */
  readonly residualPercent: number | null;
  readonly residualOverRatioPercent: number | null;
  /** The least credit score the tier is open to (USDA ratio waivers); null for any score. */
  readonly minCreditScore: number | null;
  readonly source: ProgramSource;
  /** The day the figure took effect, "YYYY-MM-DD"; null for a long-standing rule not dated here. */
  readonly effective: string | null;
};

export type ProgramRatios = {
  /** 28/36: the classic rule of thumb, for a payment that leaves room in the budget. */
  readonly comfortable: RatioTier;
  /** What the program's guidelines allow without exceptions. */
  readonly standard: RatioTier;
  /** The most the program allows with strong compensating factors or an automated approval. */
  readonly stretch: RatioTier;
};

const RULE_OF_THUMB: Omit<RatioTier, "residualPercent" | "residualOverRatioPercent"> = {
  frontEndPercent: 28,
  backEndPercent: 36,
  minCreditScore: null,
  effective: null,
  source: {
    document:
      "The 28/36 rule: housing at most 28 % and all debts at most 36 % of gross monthly income (the product spec's affordability rule)",
    url: "https://www.consumerfinance.gov/ask-cfpb/what-is-a-debt-to-income-ratio-en-1791/",
    note: "A budgeting rule lenders and the CFPB quote, not a program limit.",
  },
};

const NO_RESIDUAL = { residualPercent: null, residualOverRatioPercent: null } as const;

const FANNIE_MAE_DTI: ProgramSource = {
  document:
    "Fannie Mae Selling Guide B3-6-02, Debt-to-Income Ratios (05/04/2022): 36 % for manually underwritten loans, up to 45 % with credit score and reserves, up to 50 % with Desktop Underwriter",
  url: "https://selling-guide.fanniemae.com/1032992131",
  note: "Fannie Mae sets no housing (front-end) ratio; the 36 % housing limit of the standard tier is this lender's own guide.",
};

const HUD_MANUAL_RATIOS: ProgramSource = {
  document:
    "HUD Handbook 4000.1, II.A.5 (manual underwriting: maximum qualifying ratios 31/43 without compensating factors, 37/47 with one, 40/50 with two)",
  url: "https://www.hud.gov/hud-partners/single-family-handbook-4000-1",
  note: "TOTAL Scorecard approvals can go higher, but HUD publishes no maximum for them (the 46.9/56.9 figures quoted by brokers could not be found in a HUD document), so the stretch tier uses the published manual maximum.",
};

const USDA_RATIOS: ProgramSource = {
  document:
    "USDA Rural Development HB-1-3555, Chapter 11 (Ratio Analysis): PITI ratio 29 % (restored for applications without a conditional commitment by Nov 4, 2025) and total debt ratio 41 %; a ratio waiver allows at most 32 % and 44 % when every applicant's credit score is 680 or more, with a compensating factor",
  url: "https://www.rd.usda.gov/resources/directives/handbooks",
  note: "Checked against a lender's bulletin on the 2025 PITI ratio change (gmfspartners.com) and lenders' summaries of Chapter 11; GUS may accept higher ratios, with no published maximum.",
};

const VA_RATIOS: ProgramSource = {
  document:
    "VA Pamphlet 26-7, Lenders Handbook, Chapter 4 (Credit Underwriting), and 38 CFR 36.4340: a debt-to-income ratio above 41 % needs residual income at least 20 % above the guideline (or a justification); VA sets no front-end ratio",
  url: "https://www.ecfr.gov/current/title-38/section-36.4340",
};

export const QUALIFYING_RATIOS: Readonly<
  Record<"conventional" | "fha" | "va" | "usda", ProgramRatios>
> = {
  conventional: {
    comfortable: { ...RULE_OF_THUMB, ...NO_RESIDUAL },
    standard: {
      frontEndPercent: 36,
      backEndPercent: 45,
      ...NO_RESIDUAL,
      minCreditScore: null,
      effective: "2022-05-04",
      source: FANNIE_MAE_DTI,
    },
    stretch: {
      frontEndPercent: null,
      backEndPercent: 50,
      ...NO_RESIDUAL,
      minCreditScore: null,
      effective: "2022-05-04",
      source: FANNIE_MAE_DTI,
    },
  },
  fha: {
    comfortable: { ...RULE_OF_THUMB, ...NO_RESIDUAL },
    standard: {
      frontEndPercent: 31,
      backEndPercent: 43,
      ...NO_RESIDUAL,
      minCreditScore: null,
      effective: "2015-09-14",
      source: HUD_MANUAL_RATIOS,
    },
    stretch: {
      frontEndPercent: 40,
      backEndPercent: 50,
      ...NO_RESIDUAL,
      minCreditScore: null,
      effective: "2015-09-14",
      source: HUD_MANUAL_RATIOS,
    },
  },
  va: {
    comfortable: {
      ...RULE_OF_THUMB,
      residualPercent: 100,
      residualOverRatioPercent: null,
    },
    standard: {
      frontEndPercent: null,
      backEndPercent: 41,
      residualPercent: 100,
      residualOverRatioPercent: null,
      minCreditScore: null,
      effective: null,
      source: VA_RATIOS,
    },
    stretch: {
      frontEndPercent: null,
      backEndPercent: 41,
      residualPercent: 100,
      residualOverRatioPercent: 120,
      minCreditScore: null,
      effective: null,
      source: VA_RATIOS,
    },
  },
  usda: {
    comfortable: { ...RULE_OF_THUMB, ...NO_RESIDUAL },
    standard: {
      frontEndPercent: 29,
      backEndPercent: 41,
      ...NO_RESIDUAL,
      minCreditScore: null,
      effective: "2025-11-04",
      source: USDA_RATIOS,
    },
    stretch: {
      frontEndPercent: 32,
      backEndPercent: 44,
      ...NO_RESIDUAL,
      minCreditScore: 680,
      effective: "2025-11-04",
      source: USDA_RATIOS,
    },
  },
};

// ---------------------------------------------------------------------------------------------
// VA residual income

export const VA_REGIONS = ["northeast", "midwest", "south", "west"] as const;
export type VaRegion = (typeof VA_REGIONS)[number];

/** Residual income guidelines by family size 1 to 5, in DOLLARS a month, for each region. */
export type ResidualTable = {
  readonly familySizes1To5: Readonly<
    Record<VaRegion, readonly [number, number, number, number, number]>
  >;
  /** Added for each member over five, up to a family of seven (where the table stops). */
  readonly perMemberOver5: number;
};

export const VA_RESIDUAL_INCOME: Dated & {
  /** Loans of this amount and above use `loansFrom`; smaller ones `loansBelow`. */
  readonly thresholdDollars: number;
  readonly loansBelow: ResidualTable;
  readonly loansFrom: ResidualTable;
  /** The table stops at a family of seven. */
  readonly maxFamilySize: number;
  /** Which states each region holds (Table 11 of Chapter 4), for the form's hint. */
  readonly regionStates: Readonly<Record<VaRegion, string>>;
} = {
  effective: null,
  thresholdDollars: 80_000,
  loansBelow: {
    familySizes1To5: {
      northeast: [390, 654, 788, 888, 921],
      midwest: [382, 641, 772, 868, 902],
      south: [382, 641, 772, 868, 902],
      west: [425, 713, 859, 967, 1004],
    },
    perMemberOver5: 75,
  },
  loansFrom: {
    familySizes1To5: {
      northeast: [450, 755, 909, 1025, 1062],
      midwest: [441, 738, 889, 1003, 1039],
      south: [441, 738, 889, 1003, 1039],
      west: [491, 823, 990, 1117, 1158],
    },
    perMemberOver5: 80,
  },
  maxFamilySize: 7,
  regionStates: {
    northeast: "CT, ME, MA, NH, NJ, NY, PA, RI, VT",
    midwest: "IL, IN, IA, KS, MI, MN, MO, NE, ND, OH, SD, WI",
    south: "AL, AR, DE, DC, FL, GA, KY, LA, MD, MS, NC, OK, PR, SC, TN, TX, VA, WV",
    west: "AK, AZ, CA, CO, HI, ID, MT, NV, NM, OR, UT, WA, WY",
  },
  source: {
    document:
      "VA Pamphlet 26-7, Lenders Handbook, Chapter 4, Tables of Residual Incomes by Region (loan amounts of $79,999 and below; $80,000 and above) and Key to Geographic Regions; 38 CFR 36.4340(e)",
    url: "https://www.benefits.va.gov/warms/pam26_7.asp",
    note: "Table values checked against two independent copies of the Chapter 4 tables (a parser of the official Chapter 4 text and a residual income module in public repositories) and lenders' charts; one lender's chart shows $775 for a Northeast family of two where the others show $755.",
  },
};

/** A figure's date (null: long-standing, not dated here) and source. */
type Dated = {
  readonly effective: string | null;
  readonly source: ProgramSource;
};
