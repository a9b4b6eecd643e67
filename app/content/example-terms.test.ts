import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { checkDisclosures, splitBlocks } from "./advertising-scan";
import { CALCULATOR_EXAMPLES, EXAMPLES, exampleTermsLine, loanFigures } from "./example-terms";
import { parseFrontMatter, stripComments } from "./front-matter";

const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");
const articleBody = (slug: string) =>
  stripComments(parseFrontMatter(read(`content/learn/${slug}.md`)).body);
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .replace(/\s+/g, " ");

/** A component's text: each <p> a paragraph of its own, other tags dropped. */
const jsxText = (source: string) =>
  source
    .replace(/<\/?p\b[^>]*>/g, "\n\n")
    .replace(/<[^>]+>/g, "")
    .replace(/[ \t]*\n[ \t]*(?=\S)/g, (m) => (m.includes("\n\n") ? m : " "));

test("every article example carries its Example terms line, word for word, in its own block", () => {
  for (const example of EXAMPLES) {
    const block = splitBlocks(articleBody(example.slug)).find((b) => b.heading === example.heading);
    expect(block, `${example.slug}: "${example.heading}"`).toBeDefined();
    expect(plain(block!.text), `${example.slug}: "${example.heading}"`).toContain(
      exampleTermsLine(example),
    );
  }
});

test("the calculators' worked examples carry their Example terms too", () => {
  for (const example of CALCULATOR_EXAMPLES) {
    const text = read(example.file)
      .replace(/<[^>]+>/g, "")
      .replace(/\s+/g, " ");
    expect(text, example.file).toContain(exampleTermsLine(example));
    expect(checkDisclosures(jsxText(read(example.file))), example.file).toEqual([]);
  }
});

test("no article, legal page, loan-type table, glossary entry or home page states a rate or payment without its terms", () => {
  const texts: Array<[string, string]> = [];
  for (const dir of ["content/learn/", "content/legal/"]) {
    for (const file of readdirSync(new URL(dir, root)).filter((f) => f.endsWith(".md"))) {
      texts.push([dir + file, stripComments(parseFrontMatter(read(dir + file)).body)]);
    }
  }
  // Each loan type's row and each glossary entry is its own block.
  const types = JSON.parse(read("content/mortgage-types.json")) as {
    rows: Array<{ id: string; summary: string; values: Record<string, string> }>;
  };
  for (const row of types.rows) {
    texts.push([
      `mortgage-types ${row.id}`,
      [row.summary, ...Object.values(row.values)].join("\n\n"),
    ]);
  }
  const glossary = JSON.parse(read("content/glossary.json")) as Array<{
    id: string;
    definition: string;
  }>;
  for (const entry of glossary) texts.push([`glossary ${entry.id}`, entry.definition]);
  for (const file of [
    "app/routes/home.tsx",
    ...readdirSync(new URL("app/content/", root))
      .filter(
        (f) =>
          f.endsWith(".ts") &&
          !f.endsWith(".test.ts") &&
          f !== "example-terms.ts" &&
          f !== "advertising-scan.ts",
      )
      .map((f) => `app/content/${f}`),
  ]) {
    texts.push([file, file.endsWith(".tsx") ? jsxText(read(file)) : read(file)]);
  }
  expect(texts.length).toBeGreaterThan(40);
  const findings = texts.flatMap(([name, text]) =>
    checkDisclosures(text).map((f) => `${name}: "${f.heading}" ${f.problem}`),
  );
  expect(findings).toEqual([]);
});

/*
 * The figures behind the lines, against cases worked independently of this code: the payments by
 * the standard formula (spec 9), the APRs by a separate bisection on the Appendix J equation
 * written in Python for this check (amount financed = Σ payment_k / (1 + i)^k), and the insurance
 * by hand.
 */
const byHeading = (slug: string, heading: string, n = 0) =>
  EXAMPLES.filter((e) => e.slug === slug && e.heading === heading)[n]!;

test("$360,000 at 6.5% for 30 years with 10% down: $2,275.44 a month, PMI for 108 payments, 6.932% APR", () => {
  const figures = loanFigures(byHeading("how-a-mortgage-works", "A worked example").loans[0]!);
  expect(figures.principalAndInterestCents[0]).toBe(227_544);
  expect(figures.principalAndInterestCents).toHaveLength(360);
  // "Down payments and PMI" says the scheduled balance drops below 78% of $400,000 ($312,000)
  // with payment 109: PMI is paid with the 108 payments before it.
  expect(figures.insuranceCents.filter((c) => c === 15_000)).toHaveLength(108);
  expect(figures.insuranceCents.slice(108).every((c) => c === 0)).toBe(true);
  expect(figures.amountFinancedCents).toBe(35_640_000);
  expect(figures.aprPercent.toFixed(3)).toBe("6.932");
});

test("the 5/6 ARM: $2,334.29 for 60 payments, then $2,505.35 at 6.5%; worst case $2,802.64 and $3,551.69; 6.299% APR", () => {
  const arm = byHeading(
    "fixed-vs-adjustable-rate-mortgages",
    "A worked example: 5/6 SOFR ARM vs 30-year fixed",
  ).loans[1]!;
  const figures = loanFigures(arm);
  expect(figures.principalAndInterestCents.slice(0, 60).every((p) => p === 233_429)).toBe(true);
  expect(figures.principalAndInterestCents[60]).toBe(250_535);
  expect(figures.worstCase).toEqual({
    firstChangeCents: 280_264,
    paymentCents: 355_169,
    fromPayment: 79,
  });
  expect(figures.aprPercent.toFixed(3)).toBe("6.299");
});

test("FHA and USDA premiums come from the calculators' one model (programs.ts), worked by hand", () => {
  const fha = loanFigures(byHeading("fha-loans", "A worked example").loans[0]!);
  // HUD: 0.55 % of the average of the base loan's 12 scheduled balances. $289,500 at 6.25 %,
  // 30 years: M = $1,782.50; B_k = P(1+r)^k − M((1+r)^k − 1)/r, k = 0…11, average
  // $287,962.67; × 0.0055 / 12 = 131.9829 → $131.98 for each of the first 12 payments, then less.
  expect(fha.insuranceCents.slice(0, 12)).toEqual(Array(12).fill(13_198));
  expect(fha.insuranceCents[12]).toBe(13_038); // year 2: average $284,471.45 → $130.38
  expect(fha.insuranceCents.every((c) => c > 0)).toBe(true);
  // 1,813.6958... rounds to $1,813.70 on the $294,566.25 loan (1.75 % of $289,500 financed).
  expect(byHeading("fha-loans", "A worked example").loans[0]!.loanCents).toBe(29_456_625);
  expect(fha.principalAndInterestCents[0]).toBe(181_370);
  const tenDown = loanFigures(byHeading("fha-loans", "A worked example").loans[1]!);
  // $270,000 base: year-1 average $268,566.21 × 0.005 / 12 = $111.90; for 11 years only.
  expect(tenDown.insuranceCents.slice(0, 12)).toEqual(Array(12).fill(11_190));
  expect(tenDown.insuranceCents[131]).toBe(9_365);
  expect(tenDown.insuranceCents.slice(132).every((c) => c === 0)).toBe(true);
  const usdaLoan = byHeading("usda-loans", "A worked example").loans[0]!;
  // USDA's 1 % is of the total loan: 250,000 ÷ 0.99 = $252,525.25. Year-1 average balance of
  // that loan at 6.25 % (M = $1,554.84) is $251,184.28; × 0.0035 / 12 = 73.2621 → $73.26.
  expect(usdaLoan.loanCents).toBe(25_252_525);
  expect(loanFigures(usdaLoan).insuranceCents[0]).toBe(7_326);
  // VA, first use, nothing down: 2.15 % of $350,000 = $7,525 → $357,525.
  expect(byHeading("va-loans", "A worked example").loans[0]!.loanCents).toBe(35_752_500);
  // Conventional PMI: 0.5 % of $360,000 / 12 = $150, level, until the 78 % month.
  const pmi = loanFigures(
    byHeading("down-payments-and-pmi", "A worked example: when would PMI end?").loans[0]!,
  );
  expect(pmi.insuranceCents[0]).toBe(15_000);
});

test("every example's APR is above its starting rate, and prepaid finance charges raise it", () => {
  for (const example of EXAMPLES) {
    for (const loan of example.loans) {
      const figures = loanFigures(loan);
      expect(figures.aprPercent, `${example.slug} ${loan.ratePercent}`).toBeGreaterThan(
        loan.ratePercent,
      );
      const withoutCharges = loanFigures({ ...loan, charges: [] });
      expect(figures.aprPercent).toBeGreaterThan(withoutCharges.aprPercent);
    }
  }
  // With no charges and no insurance the APR is the interest rate (Appendix J: the amount
  // financed equals the loan, so the payments' own rate solves the equation).
  const bare = loanFigures({ loanCents: 30_000_000, ratePercent: 6.5, termYears: 30, charges: [] });
  expect(bare.aprPercent).toBeCloseTo(6.5, 3);
});
