import { expect, test } from "vitest";
import {
  acceptAmortization,
  acceptExtraPayment,
  acceptRefinance,
  amortizationDefaults,
  computeAmortization,
  computeExtraPayment,
  computeMortgagePayment,
  computeRefinance,
  readAmortization,
  readExtraPayment,
  readMortgagePayment,
  readRefinance,
  resetExtraStart,
  rollsClosingCosts,
} from "./calculator-forms";

const TODAY = { year: 2026, month: 11 };
const q = (query: string) => new URLSearchParams(query);

test("an empty query gives defaults that show results, starting next month", () => {
  const texts = readAmortization(q(""), TODAY);
  expect(texts).toEqual(amortizationDefaults(TODAY));
  expect(texts.startDate).toBe("12/2026");
  // $300,000 at 6.5 % for 30 years; Excel PMT(6.5%/12, 360, -300000) = 1,896.20
  expect(computeAmortization(texts, TODAY)?.monthlyPaymentCents).toBe(189_620);
  expect(readExtraPayment(q(""), TODAY).startDate).toBe("12/2026");
  expect(readRefinance(q(""), TODAY).newStartDate).toBe("12/2026");
  expect(
    computeMortgagePayment(readMortgagePayment(q("")), TODAY)?.monthlyPaymentCents,
  ).toBeGreaterThan(0);
});

test("fields missing from the query keep their defaults; present but empty means 0 (spec 5)", () => {
  const texts = readAmortization(
    q("loanAmount=162000&interestRate=3.875&startDate=01%2F2025"),
    TODAY,
  );
  expect(texts.loanTermYears).toBe("30");
  // CFPB H-25(B): $162,000 at 3.875 % for 30 years → $761.78
  expect(computeAmortization(texts, TODAY)?.monthlyPaymentCents).toBe(76_178);
  const empty = readAmortization(q("loanAmount=162000&interestRate=&startDate=01%2F2025"), TODAY);
  expect(empty.interestRate).toBe("");
  // 0 % → 162000 / 360 = $450.00
  expect(computeAmortization(empty, TODAY)?.monthlyPaymentCents).toBe(45_000);
});

test("masked values with commas and dollar signs are read", () => {
  const texts = readAmortization(
    q(
      "loanAmount=%24162%2C000.00&loanTermYears=30&interestRate=3.875&startDate=01%2F2025&additionalPayment=0",
    ),
    TODAY,
  );
  expect(computeAmortization(texts, TODAY)?.totalCostCents).toBeGreaterThan(16_200_000);
});

test("an invalid date or number gives no result (spec 8: no result, no message)", () => {
  const base = amortizationDefaults(TODAY);
  expect(computeAmortization({ ...base, startDate: "1/2025" }, TODAY)).toBeNull();
  expect(computeAmortization({ ...base, startDate: "13/2025" }, TODAY)).toBeNull();
  expect(computeAmortization({ ...base, loanAmount: "abc" }, TODAY)).toBeNull();
});

test("the amortization calculator skips recalculating on an invalid start date", () => {
  expect(acceptAmortization(q("startDate=03%2F2027"))).toBe(true);
  expect(acceptAmortization(q("startDate=03%2F202"))).toBe(false);
  expect(acceptAmortization(q("startDate=3%2F2027"))).toBe(false);
  expect(acceptAmortization(q(""))).toBe(false);
});

test("the amortization extra payment starts in the current month, not at the loan start", () => {
  // A loan from 01/2020 with $100 extra: payments before 11/2026 carry no extra.
  const result = computeAmortization(
    {
      loanAmount: "100000",
      loanTermYears: "30",
      interestRate: "6",
      startDate: "01/2020",
      additionalPayment: "100",
    },
    TODAY,
  );
  const entries = result?.schedule.entries ?? [];
  expect(entries.find((e) => e.key === "2026-10")?.extraCents).toBe(0);
  expect(entries.find((e) => e.key === "2026-11")?.extraCents).toBe(10_000);
});

test("the PMI box is ticked on a first visit and follows the form once submitted", () => {
  expect(readMortgagePayment(q("")).includePmi).toBe(true);
  expect(readMortgagePayment(q("homePrice=400000")).includePmi).toBe(false);
  expect(readMortgagePayment(q("homePrice=400000&includePmi=on")).includePmi).toBe(true);
  expect(readMortgagePayment(q("homePrice=400000&includePmi=false")).includePmi).toBe(false);
});

test("a link with a percent but no amount gets the amount from the percent", () => {
  const texts = readMortgagePayment(
    q("homePrice=500000&downPaymentPercent=5&propertyTaxPercent=1"),
  );
  expect(texts.downPayment).toBe("25000");
  // tax base = price − down = $475,000 → 1 % = $4,750
  expect(texts.propertyTax).toBe("4750");
});

test("mortgage payment: hand-worked $400,000 home, 20 % down, 6 %, taxes and insurance", () => {
  // loan $320,000; P&I = 320000 × 0.005 × 1.005^360 / (1.005^360 − 1) = 1,918.56;
  // tax 4800 / 12 = 400; insurance 1200 / 12 = 100; HOA 50; no PMI at 20 % → 2,468.56
  const result = computeMortgagePayment(
    {
      homePrice: "400,000",
      loanTermYears: "30",
      interestRate: "6",
      downPayment: "80,000",
      downPaymentPercent: "20",
      propertyTax: "4,800",
      propertyTaxPercent: "1.5",
      homeInsurance: "1,200",
      hoaDues: "50",
      includePmi: true,
    },
    TODAY,
  );
  expect(result?.principalAndInterestCents).toBe(191_856);
  expect(result?.monthlyPmiCents).toBe(0);
  expect(result?.monthlyPaymentCents).toBe(246_856);
  expect(result?.start).toEqual({ year: 2026, month: 12 });
});

test("payoff calculator: an extra start before the loan start is reset to it", () => {
  expect(resetExtraStart({ startDate: "06/2027", extraStartDate: "01/2027" })).toEqual({
    texts: { startDate: "06/2027", extraStartDate: "06/2027" },
    reset: true,
  });
  expect(resetExtraStart({ startDate: "06/2027", extraStartDate: "07/2027" }).reset).toBe(false);
  expect(
    readExtraPayment(q("startDate=06%2F2027&extraStartDate=01%2F2020"), TODAY).extraStartDate,
  ).toBe("06/2027");
});

test("payoff calculator: either invalid date skips silently; a reset is written into the params", () => {
  expect(acceptExtraPayment(q("startDate=06%2F2027&extraStartDate=0"))).toBe(false);
  expect(acceptExtraPayment(q("startDate=06%2F20&extraStartDate=07%2F2027"))).toBe(false);
  const params = q("startDate=06%2F2027&extraStartDate=01%2F2027");
  const resets: string[] = [];
  expect(acceptExtraPayment(params, (start) => resets.push(start))).toBe(true);
  expect(params.get("extraStartDate")).toBe("06/2027");
  expect(resets).toEqual(["06/2027"]);
});

test("payoff calculator: savings and time against a hand-worked two-month loan", () => {
  // $1,000 at 12 % over 2 months (2/12 year is not typeable, so use 0 % over 1 year instead):
  // $1,200 at 0 % for 1 year = $100 a month; $100 extra from the 1st payment → 6 payments, 6 months earlier.
  const result = computeExtraPayment({
    loanAmount: "1200",
    interestRate: "0",
    loanTermYears: "1",
    startDate: "01/2027",
    extraStartDate: "01/2027",
    additionalPayment: "100",
  });
  expect(result?.standardPaymentCents).toBe(10_000);
  expect(result?.newPaymentCents).toBe(20_000);
  expect(result?.monthsEarlier).toBe(6);
  expect(result?.interestSavingsCents).toBe(0);
});

test("refinance: both dates must be valid, closing costs are optional", () => {
  expect(acceptRefinance(q("originalStartDate=01%2F2020&newStartDate=12%2F2026"))).toBe(true);
  expect(acceptRefinance(q("originalStartDate=01%2F2020&newStartDate=12%2F26"))).toBe(false);
  const texts = readRefinance(q(""), TODAY);
  const withoutCosts = computeRefinance({ ...texts, closingCosts: "" });
  expect(withoutCosts?.closingCostsCents).toBe(0);
  expect(withoutCosts?.breakEvenMonths).toBe(0);
  expect(computeRefinance({ ...texts, newStartDate: "x" })).toBeNull();
});

test("refinance defaults: a 7.25 % loan from three years ago against a new 6 % loan saves each month", () => {
  const result = computeRefinance(readRefinance(q(""), TODAY));
  // PMT(7.25%/12, 360, 300000) = 2,046.53; PMT(6%/12, 360, 290000) = 1,738.70
  expect(result?.originalPaymentCents).toBe(204_653);
  expect(result?.newPaymentCents).toBe(173_870);
  expect(result?.monthlySavingsCents).toBe(30_783);
  // $5,000 / $307.83 = 16.2 → the 17th payment
  expect(result?.breakEvenMonths).toBe(17);
});

test("refinance: the roll-in box is unticked unless the link says so", () => {
  expect(readRefinance(q(""), TODAY).rollClosingCosts).toBe("");
  expect(rollsClosingCosts(readRefinance(q("rollClosingCosts=1"), TODAY))).toBe(true);
  expect(rollsClosingCosts(readRefinance(q("rollClosingCosts=0"), TODAY))).toBe(false);
  const texts = readRefinance(q("rollClosingCosts=1"), TODAY);
  const rolled = computeRefinance(texts);
  // The defaults' $290,000 loan borrows the $5,000 of costs too: $295,000, nothing in cash.
  expect(rolled?.newLoanPrincipalCents).toBe(29_500_000);
  expect(rolled?.cashClosingCostsCents).toBe(0);
  // PMT(6%/12, 360, 295,000) = 1,768.67 (the Python reference of calculators-cash.spec.ts)
  expect(rolled?.newPaymentCents).toBe(176_867);
});
