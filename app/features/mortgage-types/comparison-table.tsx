import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { canFilter, filterStatus, formatAsOf, type Comparison } from "./comparison";

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-md px-5 py-2 font-semibold disabled:cursor-not-allowed";
const PRIMARY = `${BUTTON} bg-accent text-white hover:bg-accent-dark disabled:bg-line disabled:text-muted`;
const SECONDARY = `${BUTTON} border-2 border-accent bg-white text-accent hover:bg-accent-soft`;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/**
 * The comparison table with its column filter (spec 2, 4). Without JavaScript the checkboxes
 * and buttons are a GET form the server answers with the filtered table; with it, Filter is
 * enabled only for 2 or more and fewer than all checked columns, hides the others and scrolls
 * to the top of the table; Reset unchecks everything and shows every column. The table scrolls
 * sideways in its own focusable box, with an arrow that goes away once it has been scrolled and
 * an end state (`data-at-end`) when it reaches the right edge.
 */
export function ComparisonTable({
  data,
  initialVisible,
  notice,
}: {
  data: Comparison;
  /** Columns shown on arrival (a filter sent without JavaScript), or null for all. */
  initialVisible: readonly string[] | null;
  /** A message from the server, e.g. why a filter sent without JavaScript showed everything. */
  notice: string | null;
}) {
  const hydrated = useHydrated();
  const [checked, setChecked] = useState<ReadonlySet<string>>(() => new Set(initialVisible ?? []));
  const [visible, setVisible] = useState<readonly string[] | null>(initialVisible);
  const [status, setStatus] = useState("");
  const [scroll, setScroll] = useState({ overflow: false, scrolled: false, atEnd: false });
  const sectionRef = useRef<HTMLDivElement>(null);
  const scrollerRef = useRef<HTMLDivElement>(null);
  const columns = data.columns;
  const shown = (id: string) => visible === null || visible.includes(id);
  const filterEnabled = !hydrated || canFilter(checked.size, columns.length);

  const measure = useCallback((fresh = false) => {
    const el = scrollerRef.current;
    if (!el) return;
    // Read here, not in the updater, which React runs later, when a read may force a layout.
    const overflow = el.scrollWidth > el.clientWidth + 1;
    const left = el.scrollLeft;
    const atEnd = !overflow || left + el.clientWidth >= el.scrollWidth - 1;
    setScroll((prev) => ({
      overflow,
      scrolled: fresh ? left > 0 : prev.scrolled || left > 0,
      atEnd,
    }));
  }, []);

  // Measured in the observer's callbacks: the first comes right after the browser's next layout,
  // so the sizes are read without forcing a layout of the page from an effect (decision 041). A
  // new set of columns is a new table: it is observed afresh, and the arrow may show again.
  useEffect(() => {
    const el = scrollerRef.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    let fresh = true;
    const observer = new ResizeObserver(() => {
      measure(fresh);
      fresh = false;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible, measure]);

  const toggle = (id: string, on: boolean) => {
    setChecked((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  const showColumns = (next: readonly string[] | null) => {
    setVisible(next);
    setStatus(filterStatus(columns, next));
    const params = new URLSearchParams();
    for (const id of next ?? []) params.append("show", id);
    const query = params.toString();
    window.history.replaceState(
      window.history.state,
      "",
      `${window.location.pathname}${query ? `?${query}` : ""}`,
    );
    const scroller = scrollerRef.current;
    if (scroller) scroller.scrollLeft = 0;
    sectionRef.current?.scrollIntoView({
      behavior: prefersReducedMotion() ? "auto" : "smooth",
      block: "start",
    });
  };

  const onFilter = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canFilter(checked.size, columns.length)) return;
    showColumns(columns.filter((c) => checked.has(c.id)).map((c) => c.id));
  };

  const onReset = () => {
    setChecked(new Set());
    showColumns(null);
  };

  const scrollRight = () => {
    const el = scrollerRef.current;
    if (!el) return;
    el.scrollBy({
      left: el.clientWidth * 0.8,
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
  };

  const captionId = "comparison-title";
  const showArrow = hydrated && scroll.overflow && !scroll.scrolled;

  return (
    <>
      <form
        method="get"
        onSubmit={onFilter}
        aria-labelledby="filter-title"
        className="rounded-card border border-line p-4 sm:p-5"
      >
        <fieldset>
          <legend id="filter-title" className="text-lg font-bold">
            Compare only some columns
          </legend>
          <p className="mt-1 text-sm text-muted">
            Tick 2 or more columns, then press Filter. Reset shows every column again.
          </p>
          <div className="mt-3 grid gap-x-6 gap-y-1 sm:grid-cols-2 lg:grid-cols-4">
            {columns.map((column) => (
              <label key={column.id} className="flex min-h-11 cursor-pointer items-center gap-3">
                <input
                  type="checkbox"
                  name="show"
                  value={column.id}
                  checked={checked.has(column.id)}
                  onChange={(event) => toggle(column.id, event.currentTarget.checked)}
                  className="size-5 shrink-0 accent-accent"
                />
                <span>{column.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 flex flex-wrap gap-3">
          <button
            type="submit"
            disabled={!filterEnabled}
            data-comparison="filter"
            className={PRIMARY}
          >
            Filter
          </button>
          <button
            type="submit"
            name="reset"
            value="1"
            data-comparison="reset"
            onClick={(event) => {
              event.preventDefault();
              onReset();
            }}
            className={SECONDARY}
          >
            Reset
          </button>
        </div>
        <p role="status" aria-live="polite" className="mt-3 min-h-5 text-sm font-medium text-ink">
          {status || notice || ""}
        </p>
      </form>

      <div ref={sectionRef} className="mt-8">
        <h2 id={captionId} className="text-2xl font-bold">
          Mortgage types compared
        </h2>
        <p className="mt-1 text-sm text-muted">
          Information as of {formatAsOf(data.asOf)}. General information, not an offer of credit.
        </p>
        <div className="relative mt-3">
          <div
            ref={scrollerRef}
            role="region"
            aria-labelledby={captionId}
            tabIndex={0}
            onScroll={() => measure()}
            data-scroll-table=""
            data-scrolled={scroll.scrolled ? "true" : "false"}
            data-at-end={scroll.atEnd ? "true" : "false"}
            className="overflow-x-auto rounded-card border border-line"
          >
            <table className="w-full border-collapse text-left align-top text-[0.9375rem] leading-relaxed">
              <caption className="sr-only">
                Mortgage types compared, information as of {formatAsOf(data.asOf)}
              </caption>
              <thead>
                <tr className="border-b border-line bg-surface">
                  <th
                    scope="col"
                    className="sticky left-0 z-10 w-36 min-w-36 bg-surface px-3 py-3 font-semibold sm:w-56 sm:min-w-56"
                  >
                    Loan type
                  </th>
                  {columns.map((column) => (
                    <th
                      key={column.id}
                      scope="col"
                      hidden={!shown(column.id)}
                      data-column={column.id}
                      className="min-w-60 px-3 py-3 font-semibold"
                    >
                      {column.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {data.rows.map((row) => (
                  <tr
                    key={row.id}
                    data-row={row.id}
                    className="border-b border-line last:border-b-0"
                  >
                    <th
                      scope="row"
                      abbr={row.name}
                      className="sticky left-0 z-10 w-36 min-w-36 bg-white px-3 py-3 align-top font-semibold shadow-[1px_0_0_var(--color-line)] sm:w-56 sm:min-w-56"
                    >
                      {row.name}
                      <span className="mt-1 hidden text-sm font-normal text-muted sm:block">
                        {row.summary}
                      </span>
                    </th>
                    {columns.map((column) => (
                      <td
                        key={column.id}
                        hidden={!shown(column.id)}
                        data-column={column.id}
                        className="px-3 py-3 align-top"
                      >
                        {row.values[column.id]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {/* The fade says there is more to the right; it goes at the end of the scroll. */}
          <div
            aria-hidden="true"
            className={`pointer-events-none absolute inset-y-px right-px w-10 rounded-r-card bg-gradient-to-l from-white transition-opacity ${
              hydrated && scroll.overflow && !scroll.atEnd ? "opacity-100" : "opacity-0"
            }`}
          />
          {showArrow ? (
            // For the mouse: keyboard users scroll the focused box with the arrow keys.
            <div
              aria-hidden="true"
              data-scroll-arrow=""
              onClick={scrollRight}
              className="absolute top-1.5 right-2 flex size-10 cursor-pointer items-center justify-center rounded-full bg-accent text-white shadow-menu hover:bg-accent-dark"
            >
              <svg viewBox="0 0 20 20" className="size-6" fill="none">
                <path
                  d="M7.5 4.5 13 10l-5.5 5.5"
                  stroke="currentColor"
                  strokeWidth="2.2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
            </div>
          ) : null}
        </div>
        <p className="mt-2 text-sm text-muted sm:hidden">
          Swipe the table sideways to see every column.
        </p>
      </div>
    </>
  );
}
