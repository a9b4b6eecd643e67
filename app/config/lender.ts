/**
 * The lender's identity: the one place the site reads its name, licences and contact details from.
 * Replace these values for a real deployment; every page (footer, licensing, privacy, JSON-LD)
 * follows. Secrets never live here: keys come from the environment (see app/utils/env.server.ts).
 */
export const lender = {
  name: "Harbor Home Lending",
  legalName: "Harbor Home Lending, LLC",
  nmlsId: "2468013",
  /** NMLS Consumer Access page of the company, where a borrower can verify the licences. */
  nmlsConsumerAccessUrl: "https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/2468013",
  phone: "(800) 555-0142",
  phoneHref: "tel:+18005550142",
  email: "help@harborhomelending.example",
  address: {
    street: "200 Harbor Way, Suite 400",
    city: "Portland",
    state: "OR",
    zip: "97204",
  },
  /** States where the lender holds a mortgage lender or broker licence (USPS codes). */
  licensedStates: ["AZ", "CA", "CO", "FL", "ID", "NV", "OR", "TX", "UT", "WA"],
  /** Where the sign-in modal posts; the borrower portal is a separate system. */
  portalSignInUrl: "https://portal.harborhomelending.example/cas-redirect/login",
  siteUrl: "https://www.harborhomelending.example",
  businessHours: "Monday to Friday, 8 a.m. to 6 p.m. Pacific time",
} as const;

/**
 * When a borrower can ask a loan officer to call (the short forms' last step). Times are wall-clock
 * times in the lender's own time zone: the office is in Portland, Oregon, so Pacific time, with
 * its daylight-saving changes (IANA zone America/Los_Angeles). Calls are booked from 9 a.m. to
 * 5 p.m. inside the office hours above (8 to 6), in 30-minute slots, on the next 10 business days.
 * See docs/decisions/022-call-back-times.md.
 */
export const callBack = {
  timeZone: "America/Los_Angeles",
  /** How the zone is named to borrowers, beside every time. */
  zoneName: "Pacific time",
  /** Days calls are booked on: 1 = Monday … 5 = Friday (ISO weekday numbers). */
  weekdays: [1, 2, 3, 4, 5],
  /** The first slot starts at, and the last one ends at, these minutes after midnight. */
  firstStart: 9 * 60,
  lastEnd: 17 * 60,
  slotMinutes: 30,
  /** How many business days (from today, in the lender's zone) a borrower can choose from. */
  businessDays: 10,
  /**
   * Days the office is closed: the US federal holidays (5 U.S.C. 6103; a Saturday holiday is kept
   * on the Friday before, a Sunday one on the Monday after). The lender updates the list yearly.
   */
  holidays: [
    "2026-11-26",
    "2026-12-25",
    "2027-01-01",
    "2027-01-18",
    "2027-02-15",
    "2027-05-31",
    "2027-06-18",
    "2027-07-05",
    "2027-09-06",
    "2027-10-11",
    "2027-11-11",
    "2027-11-25",
    "2027-12-24",
  ],
} as const;

/** A state the lender is licensed in (USPS code), as listed in `lender.licensedStates`. */
export type LicensedState = (typeof lender.licensedStates)[number];

/** Wording a state requires the lender to show on its website, reproduced exactly. */
export type StateNotice = {
  heading: string;
  /** The wording itself; paragraphs separated by a blank line. */
  text: string;
  /** The rule that requires it, shown under the heading. */
  requiredBy: string;
};

export type StateLicense = {
  stateName: string;
  /** The licence or registration as the state names it. */
  licenseType: string;
  /** The state agency that issued it and takes complaints about it. */
  regulator: string;
  /**
   * The number on the lender's licence certificate (also on its NMLS Consumer Access record).
   * `null` until the lender fills it in: the licensing page then points to NMLS Consumer Access
   * instead of showing a number, so no made-up number is ever presented as real.
   */
  licenseNumber: string | null;
  /** Wording the state requires on the website, if any. */
  notice?: StateNotice;
};

/**
 * Per licensed state: the licence type, number and any wording the state requires. The licence
 * types are the ones a non-bank mortgage lender holds in each state; the lender confirms each
 * against its NMLS record and fills in the numbers (the lender's own data: none has been given
 * yet, so every number is `null`). Every state in `lender.licensedStates` must have an entry
 * (the type makes a missing one a compile error); the licensing page reads this.
 */
export const stateLicenses: Record<LicensedState, StateLicense> = {
  AZ: {
    stateName: "Arizona",
    licenseType: "Mortgage banker license",
    regulator: "Arizona Department of Insurance and Financial Institutions",
    licenseNumber: null,
  },
  CA: {
    stateName: "California",
    licenseType:
      "Residential mortgage lender license (California Residential Mortgage Lending Act)",
    regulator: "California Department of Financial Protection and Innovation",
    licenseNumber: null,
    notice: {
      heading: "California",
      // Source: California Residential Mortgage Lending Act (Cal. Fin. Code div. 20) and its
      // advertising regulation, which requires a licensee to state the licence it lends under;
      // the Department of Business Oversight became the DFPI in 2020. Legal review: confirm the
      // exact wording against the current regulation (decision 018).
      text: "Licensed by the Department of Financial Protection and Innovation under the California Residential Mortgage Lending Act.",
      requiredBy:
        "Required of lenders licensed under the California Residential Mortgage Lending Act",
    },
  },
  CO: {
    stateName: "Colorado",
    licenseType: "Mortgage company registration",
    regulator: "Colorado Division of Real Estate",
    licenseNumber: null,
  },
  FL: {
    stateName: "Florida",
    licenseType: "Mortgage lender license",
    regulator: "Florida Office of Financial Regulation",
    licenseNumber: null,
  },
  ID: {
    stateName: "Idaho",
    licenseType: "Mortgage broker/lender license",
    regulator: "Idaho Department of Finance",
    licenseNumber: null,
  },
  NV: {
    stateName: "Nevada",
    licenseType: "Mortgage banker license",
    regulator: "Nevada Division of Mortgage Lending",
    licenseNumber: null,
  },
  OR: {
    stateName: "Oregon",
    licenseType: "Mortgage lender license",
    regulator: "Oregon Division of Financial Regulation",
    licenseNumber: null,
  },
  TX: {
    stateName: "Texas",
    licenseType: "Mortgage banker registration",
    regulator: "Texas Department of Savings and Mortgage Lending",
    licenseNumber: null,
    notice: {
      heading: "Texas consumer complaint and recovery fund notice",
      // Source: Tex. Fin. Code sec. 157.0021; 7 Tex. Admin. Code sec. 57.200(c) (mortgage bankers,
      // effective November 23, 2024; formerly sec. 81.200(c)), which requires the notice in the
      // current form SML publishes at sml.texas.gov, on the website's home page or linked from it.
      // Legal review: compare this text with SML's current form (decision 018).
      text: [
        "CONSUMERS WISHING TO FILE A COMPLAINT AGAINST A MORTGAGE BANKER OR A LICENSED MORTGAGE BANKER RESIDENTIAL MORTGAGE LOAN ORIGINATOR SHOULD COMPLETE AND SEND A COMPLAINT FORM TO THE TEXAS DEPARTMENT OF SAVINGS AND MORTGAGE LENDING, 2601 NORTH LAMAR, SUITE 201, AUSTIN, TEXAS 78705. COMPLAINT FORMS AND INSTRUCTIONS MAY BE OBTAINED FROM THE DEPARTMENT'S WEBSITE AT WWW.SML.TEXAS.GOV. A TOLL-FREE CONSUMER HOTLINE IS AVAILABLE AT 1-877-276-5550.",
        "THE DEPARTMENT MAINTAINS A RECOVERY FUND TO MAKE PAYMENTS OF CERTAIN ACTUAL OUT OF POCKET DAMAGES SUSTAINED BY BORROWERS CAUSED BY ACTS OF LICENSED MORTGAGE BANKER RESIDENTIAL MORTGAGE LOAN ORIGINATORS. A WRITTEN APPLICATION FOR REIMBURSEMENT FROM THE RECOVERY FUND MUST BE FILED WITH AND INVESTIGATED BY THE DEPARTMENT PRIOR TO THE PAYMENT OF A CLAIM. FOR MORE INFORMATION ABOUT THE RECOVERY FUND, PLEASE CONSULT THE DEPARTMENT'S WEBSITE AT WWW.SML.TEXAS.GOV.",
      ].join("\n\n"),
      requiredBy:
        "Required by the Texas Department of Savings and Mortgage Lending (7 Texas Administrative Code §57.200)",
    },
  },
  UT: {
    stateName: "Utah",
    licenseType: "Mortgage entity license",
    regulator: "Utah Division of Real Estate",
    licenseNumber: null,
  },
  WA: {
    stateName: "Washington",
    licenseType: "Consumer loan company license",
    regulator: "Washington State Department of Financial Institutions",
    licenseNumber: null,
  },
};
