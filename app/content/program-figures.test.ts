import { readdirSync, readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { getComparison } from "~/features/mortgage-types/data.server";
import { glossaryEntry } from "./glossary.server";
import { getArticle } from "./learn.server";
import {
  DISTINCTIVE_FIGURES,
  fillProgramFigures,
  PROGRAM_FIGURES,
  programTokens,
} from "./program-figures";

const root = new URL("../../", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), "utf8");

/** Every content file that quotes program figures: the articles, the comparison, the glossary. */
const FILES = [
  ...readdirSync(new URL("content/learn/", root))
    .filter((file) => file.endsWith(".md"))
    .map((file) => `content/learn/${file}`),
  "content/mortgage-types.json",
  "content/glossary.json",
];

test("the figures as published (FHFA, HUD ML 2023-05 and 2025-23, va.gov, USDA)", () => {
  // FHFA, Nov 25, 2025: 2026 baseline $832,750, ceiling 150 % = $1,249,125.
  expect(PROGRAM_FIGURES.conformingLimit).toBe("$832,750");
  expect(PROGRAM_FIGURES.conformingHighCostLimit).toBe("$1,249,125");
  // HUD ML 2025-23: floor 65 % of $832,750 = $541,287.50 → $541,287 (HUD rounds down).
  expect(PROGRAM_FIGURES.fhaLimitFloor).toBe("$541,287");
  expect(PROGRAM_FIGURES.fhaUpfrontMip).toBe("1.75%");
  expect(PROGRAM_FIGURES.fhaAnnualMipHighLtv).toBe("0.55%");
  expect(PROGRAM_FIGURES.fhaMipYears).toBe("11");
  expect(PROGRAM_FIGURES.vaFeeFirstUse).toBe("2.15%");
  expect(PROGRAM_FIGURES.vaFeeLaterUse).toBe("3.3%");
  expect(PROGRAM_FIGURES.usdaUpfrontFee).toBe("1%");
  expect(PROGRAM_FIGURES.usdaAnnualFee).toBe("0.35%");
  // The VA article's example by hand: 832,750 × 25 % = 208,187.50; − 50,000 = 158,187.50;
  // × 4 = 632,750; (700,000 − 632,750) × 25 % = 16,812.50. Jumbo: 1,000,000 − 832,750 = 167,250.
  expect(PROGRAM_FIGURES.vaExampleQuarterLimit).toBe("$208,187.50");
  expect(PROGRAM_FIGURES.vaExampleRemaining).toBe("$158,187.50");
  expect(PROGRAM_FIGURES.vaExampleMaxLoan).toBe("$632,750");
  expect(PROGRAM_FIGURES.vaExampleDownPayment).toBe("$16,812.50");
  expect(PROGRAM_FIGURES.jumboExampleDown).toBe("$167,250");
  expect(PROGRAM_FIGURES.jumboExampleDownPercent).toBe("16.725%");
});

test("fillProgramFigures fills known tokens and leaves others (the legal pages' own) alone", () => {
  expect(fillProgramFigures("Up to {{conformingLimit}} in {{loanLimitYear}}, {{name}}")).toBe(
    "Up to $832,750 in 2026, {{name}}",
  );
});

test("every placeholder in the content names a known program figure", () => {
  for (const file of FILES) {
    for (const token of programTokens(read(file))) {
      expect(Object.keys(PROGRAM_FIGURES), `${file}: {{${token}}}`).toContain(token);
    }
  }
});

test("no program figure is typed by hand in the content (Example terms lines are generated)", () => {
  const found: string[] = [];
  for (const file of FILES) {
    read(file)
      .split("\n")
      .forEach((line, index) => {
        // The Example terms lines are computed from the data file and checked word for word
        // (example-terms.test.ts); a line may say it quotes an example rate, not a program's.
        if (line.startsWith("**Example terms:**")) return;
        if (line.includes("<!-- not a program figure")) return;
        for (const figure of DISTINCTIVE_FIGURES) {
          if (line.includes(figure)) found.push(`${file}:${index + 1}: ${figure}`);
        }
      });
  }
  expect(found).toEqual([]);
});

test("the rendered article, glossary entry and comparison carry the figures, no placeholder", () => {
  const jumbo = getArticle("jumbo-loans");
  expect(jumbo?.html).toContain("$832,750");
  expect(jumbo?.html).toContain("$1,249,125");
  expect(getArticle("va-loans")?.html).toContain("$16,812.50");
  for (const slug of ["fha-loans", "usda-loans", "va-loans", "conventional-loans"]) {
    expect(getArticle(slug)?.html, slug).not.toContain("{{");
  }
  expect(glossaryEntry("ufmip")?.definition).toContain("1.75%");
  const comparison = JSON.stringify(getComparison());
  expect(comparison).not.toContain("{{");
  expect(comparison).toContain("Mortgagee Letter 2023-05 (annual MIP)");
  expect(comparison).toContain("from $541,287 (low-cost areas)");
});
