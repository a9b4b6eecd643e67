import { expect, test } from "vitest";
import { checkDisclosures, findTriggers, splitBlocks } from "./advertising-scan";

/**
 * The scanner must catch what Regulation Z 1026.24 forbids and let the rest through. Each sample
 * below is written by hand for the case it names; the good ones carry an Example terms line with
 * the elements 1026.24(c), (d)(2) and (f)(2) ask for.
 */

const GOOD_TERMS =
  "**Example terms:** $300,000 loan, 30-year fixed interest rate of 6.5%, **6.597% APR**: 360 monthly principal-and-interest payments of $1,896.20 (the last one $1,900.91). The APR assumes $3,000 of prepaid finance charges (lender fees of 1% of the loan). The payments don't include taxes and insurance, so the actual payment will be greater.";

const EXAMPLE =
  "## A worked example\n\nTake a $300,000 loan at 6.5% for 30 years. The monthly payment is $1,896.20.\n";

test("a rate and a payment with no Example terms line are caught", () => {
  const findings = checkDisclosures(EXAMPLE);
  expect(findings).toHaveLength(1);
  expect(findings[0]!.heading).toBe("A worked example");
  expect(findings[0]!.problem).toMatch(/states a rate \("at 6\.5%"\) with no Example terms line/);
});

test("the same example with a complete Example terms line passes", () => {
  expect(checkDisclosures(`${EXAMPLE}\n${GOOD_TERMS}\n`)).toEqual([]);
});

test("each element the rule requires is checked: APR, rate, payments, loan, taxes and insurance", () => {
  const without = (from: string, to = "") =>
    checkDisclosures(`${EXAMPLE}\n${GOOD_TERMS.replace(from, to)}\n`);
  expect(without("**6.597% APR**", "6.597% annual cost").map((f) => f.problem)).toEqual([
    "its Example terms leave out the APR, using that term (1026.24(c))",
  ]);
  expect(
    without(" don't include taxes and insurance", " are estimates").map((f) => f.problem),
  ).toEqual([
    "its Example terms leave out that taxes and insurance are not included (1026.24(f)(2)(i)(C))",
  ]);
  expect(
    without("360 monthly principal-and-interest payments of $1,896.20", "a payment").map(
      (f) => f.problem,
    ),
  ).toContain(
    "its Example terms leave out the number and amount of the payments (1026.24(d)(2)(ii), (f)(2))",
  );
  expect(without("$300,000 loan", "a loan").map((f) => f.problem)).toEqual([
    "its Example terms leave out the loan amount",
  ]);
});

test("the Example terms must state the very rate and payment the example states", () => {
  const otherRate = EXAMPLE.replace("at 6.5%", "at 6.25%");
  expect(checkDisclosures(`${otherRate}\n${GOOD_TERMS}\n`).map((f) => f.problem)).toEqual([
    'states the rate 6.25% ("at 6.25%") that its Example terms do not',
  ]);
  const otherPayment = EXAMPLE.replace("payment is $1,896.20", "payment is $1,986.20");
  expect(checkDisclosures(`${otherPayment}\n${GOOD_TERMS}\n`).map((f) => f.problem)).toEqual([
    'states the payment $1986.2 ("payment is $1,986.20") that its Example terms do not',
  ]);
});

test("an adjustable-rate line must say the rate may increase", () => {
  const arm = GOOD_TERMS.replace(
    "30-year fixed interest rate of 6.5%",
    "30-year 5/6 adjustable-rate loan with an interest rate of 6.5% for the first 60 payments",
  );
  expect(checkDisclosures(`${EXAMPLE}\n${arm}\n`).map((f) => f.problem)).toEqual([
    "its adjustable-rate Example terms do not say the rate may increase (1026.24(c), (d)(2)(iii))",
  ]);
  const disclosed = arm.replace(
    "for the first 60 payments",
    "for the first 60 payments; the rate may increase after closing",
  );
  expect(checkDisclosures(`${EXAMPLE}\n${disclosed}\n`)).toEqual([]);
});

test("a line under another heading does not cover the example; FAQ questions and boxes are their own blocks", () => {
  expect(checkDisclosures(`${EXAMPLE}\n## Next steps\n\n${GOOD_TERMS}\n`)).toHaveLength(1);
  // Subheadings continue their section's example...
  expect(
    checkDisclosures(`${EXAMPLE}\n### The first year\n\nMore about it.\n\n${GOOD_TERMS}\n`),
  ).toEqual([]);
  // ...but each question of a FAQ stands alone.
  const faq = `## Frequently asked questions\n\n### Is 15 years better?\n\nAt 6.0% the payment is $2,531.57.\n\n### Another question?\n\n${GOOD_TERMS}\n`;
  expect(checkDisclosures(faq).map((f) => f.heading)).toEqual(["Is 15 years better?"]);
  const details = `<details><summary>Box</summary>\n\nAt 6.5% for 30 years it is $1,896.20 a month.\n\n</details>\n\n${GOOD_TERMS}\n`;
  expect(checkDisclosures(details).map((f) => f.heading)).toEqual(["Box"]);
  expect(splitBlocks(faq).map((b) => b.heading)).toEqual([
    "Is 15 years better?",
    "Another question?",
  ]);
});

test("money and percents that are not loan terms do not trigger", () => {
  for (const text of [
    "Your escrow payment is $550 a month.",
    "Say you earn $8,000 a month and pay $700 a month on other debts.",
    "Put 3.5% down with a 580 score; 20% down avoids PMI.",
    "Housing should take no more than 28% of gross monthly income.",
    "Paying off a 24% credit card beats prepaying a mortgage.",
    "PMI at an example 0.55% a year: $332,500 × 0.55% ÷ 12.",
    "The annual fee is 0.35% of the average balance.",
    "A seller can pay concessions worth up to 4% of the home's value.",
    "Two years ago you took a loan at 7.25%.",
  ]) {
    expect(
      findTriggers(text).filter((t) => t.kind !== "finance charge"),
      text,
    ).toEqual([]);
  }
});

test("rates, payments and finance charges written in the ways the articles write them all trigger", () => {
  const kinds = (text: string) => findTriggers(text).map((t) => `${t.kind} ${t.value}`);
  expect(kinds("Take a loan at an illustrative **6.5%** fixed for 30 years.")).toContain(
    "rate 6.5",
  );
  expect(kinds("- **No points** at 6.75%: payment $2,594.39")).toEqual([
    "rate 6.75",
    "payment 2594.39",
  ]);
  expect(kinds("Monthly interest: $360,000 × 6.5% ÷ 12 = $1,950.00")).toContain("rate 6.5");
  expect(kinds("the fully indexed rate is 6.50%")).toEqual(["rate 6.5"]);
  expect(kinds("Principal and interest: $2,101.63 a month")).toEqual([
    "payment 2101.63",
    "finance charge 2101.63",
  ]);
  expect(kinds("Total interest over 30 years: about $382,633.")).toEqual(["finance charge 382633"]);
  expect(kinds("PMI of $150 a month")).toEqual(["payment 150", "finance charge 150"]);
  expect(
    findTriggers("At 6.375%: $1,996.38 a month").find((t) => t.kind === "payment")?.mustRepeat,
  ).toBe(true);
});
