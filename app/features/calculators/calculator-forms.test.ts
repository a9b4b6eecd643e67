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
  mortgagePaymentState,
  parseMortgageProgram,
  parseExtraKinds,
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

test("extras: links without the new names give the same results as before", () => {
  // The five spec names only: the extras take their defaults, which add nothing.
  const link =
    "loanAmount=200000&loanTermYears=30&interestRate=6.5&startDate=01%2F2026&additionalPayment=100";
  const texts = readAmortization(q(link), TODAY);
  expect(texts).toMatchObject({
    yearlyPayment: "0",
    yearlyPaymentMonth: "1",
    oneTimePayment: "0",
    oneTimePaymentDate: "12/2026",
    biweekly: false,
  });
  const withDefaults = computeAmortization(texts, TODAY);
  const specOnly = computeAmortization(
    {
      loanAmount: "200000",
      loanTermYears: "30",
      interestRate: "6.5",
      startDate: "01/2026",
      additionalPayment: "100",
    },
    TODAY,
  );
  expect(withDefaults).toEqual(specOnly);
  // The e2e reference for this link (calculators-rich.spec.ts): 297 payments, payoff Sep 2050.
  expect(withDefaults?.paymentCount).toBe(297);
  expect(withDefaults?.payoffDate).toEqual({ year: 2050, month: 9 });
});

test("extras: the biweekly box is read from biweekly=1 (and any value but '', 0 or false)", () => {
  expect(readAmortization(q("biweekly=1"), TODAY).biweekly).toBe(true);
  expect(readAmortization(q("biweekly=on"), TODAY).biweekly).toBe(true);
  expect(readAmortization(q("biweekly=0"), TODAY).biweekly).toBe(false);
  expect(readAmortization(q("biweekly="), TODAY).biweekly).toBe(false);
  expect(readAmortization(q(""), TODAY).biweekly).toBe(false);
  expect(readExtraPayment(q("biweekly=1"), TODAY).biweekly).toBe(true);
});

test("extras: hand-worked yearly and one-time payments through the amortization form", () => {
  // $1,200 at 0 % for 1 year from 01/2027 (after today, so extras count from the first
  // payment): $100 a month; $300 once in 03/2027 and $200 every June. Balances: 01 1,100;
  // 02 1,000; 03 600; 04 500; 05 400; 06 100; 07 pays the last $100 → 7 payments, Jul 2027.
  const texts = readAmortization(
    q(
      "loanAmount=1200&loanTermYears=1&interestRate=0&startDate=01%2F2027&additionalPayment=0" +
        "&yearlyPayment=200&yearlyPaymentMonth=6&oneTimePayment=300&oneTimePaymentDate=03%2F2027",
    ),
    TODAY,
  );
  const result = computeAmortization(texts, TODAY);
  expect(result?.paymentCount).toBe(7);
  expect(result?.payoffDate).toEqual({ year: 2027, month: 7 });
  expect(result?.schedule.totals.totalExtraCents).toBe(50_000);
  expect(result?.schedule.entries.map((e) => e.balanceCents / 100)).toEqual([
    1100, 1000, 600, 500, 400, 100, 0,
  ]);
});

test("extras: a month that is not 1-12 is refused with its message and gives no result", () => {
  const base = readAmortization(q(""), TODAY);
  for (const month of ["13", "0", "", "3.5", "March"]) {
    const texts = { ...base, yearlyPayment: "1000", yearlyPaymentMonth: month };
    expect(parseExtraKinds(texts).errors).toEqual({
      yearlyPaymentMonth: "Choose a month from January to December.",
    });
    expect(computeAmortization(texts, TODAY)).toBeNull();
  }
  expect(parseExtraKinds({ ...base, yearlyPayment: "-5" }).errors.yearlyPayment).toMatch(/Enter/);
});

test("extras: the one-time payment's month is read only with an amount, and must be a month of the loan", () => {
  // Loan from 12/2026 for 30 years: its months run 12/2026 to 11/2056.
  const base = readExtraPayment(q(""), TODAY);
  expect(parseExtraKinds({ ...base, oneTimePayment: "0", oneTimePaymentDate: "x" }).errors).toEqual(
    {},
  );
  const message = (date: string) =>
    parseExtraKinds({ ...base, oneTimePayment: "5000", oneTimePaymentDate: date }).errors
      .oneTimePaymentDate;
  expect(message("")).toBe("Enter the month of the one-time payment as MM/YYYY.");
  expect(message("6/2027")).toBe("Enter the month of the one-time payment as MM/YYYY.");
  expect(message("11/2026")).toBe("Enter a month of the loan, from 12/2026 to 11/2056.");
  expect(message("12/2056")).toBe("Enter a month of the loan, from 12/2026 to 11/2056.");
  expect(message("12/2026")).toBeUndefined();
  expect(message("11/2056")).toBeUndefined();
  expect(
    computeExtraPayment({ ...base, oneTimePayment: "5000", oneTimePaymentDate: "11/2026" }),
  ).toBeNull();
});

test("extras: unused extras leave the address; a half-typed one-time month skips silently", () => {
  const params = q(
    "startDate=12%2F2026&additionalPayment=0&yearlyPayment=0&yearlyPaymentMonth=3&oneTimePayment=0&oneTimePaymentDate=12%2F2026",
  );
  expect(acceptAmortization(params)).toBe(true);
  expect(params.toString()).toBe("startDate=12%2F2026&additionalPayment=0");
  const used = q(
    "startDate=12%2F2026&yearlyPayment=1%2C000&yearlyPaymentMonth=3&oneTimePayment=500&oneTimePaymentDate=06%2F2027&biweekly=1",
  );
  expect(acceptAmortization(used)).toBe(true);
  expect([...used.keys()]).toEqual([
    "startDate",
    "yearlyPayment",
    "yearlyPaymentMonth",
    "oneTimePayment",
    "oneTimePaymentDate",
    "biweekly",
  ]);
  expect(
    acceptAmortization(q("startDate=12%2F2026&oneTimePayment=500&oneTimePaymentDate=06%2F20")),
  ).toBe(false);
  expect(
    acceptExtraPayment(
      q(
        "startDate=12%2F2026&extraStartDate=12%2F2026&oneTimePayment=500&oneTimePaymentDate=06%2F20",
      ),
    ),
  ).toBe(false);
});

test("extras: the payoff calculator counts them from the (reset) extra start", () => {
  // $1,200 at 0 % for 1 year from 01/2027, extra start 06/2026 → reset to 01/2027 (spec 5).
  // Biweekly: $50 every two weeks, 26 × 50 − 12 × 100 = $100 more with payment 12 — but the
  // loan is paid off by then: $300 once in 02/2027 leaves 1,200 − 200 − 300 = 700 after
  // February, then 600 … 100 after August, September pays it: 9 payments, 3 months earlier.
  const result = computeExtraPayment(
    readExtraPayment(
      q(
        "loanAmount=1200&interestRate=0&loanTermYears=1&startDate=01%2F2027&extraStartDate=06%2F2026" +
          "&additionalPayment=0&oneTimePayment=300&oneTimePaymentDate=02%2F2027&biweekly=1",
      ),
      TODAY,
    ),
  );
  expect(result?.extraStartDate).toEqual({ year: 2027, month: 1 });
  expect(result?.monthsEarlier).toBe(3);
  expect(result?.newPaymentCents).toBe(10_000);
  expect(result?.withExtra.totals.totalExtraCents).toBe(30_000);
});

test("the loan program's fields: defaults, an empty score is none, refused values name the field", () => {
  expect(readMortgagePayment(new URLSearchParams("homePrice=300000"))).toMatchObject({
    loanType: "conventional",
    creditScore: "",
    vaFirstUse: "yes",
    vaExempt: "no",
  });
  expect(parseMortgageProgram({}).program).toEqual({
    loanType: "conventional",
    creditScore: null,
    vaFirstUse: true,
    vaExempt: false,
  });
  expect(
    parseMortgageProgram({ loanType: "va", vaFirstUse: "no", vaExempt: "yes" }).program,
  ).toEqual({ loanType: "va", creditScore: null, vaFirstUse: false, vaExempt: true });
  expect(
    parseMortgageProgram({ loanType: "jumbo", creditScore: "900", vaFirstUse: "maybe" }),
  ).toEqual({
    program: null,
    errors: {
      loanType: "Choose conventional, FHA, VA or USDA.",
      creditScore: "Enter a credit score from 300 to 850.",
      vaFirstUse: "Choose yes or no.",
    },
  });
  // A link with only a loan type is not a submitted form: the PMI box keeps its default.
  expect(readMortgagePayment(new URLSearchParams("loanType=fha")).includePmi).toBe(true);
});

test("each program's minimum down payment refuses the result with a message beside the field", () => {
  const today = { year: 2026, month: 12 };
  const texts = (query: string) =>
    readMortgagePayment(
      new URLSearchParams(`homePrice=300000&loanTermYears=30&interestRate=6.5&${query}`),
    );
  // Conventional 3 % of $300,000 = $9,000.
  expect(mortgagePaymentState(texts("downPayment=8999&includePmi=on"), today)).toEqual({
    result: null,
    errors: { downPayment: "A conventional loan needs at least 3% down: $9,000 on this price." },
  });
  expect(mortgagePaymentState(texts("downPayment=9000"), today).result).not.toBeNull();
  // FHA: 3.5 % ($10,500) from 580, 10 % ($30,000) from 500 to 579, nothing below 500.
  expect(
    mortgagePaymentState(texts("loanType=fha&creditScore=580&downPayment=10499"), today).errors,
  ).toEqual({
    downPayment:
      "An FHA loan needs at least 3.5% down with a credit score of 580 or more: $10,500 on this price.",
  });
  expect(
    mortgagePaymentState(texts("loanType=fha&creditScore=580&downPayment=10500"), today).result,
  ).not.toBeNull();
  expect(
    mortgagePaymentState(texts("loanType=fha&creditScore=579&downPayment=10500"), today).errors,
  ).toEqual({
    downPayment:
      "With a credit score from 500 to 579, an FHA loan needs at least 10% down: $30,000 on this price.",
  });
  expect(
    mortgagePaymentState(texts("loanType=fha&creditScore=499&downPayment=60000"), today).errors,
  ).toEqual({ creditScore: "FHA loans need a credit score of at least 500." });
  // VA and USDA: nothing down.
  expect(
    mortgagePaymentState(texts("loanType=va&downPayment=0"), today).result?.loanAmountCents,
  ).toBe(30_645_000); // 300,000 + 2.15 % = $306,450
  expect(mortgagePaymentState(texts("loanType=usda&downPayment=0"), today).result).not.toBeNull();
});

test("with no loan type and no credit score the spec's calculator is unchanged", () => {
  const today = { year: 2024, month: 12 };
  const query =
    "homePrice=300000&downPayment=15000&loanTermYears=30&interestRate=6.5&propertyTax=3600&homeInsurance=1200&hoaDues=50&includePmi=on";
  const spec = computeMortgagePayment(readMortgagePayment(new URLSearchParams(query)), today);
  const explicit = computeMortgagePayment(
    readMortgagePayment(new URLSearchParams(`${query}&loanType=conventional&creditScore=`)),
    today,
  );
  // P&I $1,801.39 + tax $300 + insurance $100 + HOA $50 + PMI 0.75 % × 285,000 / 12 = $178.13.
  expect(spec?.monthlyPaymentCents).toBe(242_952);
  expect(spec?.monthlyPmiCents).toBe(17_813);
  expect(explicit?.monthlyPaymentCents).toBe(242_952);
  expect(explicit?.mortgageInsurance.totalCents).toBe(spec?.mortgageInsurance.totalCents);
});

test("a link with the down payment amount only shows the percent that amount is of the price", () => {
  // $10,500 of $300,000 = 3.5 %; $61,234 of $400,000 = 15.3085 % → 15.309 (3 decimals, half up).
  expect(readMortgagePayment(q("homePrice=300000&downPayment=10500")).downPaymentPercent).toBe(
    "3.5",
  );
  expect(readMortgagePayment(q("homePrice=400000&downPayment=61234")).downPaymentPercent).toBe(
    "15.309",
  );
  // A percent given with it is kept as given; no amount: the default percent.
  expect(
    readMortgagePayment(q("homePrice=300000&downPayment=10500&downPaymentPercent=4"))
      .downPaymentPercent,
  ).toBe("4");
  expect(readMortgagePayment(q("homePrice=300000")).downPaymentPercent).toBe("10");
  // The outputs depend on the amount only: the same payment with or without the percent.
  expect(
    computeMortgagePayment(readMortgagePayment(q("homePrice=300000&downPayment=10500")), TODAY)
      ?.monthlyPaymentCents,
  ).toBe(
    computeMortgagePayment(
      readMortgagePayment(q("homePrice=300000&downPayment=10500&downPaymentPercent=10")),
      TODAY,
    )?.monthlyPaymentCents,
  );
});
