import type { RateChangeRow } from "~/lib/finance/arm";
import { formatMonthInput } from "~/lib/format/month";
import { centsToDecimalString } from "./schedule-table";

/**
 * The ARM calculator's table of rate changes as CSV (RFC 4180, CRLF line ends): the month each
 * rate starts, then the rate (percent, as typed: "7.75") and the monthly payment (dollars and
 * cents) of the worst case and of the index-unchanged path. Only numbers and dates go in, so
 * nothing needs quoting.
 *
 * @example
 * rateChangesCsv(rows)
 * // "Payment number,From,Worst case rate (%),Worst case payment,Index unchanged rate (%),Index unchanged payment\r\n
 * //  1,01/2025,5.75,2334.29,5.75,2334.29\r\n61,01/2030,7.75,2802.64,6.5,2505.35\r\n…"
 */
export function rateChangesCsv(rows: readonly RateChangeRow[]): string {
  const lines = [
    "Payment number,From,Worst case rate (%),Worst case payment,Index unchanged rate (%),Index unchanged payment",
  ];
  for (const row of rows) {
    lines.push(
      [
        String(row.number),
        formatMonthInput(row.date),
        String(row.worstCase.ratePercent),
        centsToDecimalString(row.worstCase.paymentCents),
        String(row.indexUnchanged.ratePercent),
        centsToDecimalString(row.indexUnchanged.paymentCents),
      ].join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * A `data:` address holding the CSV, for a download link the server renders: it works without
 * JavaScript and needs no object URL.
 *
 * @example csvDataUrl("a,b\r\n") // "data:text/csv;charset=utf-8,a%2Cb%0D%0A"
 */
export function csvDataUrl(csv: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`;
}
