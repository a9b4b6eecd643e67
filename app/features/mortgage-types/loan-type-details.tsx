import { ExpandableList } from "~/components/ui/expandable";
import type { Comparison } from "./comparison";

/** How many loan types show before "Show all N": enough to see what each entry holds. */
export const LOAN_TYPES_SHOWN = 3;

/**
 * Each loan type on its own, with every detail of the comparison table under it: easier to read
 * on a phone than a wide table. The first few show; the rest wait behind "Show all N" (all show
 * without JavaScript).
 */
export function LoanTypeDetails({ data }: { data: Comparison }) {
  return (
    <ExpandableList
      initialCount={LOAN_TYPES_SHOWN}
      showAllLabel={(total) => `Show all ${total} loan types`}
      showFewerLabel="Show fewer loan types"
      className="mt-4"
      itemClassName="rounded-card border border-line p-4 sm:p-5 focus:outline-2 focus:outline-accent"
      items={data.rows.map((row) => (
        <article key={row.id} data-loan-type={row.id} aria-labelledby={`loan-type-${row.id}`}>
          <h3 id={`loan-type-${row.id}`} className="text-lg font-bold">
            {row.name}
          </h3>
          <p className="mt-1 text-muted">{row.summary}</p>
          <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {data.columns.map((column) => (
              <div key={column.id}>
                <dt className="font-semibold">{column.label}</dt>
                <dd>{row.values[column.id]}</dd>
              </div>
            ))}
          </dl>
        </article>
      ))}
    />
  );
}
