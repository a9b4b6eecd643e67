import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { scrollToElement } from "~/components/site/page-behaviours";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useLaterValue } from "~/components/ui/use-later-value";
import { usePrinting } from "~/components/ui/use-printing";
import type { ScheduleEntry } from "~/lib/finance/schedule";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { useOnCollapse, type CollapseSignal } from "./collapse-signal";
import {
  canExpand,
  csvFileName,
  HEADER_HEIGHT_PX,
  isScrolledToEnd,
  readTablePage,
  scheduleCsv,
  scheduleRows,
  serverRowWindow,
  SERVER_PAGE_ROWS,
  TABLE_PAGE_PARAM,
  TABLE_PARAM,
  tableHeightPx,
  tablePageHref,
  tableStateValue,
  timeUnitLabel,
  type TermUnit,
} from "./schedule-table";

export type AmortizationTableProps = {
  /** The behaviour marker (spec 2) and the CSV file name's start. */
  calculator: string;
  /** The calculator form's id: without JavaScript the table's buttons submit it. */
  formId: string;
  entries: readonly ScheduleEntry[];
  /** The state asked for in the query (no-JavaScript buttons), else monthly and collapsed. */
  initialUnit?: TermUnit;
  initialExpanded?: boolean;
  /** Fired by every input of the form: collapses the table (spec 4). */
  collapseSignal?: CollapseSignal;
  title?: string;
  description?: ReactNode;
  /**
   * Show extra payments in an "Extra principal" column of their own (and the CSV) instead of
   * inside Principal.
   */
  extraColumn?: boolean;
  /**
   * The mortgage insurance paid with each entry (same order): shown in a "Mortgage insurance"
   * column (and the CSV) beside the principal-and-interest payment. Absent: no such column.
   */
  insurance?: readonly number[];
};

/**
 * The collapsed box shows 10 rows and cannot scroll: rows after the 12th are hidden (an annual
 * table has up to 40 rows in the document, collapsed).
 */
const CLIPPED_ROWS = "[&_tbody_tr:nth-child(n+13)]:hidden";

function toggleClass(active: boolean): string {
  return `min-h-11 px-4 text-sm font-semibold first:rounded-l-[5px] last:rounded-r-[5px] ${
    active ? "bg-accent text-white" : "bg-white text-accent hover:bg-accent-soft"
  }`;
}

/**
 * The amortization table of spec 2-4 and 9: a monthly / annually toggle, SHOW MORE / SHOW LESS
 * (536 px collapsed, 48 px per row + 56 px expanded; collapsing by a click scrolls the table into
 * view 100 px below the top), a sideways scroller whose arrow hides once scrolled and which is
 * marked at its end, and a CSV download.
 *
 * Without JavaScript the toggle and SHOW MORE submit the form with `schedule=…` so the server
 * renders the table that was asked for, and the collapsed box scrolls up and down by itself.
 *
 * The server HTML holds only a window of the monthly rows (issue 19: a 30-year schedule made the
 * page 220 KB): the first year when collapsed, five years a page when expanded, with plain links
 * to the other pages. The first render in the browser shows the same window (so hydration
 * matches); expanded or printed, every row is rendered from `entries`, which the browser
 * computed from the inputs. The CSV and print always have every row.
 */
export function AmortizationTable({
  calculator,
  formId,
  entries,
  initialUnit = "monthly",
  initialExpanded = false,
  collapseSignal,
  title = "Amortization schedule",
  description,
  extraColumn = false,
  insurance,
}: AmortizationTableProps) {
  const hydrated = useHydrated();
  const location = useLocation();
  const headingId = useId();
  const anchor = `${calculator}-schedule`;
  const boxId = useId();
  const [unit, setUnit] = useState<TermUnit>(initialUnit);
  const [expanded, setExpanded] = useState(initialExpanded);
  // Only the first render's query matters: the page a no-JavaScript link asked for.
  const [page] = useState(() =>
    readTablePage(new URLSearchParams(location.search).get(TABLE_PAGE_PARAM)),
  );
  const [scrolled, setScrolled] = useState(false);
  const [atEnd, setAtEnd] = useState(false);
  const [overflowing, setOverflowing] = useState(false);
  // Height of a horizontal scrollbar, added so the rows keep their spec'd box height.
  const [gutter, setGutter] = useState(0);
  const sectionRef = useRef<HTMLElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  const options = useMemo(() => ({ extraColumn, insurance }), [extraColumn, insurance]);
  // Typing stays instant (issue 19 item 5): the results and the chart update first, the up to
  // 480 rows in a later render and commit of their own.
  const deferredEntries = useLaterValue(entries);
  const rows = useMemo(
    () => scheduleRows(deferredEntries, unit, options),
    [deferredEntries, unit, options],
  );
  const expandable = canExpand(rows.length);
  const isExpanded = expanded && expandable;
  const server = serverRowWindow(rows.length, unit, isExpanded, page);
  // Collapsed, the browser keeps the server's window (the first 12 monthly rows) and renders
  // every row only when they can be seen: expanded, or printed (docs/decisions/033). Adding 360
  // rows of 7 cells to the document was the longest task after a calculator page loaded (about
  // 130 ms at 4x CPU slowdown), and every key press rewrote them while no one could see them.
  const printing = usePrinting();
  const whole = hydrated && (isExpanded || printing);
  const shown = useMemo(
    () => (whole ? rows : rows.slice(server.start, server.end)),
    [whole, rows, server.start, server.end],
  );
  const partial = !hydrated && shown.length < rows.length;
  // The rows' elements change only with the rows: a render for anything else skips them.
  const body = useMemo(
    () =>
      shown.map((row) => (
        <tr key={row.key}>
          <td>{row.time}</td>
          <td>{row.date}</td>
          <td>{formatCentsAsCurrency(row.paymentCents)}</td>
          <td>{formatCentsAsCurrency(row.interestCents)}</td>
          <td>{formatCentsAsCurrency(row.principalCents)}</td>
          {extraColumn ? (
            <td data-extra-cell="">{formatCentsAsCurrency(row.extraCents ?? 0)}</td>
          ) : null}
          {insurance ? (
            <td data-insurance-cell="">{formatCentsAsCurrency(row.insuranceCents ?? 0)}</td>
          ) : null}
          <td>{formatCentsAsCurrency(row.balanceCents)}</td>
        </tr>
      )),
    [shown, extraColumn, insurance],
  );
  const height = tableHeightPx(shown.length, isExpanded);
  // Collapsed in the browser, the box shows 10 rows and cannot scroll: the rows below are not
  // laid out at all (docs/decisions/025). Print shows every row (print CSS).
  const clipped = hydrated && !isExpanded;

  // Fired on every key press: a table that is already collapsed is left alone, so the key does
  // not render it again (with its rows' update pending, React could not skip that render).
  useOnCollapse(collapseSignal, () => {
    if (expanded) setExpanded(false);
  });

  const measure = useCallback(() => {
    const box = boxRef.current;
    if (!box) return;
    setOverflowing(box.scrollWidth > box.clientWidth + 1);
    setAtEnd(isScrolledToEnd(box.scrollLeft, box.clientWidth, box.scrollWidth));
    setGutter(Math.max(0, box.offsetHeight - box.clientHeight));
  }, []);

  // The observer's first callback comes right after the browser's next layout, so the sizes
  // are read without forcing a layout of the page from the effect (decision 041).
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure, rows.length]);

  const onScroll = () => {
    const box = boxRef.current;
    if (!box) return;
    if (box.scrollLeft > 0) setScrolled(true);
    setAtEnd(isScrolledToEnd(box.scrollLeft, box.clientWidth, box.scrollWidth));
  };

  const selectUnit = (next: TermUnit) => setUnit(next);

  const toggleExpanded = () => {
    if (isExpanded) {
      setExpanded(false);
      // Spec 4: collapsing by a click brings the (now much shorter) table back into view.
      if (sectionRef.current) scrollToElement(sectionRef.current);
    } else {
      setExpanded(true);
    }
  };

  const download = () => {
    const blob = new Blob([scheduleCsv(rows, unit, options)], {
      type: "text/csv;charset=utf-8",
    });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = csvFileName(calculator, unit);
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  const label = timeUnitLabel(unit);
  return (
    <section
      ref={sectionRef}
      id={anchor}
      aria-labelledby={headingId}
      className="amortization-table mt-10"
      data-calculator-table={calculator}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-2xl font-bold">
            {title}
          </h2>
          {description ? <p className="mt-1 text-muted">{description}</p> : null}
        </div>
        <div
          role="group"
          aria-label="Show the schedule by"
          className="table-controls inline-flex rounded-md border border-accent"
        >
          {(["monthly", "annually"] as const).map((option) => (
            <button
              key={option}
              type="submit"
              form={formId}
              name={TABLE_PARAM}
              value={tableStateValue(option, isExpanded)}
              data-calculator={calculator}
              data-term={option}
              aria-pressed={unit === option}
              onClick={(event) => {
                event.preventDefault();
                selectUnit(option);
              }}
              className={toggleClass(unit === option)}
            >
              {option === "monthly" ? "Monthly" : "Annually"}
            </button>
          ))}
        </div>
      </div>

      <div className="relative mt-4 rounded-card border border-line">
        <div
          ref={boxRef}
          id={boxId}
          role="region"
          aria-label={`${title}, by ${label.toLowerCase()}${overflowing ? ", scrolls sideways" : ""}`}
          tabIndex={0}
          onScroll={onScroll}
          data-schedule-box=""
          data-state={isExpanded ? "expanded" : "collapsed"}
          data-unit={unit}
          data-scrolled={scrolled ? "true" : "false"}
          data-at-end={atEnd ? "true" : "false"}
          className={`schedule-box overflow-x-auto rounded-card ${hydrated ? "overflow-y-hidden" : "overflow-y-auto"}`}
          style={{ height: height + gutter }}
        >
          {/* Cell styles are set once on the table, not on each of up to 480 cells. */}
          <table
            className={`w-full border-separate border-spacing-0 text-right tabular-nums [&_tbody_tr]:h-[48px] [&_tbody_tr:nth-child(even)]:bg-surface/60 [&_td]:border-b [&_td]:border-line/70 [&_td]:px-3 [&_td]:whitespace-nowrap [&_td:nth-child(-n+2)]:text-left ${extraColumn || insurance ? "min-w-[46rem]" : "min-w-[40rem]"} ${clipped ? CLIPPED_ROWS : ""}`}
          >
            <caption className="sr-only">
              {title} by {label.toLowerCase()}: payment, interest, principal
              {extraColumn ? ", extra principal" : ""}
              {insurance ? ", mortgage insurance" : ""} and balance in whole dollars
            </caption>
            <thead>
              <tr style={{ height: HEADER_HEIGHT_PX }} className="bg-surface text-sm">
                {[
                  label,
                  "Date",
                  "Payment",
                  "Interest",
                  "Principal",
                  ...(extraColumn ? ["Extra principal"] : []),
                  ...(insurance ? ["Mortgage insurance"] : []),
                  "Balance",
                ].map((heading, index) => (
                  <th
                    key={heading}
                    scope="col"
                    className={`border-b border-line px-3 font-semibold whitespace-nowrap text-ink ${index < 2 ? "text-left" : ""}`}
                  >
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{body}</tbody>
          </table>
        </div>
        {hydrated && overflowing && !scrolled ? (
          // Decorative (the region itself is keyboard-scrollable); a click scrolls for mouse users.
          <div
            aria-hidden="true"
            data-scroll-arrow=""
            onClick={() =>
              boxRef.current?.scrollBy({
                left: boxRef.current.clientWidth * 0.75,
                behavior: "smooth",
              })
            }
            className="scroll-arrow absolute top-2 right-2 flex size-10 cursor-pointer items-center justify-center rounded-full bg-accent text-white shadow-menu"
          >
            <svg viewBox="0 0 20 20" className="size-5" fill="none">
              <path
                d="M4 10h12m-5-5 5 5-5 5"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </div>
        ) : null}
        {hydrated && overflowing && !atEnd ? (
          <div
            aria-hidden="true"
            className="scroll-fade pointer-events-none absolute inset-y-0 right-0 w-8 rounded-r-card bg-gradient-to-l from-white to-transparent"
          />
        ) : null}
      </div>

      {partial ? (
        <ScheduleWindowNote
          first={server.start + 1}
          last={server.end}
          total={rows.length}
          expanded={isExpanded}
          page={server.page}
          pageCount={server.pageCount}
          href={(n) => tablePageHref(location.pathname, location.search, unit, n, anchor)}
        />
      ) : null}

      <div className="table-actions mt-3 flex flex-wrap items-center justify-between gap-3">
        {expandable ? (
          <button
            type="submit"
            form={formId}
            name={TABLE_PARAM}
            value={tableStateValue(unit, !isExpanded)}
            data-calculator={calculator}
            data-show-more=""
            aria-expanded={isExpanded}
            aria-controls={boxId}
            onClick={(event) => {
              event.preventDefault();
              toggleExpanded();
            }}
            className="min-h-11 rounded-md border border-accent px-5 text-sm font-semibold tracking-wide text-accent uppercase hover:bg-accent-soft"
          >
            {isExpanded ? "Show less" : "Show more"}
          </button>
        ) : (
          <span />
        )}
        {hydrated && rows.length > 0 ? (
          <button
            type="button"
            data-calculator={calculator}
            data-download-csv=""
            onClick={download}
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
            Download the schedule (CSV)
          </button>
        ) : null}
      </div>
    </section>
  );
}

/**
 * Without JavaScript (and until the page is hydrated): which payments the table holds, and
 * plain links to the rest of the schedule, five years a page.
 */
function ScheduleWindowNote({
  first,
  last,
  total,
  expanded,
  page,
  pageCount,
  href,
}: {
  first: number;
  last: number;
  total: number;
  expanded: boolean;
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  // A page's loan years, from its payments (12 a year): the last page may be short.
  const years = (n: number) => {
    const from = (n - 1) * SERVER_PAGE_ROWS + 1;
    const to = Math.min(total, n * SERVER_PAGE_ROWS);
    const [start, end] = [Math.ceil(from / 12), Math.ceil(to / 12)];
    return start === end ? `Year ${start}` : `Years ${start}–${end}`;
  };
  return (
    <div className="table-pages mt-3 text-sm" data-schedule-pages="">
      <p className="text-muted">
        Payments {first} to {last} of {total}.{" "}
        {expanded ? null : (
          <a href={href(1)} className="font-semibold text-accent underline">
            Show the full schedule
          </a>
        )}
      </p>
      {expanded ? (
        <nav aria-label="Schedule pages" className="mt-2">
          <ul className="flex flex-wrap gap-2">
            {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
              <li key={n}>
                <a
                  href={href(n)}
                  aria-current={n === page ? "page" : undefined}
                  className={`inline-flex min-h-11 items-center rounded-md border border-accent px-3 font-semibold ${n === page ? "bg-accent text-white" : "text-accent hover:bg-accent-soft"}`}
                >
                  {years(n)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
