import { expect, test } from "vitest";
import {
  cashToCloseDefaults,
  cashToCloseErrors,
  CASH_TO_CLOSE_FIELDS,
  computeCashToClose,
  readCashToClose,
  CLOSING_DATE_MESSAGE,
  DOWN_PAYMENT_MESSAGE,
  STATE_MESSAGE,
} from "./cash-to-close-form";
import { CARRIED_FROM_MORTGAGE_PAYMENT, cashToCloseHref } from "./cash-to-close-link";

const TODAY = { year: 2026, month: 11 };
const q = (query: string) => new URLSearchParams(query);

test("first visit: the lender's home state (Oregon, no transfer tax) and a closing on the 15th of next month", () => {
  const texts = readCashToClose(q(""), TODAY);
  expect(texts.propertyState).toBe("OR");
  expect(texts.transferTaxRate).toBe("0");
  expect(texts.taxRatesFor).toBe("OR");
  expect(texts.closingDate).toBe("12/15/2026");
  // $400,000 − $40,000 at 6.5 %: 36,000,000 × 6.5 % / 365 = 6,410.96 → $64.11 a day × 17 days
  const result = computeCashToClose(texts);
  expect(result?.loanAmountCents).toBe(36_000_000);
  expect(result?.prepaidInterest.totalCents).toBe(108_987);
  expect(result?.transferTaxCents).toBe(0);
});

test("a link with a state and no rates gets that state's rates", () => {
  const texts = readCashToClose(q("propertyState=FL"), TODAY);
  expect(texts.transferTaxRate).toBe("0.7");
  expect(texts.mortgageTaxRate).toBe("0.55");
  expect(texts.taxRatesFor).toBe("FL");
  expect(readCashToClose(q("propertyState=CA"), TODAY).transferTaxRate).toBe("0.11");
  expect(readCashToClose(q("propertyState=WA"), TODAY).transferTaxRate).toBe("1.1");
});

test("rates typed for the chosen state are kept; rates left from another state are replaced", () => {
  const kept = readCashToClose(
    q("propertyState=CA&transferTaxRate=0.5&mortgageTaxRate=0&taxRatesFor=CA"),
    TODAY,
  );
  expect(kept.transferTaxRate).toBe("0.5");
  // The borrower switched the select from California to Washington and submitted the form.
  const switched = readCashToClose(
    q("propertyState=WA&transferTaxRate=0.5&mortgageTaxRate=0&taxRatesFor=CA"),
    TODAY,
  );
  expect(switched.transferTaxRate).toBe("1.1");
  expect(switched.taxRatesFor).toBe("WA");
  // A hand-made link with rates but no taxRatesFor keeps its rates.
  expect(readCashToClose(q("propertyState=NV&transferTaxRate=0.51"), TODAY).transferTaxRate).toBe(
    "0.51",
  );
});

test("each refused field has its message and there is no result", () => {
  const base = cashToCloseDefaults(TODAY);
  const check = (patch: Partial<typeof base>) => {
    const texts = { ...base, ...patch };
    expect(computeCashToClose(texts)).toBeNull();
    return cashToCloseErrors(texts);
  };
  expect(check({ closingDate: "02/30/2027" })).toEqual({ closingDate: CLOSING_DATE_MESSAGE });
  expect(check({ closingDate: "12/2026" })).toEqual({ closingDate: CLOSING_DATE_MESSAGE });
  expect(check({ propertyState: "NY" })).toEqual({ propertyState: STATE_MESSAGE });
  expect(check({ downPayment: "500000" })).toEqual({ downPayment: DOWN_PAYMENT_MESSAGE });
  expect(check({ originationFeePercent: "150" })).toEqual({
    originationFeePercent: "Enter a percentage from 0 to 100, with up to 3 decimals.",
  });
  expect(check({ propertyTaxEscrowMonths: "13" })).toEqual({
    propertyTaxEscrowMonths: "Enter a whole number of months from 0 to 12.",
  });
  expect(cashToCloseErrors(base)).toEqual({});
});

test("the mortgage payment calculator's numbers carry over under the same names", () => {
  for (const name of CARRIED_FROM_MORTGAGE_PAYMENT) expect(CASH_TO_CLOSE_FIELDS).toContain(name);
  const href = cashToCloseHref({
    homePrice: "300,000",
    downPayment: "15,000",
    interestRate: "6.5",
    loanTermYears: "30",
    propertyTax: "3,000",
    homeInsurance: "1,200",
  });
  expect(href).toBe(
    "/calculators/cash-to-close?homePrice=300%2C000&downPayment=15%2C000&interestRate=6.5&loanTermYears=30&propertyTax=3%2C000&homeInsurance=1%2C200",
  );
  const texts = readCashToClose(new URL(href, "https://example.test").searchParams, TODAY);
  const result = computeCashToClose(texts);
  expect(result?.loanAmountCents).toBe(28_500_000);
  // PMT(6.5 %/12, 360, 285,000) = 1,801.39 (the mortgage payment calculator's e2e case)
  expect(result?.monthlyPrincipalAndInterestCents).toBe(180_139);
  // $3,000 a year ÷ 12 = $250 × 3 months; $1,200 ÷ 12 = $100 × 2 months
  expect(result?.propertyTaxEscrow.totalCents).toBe(75_000);
  expect(result?.insuranceEscrow.totalCents).toBe(20_000);
});
