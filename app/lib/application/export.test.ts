import { expect, test } from "vitest";
import { exportAnswers, toCsv } from "./export";
import { getForm } from "./forms";

const shortPurchase = getForm("short-purchase")!;

test("only the answers on the borrower's path are exported, in order, in plain words", () => {
  const rows = exportAnswers(shortPurchase, {
    property_area: { area_zip: "97204" },
    purchase_price: { purchase_price: 45000000, down_payment: 9000000 },
    // An answer the path does not reach (no credit_score yet) is left out.
    contact_info: { first_name: "Pat" },
  });
  expect(rows).toEqual([
    { step: "property_area", field: "area_zip", label: expect.any(String), value: "97204" },
    {
      step: "purchase_price",
      field: "purchase_price",
      label: expect.any(String),
      value: "450000.00",
    },
    { step: "purchase_price", field: "down_payment", label: expect.any(String), value: "90000.00" },
  ]);
});

test("CSV quotes commas, quotes and line breaks and defuses spreadsheet formulas", () => {
  expect(
    toCsv([
      ["a", "b,c"],
      ['say "hi"', "two\nlines"],
      ["=SUM(A1)", "-1"],
    ]),
  ).toBe('a,"b,c"\r\n"say ""hi""","two\nlines"\r\n\'=SUM(A1),\'-1\r\n');
});
