import { arc, pie, type PieArcDatum } from "d3-shape";
import { Expandable } from "../ui/expandable";
import { formatCurrency } from "~/lib/format/currency";

/** Spec 9: 260 × 260. */
const DONUT_SIZE = 260;
const OUTER = 126;
const INNER = 86;

export type DonutValues = {
  hoa: number;
  insurance: number;
  pmi: number;
  principalAndInterest: number;
  taxes: number;
};

/** The spec's five categories in its order, each with a fixed colour. */
const DONUT_CATEGORIES = [
  { key: "hoa", label: "HOA", fill: "fill-chart-amber", swatch: "bg-chart-amber" },
  { key: "insurance", label: "Insurance", fill: "fill-chart-teal", swatch: "bg-chart-teal" },
  { key: "pmi", label: "PMI", fill: "fill-chart-red", swatch: "bg-chart-red" },
  {
    key: "principalAndInterest",
    label: "Principal & Interest",
    fill: "fill-chart-green",
    swatch: "bg-chart-green",
  },
  { key: "taxes", label: "Taxes", fill: "fill-chart-slate", swatch: "bg-chart-slate" },
] as const satisfies ReadonlyArray<{
  key: keyof DonutValues;
  label: string;
  fill: string;
  swatch: string;
}>;

type Slice = (typeof DONUT_CATEGORIES)[number] & { value: number };

export type DonutChartProps = {
  /** Monthly amounts in dollars; zero, negative or missing ones get no slice. */
  values: DonutValues;
  className?: string;
};

/**
 * The monthly payment split into its parts (spec 9): a 260 × 260 donut with "Monthly Payment"
 * and the whole-dollar total in the middle, a legend with whole-dollar amounts, and a data table
 * behind "Show the data as a table". Parts of $0 get no slice and no legend entry.
 */
export function DonutChart({ values, className = "" }: DonutChartProps) {
  const all: Slice[] = DONUT_CATEGORIES.map((category) => {
    const value = values[category.key];
    return { ...category, value: Number.isFinite(value) && value > 0 ? value : 0 };
  });
  const slices = all.filter((slice) => slice.value > 0);
  const total = all.reduce((sum, slice) => sum + slice.value, 0);
  const arcs = pie<Slice>()
    .sort(null)
    .value((slice) => slice.value)
    .padAngle(slices.length > 1 ? 0.012 : 0)(slices);
  const draw = arc<PieArcDatum<Slice>>().innerRadius(INNER).outerRadius(OUTER);
  const summary = [
    `Monthly payment ${formatCurrency(total)}`,
    slices.map((slice) => `${slice.label} ${formatCurrency(slice.value)}`).join(", "),
  ]
    .filter(Boolean)
    .join(": ");

  return (
    <figure className={`grid justify-items-center gap-4 ${className}`}>
      <svg
        viewBox={`${-DONUT_SIZE / 2} ${-DONUT_SIZE / 2} ${DONUT_SIZE} ${DONUT_SIZE}`}
        width="100%"
        role="img"
        aria-label={summary}
        className="h-auto w-full max-w-[260px]"
      >
        <circle
          r={(OUTER + INNER) / 2}
          fill="none"
          strokeWidth={OUTER - INNER}
          className="stroke-surface"
        />
        <g className="chart-grow">
          {arcs.map((datum) => (
            <path
              key={datum.data.key}
              d={draw(datum) ?? ""}
              data-slice={datum.data.label}
              className={datum.data.fill}
            />
          ))}
        </g>
        <text y={-10} textAnchor="middle" className="fill-muted text-[15px]">
          Monthly Payment
        </text>
        <text y={22} textAnchor="middle" className="fill-ink text-[30px] font-bold">
          {formatCurrency(total)}
        </text>
      </svg>
      <ul className="grid w-full max-w-sm gap-2 text-sm text-ink" aria-label="Legend">
        {slices.map((slice) => (
          <li key={slice.key} className="flex items-center gap-2">
            <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${slice.swatch}`} />
            <span className="flex-1">{slice.label}</span>
            <span className="font-semibold tabular-nums">{formatCurrency(slice.value)}</span>
          </li>
        ))}
      </ul>
      <Expandable label="Show the data as a table" className="w-full max-w-sm">
        <table className="mt-2 w-full border-collapse text-sm tabular-nums">
          <caption className="sr-only">Monthly payment breakdown</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1.5 text-left font-semibold">
                Part of the payment
              </th>
              <th scope="col" className="py-1.5 text-right font-semibold">
                Per month
              </th>
            </tr>
          </thead>
          <tbody>
            {all.map((slice) => (
              <tr key={slice.key} className="border-b border-line">
                <th scope="row" className="py-1.5 text-left font-normal">
                  {slice.label}
                </th>
                <td className="py-1.5 text-right">{formatCurrency(slice.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className="py-1.5 text-left font-semibold">
                Monthly Payment
              </th>
              <td className="py-1.5 text-right font-semibold">{formatCurrency(total)}</td>
            </tr>
          </tfoot>
        </table>
      </Expandable>
    </figure>
  );
}
