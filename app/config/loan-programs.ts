/**
 * The loan programs' published figures, in one dated file: conforming and FHA loan limits, FHA
 * mortgage insurance, the VA funding fee, the USDA guarantee fee, minimum down payments and a
 * conventional PMI rate card. Data only, no logic: app/lib/finance/programs.ts applies it, the
 * learning center and the comparison table quote it (content placeholders such as
 * `{{conformingLimit}}`), so a new year's limits are one edit here.
 *
 * Each figure carries the date it takes effect and its source (document and address). Amounts
 * are in DOLLARS, rates in PERCENT (1.75 means 1.75 %), loan-to-value (LTV) in percent of the
 * home's value. A band `upToLtvPercent: 95` covers every LTV above the band before it and at
 * most 95 %; `null` means no upper bound.
 *
 * When a figure changes: edit it, its `effective` date and its `source`, then run the unit tests
 * (app/lib/finance/programs.test.ts and app/content/program-figures.test.ts say which worked
 * examples in the articles still hold).
 */

/** A published document a figure comes from. */
export type ProgramSource = {
  /** The document's name, issuer and date. */
  readonly document: string;
  readonly url: string;
  /** How the figure was checked when the primary document could not be read directly. */
  readonly note?: string;
};

/** An LTV band and its annual premium (percent of the balance or loan a year). */
export type LtvRate = { readonly upToLtvPercent: number | null; readonly annualPercent: number };

/** One credit-score band of a rate card row: scores from `minScore` up to the next band. */
export type ScoreRate = { readonly minScore: number; readonly annualPercent: number };

/** A down-payment band: from `minDownPaymentPercent` (of the price) up to the next band. */
export type DownPaymentRate = {
  readonly minDownPaymentPercent: number;
  readonly firstUsePercent: number;
  readonly subsequentUsePercent: number;
};

/** How a monthly premium is worked out from its annual rate. */
export type PremiumBasis =
  /** annual rate × the original loan amount ÷ 12, the same every month (borrower-paid PMI). */
  | "original-loan"
  /** each loan year: annual rate × the average scheduled balance of its 12 months ÷ 12. */
  | "average-scheduled-balance";

/** A figure's date and source. */
type Dated = {
  /** The day the figure takes effect, "YYYY-MM-DD". */
  readonly effective: string;
  readonly source: ProgramSource;
};

export type LoanLimits = Dated & {
  readonly year: number;
  /** Fannie Mae and Freddie Mac: most counties, one unit. */
  readonly baselineOneUnitDollars: number;
  readonly highCostCeilingOneUnitDollars: number;
};

export type FhaLoanLimits = Dated & {
  readonly year: number;
  readonly floorOneUnitDollars: number;
  readonly ceilingOneUnitDollars: number;
};

export type MinimumDownPayment = Dated & { readonly percent: number };

export type PmiRateCard = Dated & {
  readonly premiumBasis: PremiumBasis;
  readonly requiredAboveLtvPercent: number;
  /** In LTV order; each band's rates from the highest score band down. */
  readonly bands: readonly {
    readonly upToLtvPercent: number;
    readonly coveragePercent: number;
    readonly rates: readonly ScoreRate[];
  }[];
};

/** Annual MIP bands for one term group, by base loan amount. */
export type FhaMipTable = {
  readonly baseLoanAtOrBelowThreshold: readonly LtvRate[];
  readonly baseLoanAboveThreshold: readonly LtvRate[];
};

// ---------------------------------------------------------------------------------------------
// Loan limits

/** Fannie Mae and Freddie Mac's 2026 conforming loan limits for a one-unit home. */
export const CONFORMING_LOAN_LIMITS: LoanLimits = {
  year: 2026,
  effective: "2026-01-01",
  /** Most US counties. */
  baselineOneUnitDollars: 832_750,
  /** The highest-cost counties: 150 % of the baseline (Alaska, Hawaii, Guam, USVI go higher). */
  highCostCeilingOneUnitDollars: 1_249_125,
  source: {
    document:
      "FHFA news release, FHFA Announces Conforming Loan Limit Values for 2026 (Nov 25, 2025)",
    url: "https://www.fhfa.gov/news/news-release/fhfa-announces-conforming-loan-limit-values-for-2026",
    note: "Figures checked against reprints of the release (mutualmortgage.com newsroom, Dec 12, 2025; getfea.com).",
  },
};

/** FHA's 2026 forward-mortgage limits for a one-unit home: the national floor and ceiling. */
export const FHA_LOAN_LIMITS: FhaLoanLimits = {
  year: 2026,
  effective: "2026-01-01",
  /** Low-cost areas: 65 % of the conforming baseline. */
  floorOneUnitDollars: 541_287,
  /** High-cost areas: 150 % of the conforming baseline (Alaska, Hawaii, Guam, USVI go higher). */
  ceilingOneUnitDollars: 1_249_125,
  source: {
    document: "HUD Mortgagee Letter 2025-23, 2026 Nationwide Forward Mortgage Limits",
    url: "https://www.hud.gov/hud-partners/single-family-mortgagee-letters",
    note: "Figures checked against Ballard Spahr's summary of ML 2025-23 (Dec 19, 2025).",
  },
};

// ---------------------------------------------------------------------------------------------
// Conventional

export const CONVENTIONAL: {
  readonly minimumDownPayment: MinimumDownPayment;
  readonly homeownersProtectionAct: Dated & {
    readonly requestCancellationLtvPercent: number;
    readonly automaticTerminationLtvPercent: number;
  };
  readonly pmiRateCard: PmiRateCard;
} = {
  minimumDownPayment: {
    /** 97 % LTV purchase loans (Fannie Mae 97 % LTV options, HomeReady; Freddie Mac Home Possible). */
    percent: 3,
    effective: "2014-12-13",
    source: {
      document:
        "Fannie Mae Eligibility Matrix (97% LTV fixed-rate purchase, one-unit principal residence)",
      url: "https://singlefamily.fanniemae.com/originating-underwriting/mortgage-products/97-ltv-options",
    },
  },
  /**
   * Borrower-paid mortgage insurance ends by law (Homeowners Protection Act of 1998): the borrower
   * may ask to cancel when the scheduled balance reaches 80 % of the original value; it ends
   * automatically when it is scheduled to reach 78 %, or at the midpoint of the term.
   */
  homeownersProtectionAct: {
    requestCancellationLtvPercent: 80,
    automaticTerminationLtvPercent: 78,
    effective: "1999-07-29",
    source: {
      document: "Homeowners Protection Act of 1998, 12 U.S.C. 4902",
      url: "https://www.law.cornell.edu/uscode/text/12/4902",
    },
  },
  /**
   * Annual PMI rates by LTV band and credit score: MGIC's borrower-paid monthly premium card,
   * fixed payments, non-refundable, amortization term over 20 years, at the standard agency
   * coverage for each band (35 %, 30 %, 25 %, 12 %). Applied to loans of every term here (the
   * card's 20-years-or-less rates are lower). Scores below the card's lowest band (620) are
   * quoted individually by the insurer; the estimate uses the lowest band.
   */
  pmiRateCard: {
    effective: "2018-07-09",
    premiumBasis: "original-loan",
    /** PMI applies above this LTV (under 20 % down). */
    requiredAboveLtvPercent: 80,
    bands: [
      {
        upToLtvPercent: 85,
        coveragePercent: 12,
        rates: [
          { minScore: 760, annualPercent: 0.19 },
          { minScore: 740, annualPercent: 0.2 },
          { minScore: 720, annualPercent: 0.23 },
          { minScore: 700, annualPercent: 0.25 },
          { minScore: 680, annualPercent: 0.28 },
          { minScore: 660, annualPercent: 0.38 },
          { minScore: 640, annualPercent: 0.4 },
          { minScore: 620, annualPercent: 0.44 },
        ],
      },
      {
        upToLtvPercent: 90,
        coveragePercent: 25,
        rates: [
          { minScore: 760, annualPercent: 0.28 },
          { minScore: 740, annualPercent: 0.38 },
          { minScore: 720, annualPercent: 0.46 },
          { minScore: 700, annualPercent: 0.55 },
          { minScore: 680, annualPercent: 0.65 },
          { minScore: 660, annualPercent: 0.9 },
          { minScore: 640, annualPercent: 0.91 },
          { minScore: 620, annualPercent: 0.94 },
        ],
      },
      {
        upToLtvPercent: 95,
        coveragePercent: 30,
        rates: [
          { minScore: 760, annualPercent: 0.38 },
          { minScore: 740, annualPercent: 0.53 },
          { minScore: 720, annualPercent: 0.66 },
          { minScore: 700, annualPercent: 0.78 },
          { minScore: 680, annualPercent: 0.96 },
          { minScore: 660, annualPercent: 1.28 },
          { minScore: 640, annualPercent: 1.33 },
          { minScore: 620, annualPercent: 1.42 },
        ],
      },
      {
        upToLtvPercent: 97,
        coveragePercent: 35,
        rates: [
          { minScore: 760, annualPercent: 0.58 },
          { minScore: 740, annualPercent: 0.7 },
          { minScore: 720, annualPercent: 0.87 },
          { minScore: 700, annualPercent: 0.99 },
          { minScore: 680, annualPercent: 1.21 },
          { minScore: 660, annualPercent: 1.54 },
          { minScore: 640, annualPercent: 1.65 },
          { minScore: 620, annualPercent: 1.86 },
        ],
      },
    ],
    source: {
      document:
        "MGIC, Borrower-Paid Monthly Premiums rate card (National), effective July 9, 2018: Fixed, non-refundable, amortization term > 20 years",
      url: "https://www.mgic.com/rates/rate-cards",
      note: "The newest published card that could be read (a copy of the July 2018 card; a June 2018 Monthly Premium BPMI card shows the same rates). Current cards are at the address above; insurers now mostly price each loan individually.",
    },
  },
};

// ---------------------------------------------------------------------------------------------
// FHA

export const FHA: {
  readonly minimumDownPayment: Dated & {
    readonly bands: readonly { readonly minCreditScore: number; readonly percent: number }[];
    readonly minimumCreditScore: number;
  };
  readonly upfrontMip: Dated & { readonly percentOfBaseLoan: number };
  readonly annualMip: Dated & {
    readonly premiumBasis: PremiumBasis;
    readonly baseLoanThresholdDollars: number;
    /** Terms longer than this many years use `termOver15Years`. */
    readonly longTermOverYears: number;
    readonly termOver15Years: FhaMipTable;
    readonly term15YearsOrLess: FhaMipTable;
    readonly duration: { readonly limitedUpToLtvPercent: number; readonly limitedYears: number };
  };
} = {
  /** HUD Handbook 4000.1: 3.5 % down from a 580 score, 10 % from 500 to 579, none below 500. */
  minimumDownPayment: {
    bands: [
      { minCreditScore: 580, percent: 3.5 },
      { minCreditScore: 500, percent: 10 },
    ],
    /** Below this decision credit score FHA does not insure the loan. */
    minimumCreditScore: 500,
    effective: "2010-10-04",
    source: {
      document:
        "HUD Handbook 4000.1, II.A.2 (Minimum Required Investment; decision credit score limits)",
      url: "https://www.hud.gov/hud-partners/single-family-handbook-4000-1",
    },
  },
  /** Upfront MIP: a percent of the base loan amount, usually added to the loan. */
  upfrontMip: {
    percentOfBaseLoan: 1.75,
    effective: "2012-04-09",
    source: {
      document:
        "HUD Handbook 4000.1, Appendix 1.0 (Upfront Mortgage Insurance Premium); unchanged by Mortgagee Letter 2023-05",
      url: "https://www.hud.gov/sites/dfiles/OCHCO/documents/2023-05hsgml.pdf",
    },
  },
  /**
   * Annual MIP (Mortgagee Letter 2023-05, case numbers endorsed on or after March 20, 2023): by
   * term (over 15 years, or 15 years or less), base loan amount (at most the threshold, or above
   * it) and LTV. It lasts 11 years when the LTV at origination is 90 % or less, otherwise for the
   * life of the loan.
   */
  annualMip: {
    effective: "2023-03-20",
    premiumBasis: "average-scheduled-balance",
    baseLoanThresholdDollars: 726_200,
    longTermOverYears: 15,
    termOver15Years: {
      baseLoanAtOrBelowThreshold: [
        { upToLtvPercent: 95, annualPercent: 0.5 },
        { upToLtvPercent: null, annualPercent: 0.55 },
      ],
      baseLoanAboveThreshold: [
        { upToLtvPercent: 95, annualPercent: 0.7 },
        { upToLtvPercent: null, annualPercent: 0.75 },
      ],
    },
    term15YearsOrLess: {
      baseLoanAtOrBelowThreshold: [
        { upToLtvPercent: 90, annualPercent: 0.15 },
        { upToLtvPercent: null, annualPercent: 0.4 },
      ],
      baseLoanAboveThreshold: [
        { upToLtvPercent: 78, annualPercent: 0.15 },
        { upToLtvPercent: 90, annualPercent: 0.4 },
        { upToLtvPercent: null, annualPercent: 0.65 },
      ],
    },
    duration: {
      /** At or below this LTV at origination, annual MIP is paid for `limitedYears` years. */
      limitedUpToLtvPercent: 90,
      limitedYears: 11,
      /** Above it: for the life of the loan. */
    },
    source: {
      document:
        "HUD Mortgagee Letter 2023-05, Reduction of FHA Annual MIP Rates (Feb 22, 2023), amending Handbook 4000.1 Appendix 1.0",
      url: "https://www.hud.gov/sites/dfiles/OCHCO/documents/2023-05hsgml.pdf",
      note: "The letter cut every annual rate of Appendix 1.0 by 30 basis points and set the threshold to the 2023 conforming limit, $726,200; the table was rebuilt from the prior Appendix 1.0 and checked against DocMagic's and TENA's summaries of the letter.",
    },
  },
};

// ---------------------------------------------------------------------------------------------
// VA

export const VA: {
  readonly minimumDownPayment: MinimumDownPayment;
  readonly fundingFee: Dated & {
    /** The last day of closing the rates apply to. */
    readonly expires: string;
    /** From the smallest down payment band up. */
    readonly purchase: readonly DownPaymentRate[];
  };
} = {
  /** With full entitlement VA requires no down payment. */
  minimumDownPayment: {
    percent: 0,
    effective: "1944-06-22",
    source: {
      document: "VA, Purchase loan (VA-backed home loans)",
      url: "https://www.va.gov/housing-assistance/home-loans/loan-types/purchase-loan/",
    },
  },
  /**
   * Funding fee on purchase and construction loans, percent of the loan amount, by the down
   * payment (percent of the price) and first or later use. Veterans exempt from the fee (VA
   * disability compensation, Purple Heart on active duty, surviving spouses on DIC) pay none.
   * In effect for loans closed from April 7, 2023 to November 14, 2031.
   */
  fundingFee: {
    effective: "2023-04-07",
    expires: "2031-11-14",
    purchase: [
      { minDownPaymentPercent: 0, firstUsePercent: 2.15, subsequentUsePercent: 3.3 },
      { minDownPaymentPercent: 5, firstUsePercent: 1.5, subsequentUsePercent: 1.5 },
      { minDownPaymentPercent: 10, firstUsePercent: 1.25, subsequentUsePercent: 1.25 },
    ],
    source: {
      document:
        "VA, VA funding fee and loan closing costs (va.gov); VA Circular 26-23-06 (Feb 14, 2023)",
      url: "https://www.va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs/",
      note: "Rates checked against lenders' copies of the va.gov chart (Loan Fee Rates for Loans Closing On or After April 7, 2023 and prior to November 14, 2031).",
    },
  },
};

// ---------------------------------------------------------------------------------------------
// USDA

export const USDA: {
  readonly minimumDownPayment: MinimumDownPayment;
  readonly guaranteeFee: Dated & {
    readonly upfrontPercentOfTotalLoan: number;
    readonly annualPercent: number;
    readonly premiumBasis: PremiumBasis;
  };
} = {
  minimumDownPayment: {
    percent: 0,
    effective: "1990-11-28",
    source: {
      document: "USDA Rural Development, Single Family Housing Guaranteed Loan Program",
      url: "https://www.rd.usda.gov/programs-services/single-family-housing-programs/single-family-housing-guaranteed-loan-program",
    },
  },
  /**
   * Guarantee fees (USDA sets them each fiscal year; unchanged since FY 2017): the upfront fee is
   * a percent of the whole loan, fee included, so a financed fee grosses the loan up (base ÷
   * 0.99); the annual fee is a percent of the average scheduled balance of each year, paid
   * monthly for the life of the loan.
   */
  guaranteeFee: {
    effective: "2016-10-01",
    upfrontPercentOfTotalLoan: 1,
    annualPercent: 0.35,
    premiumBasis: "average-scheduled-balance",
    source: {
      document:
        "USDA Rural Development HB-1-3555, Chapter 16 (Loan Closing: up-front guarantee fee and annual fee); RD annual notice of guarantee fee rates",
      url: "https://www.rd.usda.gov/resources/directives/handbooks",
      note: "The FY 2026 notice could not be read; 1% and 0.35% are the rates in force since October 1, 2016 (confirmed unchanged for FY 2024 by lender bulletins).",
    },
  },
};
