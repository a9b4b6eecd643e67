import { useMemo } from "react";
import { LineChart } from "~/components/charts/line-chart";
import type { ArmResult } from "~/lib/finance/arm";
import type { Schedule, ScheduleEntry } from "~/lib/finance/schedule";
import {
  armPaymentSeries,
  balanceSeries,
  refinanceBalanceSeries,
  yearlyAmortizationSeries,
  type BalanceLine,
} from "./chart-data";

function ChartSection({
  title,
  description,
  className = "mt-10",
  children,
}: {
  title: string;
  description?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-label={title} className={`calculator-chart ${className}`}>
      <h2 className="text-2xl font-bold">{title}</h2>
      {description ? <p className="mt-1 text-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * The amortization (balance) graph: principal and interest paid so far and the balance
 * remaining at the end of each year.
 */
export function BalanceChart({
  schedule,
  title,
  description = "Principal and interest paid so far, and the balance remaining, at the end of each year.",
  className,
}: {
  schedule: Schedule;
  title: string;
  description?: string;
  className?: string;
}) {
  const data = useMemo(() => yearlyAmortizationSeries(schedule.entries), [schedule]);
  return (
    <ChartSection title={title} description={description} className={className}>
      <LineChart series={data.series} xLabels={data.xLabels} title={title} xTitle={data.xTitle} />
    </ChartSection>
  );
}

/** The refinance balance graph: series "Original Loan" and "New Loan". */
export function RefinanceChart({
  original,
  next,
}: {
  original: readonly ScheduleEntry[];
  next: readonly ScheduleEntry[];
}) {
  const data = useMemo(() => refinanceBalanceSeries(original, next), [original, next]);
  const title = "Loan balance: original loan and new loan";
  return (
    <ChartSection
      title={title}
      description="The balance left at the end of each year on each loan."
    >
      <LineChart series={data.series} xLabels={data.xLabels} title={title} xTitle={data.xTitle} />
    </ChartSection>
  );
}

/** The ARM payment graph: worst case and index unchanged, as steps over the life of the loan. */
export function ArmPaymentChart({
  result,
  adjustmentMonths,
}: {
  result: ArmResult;
  adjustmentMonths: number;
}) {
  const data = useMemo(
    () => armPaymentSeries(result, adjustmentMonths),
    [result, adjustmentMonths],
  );
  const title = "Monthly payment: worst case and if the index stays where it is";
  return (
    <ChartSection
      title={title}
      description="Principal and interest each month over the life of the loan. The worst case assumes the rate rises as far as the caps allow at every adjustment."
    >
      <LineChart
        series={data.series}
        xLabels={data.xLabels}
        title={title}
        xTitle="Payment from"
        curve="step"
      />
    </ChartSection>
  );
}

/**
 * A balance graph comparing loans (the payoff calculator: without and with extra payments): the
 * balance left at the end of each year on each.
 */
export function BalanceComparisonChart({
  lines,
  title,
  description = "The balance left at the end of each year.",
}: {
  lines: readonly BalanceLine[];
  title: string;
  description?: string;
}) {
  const data = useMemo(() => balanceSeries(lines), [lines]);
  return (
    <ChartSection title={title} description={description}>
      <LineChart series={data.series} xLabels={data.xLabels} title={title} xTitle={data.xTitle} />
    </ChartSection>
  );
}
