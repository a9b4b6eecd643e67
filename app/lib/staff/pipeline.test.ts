import { describe, expect, test } from "vitest";
import {
  classifySearch,
  maskDate,
  maskSsn,
  normalizeEmail,
  normalizeName,
  normalizePhone,
  summarizeAnswers,
} from "./pipeline";

describe("summarizeAnswers", () => {
  test("a purchase: the loan is the price less the down payment", () => {
    // $450,000.00 − $90,000.00 = $360,000.00, in cents.
    const summary = summarizeAnswers("purchase", {
      purchase_price: { purchase_price: 45_000_000, down_payment: 9_000_000 },
      property_address: { property_state: "OR" },
      personal_info: { first_name: "Ana", last_name: "Lima" },
      contact_info: { email: "ana@example.test", phone: "5035550100" },
    });
    expect(summary).toEqual({
      firstName: "Ana",
      lastName: "Lima",
      email: "ana@example.test",
      phone: "5035550100",
      propertyState: "OR",
      loanAmountCents: 36_000_000,
    });
  });

  test("a refinance: the balance plus any cash out; a short form's names and area", () => {
    // $210,000.00 + $25,000.00 = $235,000.00.
    expect(
      summarizeAnswers("refinance", {
        current_loan: { loan_balance: 21_000_000 },
        refinance_goal: { cash_out_amount: 2_500_000 },
        refinance_address: { property_state: "WA" },
      }),
    ).toMatchObject({ loanAmountCents: 23_500_000, propertyState: "WA" });
    expect(
      summarizeAnswers("short-purchase", {
        property_area: { area_state: "CA" },
        contact_info: { first_name: "Bo", last_name: "Chen" },
      }),
    ).toMatchObject({
      firstName: "Bo",
      lastName: "Chen",
      propertyState: "CA",
      loanAmountCents: null,
    });
  });
});

describe("normalisation for the blind index", () => {
  test("names, e-mails and phones fold to one form", () => {
    expect(normalizeName("  Mary-Jane   O'Neil ")).toBe("mary jane oneil");
    expect(normalizeName("   ")).toBeNull();
    expect(normalizeEmail(" Pat@Example.COM ")).toBe("pat@example.com");
    expect(normalizeEmail("not-an-email")).toBeNull();
    expect(normalizePhone("+1 (503) 555-0142")).toBe("5035550142");
    expect(normalizePhone("503.555.0142")).toBe("5035550142");
    expect(normalizePhone("555-0142")).toBeNull();
  });

  test("a search box's text is read as an e-mail, a phone or a name", () => {
    expect(classifySearch("PAT@example.com")).toEqual({ kind: "email", value: "pat@example.com" });
    expect(classifySearch("(503) 555-0142")).toEqual({ kind: "phone", value: "5035550142" });
    expect(classifySearch("555-0142")).toBeNull();
    expect(classifySearch("Pat  Lee")).toEqual({ kind: "name", value: "pat lee" });
  });
});

test("masks show the last four digits of an SSN and nothing of a birth date", () => {
  expect(maskSsn("123456789")).toBe("***-**-6789");
  expect(maskSsn("12345")).toBe("***-**-****");
  expect(maskDate("1985-04-15")).toBe("**/**/****");
});
