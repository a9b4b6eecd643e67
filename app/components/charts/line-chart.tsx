import { curveStepAfter, line } from "d3-shape";
import { Expandable } from "../ui/expandable";
import { formatCurrency } from "~/lib/format/currency";
import { formatAxisDollars, linearScale, roundUpAxisMax, xTickIndexes } from "./axis";

/** Spec 9: a 1200 × 400 drawing that scales to its container's width. */
const LINE_CHART_WIDTH = 1200;
const LINE_CHART_HEIGHT = 400;
/** Spec 9 margins; the left one holds tick labels of up to six characters ("$1.5M"). */
const LINE_CHART_MARGIN = { top: 24, right: 34, bottom: 30, left: 124 } as const;
const Y_TICKS = 3;
const X_TICKS = 5;

// Spec 9 order: green, red, slate blue; then the donut's two extra colours.
const STROKES = [
  "stroke-chart-green",
  "stroke-chart-red",
  "stroke-chart-slate",
  "stroke-chart-amber",
  "stroke-chart-teal",
];
const SWATCHES = [
  "bg-chart-green",
  "bg-chart-red",
  "bg-chart-slate",
  "bg-chart-amber",
  "bg-chart-teal",
];

export type LineSeries = { label: string; data: readonly number[] };

export type LineChartProps = {
  series: readonly LineSeries[];
  /** One label per data point ("2025", "Jan 25"). */
  xLabels: readonly string[];
  /** What the chart shows ("Loan balance by year"): its accessible name and table caption. */
  title: string;
  /** The data table's first column heading. */
  xTitle?: string;
  /** Values in the summary and table; whole dollars by default. */
  formatValue?: (value: number) => string;
  /** Y tick labels; short dollars ("$150K") by default. */
  formatTick?: (value: number) => string;
  /**
   * "step": each value holds until the next point (a payment that changes on set dates), drawn
   * as level lines with upright steps; straight lines between points otherwise.
   */
  curve?: "linear" | "step";
  className?: string;
};

/**
 * A line chart of one to five series (spec 9): 3 y ticks from 0 to a rounded maximum, 5 x ticks,
 * lines drawn in over 800 ms (not with reduced motion), a legend, and the same numbers as a data
 * table behind "Show the data as a table". The SVG is one image to assistive technology, named
 * with a summary of each series' first and last values.
 */
export function LineChart({
  series,
  xLabels,
  title,
  xTitle = "Year",
  formatValue = formatCurrency,
  formatTick = formatAxisDollars,
  curve = "linear",
  className = "",
}: LineChartProps) {
  const { top, right, bottom, left } = LINE_CHART_MARGIN;
  const count = Math.max(xLabels.length, ...series.map((s) => s.data.length));
  const finite = series.flatMap((s) => s.data.filter((v) => Number.isFinite(v)));
  const yMax = roundUpAxisMax(Math.max(0, ...finite));
  const x = linearScale([0, Math.max(1, count - 1)], [left, LINE_CHART_WIDTH - right]);
  const y = linearScale([0, yMax], [LINE_CHART_HEIGHT - bottom, top]);
  const path = line<number>()
    .defined((value) => Number.isFinite(value))
    .x((_, index) => x(index))
    .y((value) => y(value));
  if (curve === "step") path.curve(curveStepAfter);
  const yTicks = Array.from({ length: Y_TICKS }, (_, i) => (yMax * i) / (Y_TICKS - 1));
  const xTicks = xTickIndexes(count, X_TICKS);

  const first = xLabels[0] ?? "";
  const last = xLabels[xLabels.length - 1] ?? "";
  const summary = [
    `${title}${first && last ? `, ${first} to ${last}` : ""}.`,
    ...series.map((s) => {
      const values = s.data.filter((v) => Number.isFinite(v));
      const from = values[0];
      const to = values[values.length - 1];
      return from === undefined || to === undefined
        ? `${s.label}: no data.`
        : `${s.label}: from ${formatValue(from)} to ${formatValue(to)}.`;
    }),
  ].join(" ");

  return (
    <figure className={`grid gap-3 ${className}`}>
      <svg
        viewBox={`0 0 ${LINE_CHART_WIDTH} ${LINE_CHART_HEIGHT}`}
        width="100%"
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label={summary}
        className="h-auto w-full"
      >
        {/* Text is in drawing units: larger on phones, where the drawing is scaled down most. */}
        <g data-axis="y" className="fill-muted text-[22px] max-sm:text-[36px]">
          {yTicks.map((value) => (
            <g key={value}>
              <line
                x1={left}
                x2={LINE_CHART_WIDTH - right}
                y1={y(value)}
                y2={y(value)}
                className={value === 0 ? "stroke-muted" : "stroke-line"}
                strokeWidth={value === 0 ? 2 : 1}
              />
              <text x={left - 12} y={y(value)} textAnchor="end" dominantBaseline="middle">
                {formatTick(value)}
              </text>
            </g>
          ))}
        </g>
        <g data-axis="x" className="fill-muted text-[22px] max-sm:text-[36px]">
          {xTicks.map((index, i) => (
            <text
              key={index}
              x={x(index)}
              y={LINE_CHART_HEIGHT - 4}
              // The end labels grow inwards: clear of "$0" and of the drawing's right edge.
              textAnchor={i === 0 ? "start" : i === xTicks.length - 1 ? "end" : "middle"}
            >
              {xLabels[index] ?? ""}
            </text>
          ))}
        </g>
        <g fill="none" strokeLinecap="round" strokeLinejoin="round">
          {series.map((s, index) => (
            <path
              key={s.label}
              d={path(s.data) ?? ""}
              pathLength={1}
              data-series={s.label}
              className={`chart-draw stroke-4 max-sm:stroke-8 ${STROKES[index % STROKES.length]}`}
            />
          ))}
        </g>
      </svg>
      <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink" aria-label="Legend">
        {series.map((s, index) => (
          <li key={s.label} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`h-1 w-6 rounded-full ${SWATCHES[index % SWATCHES.length]}`}
            />
            {s.label}
          </li>
        ))}
      </ul>
      <Expandable label="Show the data as a table">
        <div
          role="region"
          aria-label={`${title}, data table`}
          tabIndex={0}
          className="mt-2 max-h-96 overflow-auto rounded-card border border-line"
        >
          {/* Row and cell styles are set once here, not on each of the (up to 480) cells. */}
          <table className="w-full border-collapse text-right text-sm tabular-nums [&_tbody_td]:px-3 [&_tbody_td]:py-1.5 [&_tbody_th]:px-3 [&_tbody_th]:py-1.5 [&_tbody_th]:text-left [&_tbody_th]:font-normal [&_tbody_tr]:border-t [&_tbody_tr]:border-line">
            <caption className="sr-only">{title}</caption>
            <thead className="sticky top-0 bg-surface">
              <tr>
                <th scope="col" className="px-3 py-2 text-left font-semibold">
                  {xTitle}
                </th>
                {series.map((s) => (
                  <th key={s.label} scope="col" className="px-3 py-2 font-semibold">
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: count }, (_, row) => (
                <tr key={row}>
                  <th scope="row">{xLabels[row] ?? ""}</th>
                  {series.map((s) => {
                    const value = s.data[row];
                    return (
                      <td key={s.label}>
                        {value === undefined || !Number.isFinite(value) ? "–" : formatValue(value)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Expandable>
    </figure>
  );
}
