import { expect, test } from "vitest";
import { calculateArm, rateChangeRows } from "~/lib/finance/arm";
import { csvDataUrl, rateChangesCsv } from "./arm-rates";

test("the rate-change CSV has one row per change with both paths' rate and payment in cents", () => {
  // The 5/6 ARM of lib/finance/arm.test.ts (payments worked by hand there): $400,000 at 5.75 %,
  // 2/1/5 caps, margin 2.75 %, index 3.75 %, first payment 01/2025.
  const result = calculateArm({
    principalCents: 40_000_000,
    termMonths: 360,
    initialRatePercent: 5.75,
    initialPeriodMonths: 60,
    adjustmentMonths: 6,
    initialCapPercent: 2,
    periodicCapPercent: 1,
    lifetimeCapPercent: 5,
    marginPercent: 2.75,
    indexPercent: 3.75,
    start: { year: 2025, month: 1 },
  });
  if (!result) throw new Error("expected a result");
  expect(rateChangesCsv(rateChangeRows(result))).toBe(
    [
      "Payment number,From,Worst case rate (%),Worst case payment,Index unchanged rate (%),Index unchanged payment",
      "1,01/2025,5.75,2334.29,5.75,2334.29",
      "61,01/2030,7.75,2802.64,6.5,2505.35",
      "67,07/2030,8.75,3047.50,6.5,2505.35",
      "73,01/2031,9.75,3297.42,6.5,2505.35",
      "79,07/2031,10.75,3551.69,6.5,2505.35",
      "",
    ].join("\r\n"),
  );
});

test("the CSV travels in a data: address, percent-encoded", () => {
  expect(csvDataUrl("a,b\r\n1,2\r\n")).toBe("data:text/csv;charset=utf-8,a%2Cb%0D%0A1%2C2%0D%0A");
  expect(decodeURIComponent(csvDataUrl("x,%\r\n").split(",").slice(1).join(","))).toBe("x,%\r\n");
});
