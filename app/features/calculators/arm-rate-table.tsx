import { useId, useMemo } from "react";
import { rateChangeRows, type ArmResult } from "~/lib/finance/arm";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatMonthLong } from "~/lib/format/month";
import { formatPercent } from "~/lib/format/percent";
import { csvDataUrl, rateChangesCsv } from "./arm-rates";

const CELL = "border-b border-line/70 px-3 py-2.5 whitespace-nowrap";

/**
 * The ARM calculator's table of rate changes: from which month each rate applies, and the monthly
 * payment and rate of the worst case and of the index-unchanged path (one column each, so the
 * table fits a phone). Rendered on the server
 * with its CSV download (a data: link), so both work without JavaScript; it prints whole.
 */
export function ArmRateTable({ calculator, result }: { calculator: string; result: ArmResult }) {
  const headingId = useId();
  const rows = useMemo(() => rateChangeRows(result), [result]);
  const csv = useMemo(() => csvDataUrl(rateChangesCsv(rows)), [rows]);
  return (
    <section
      aria-labelledby={headingId}
      className="arm-rate-table mt-10"
      data-calculator-table={calculator}
    >
      <h2 id={headingId} className="text-2xl font-bold">
        Rate changes
      </h2>
      <p className="mt-1 text-muted">
        The first adjustment and each month the rate changes on either path, with the rate and the
        monthly payment from then on. On every adjustment date the payment is worked out again for
        the balance left, so where the rate stays it can still move by a few cents of rounding.
      </p>
      <div
        role="region"
        aria-label="Rate changes, table"
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-card border border-line"
      >
        <table className="w-full border-separate border-spacing-0 text-right tabular-nums">
          <caption className="sr-only">
            Rate changes: the monthly payment and the rate in the worst case and if the index stays
            where it is, from each month shown
          </caption>
          <thead className="bg-surface text-sm">
            <tr>
              {["From", "Worst case", "Index unchanged"].map((heading, index) => (
                <th
                  key={heading}
                  scope="col"
                  className={`border-b border-line px-3 py-2.5 font-semibold text-ink ${index === 0 ? "text-left" : ""}`}
                >
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.number} data-payment-number={row.number} className="even:bg-surface/60">
                <th scope="row" className={`${CELL} text-left font-normal`}>
                  {formatMonthLong(row.date)}
                  <span className="block text-sm text-muted">Payment {row.number}</span>
                </th>
                {[row.worstCase, row.indexUnchanged].map((change, index) => (
                  <td key={index} className={CELL}>
                    <span className="block font-semibold">
                      {formatCentsAsCurrency(change.paymentCents)}
                    </span>
                    <span className="block text-sm text-muted">
                      at {formatPercent(change.ratePercent)}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-actions mt-3 flex flex-wrap justify-end gap-3">
        <a
          href={csv}
          download={`${calculator}-rate-changes.csv`}
          data-calculator={calculator}
          data-download-csv=""
          className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-semibold text-accent underline-offset-2 hover:underline"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none">
            <path
              d="M10 3v10m-4-4 4 4 4-4M4 16h12"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          Download the rate changes (CSV)
        </a>
      </div>
    </section>
  );
}
