import { lender } from "~/config/lender";

/** A state the lender is licensed in (app/config/lender.ts), as its USPS code. */
export type LicensedState = (typeof lender.licensedStates)[number];

export type StateTaxDefaults = {
  readonly name: string;
  /** Tax on the deed, in PERCENT of the price (0.11 means 0.11 %). */
  readonly transferTaxPercent: number;
  /** Tax on the mortgage or its note, in PERCENT of the loan amount. */
  readonly mortgageTaxPercent: number;
  /** One line for the borrower: what the default is and where it can differ. */
  readonly note: string;
};

/*
 * Default taxes at closing for a home purchase, by state. They are DEFAULTS: the calculator
 * shows them in fields the borrower can change, because counties and cities add their own
 * taxes, and the purchase contract and local custom decide whether the buyer or the seller pays
 * (in several of these states the seller usually pays the tax on the deed). Each rate is applied
 * to the whole price or loan amount; statutes that count "per $500 or fraction" differ by less
 * than one step. Sources, by state:
 *
 * - AZ: none. Ariz. Const. art. IX, § 24 (Proposition 100, 2008) bars any new tax on the sale or
 *   transfer of real property; the only charge is a flat $2 fee on the affidavit of property
 *   value (NCSL, "State real estate transfer taxes"), which the recording fees cover.
 * - CA: 0.11 %. Cal. Rev. & Tax. Code § 11911(a): county documentary transfer tax of $0.55 per
 *   $500 of value (a general-law city's share under § 11911(b) is credited against it); charter
 *   cities such as Los Angeles and San Francisco levy their own, much higher taxes.
 * - CO: 0.01 %. C.R.S. § 39-13-102: state documentary fee of $0.01 per $100 of consideration;
 *   a few home-rule cities have their own transfer taxes.
 * - FL: deed 0.70 %, mortgage 0.55 %. Fla. Stat. § 201.02(1)(a): documentary stamp tax of $0.70
 *   per $100 on deeds (Miami-Dade: $0.60 plus a surtax). On the loan: Fla. Stat. § 201.08
 *   documentary stamp tax on the note, $0.35 per $100, and § 199.133 nonrecurring intangible tax
 *   of 2 mills (0.2 %) on obligations secured by Florida real property.
 * - ID: none (NCSL, "State real estate transfer taxes": Idaho has no transfer tax).
 * - NV: 0.39 %. NRS 375.020(1)(b) $0.65 plus NRS 375.023 $1.30 per $500 = $1.95 per $500 in
 *   counties under 700,000 people; in Clark County NRS 375.020(1)(a) makes it $2.55 (0.51 %).
 * - OR: none. ORS 306.815 bars local transfer taxes except one in force on 31 March 1997:
 *   Washington County's $1 per $1,000 (0.1 %).
 * - TX: none (NCSL, "State real estate transfer taxes": Texas has no transfer tax).
 * - UT: none (NCSL, "State real estate transfer taxes": Utah has no transfer tax).
 * - WA: 1.1 %. RCW 82.45.060 real estate excise tax, graduated: 1.1 % on the part of the price up
 *   to $525,000, 1.28 % to $1,525,000, 2.75 % to $3,025,000, 3 % above (thresholds since
 *   1 January 2023; Washington House bill report on HB 1694, 2025), plus a local REET of up to
 *   0.5 % (RCW 82.46). The seller usually pays it.
 */
export const STATE_TAX_DEFAULTS = {
  AZ: {
    name: "Arizona",
    transferTaxPercent: 0,
    mortgageTaxPercent: 0,
    note: "Arizona has no transfer tax.",
  },
  CA: {
    name: "California",
    transferTaxPercent: 0.11,
    mortgageTaxPercent: 0,
    note: "California counties charge 0.11%; some cities add more. The seller often pays it.",
  },
  CO: {
    name: "Colorado",
    transferTaxPercent: 0.01,
    mortgageTaxPercent: 0,
    note: "Colorado's documentary fee is 0.01%; a few cities add their own tax.",
  },
  FL: {
    name: "Florida",
    transferTaxPercent: 0.7,
    mortgageTaxPercent: 0.55,
    note: "Florida taxes the deed (0.7%, often paid by the seller) and the mortgage (0.35% stamps on the note plus 0.2% intangible tax).",
  },
  ID: {
    name: "Idaho",
    transferTaxPercent: 0,
    mortgageTaxPercent: 0,
    note: "Idaho has no transfer tax.",
  },
  NV: {
    name: "Nevada",
    transferTaxPercent: 0.39,
    mortgageTaxPercent: 0,
    note: "Nevada charges 0.39% in most counties and 0.51% in Clark County.",
  },
  OR: {
    name: "Oregon",
    transferTaxPercent: 0,
    mortgageTaxPercent: 0,
    note: "Oregon has no transfer tax, except 0.1% in Washington County.",
  },
  TX: {
    name: "Texas",
    transferTaxPercent: 0,
    mortgageTaxPercent: 0,
    note: "Texas has no transfer tax.",
  },
  UT: {
    name: "Utah",
    transferTaxPercent: 0,
    mortgageTaxPercent: 0,
    note: "Utah has no transfer tax.",
  },
  WA: {
    name: "Washington",
    transferTaxPercent: 1.1,
    mortgageTaxPercent: 0,
    note: "Washington's excise tax is 1.1% up to $525,000 and 1.28% above, plus up to 0.5% local. The seller usually pays it.",
  },
} as const satisfies Record<LicensedState, StateTaxDefaults>;

/**
 * True when `code` is one of the lender's licensed states.
 *
 * @example isLicensedState("WA") // true; isLicensedState("NY") // false
 */
export function isLicensedState(code: string): code is LicensedState {
  return (lender.licensedStates as readonly string[]).includes(code);
}
