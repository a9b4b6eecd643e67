import { expect, test } from "vitest";
import { QUALIFYING_RATIOS } from "~/config/qualifying-ratios";
import {
  computeHowMuchHouse,
  howMuchHouseDefaults,
  parseHowMuchHouse,
  readHowMuchHouse,
} from "./how-much-house-form";
import { limitText, ratioText, ruleText, tierTitle } from "./how-much-house-text";

test("a first visit shows the defaults; a link's names fill the form, the rest keep defaults", () => {
  expect(readHowMuchHouse(new URLSearchParams())).toEqual(howMuchHouseDefaults());
  const texts = readHowMuchHouse(
    new URLSearchParams("monthlyIncome=9%2C500&monthlyDebts=250&loanType=fha&creditScore=620"),
  );
  expect(texts).toMatchObject({
    monthlyIncome: "9,500",
    monthlyDebts: "250",
    loanType: "fha",
    creditScore: "620",
    interestRate: "6.5",
  });
  expect(parseHowMuchHouse(texts).values).toMatchObject({
    monthlyIncome: 950_000,
    monthlyDebts: 25_000,
    loanType: "fha",
    creditScore: 620,
    familySize: 3,
    vaRegion: "south",
  });
});

test("the issue's case through the form: the comfortable tier's loan is $265,794", () => {
  // Worked in lib/finance/how-much-house.test.ts: 36 % × 8,000 − 700 − 500 = 1,680 of P&I at
  // 6.5 % for 30 years → $265,794. $6,000 a year of insurance = $500 a month; no tax.
  const { result } = computeHowMuchHouse({
    ...howMuchHouseDefaults(),
    downPayment: "100000",
    propertyTaxPercent: "0",
    homeInsurance: "6000",
  });
  expect(result?.comfortable.costs.baseLoanCents).toBe(26_579_400);
  expect(result?.comfortable.maxHomePriceCents).toBe(36_579_400);
});

test("values outside their ranges or lists are refused with the field's message and no result", () => {
  const state = computeHowMuchHouse({
    ...howMuchHouseDefaults(),
    monthlyIncome: "0",
    creditScore: "900",
    loanType: "jumbo",
    vaRegion: "pacific",
    familySize: "8",
    interestRate: "150",
  });
  expect(state.result).toBeNull();
  expect(state.errors).toEqual({
    monthlyIncome: "Enter an amount from $1 to $10,000,000, in dollars and cents.",
    creditScore: "Enter a credit score from 300 to 850.",
    loanType: "Choose conventional, FHA, VA or USDA.",
    vaRegion: "Choose the Northeast, Midwest, South or West.",
    familySize: "Choose 1, 2, 3, 4, 5, 6 or 7 people.",
    interestRate: "Enter a percentage from 0 to 100, with up to 3 decimals.",
  });
  // A score with decimals is refused too, not rounded.
  expect(parseHowMuchHouse({ ...howMuchHouseDefaults(), creditScore: "700.5" }).errors).toEqual({
    creditScore: "Enter a credit score from 300 to 850.",
  });
});

test("FHA below a 500 score: the program's message beside the credit score, no result", () => {
  const state = computeHowMuchHouse({
    ...howMuchHouseDefaults(),
    loanType: "fha",
    creditScore: "480",
  });
  expect(state.result).toBeNull();
  expect(state.errors).toEqual({ creditScore: "FHA loans need a credit score of at least 500." });
});

test("the words of the tiers and limits", () => {
  expect(tierTitle("standard", "fha")).toBe("FHA standard");
  expect(tierTitle("comfortable", "va")).toBe("Comfortable");
  expect(ruleText(QUALIFYING_RATIOS.fha.standard)).toBe("31% housing, 43% all debts");
  expect(ruleText(QUALIFYING_RATIOS.conventional.stretch)).toBe("50% all debts");
  expect(ruleText(QUALIFYING_RATIOS.va.standard)).toBe("41% all debts, with VA residual income");
  expect(ruleText(QUALIFYING_RATIOS.va.stretch)).toBe(
    "41% all debts, or residual income 120% of VA's guideline",
  );
  const comfortable = QUALIFYING_RATIOS.conventional.comfortable;
  expect(limitText("back-end", comfortable, null, 3)).toBe("Back-end ratio (36%)");
  expect(limitText("front-end", comfortable, null, 3)).toBe("Front-end ratio (28%)");
  expect(limitText("loan-limit", comfortable, 83_275_000, 3)).toBe("Loan limit ($832,750)");
  expect(limitText("down-payment", comfortable, null, 3.5)).toBe("Minimum down payment (3.5%)");
  expect(limitText("residual-income", QUALIFYING_RATIOS.va.stretch, null, 0)).toBe(
    "VA residual income",
  );
  expect(ratioText(27.25)).toBe("27.3%");
  expect(ratioText(36)).toBe("36%");
  expect(ratioText(Number.NaN)).toBe("—");
});
