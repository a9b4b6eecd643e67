import { expect, test } from "vitest";
import { moneyFieldText } from "~/lib/format/money";
import { updateLinked, type LinkedTexts } from "./linked-fields";

// $300,000 home, 20 % down ($60,000), tax 1.25 % of price − down ($240,000) = $3,000 a year.
const start: LinkedTexts = {
  homePrice: "300,000",
  downPayment: "60,000",
  downPaymentPercent: "20",
  propertyTax: "3,000",
  propertyTaxPercent: "1.25",
};

test("a new home price recomputes the down payment and the tax from their percents", () => {
  // 20 % of $400,000 = $80,000; 1.25 % × $320,000 = $4,000
  expect(updateLinked(start, "homePrice", "400,000")).toEqual({
    homePrice: "400,000",
    downPayment: "80000",
    downPaymentPercent: "20",
    propertyTax: "4000",
    propertyTaxPercent: "1.25",
  });
});

test("a new down payment amount recomputes its percent and the tax", () => {
  // $30,000 / $300,000 = 10 %; 1.25 % × $270,000 = $3,375
  expect(updateLinked(start, "downPayment", "30,000")).toEqual({
    ...start,
    downPayment: "30,000",
    downPaymentPercent: "10",
    propertyTax: "3375",
  });
});

test("a new down payment percent recomputes the amount and the tax", () => {
  // 5 % of $300,000 = $15,000; 1.25 % × $285,000 = $3,562.50
  expect(updateLinked(start, "downPaymentPercent", "5")).toEqual({
    ...start,
    downPayment: "15000",
    downPaymentPercent: "5",
    propertyTax: "3562.50",
  });
});

test("a new tax amount recomputes the tax percent against price minus down payment", () => {
  // $3,600 / $240,000 = 1.5 %
  expect(updateLinked(start, "propertyTax", "3,600")).toEqual({
    ...start,
    propertyTax: "3,600",
    propertyTaxPercent: "1.5",
  });
});

test("a new tax percent recomputes the tax amount", () => {
  // 1 % × $240,000 = $2,400
  expect(updateLinked(start, "propertyTaxPercent", "1")).toEqual({
    ...start,
    propertyTax: "2400",
    propertyTaxPercent: "1",
  });
});

test("a field that cannot be read yet changes nothing else", () => {
  expect(updateLinked(start, "homePrice", "$")).toEqual({ ...start, homePrice: "$" });
});

test("an emptied home price means 0 and keeps the percents for when it is typed again", () => {
  const cleared = updateLinked(start, "homePrice", "");
  expect(cleared).toMatchObject({
    downPayment: "0",
    propertyTax: "0",
    downPaymentPercent: "20",
    propertyTaxPercent: "1.25",
  });
  expect(updateLinked(cleared, "homePrice", "500,000")).toMatchObject({
    downPayment: "100000",
    propertyTax: "5000",
  });
});

test("cents become the text a money field is given", () => {
  expect(moneyFieldText(8_000_000)).toBe("80000");
  expect(moneyFieldText(356_250)).toBe("3562.50");
  expect(moneyFieldText(Number.NaN)).toBe("");
});
