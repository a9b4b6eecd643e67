import { expect, test } from "vitest";
import { TCPA_LABEL } from "~/lib/application/consent-text";
import { getForm, getStep } from "~/lib/application/forms";
import { getArticle } from "./learn.server";
import { lender, stateLicenses } from "~/config/lender";
import { getLegalPage, licensedStatesTable, stateNotices } from "./legal.server";

/**
 * The facts a mortgage compliance reader checked (issue "every fact a borrower reads right").
 * Each test reads what a borrower sees: the rendered article or legal page as plain text, or the
 * application's step definitions. The sources are cited beside each fact in the content files
 * and in docs/decisions/018-compliance-content.md.
 */

function plainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}

const article = (slug: string) => plainText(getArticle(slug)!.html);
const legal = (slug: string) => plainText(getLegalPage(slug)!.html);

test("credit checks: mortgage lenders' classic FICO scores count mortgage checks within 14 days as one", () => {
  for (const id of ["purchase", "refinance"]) {
    const consent = getStep(getForm(id)!, "review_and_consent")!.fields.find(
      (f) => f.name === "credit_check_consent",
    )!;
    expect(consent.help).toContain("FICO Score 2, 4 and 5");
    expect(consent.help).toContain("within 14 days as one");
    expect(consent.help).not.toMatch(/within 45 days count as one/);
  }
  const scores = article("credit-scores");
  expect(scores).toContain("classic FICO versions (FICO Score 2, 4 and 5)");
  expect(scores).toMatch(/for those the window is 14 days/);
  expect(scores).toContain("Do your comparison shopping within 14 days");
  expect(scores).not.toMatch(/45 days in newer FICO versions and 14 days in some older ones/);
});

test("terms of use: the refinance calculator counts the closing costs entered and shows a break-even month", () => {
  const terms = legal("terms");
  expect(terms).not.toMatch(/leaves out closing costs/);
  expect(terms).toContain("counts the closing costs you enter for the new loan");
  expect(terms).toContain("the break-even month");
  expect(terms).toContain("it does not model taking cash out");
  expect(terms).toMatch(
    /Points, lender fees and lender credits count only as far as you include them/,
  );
  expect(terms).not.toMatch(/no closing costs, points, lender fees, escrow cushions/);
  // The other calculator bullets stay.
  expect(terms).toContain("28% housing-payment ratio and a 36% total-debt ratio");
  expect(terms).toContain("extra payments go entirely to principal");
});

test("E-SIGN: an emailed disclosure is presumed received three business days after it is sent", () => {
  const esign = legal("esign");
  expect(esign).not.toMatch(/counts as given to you when we send/);
  expect(esign).toContain("treated as received three business days after we send it");
  expect(esign).toContain("unless we have evidence that you received it earlier");
  expect(esign).toContain("every day except Sundays and federal public holidays");
  // Monday + 3 business days (Tuesday, Wednesday, Thursday) is Thursday, 12 CFR 1026.2(a)(6).
  expect(esign).toContain("emailed on a Monday counts as received on Thursday");
});

test("FHA: the article says non-permanent residents are no longer eligible (HUD ML 2025-09)", () => {
  const fha = article("fha-loans");
  expect(fha).toContain("Residency:");
  expect(fha).toContain("lawful permanent residents");
  expect(fha).toMatch(/Since May 25, 2025, non-permanent residents[^.]* are no longer eligible/);
});

test("refinancing: Texas cash-out (home equity) rules of Tex. Const. art. XVI sec. 50(a)(6)", () => {
  const refi = article("refinancing-and-break-even");
  expect(refi).toContain("Cash-out refinancing a home in Texas");
  expect(refi).toContain("section 50(a)(6) of article XVI of the Texas Constitution");
  expect(refi).toMatch(/can't exceed 80% of its fair market value/);
  expect(refi).toMatch(/can't add up to more than 2% of the loan amount/);
  expect(refi).toContain("Interest and bona fide discount points don't count toward the cap");
  expect(refi).toContain("third-party appraisal");
  expect(refi).toContain("state base premium for the lender's title insurance policy");
  expect(refi).toContain("12th day after the later of your application");
  expect(refi).toMatch(/can't close within one year of the closing of another one/);
  expect(refi).toContain("cancel it within 3 days after closing");
  // $400,000 × 2% = $8,000, worked by hand.
  expect(refi).toContain("$400,000 × 2% = $8,000");
});

test("closing costs are 2% to 5% of the purchase price, not of the loan, wherever the site says it", () => {
  for (const slug of [
    "closing-costs-loan-estimate-closing-disclosure",
    "first-time-home-buyer-guide",
  ]) {
    const text = article(slug);
    expect(text, slug).not.toMatch(/2% to 5% of the loan/);
    expect(text, slug).toMatch(/2% to 5% of the (home's )?purchase price/);
  }
  expect(
    article("first-time-home-buyer-guide").match(/2% to 5% of the purchase price/g),
  ).toHaveLength(2);
});

test("escrow: the balance is refunded within 20 business days of payoff (12 CFR 1024.34(b))", () => {
  const escrow = article("escrow-accounts");
  expect(escrow).not.toMatch(/usually within 30 days/);
  expect(escrow).toContain("20 business days");
  expect(escrow).toContain("moved into the new escrow account");
  // The annual-analysis surplus rule (12 CFR 1024.17(f)(2)) really is 30 days and stays.
  expect(escrow).toContain("must refund it within 30 days");
});

test("the application article puts citizenship in personal information, not the declarations", () => {
  const steps = article("mortgage-application-step-by-step");
  expect(steps).not.toMatch(/declarations such as whether you're a US citizen/);
  expect(steps).toContain(
    "your personal information, including your citizenship or residency status",
  );
});

test("ECOA notice: Regulation B text and the FTC address of appendix A as amended in 2023", () => {
  const licensing = legal("licensing");
  expect(licensing).toContain(
    "The Federal agency that administers compliance with this law concerning this creditor is the Federal Trade Commission, Consumer Response Center, 600 Pennsylvania Avenue NW, Washington, DC 20580.",
  );
  expect(licensing).not.toContain("Equal Credit Opportunity, Washington, DC 20580");
  expect(licensing).toContain(
    "age (provided the applicant has the capacity to enter into a binding contract); because all or part of the applicant's income derives from any public assistance program",
  );
  // No other copy of the notice anywhere keeps the old address.
  for (const slug of ["privacy", "terms", "esign", "accessibility"]) {
    expect(legal(slug), slug).not.toContain("Equal Credit Opportunity, Washington");
  }
});

test("licensing: every licensed state has its license type, number or where to find it, and regulator", () => {
  expect(Object.keys(stateLicenses).sort()).toEqual([...lender.licensedStates].sort());
  const page = getLegalPage("licensing")!.html;
  const rows = [...page.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((m) =>
    [...m[1]!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => plainText(c[1]!)),
  );
  expect(rows[0]).toEqual(["State", "License", "License number", "Regulator"]);
  expect(rows.slice(1)).toEqual(
    lender.licensedStates.map((code) => {
      const l = stateLicenses[code];
      return [
        `${l.stateName} (${code})`,
        l.licenseType,
        l.licenseNumber ?? "Listed on NMLS Consumer Access",
        l.regulator,
      ];
    }),
  );
  expect(rows.find((r) => r[0] === "Texas (TX)")).toEqual([
    "Texas (TX)",
    "Mortgage banker registration",
    "Listed on NMLS Consumer Access",
    "Texas Department of Savings and Mortgage Lending",
  ]);
  // The company NMLS ID is stated once, not once per state.
  expect(legal("licensing").split(lender.nmlsId)).toHaveLength(2);
});

test("licensing: a number the lender fills in is shown; none is made up while it is missing", () => {
  const filled = { ...stateLicenses, OR: { ...stateLicenses.OR, licenseNumber: "ML-5555" } };
  const table = licensedStatesTable(["OR", "WA"], filled);
  expect(table).toContain(
    "| Oregon (OR) | Mortgage lender license | ML-5555 | Oregon Division of Financial Regulation |",
  );
  expect(table).toContain(
    "| Washington (WA) | Consumer loan company license | Listed on NMLS Consumer Access |",
  );
  for (const l of Object.values(stateLicenses)) expect(l.licenseNumber).toBeNull();
});

test("licensing: the Texas SML notice and the California DFPI statement appear word for word", () => {
  const licensing = legal("licensing");
  const html = getLegalPage("licensing")!.html;
  expect(html).toContain("<h3>Texas consumer complaint and recovery fund notice</h3>");
  expect(licensing).toContain(
    "CONSUMERS WISHING TO FILE A COMPLAINT AGAINST A MORTGAGE BANKER OR A LICENSED MORTGAGE BANKER RESIDENTIAL MORTGAGE LOAN ORIGINATOR SHOULD COMPLETE AND SEND A COMPLAINT FORM TO THE TEXAS DEPARTMENT OF SAVINGS AND MORTGAGE LENDING, 2601 NORTH LAMAR, SUITE 201, AUSTIN, TEXAS 78705.",
  );
  expect(licensing).toContain("A TOLL-FREE CONSUMER HOTLINE IS AVAILABLE AT 1-877-276-5550.");
  expect(licensing).toContain("THE DEPARTMENT MAINTAINS A RECOVERY FUND");
  expect(licensing).toContain(
    "Licensed by the Department of Financial Protection and Innovation under the California Residential Mortgage Lending Act.",
  );
  // Notices only for listed states: a config without TX or CA shows neither.
  expect(stateNotices(["OR", "WA"])).toBe("");
  expect(stateNotices(["TX"])).toContain("### Texas consumer complaint and recovery fund notice");
});

test("call and text consent (TCPA): one wording, with everything the consent must say", () => {
  const forms = ["purchase", "refinance", "short-purchase", "short-refinance"].map((id) =>
    getForm(id)!,
  );
  const labels = new Set(
    forms.map(
      (form) => getStep(form, "contact_info")!.fields.find((f) => f.name === "tcpa_consent")!.label,
    ),
  );
  expect([...labels]).toEqual([TCPA_LABEL]);
  for (const required of [
    `${lender.name} may call or text me`,
    "automated technology",
    "prerecorded or artificial voice messages",
    "Consent is not a condition of getting a loan or making any purchase.",
    "Message frequency varies.",
    "Message and data rates may apply.",
    "Reply STOP to opt out, HELP for help.",
  ]) {
    expect(TCPA_LABEL).toContain(required);
  }
  // The privacy notice quotes the same constant, so the two can never drift apart.
  expect(legal("privacy")).toContain(TCPA_LABEL);
  expect(legal("privacy")).toContain("reply STOP to any text");
});
