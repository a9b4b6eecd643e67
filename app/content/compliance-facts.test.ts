import { expect, test } from "vitest";
import { getForm, getStep } from "~/lib/application/forms";
import { getArticle } from "./learn.server";
import { getLegalPage } from "./legal.server";

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
