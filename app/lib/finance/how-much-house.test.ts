import fc from "fast-check";
import { expect, test } from "vitest";
import { QUALIFYING_RATIOS, VA_REGIONS } from "~/config/qualifying-ratios";
import {
  calculateHowMuchHouse,
  HOUSE_TIERS,
  houseCosts,
  priceFits,
  vaResidualGuidelineCents,
  type HowMuchHouseInput,
} from "~/lib/finance/how-much-house";
import {
  annualMortgageInsurancePercent,
  financedFee,
  LOAN_TYPES,
  mortgageInsurancePlan,
} from "~/lib/finance/programs";
import { buildSchedule } from "~/lib/finance/schedule";

/**
 * Hand-worked cases. The payment factor of 6.5 % over 30 years (what Excel's PMT gives per
 * dollar): r = 0.065 / 12 = 0.005416667, (1 + r)^360 = 6.991797, factor = r × 6.991797 /
 * 5.991797 = 0.0063206802. FHA and USDA annual premiums are charged on the first year's average
 * balance: the first 12 opening balances average 0.9949370 of the loan at 6.5 % / 30 years
 * (1 − Σ_{k=0..11} ((1+r)^k − 1) / ((1+r)^360 − 1) / 12).
 */

function input(more: Partial<HowMuchHouseInput> = {}): HowMuchHouseInput {
  return {
    monthlyIncomeCents: 800_000,
    monthlyDebtsCents: 70_000,
    downPaymentCents: 10_000_000,
    interestRatePercent: 6.5,
    loanTermYears: 30,
    propertyTaxPercent: 0,
    homeInsuranceCents: 600_000,
    hoaDuesCents: 0,
    loanType: "conventional",
    creditScore: 740,
    vaRegion: "south",
    familySize: 3,
    incomeTaxPercent: 20,
    maintenanceUtilitiesCents: 30_000,
    ...more,
  };
}

function solved(more: Partial<HowMuchHouseInput> = {}) {
  const result = calculateHowMuchHouse(input(more));
  if (!result.ok) throw new Error(result.problem.message);
  return result;
}

const dollars = (cents: number) => cents / 100;

test("the issue's case: $8,000 income, $700 debts, 6.5 %, 30 years, $500 of taxes and insurance → a $265,794 loan at 28/36", () => {
  // 28 % × 8,000 = 2,240 for housing; 36 % × 8,000 − 700 = 2,180 for housing: the back end binds.
  // 2,180 − 500 of taxes and insurance leaves 1,680.00 for principal and interest.
  // 1,680 / 0.0063206802 = 265,794.2: a $265,794 loan pays 1,679.9989 → $1,680.00; $265,795
  // pays 1,680.0052 → $1,680.01, one cent over. (The spec's affordability method puts the whole
  // 2,180 into principal and interest: 2,180 / 0.0063206802 = $344,900.)
  // Matching inputs: $6,000 a year of insurance and no property tax = $500 a month; $100,000
  // down keeps the loan under 80 % of the price, so no PMI.
  const { comfortable } = solved();
  expect(comfortable.costs.baseLoanCents).toBe(26_579_400);
  expect(comfortable.maxHomePriceCents).toBe(36_579_400);
  expect(comfortable.costs.principalAndInterestCents).toBe(168_000);
  expect(comfortable.costs.monthlyMortgageInsuranceCents).toBe(0);
  expect(comfortable.costs.housingPaymentCents).toBe(218_000);
  expect(comfortable.limit).toBe("back-end");
  expect(comfortable.backEndRatioPercent).toBe(36);
  expect(comfortable.frontEndRatioPercent).toBeCloseTo(27.25, 10);
});

test("conventional standard 36/45: the front end binds at $2,380 of principal and interest", () => {
  // 36 % × 8,000 = 2,880 − 500 = 2,380 for P&I; 45 % × 8,000 − 700 = 2,900 − 500 = 2,400.
  // 2,380 / 0.0063206802 = 376,542.2: $376,542 pays 2,380.0016 → $2,380.00; one more dollar
  // → $2,380.01. Price $476,542; the loan is 79.0 % of it, so still no PMI.
  const { standard } = solved();
  expect(standard.maxHomePriceCents).toBe(47_654_200);
  expect(standard.costs.principalAndInterestCents).toBe(238_000);
  expect(standard.limit).toBe("front-end");
  expect(standard.costs.monthlyMortgageInsuranceCents).toBe(0);
});

test("conventional stretch: 50 % back end, PMI once the loan passes 80 % of the price", () => {
  // 50 % × 8,000 − 700 − 500 = 2,800 for P&I + PMI. The loan ends above 80 % LTV (85 % band,
  // score 740: 0.20 % a year of the loan), so per dollar of loan: 0.0063206802 + 0.002 / 12 =
  // 0.0064873469 → 2,800 / 0.0064873469 = $431,609 of loan; price ≈ $531,609 (LTV 81.2 %).
  const { stretch } = solved();
  expect(Math.abs(dollars(stretch.costs.baseLoanCents) - 431_609)).toBeLessThanOrEqual(2);
  expect(stretch.costs.mortgageInsuranceAnnualPercent).toBe(0.2);
  expect(stretch.limit).toBe("back-end");
  expect(stretch.costs.housingPaymentCents + 70_000).toBeLessThanOrEqual(400_000);
});

test("a conventional down payment under 3 % of the price limits the price and says what the ratios allow", () => {
  // $5,000 is 3 % of $166,666.67: $166,666 × 3 % = $4,999.98 qualifies, $166,667 needs $5,000.01.
  const result = solved({ downPaymentCents: 500_000 });
  for (const tier of HOUSE_TIERS) {
    expect(result[tier].maxHomePriceCents).toBe(16_666_600);
    expect(result[tier].limit).toBe("down-payment");
    expect(result[tier].minimumDownPaymentCents).toBe(499_998);
    const short = result[tier].downPaymentShort;
    expect(short).not.toBeNull();
    expect(short!.ratioPriceCents).toBeGreaterThan(16_666_600);
    // 3 % of the price the ratios allow (a whole-dollar price: 3 cents a dollar, exactly).
    expect(short!.minimumDownPaymentCents).toBe((short!.ratioPriceCents / 100) * 3);
  }
});

test("the conforming limit caps a conventional loan at $832,750 (2026 baseline)", () => {
  // $40,000 a month: 36 % = 14,400 for housing, far above the P&I of $832,750 ($5,263.57).
  // Price = 832,750 + 100,000 down.
  const { standard } = solved({ monthlyIncomeCents: 4_000_000, monthlyDebtsCents: 0 });
  expect(standard.maxHomePriceCents).toBe(93_275_000);
  expect(standard.limit).toBe("loan-limit");
  expect(standard.costs.baseLoanCents).toBe(83_275_000);
});

test("FHA 31/43 with the up-front premium financed and annual MIP on the first year's balance", () => {
  // $6,000 a month, $500 debts, $15,000 down, 1.2 % tax, $1,200 insurance, score 640.
  // Front end 31 % × 6,000 = 1,860 binds (back end: 43 % × 6,000 − 500 = 2,080).
  // Housing at price P: total loan = 1.0175 × (P − 15,000) (1.75 % up-front MIP);
  // P&I = 0.0063206802 × total loan; MIP (LTV ≤ 95 %: 0.50 %) is on the BASE loan (HUD leaves
  // the financed premium out) = 0.005 × 0.9949370 / 12 × base = 0.00041456 × (P − 15,000);
  // tax 0.012 / 12 × P = 0.001 × P; insurance $100.
  // 1,860 = (1.0175 × 0.0063206802 + 0.00041456) × (P − 15,000) + 0.001 P + 100
  // → 1,760 = 0.0068458 P − 102.69 + 0.001 P → P = 1,862.69 / 0.0078458 = $237,411
  // (LTV 93.7 %: the 0.50 % band, MIP for life).
  const result = solved({
    loanType: "fha",
    monthlyIncomeCents: 600_000,
    monthlyDebtsCents: 50_000,
    downPaymentCents: 1_500_000,
    propertyTaxPercent: 1.2,
    homeInsuranceCents: 120_000,
    creditScore: 640,
  });
  const { standard, comfortable } = result;
  expect(Math.abs(dollars(standard.maxHomePriceCents) - 237_411)).toBeLessThanOrEqual(3);
  expect(standard.limit).toBe("front-end");
  expect(standard.costs.mortgageInsuranceAnnualPercent).toBe(0.5);
  // Up-front MIP: 1.75 % of the base loan, rounded to the cent.
  expect(standard.costs.financedFeeCents).toBe(Math.round(standard.costs.baseLoanCents * 0.0175));
  expect(standard.costs.housingPaymentCents).toBeLessThanOrEqual(186_000);
  // Comfortable 28/36: 36 % × 6,000 − 500 = 1,660 binds (28 % = 1,680):
  // P = (1,560 + 102.69) / 0.0078458 = $211,919.
  expect(Math.abs(dollars(comfortable.maxHomePriceCents) - 211_919)).toBeLessThanOrEqual(3);
  expect(comfortable.limit).toBe("back-end");
  // Stretch 40/50: 40 % × 6,000 = 2,400 binds. Above $300,000 the loan passes 95 % LTV and MIP
  // is 0.55 %: 1.0175 × 0.0063206802 + 0.0055 × 0.9949370 / 12 = 0.0068873 per dollar of
  // price above the down payment → P = (2,300 + 103.31) / 0.0078873 = $304,706.
  expect(Math.abs(dollars(result.stretch.maxHomePriceCents) - 304_706)).toBeLessThanOrEqual(3);
  expect(result.stretch.costs.mortgageInsuranceAnnualPercent).toBe(0.55);
  // The FHA floor limit ($541,287) is what the page applies without a county.
  expect(result.loanLimitCents).toBe(54_128_700);
});

test("FHA below a 500 score gives no result and the message for the credit score", () => {
  const result = calculateHowMuchHouse(input({ loanType: "fha", creditScore: 480 }));
  expect(result).toEqual({
    ok: false,
    problem: { field: "creditScore", message: "FHA loans need a credit score of at least 500." },
  });
});

test("FHA from 500 to 579 needs 10 % down", () => {
  // $15,000 down at 10 % covers a price of at most $150,000.
  const { standard } = solved({ loanType: "fha", creditScore: 560, downPaymentCents: 1_500_000 });
  expect(standard.maxHomePriceCents).toBe(15_000_000);
  expect(standard.limit).toBe("down-payment");
});

test("the VA residual income table: region, family size, the $80,000 loan band and members over five", () => {
  // VA Pamphlet 26-7 ch. 4, loans of $80,000 and above: South family of 3 = $889; West family
  // of 5 = $1,158, of 7 = 1,158 + 2 × 80 = $1,318 (the table stops at seven); Northeast family
  // of 2 = $755. Loans of $79,999 and below: Midwest family of 1 = $382, of 6 = 902 + 75 = $977.
  expect(vaResidualGuidelineCents("south", 3, 30_000_000)).toBe(88_900);
  expect(vaResidualGuidelineCents("west", 5, 8_000_000)).toBe(115_800);
  expect(vaResidualGuidelineCents("west", 7, 30_000_000)).toBe(131_800);
  expect(vaResidualGuidelineCents("west", 9, 30_000_000)).toBe(131_800);
  expect(vaResidualGuidelineCents("northeast", 2, 30_000_000)).toBe(75_500);
  expect(vaResidualGuidelineCents("midwest", 1, 7_999_999)).toBe(38_200);
  expect(vaResidualGuidelineCents("midwest", 6, 7_999_999)).toBe(97_700);
});

test("VA: 41 % back end with residual income, and past 41 % where residual income is 120 % of the table", () => {
  // $7,000 a month, $400 debts, no down payment (funding fee 2.15 %, first use), 1.2 % tax,
  // $1,200 insurance, South, family of 3 ($889), 20 % income taxes, $300 maintenance.
  // Per dollar of price: 1.0215 × 0.0063206802 + 0.001 = 0.0074566 (no monthly MI for VA).
  // Standard: 41 % × 7,000 − 400 = 2,470 → P = 2,370 / 0.0074566 = $317,840; residual income
  // then 7,000 − 1,400 − 2,470 − 300 − 400 = $2,430 ≥ $889.
  // Stretch: residual ≥ 120 % × 889 = 1,066.80 → housing ≤ 7,000 − 1,400 − 300 − 400 − 1,066.80
  // = 3,833.20 → P = 3,733.20 / 0.0074566 = $500,659, limited by residual income.
  // Comfortable 28/36: 28 % × 7,000 = 1,960 binds (36 % − 400 = 2,120) → P = 1,860 / 0.0074566
  // = $249,444.
  const result = solved({
    loanType: "va",
    monthlyIncomeCents: 700_000,
    monthlyDebtsCents: 40_000,
    downPaymentCents: 0,
    propertyTaxPercent: 1.2,
    homeInsuranceCents: 120_000,
  });
  expect(result.minimumDownPaymentPercent).toBe(0);
  expect(result.loanLimitCents).toBeNull();
  expect(Math.abs(dollars(result.standard.maxHomePriceCents) - 317_840)).toBeLessThanOrEqual(3);
  expect(result.standard.limit).toBe("back-end");
  expect(result.standard.residualGuidelineCents).toBe(88_900);
  expect(Math.abs(dollars(result.standard.residualIncomeCents!) - 2_430)).toBeLessThanOrEqual(1);
  expect(result.standard.costs.financedFeeCents).toBe(
    Math.round(result.standard.costs.baseLoanCents * 0.0215),
  );
  expect(Math.abs(dollars(result.stretch.maxHomePriceCents) - 500_659)).toBeLessThanOrEqual(3);
  expect(result.stretch.limit).toBe("residual-income");
  expect(result.stretch.residualIncomeCents!).toBeGreaterThanOrEqual(106_680);
  expect(result.stretch.backEndRatioPercent).toBeGreaterThan(41);
  expect(Math.abs(dollars(result.comfortable.maxHomePriceCents) - 249_444)).toBeLessThanOrEqual(3);
  expect(result.comfortable.limit).toBe("front-end");
});

test("VA: a large family in the West with high taxes is held by residual income before 41 %", () => {
  // $5,000 a month, no debts, 25 % income taxes ($1,250), $400 maintenance, West, family of 7:
  // guideline 1,158 + 2 × 80 = $1,318. Residual: housing ≤ 5,000 − 1,250 − 400 − 1,318 = 2,032,
  // below 41 % × 5,000 = 2,050. P = (2,032 − 100) / 0.0074566 = $259,100.
  const { standard } = solved({
    loanType: "va",
    monthlyIncomeCents: 500_000,
    monthlyDebtsCents: 0,
    downPaymentCents: 0,
    propertyTaxPercent: 1.2,
    homeInsuranceCents: 120_000,
    vaRegion: "west",
    familySize: 7,
    incomeTaxPercent: 25,
    maintenanceUtilitiesCents: 40_000,
  });
  expect(Math.abs(dollars(standard.maxHomePriceCents) - 259_100)).toBeLessThanOrEqual(3);
  expect(standard.limit).toBe("residual-income");
  expect(standard.residualGuidelineCents).toBe(131_800);
  expect(standard.residualIncomeCents!).toBeGreaterThanOrEqual(131_800);
});

test("USDA 29/41, and the 32/44 waiver only from a 680 score", () => {
  // $5,000 a month, $300 debts, no down payment, 1.2 % tax, $1,200 insurance.
  // Total loan = base / 0.99 (1 % fee of the total); annual fee 0.35 % of the first year's
  // average balance: per dollar of price (0.0063206802 + 0.0035 × 0.9949370 / 12) / 0.99 + 0.001
  // = 0.0076777. Standard: 29 % × 5,000 = 1,450 binds (41 % − 300 = 1,750) → P = 1,350 /
  // 0.0076777 = $175,835. Stretch with 700: 32 % = 1,600 → P = 1,500 / 0.0076777 = $195,372.
  const base = {
    loanType: "usda" as const,
    monthlyIncomeCents: 500_000,
    monthlyDebtsCents: 30_000,
    downPaymentCents: 0,
    propertyTaxPercent: 1.2,
    homeInsuranceCents: 120_000,
  };
  const high = solved({ ...base, creditScore: 700 });
  expect(Math.abs(dollars(high.standard.maxHomePriceCents) - 175_835)).toBeLessThanOrEqual(3);
  expect(high.standard.limit).toBe("front-end");
  expect(high.standard.costs.mortgageInsuranceAnnualPercent).toBe(0.35);
  expect(Math.abs(dollars(high.stretch.maxHomePriceCents) - 195_372)).toBeLessThanOrEqual(3);
  expect(high.stretch.ruleAvailable).toBe(true);
  // Below 680 there is no ratio waiver: the stretch is the standard.
  const low = solved({ ...base, creditScore: 660 });
  expect(low.stretch.ruleAvailable).toBe(false);
  expect(low.stretch.maxHomePriceCents).toBe(low.standard.maxHomePriceCents);
});

test("debts over the limit: no price fits, the result says so", () => {
  // 36 % × 3,000 = 1,080 < 2,000 of debts.
  const { comfortable } = solved({ monthlyIncomeCents: 300_000, monthlyDebtsCents: 200_000 });
  expect(comfortable.affordable).toBe(false);
  expect(comfortable.maxHomePriceCents).toBe(0);
  expect(comfortable.limit).toBe("back-end");
});

test("houseCosts: the @example's payment", () => {
  // $365,000, $100,000 down → $265,000 × 0.0063206802 = 1,674.98; + $500 insurance.
  expect(houseCosts(input(), 36_500_000).housingPaymentCents).toBe(217_498);
});

// ---------------------------------------------------------------------------------------------
// Properties

const arbitraryInput = fc.record({
  monthlyIncomeCents: fc.integer({ min: 100_000, max: 5_000_000 }),
  monthlyDebtsCents: fc.integer({ min: 0, max: 500_000 }),
  downPaymentCents: fc.integer({ min: 0, max: 20_000_000 }),
  interestRatePercent: fc.integer({ min: 0, max: 12_000 }).map((m) => m / 1000),
  loanTermYears: fc.constantFrom(10, 15, 20, 30),
  propertyTaxPercent: fc.integer({ min: 0, max: 3000 }).map((m) => m / 1000),
  homeInsuranceCents: fc.integer({ min: 0, max: 500_000 }),
  hoaDuesCents: fc.integer({ min: 0, max: 80_000 }),
  loanType: fc.constantFrom(...LOAN_TYPES),
  creditScore: fc.integer({ min: 500, max: 850 }),
  vaRegion: fc.constantFrom(...VA_REGIONS),
  familySize: fc.integer({ min: 1, max: 7 }),
  incomeTaxPercent: fc.integer({ min: 0, max: 40 }),
  maintenanceUtilitiesCents: fc.integer({ min: 0, max: 60_000 }),
});

const RUNS = { numRuns: 40 };

test("property: the price found fits its tier and one dollar more does not", () => {
  fc.assert(
    fc.property(arbitraryInput, (value) => {
      const result = calculateHowMuchHouse(value);
      if (!result.ok) return;
      for (const tier of HOUSE_TIERS) {
        const found = result[tier];
        if (!found.affordable) {
          expect(priceFits(value, found.rule, 0)).toBe(false);
          continue;
        }
        expect(priceFits(value, found.rule, found.maxHomePriceCents)).toBe(true);
        expect(priceFits(value, found.rule, found.maxHomePriceCents + 100)).toBe(false);
        // The ratios shown are within the rule's limits (VA's stretch may pass 41 % on residual income).
        if (found.rule.frontEndPercent !== null) {
          expect(found.frontEndRatioPercent).toBeLessThanOrEqual(found.rule.frontEndPercent + 1e-9);
        }
        if (found.rule.backEndPercent !== null && found.rule.residualOverRatioPercent === null) {
          expect(found.backEndRatioPercent).toBeLessThanOrEqual(found.rule.backEndPercent + 1e-9);
        }
        const costs = found.costs;
        expect(costs.housingPaymentCents).toBe(
          costs.principalAndInterestCents +
            costs.monthlyTaxesCents +
            costs.monthlyInsuranceCents +
            costs.monthlyMortgageInsuranceCents +
            costs.monthlyHoaCents,
        );
      }
    }),
    RUNS,
  );
});

test("property: a higher income never lowers the price; more debts never raise it", () => {
  fc.assert(
    fc.property(
      arbitraryInput,
      fc.integer({ min: 1, max: 1_000_000 }),
      fc.integer({ min: 1, max: 200_000 }),
      (value, moreIncome, moreDebts) => {
        const before = calculateHowMuchHouse(value);
        const richer = calculateHowMuchHouse({
          ...value,
          monthlyIncomeCents: value.monthlyIncomeCents + moreIncome,
        });
        const indebted = calculateHowMuchHouse({
          ...value,
          monthlyDebtsCents: value.monthlyDebtsCents + moreDebts,
        });
        if (!before.ok || !richer.ok || !indebted.ok) return;
        for (const tier of HOUSE_TIERS) {
          expect(richer[tier].maxHomePriceCents).toBeGreaterThanOrEqual(
            before[tier].maxHomePriceCents,
          );
          expect(indebted[tier].maxHomePriceCents).toBeLessThanOrEqual(
            before[tier].maxHomePriceCents,
          );
        }
      },
    ),
    RUNS,
  );
});

test("property: comfortable ≤ standard ≤ stretch", () => {
  fc.assert(
    fc.property(arbitraryInput, (value) => {
      const result = calculateHowMuchHouse(value);
      if (!result.ok) return;
      expect(result.comfortable.maxHomePriceCents).toBeLessThanOrEqual(
        result.standard.maxHomePriceCents,
      );
      expect(result.standard.maxHomePriceCents).toBeLessThanOrEqual(
        result.stretch.maxHomePriceCents,
      );
    }),
    RUNS,
  );
});

test("every program has three tiers, the stretch never tighter than the standard", () => {
  for (const loanType of LOAN_TYPES) {
    const { standard, stretch } = QUALIFYING_RATIOS[loanType];
    expect((stretch.backEndPercent ?? 100) >= (standard.backEndPercent ?? 100)).toBe(true);
  }
});

test("property: the first month's mortgage insurance from the first loan year is the full schedule's", () => {
  // houseCosts builds only the first 12 months (the price search calls it some 70 times); the
  // premium it finds must be the one mortgageInsurancePlan finds on the whole 30-year schedule.
  fc.assert(
    fc.property(arbitraryInput, fc.integer({ min: 1, max: 200_000 }), (value, priceDollars) => {
      const priceCents = priceDollars * 100 * 10;
      const costs = houseCosts(value, priceCents);
      const loan = {
        loanType: value.loanType,
        homePriceCents: priceCents,
        downPaymentCents: Math.min(value.downPaymentCents, priceCents),
        termMonths: value.loanTermYears * 12,
        creditScore: value.creditScore,
        vaFirstUse: true,
        vaExempt: false,
      };
      const total = Math.max(0, financedFee(loan).totalLoanCents);
      const percent = annualMortgageInsurancePercent(loan);
      const expected =
        percent > 0 && total > 0
          ? mortgageInsurancePlan(
              loan,
              buildSchedule({
                principalCents: total,
                annualRatePercent: value.interestRatePercent,
                termMonths: loan.termMonths,
                start: { year: 2000, month: 1 },
              }).entries,
              total,
              percent,
            ).firstMonthCents
          : 0;
      expect(costs.monthlyMortgageInsuranceCents).toBe(expected);
    }),
    { numRuns: 300 },
  );
});
