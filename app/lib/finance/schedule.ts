import {
  addMonths,
  compareMonths,
  laterMonth,
  monthsBetween,
  splitMonths,
  type MonthValue,
  type YearsAndMonths,
} from "~/lib/finance/month";
import { percentOfCents, roundHalfUp, type Cents } from "~/lib/finance/money";
import { monthlyPaymentCents } from "~/lib/finance/payment";
import { formatMonthShort } from "~/lib/format/month";

/**
 * The longest term the engine will amortize, in months (100 years). Calculator pages render on the
 * server from query strings, so a typed "99999 years" must not loop for minutes.
 */
export const MAX_TERM_MONTHS = 1200;

/** A fixed extra amount paid toward principal every month from `start` on. */
export type ExtraPayment = { readonly amountCents: Cents; readonly start: MonthValue };

/** A fixed extra paid toward principal once a year, in calendar month `month` (1-12), from `start` on. */
export type YearlyExtraPayment = {
  readonly amountCents: Cents;
  readonly month: number;
  readonly start: MonthValue;
};

/** A single extra payment toward principal, in month `date`. */
export type OneTimeExtraPayment = { readonly amountCents: Cents; readonly date: MonthValue };

/**
 * Biweekly payments from `start` on (never before the first payment): half the regular payment
 * every two weeks, 26 half-payments a year. Of each year's 26, 24 make the 12 regular payments;
 * what is left over (the 13th payment) goes to principal with the 12th payment of each year of
 * the plan, as a lender that credits a biweekly plan monthly does. See
 * docs/decisions/016-extra-payments.md and `biweeklySurplusCents`.
 */
export type BiweeklyPayments = { readonly start: MonthValue };

export type ScheduleInput = {
  /** Loan amount in cents (rounded half-up to whole cents if fractional). */
  readonly principalCents: Cents;
  /** Annual interest rate in percent (6.5 means 6.5 %). Zero or less is treated as 0 %. */
  readonly annualRatePercent: number;
  /** Term in whole months (years × 12). */
  readonly termMonths: number;
  /** Month of the first payment. */
  readonly start: MonthValue;
  /** Optional fixed monthly extra payment toward principal. */
  readonly extra?: ExtraPayment;
  /** Optional extra paid once a year in a given calendar month. */
  readonly yearlyExtra?: YearlyExtraPayment;
  /** Optional single extra payment. */
  readonly oneTimeExtra?: OneTimeExtraPayment;
  /** Optional biweekly plan: half the regular payment every two weeks. */
  readonly biweekly?: BiweeklyPayments;
};

/**
 * The extra payments the calculators offer besides the fixed monthly one, as their forms give
 * them: amounts in cents, the yearly payment's calendar month (1-12), the one-time payment's
 * month, and whether the borrower pays biweekly.
 */
export type ExtraPayments = {
  readonly yearlyPaymentCents?: Cents;
  readonly yearlyPaymentMonth?: number;
  readonly oneTimePaymentCents?: Cents;
  readonly oneTimePaymentDate?: MonthValue;
  readonly biweekly?: boolean;
};

/**
 * The schedule options for `extras`: the recurring ones (yearly, biweekly) from `start` on, the
 * one-time payment in its own month. Amounts of 0 and a missing month or date add nothing.
 *
 * @example
 * scheduleExtras({ yearlyPaymentCents: 100_000, yearlyPaymentMonth: 3, biweekly: true }, { year: 2027, month: 1 })
 * // { yearlyExtra: { amountCents: 100_000, month: 3, start: { year: 2027, month: 1 } },
 * //   oneTimeExtra: undefined, biweekly: { start: { year: 2027, month: 1 } } }
 */
export function scheduleExtras(
  extras: ExtraPayments | undefined,
  start: MonthValue,
): Pick<ScheduleInput, "yearlyExtra" | "oneTimeExtra" | "biweekly"> {
  const yearly = extraAmount(extras?.yearlyPaymentCents);
  const oneTime = extraAmount(extras?.oneTimePaymentCents);
  const month = extras?.yearlyPaymentMonth;
  const date = extras?.oneTimePaymentDate;
  return {
    yearlyExtra:
      yearly > 0 && month !== undefined ? { amountCents: yearly, month, start } : undefined,
    oneTimeExtra: oneTime > 0 && date ? { amountCents: oneTime, date } : undefined,
    biweekly: extras?.biweekly ? { start } : undefined,
  };
}

export type ScheduleEntry = {
  /** 1-based payment number. */
  readonly number: number;
  readonly date: MonthValue;
  /** "YYYY-MM", unique within a schedule (for React keys and lookups). */
  readonly key: string;
  /** "MM/YY" (spec 3). */
  readonly displayDate: string;
  /** Everything paid this month: interest + principal + extra, in cents. */
  readonly paymentCents: Cents;
  readonly interestCents: Cents;
  /** Principal repaid by the regular payment, in cents. */
  readonly principalCents: Cents;
  /** Extra principal paid this month, in cents. */
  readonly extraCents: Cents;
  /** Balance left after this month's payment, in cents. */
  readonly balanceCents: Cents;
};

export type ScheduleTotals = {
  readonly paymentCount: number;
  /** Sum of the schedule's monthly interest, in cents (DESIGN 6). */
  readonly totalInterestCents: Cents;
  /** Principal plus total interest, in cents. */
  readonly totalPaidCents: Cents;
  /** Sum of the extra payments, in cents. */
  readonly totalExtraCents: Cents;
  /** Month of the last payment; null for an empty schedule. */
  readonly payoffDate: MonthValue | null;
  /** Number of payments as years and months (37 payments → 3 years 1 month). */
  readonly duration: YearsAndMonths;
  /** Number of payments / 12, e.g. 29.5. */
  readonly durationYears: number;
};

export type Schedule = {
  /** The regular monthly principal-and-interest payment in cents, rounded; NaN if undefined. */
  readonly monthlyPaymentCents: Cents;
  readonly entries: readonly ScheduleEntry[];
  readonly totals: ScheduleTotals;
};

function emptySchedule(paymentCents: Cents): Schedule {
  return {
    monthlyPaymentCents: paymentCents,
    entries: [],
    totals: {
      paymentCount: 0,
      totalInterestCents: 0,
      totalPaidCents: 0,
      totalExtraCents: 0,
      payoffDate: null,
      duration: { years: 0, months: 0 },
      durationYears: 0,
    },
  };
}

/** A non-negative whole number of cents from an optional amount (NaN and negatives are 0). */
function extraAmount(amountCents: Cents | undefined): Cents {
  return amountCents === undefined ? 0 : Math.max(0, roundHalfUp(amountCents)) || 0;
}

/**
 * Half of a monthly payment, rounded UP to the cent (a borrower cannot pay half a cent): what a
 * biweekly plan collects every two weeks, in cents.
 *
 * @example biweeklyHalfPaymentCents(189_620) // 94_810; biweeklyHalfPaymentCents(59_955) // 29_978
 */
export function biweeklyHalfPaymentCents(monthlyPaymentCents: Cents): Cents {
  return Math.ceil(monthlyPaymentCents / 2);
}

/**
 * What a biweekly plan pays in a year beyond the 12 regular payments, in cents: 26 half-payments
 * minus 12 monthly payments. It is one monthly payment when the payment is a whole number of
 * cents apart from an odd cent, which adds 26 × ½ cent = 13 cents.
 *
 * @example
 * // $1,896.20 a month: 26 × 948.10 − 12 × 1,896.20 = 24,650.60 − 22,754.40 = $1,896.20
 * biweeklySurplusCents(189_620) // 189_620
 * // $599.55 a month: half = 299.775 → $299.78; 26 × 299.78 − 12 × 599.55 = 7,794.28 − 7,194.60 = $599.68
 * biweeklySurplusCents(59_955) // 59_968
 */
export function biweeklySurplusCents(monthlyPaymentCents: Cents): Cents {
  return 26 * biweeklyHalfPaymentCents(monthlyPaymentCents) - 12 * monthlyPaymentCents;
}

/**
 * Every extra the borrower means to pay in `date` beyond the regular payment, before it is
 * capped at what is left to pay, in cents.
 */
function plannedExtraCents(input: ScheduleInput, date: MonthValue, payment: Cents): Cents {
  let planned = 0;
  const { extra, yearlyExtra, oneTimeExtra, biweekly } = input;
  if (extra && compareMonths(date, extra.start) >= 0) planned += extraAmount(extra.amountCents);
  if (
    yearlyExtra &&
    date.month === yearlyExtra.month &&
    compareMonths(date, yearlyExtra.start) >= 0
  ) {
    planned += extraAmount(yearlyExtra.amountCents);
  }
  if (oneTimeExtra && compareMonths(date, oneTimeExtra.date) === 0) {
    planned += extraAmount(oneTimeExtra.amountCents);
  }
  if (biweekly) {
    // Months of the plan counted from its first month (never before the loan's first payment).
    const planMonth = monthsBetween(laterMonth(biweekly.start, input.start), date) + 1;
    if (planMonth >= 12 && planMonth % 12 === 0) planned += biweeklySurplusCents(payment);
  }
  return planned;
}

function monthKey(date: MonthValue): string {
  return `${String(date.year).padStart(4, "0")}-${String(date.month).padStart(2, "0")}`;
}

/**
 * The month-by-month amortization schedule in cents (DESIGN 6):
 * - the regular payment is the formula payment rounded half-up to cents;
 * - each month's interest is balance × rate / 12 rounded half-up to cents;
 * - the final payment is whatever clears the balance: in the last month of the term, or earlier
 *   when balance + interest fits in the regular payment, the borrower pays exactly balance +
 *   interest. The balance therefore ends at exactly 0 and there is never a stray extra month;
 * - extras go to principal after the regular payment of their month: the fixed monthly `extra`
 *   from its start, the `yearlyExtra` in its calendar month from its start, the `oneTimeExtra` in
 *   its month, and the surplus of a `biweekly` plan with the 12th payment of each plan year. Their
 *   sum is capped so it never pays more than what clears the balance, and a month whose regular
 *   payment already clears the balance (the last one) carries none;
 * - the schedule is empty when the payment rounds to 0 or is undefined (spec 5), when the
 *   principal is not positive, or when the term exceeds MAX_TERM_MONTHS.
 * If a rounded payment is below the first month's interest (tiny loans at high rates) the balance
 * grows until the last month, which still clears it.
 *
 * Units: cents, annual percent, months. The amortization calculator passes today as the extra's
 * start (spec 9); the payoff calculator passes its extra start date.
 *
 * @example
 * // $1,000 at 12 % for 2 months: r = 1 %, payment = 1000 × 0.01 × 1.0201 / 0.0201 = 507.5124 → $507.51
 * // month 1: interest $10.00, principal $497.51, balance $502.49
 * // month 2: interest $5.02 (5.0249), pays 502.49 + 5.02 = $507.51, balance $0; interest total $15.02
 * buildSchedule({ principalCents: 100_000, annualRatePercent: 12, termMonths: 2, start: { year: 2025, month: 1 } })
 */
export function buildSchedule(input: ScheduleInput): Schedule {
  const run = amortize(input, Infinity);
  if (!run.built) return emptySchedule(run.payment);
  const { entries, payment, principal, totalInterest, totalExtra } = run;
  const last = entries[entries.length - 1];
  return {
    monthlyPaymentCents: payment,
    entries,
    totals: {
      paymentCount: entries.length,
      totalInterestCents: totalInterest,
      totalPaidCents: principal + totalInterest,
      totalExtraCents: totalExtra,
      payoffDate: last ? last.date : null,
      duration: splitMonths(entries.length),
      durationYears: entries.length / 12,
    },
  };
}

/**
 * The first `count` entries of `buildSchedule(input).entries` (fewer when the loan is paid off
 * sooner), computed without the months after them: for what depends only on a loan's opening
 * balances, such as the first year's mortgage insurance, where a search tries many loans.
 *
 * @example
 * // $1,000 at 12 % for 2 months (buildSchedule's example): only month 1, balance $502.49
 * scheduleOpening({ principalCents: 100_000, annualRatePercent: 12, termMonths: 2, start: { year: 2025, month: 1 } }, 1)
 */
export function scheduleOpening(input: ScheduleInput, count: number): ScheduleEntry[] {
  return amortize(input, count).entries;
}

/** The schedule's months, up to `limit` of them (none, `built: false`, when there is no schedule). */
function amortize(input: ScheduleInput, limit: number) {
  const principal = roundHalfUp(input.principalCents);
  const termMonths = Math.ceil(input.termMonths);
  const ratePercent = input.annualRatePercent > 0 ? input.annualRatePercent : 0;
  const payment = monthlyPaymentCents(principal, input.annualRatePercent, input.termMonths);
  if (
    !(principal > 0) ||
    !(payment > 0) ||
    !(termMonths > 0) ||
    termMonths > MAX_TERM_MONTHS ||
    !Number.isFinite(ratePercent)
  ) {
    return { built: false, entries: [] as ScheduleEntry[], payment } as const;
  }

  const entries: ScheduleEntry[] = [];
  let balance = principal;
  let totalInterest = 0;
  let totalExtra = 0;
  for (let number = 1; balance > 0 && number <= limit; number++) {
    const date = addMonths(input.start, number - 1);
    const interest = percentOfCents(balance, ratePercent, 12);
    let principalPaid: number;
    let extra = 0;
    if (number >= termMonths || balance + interest <= payment) {
      principalPaid = balance;
    } else {
      principalPaid = payment - interest;
      const planned = plannedExtraCents(input, date, payment);
      if (planned > 0) extra = Math.min(planned, balance - principalPaid);
    }
    balance = balance - principalPaid - extra;
    totalInterest += interest;
    totalExtra += extra;
    entries.push({
      number,
      date,
      key: monthKey(date),
      displayDate: formatMonthShort(date),
      paymentCents: interest + principalPaid + extra,
      interestCents: interest,
      principalCents: principalPaid,
      extraCents: extra,
      balanceCents: balance,
    });
  }
  return { built: true, entries, payment, principal, totalInterest, totalExtra } as const;
}

/** One calendar year of a schedule: sums of its months and the balance at its end, in cents. */
export type ScheduleYear = {
  readonly year: number;
  readonly paymentCount: number;
  readonly paymentCents: Cents;
  readonly interestCents: Cents;
  readonly principalCents: Cents;
  readonly extraCents: Cents;
  /** Balance after the year's last payment. */
  readonly endBalanceCents: Cents;
};

/**
 * Groups schedule entries by calendar year (the "annually" table and the yearly graphs). A loan
 * starting in March has a first "year" of 10 payments.
 *
 * @example
 * // a 24-month loan starting 07/2025 → years 2025 (6 payments), 2026 (12), 2027 (6)
 * groupScheduleByYear(schedule.entries).map((y) => y.paymentCount) // [6, 12, 6]
 */
export function groupScheduleByYear(entries: readonly ScheduleEntry[]): ScheduleYear[] {
  const years: ScheduleYear[] = [];
  let current: {
    year: number;
    paymentCount: number;
    paymentCents: number;
    interestCents: number;
    principalCents: number;
    extraCents: number;
    endBalanceCents: number;
  } | null = null;
  for (const entry of entries) {
    if (!current || current.year !== entry.date.year) {
      if (current) years.push(current);
      current = {
        year: entry.date.year,
        paymentCount: 0,
        paymentCents: 0,
        interestCents: 0,
        principalCents: 0,
        extraCents: 0,
        endBalanceCents: 0,
      };
    }
    current.paymentCount += 1;
    current.paymentCents += entry.paymentCents;
    current.interestCents += entry.interestCents;
    current.principalCents += entry.principalCents;
    current.extraCents += entry.extraCents;
    current.endBalanceCents = entry.balanceCents;
  }
  if (current) years.push(current);
  return years;
}

/**
 * Interest the schedule charges in the months from `from` on (inclusive), in cents; the whole
 * total when `from` is on or before the first payment, 0 when after the payoff.
 *
 * @example
 * // $1,000 at 12 % for 2 months from 01/2025 charges $10.00 then $5.02: from 02/2025 → 502 cents
 * interestFromMonth(schedule.entries, { year: 2025, month: 2 }) // 502
 */
export function interestFromMonth(entries: readonly ScheduleEntry[], from: MonthValue): Cents {
  let sum = 0;
  for (const entry of entries) {
    if (compareMonths(entry.date, from) >= 0) sum += entry.interestCents;
  }
  return sum;
}

/**
 * The first month whose end balance is at or below `thresholdCents`; null when the loan starts
 * at or below it (nothing to wait for) or never gets there (empty schedule).
 *
 * @example
 * // $1,000 at 12 % for 2 months from 01/2025: balance $502.49 after 01/2025
 * firstMonthAtOrBelow(schedule.entries, 100_000, 60_000) // { year: 2025, month: 1 }
 */
export function firstMonthAtOrBelow(
  entries: readonly ScheduleEntry[],
  principalCents: Cents,
  thresholdCents: Cents,
): MonthValue | null {
  if (principalCents <= thresholdCents) return null;
  for (const entry of entries) {
    if (entry.balanceCents <= thresholdCents) return entry.date;
  }
  return null;
}
