import { expect, test } from "vitest";
import { formatAnnualIncome, formatCentsAsCurrency, formatCurrency } from "~/lib/format/currency";

test("whole dollars with comma separators and a $ (spec 9)", () => {
  expect(formatCurrency(1234)).toBe("$1,234");
  expect(formatCurrency(1234.49)).toBe("$1,234");
  expect(formatCurrency(1264.5)).toBe("$1,265");
  expect(formatCurrency(0)).toBe("$0");
  expect(formatCurrency(999_999_999)).toBe("$999,999,999");
  expect(formatCurrency(90_000_000_000)).toBe("$90,000,000,000");
  expect(formatCurrency(-1234.4)).toBe("-$1,234");
  expect(formatCurrency(-0.4)).toBe("$0");
});

test("non-numeric values show $0 (spec 9)", () => {
  expect(formatCurrency(Number.NaN)).toBe("$0");
  expect(formatCurrency(Number.POSITIVE_INFINITY)).toBe("$0");
  expect(formatCurrency("abc")).toBe("$0");
  expect(formatCurrency("")).toBe("$0");
  expect(formatCurrency(null)).toBe("$0");
  expect(formatCurrency(undefined)).toBe("$0");
  expect(formatCurrency(Number.NaN, { withCents: true })).toBe("$0.00");
});

test("numeric strings are accepted", () => {
  expect(formatCurrency("1,234.5")).toBe("$1,235");
  expect(formatCurrency("$1,234.50", { withCents: true })).toBe("$1,234.50");
});

test("2 decimals for the simple calculators", () => {
  expect(formatCurrency(1234.56, { withCents: true })).toBe("$1,234.56");
  expect(formatCurrency(761.78, { withCents: true })).toBe("$761.78");
  expect(formatCurrency(5, { withCents: true })).toBe("$5.00");
  expect(formatCurrency(-12.5, { withCents: true })).toBe("-$12.50");
});

test("a custom currency symbol", () => {
  expect(formatCurrency(1234, { symbol: "US$" })).toBe("US$1,234");
  expect(formatCurrency("x", { symbol: "€" })).toBe("€0");
});

test("amounts in cents", () => {
  expect(formatCentsAsCurrency(126_414)).toBe("$1,264");
  expect(formatCentsAsCurrency(126_414, { withCents: true })).toBe("$1,264.14");
  expect(formatCentsAsCurrency(Number.NaN)).toBe("$0");
});

test("annual income is truncated, not rounded", () => {
  expect(formatAnnualIncome(64_247.99)).toBe("$64,247");
  expect(formatAnnualIncome(60_000)).toBe("$60,000");
  expect(formatAnnualIncome(0.99)).toBe("$0");
  expect(formatAnnualIncome(Number.NaN)).toBe("$0");
});
