import { aprPercentOfStream } from "~/lib/finance/apr";
import { roundHalfUp, type Cents } from "~/lib/finance/money";
import {
  financedFee,
  mortgageInsurancePlan,
  type LoanType,
  type ProgramLoan,
} from "~/lib/finance/programs";
import { buildSchedule, type ScheduleEntry } from "~/lib/finance/schedule";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { formatPercent } from "~/lib/format/percent";

/**
 * The "Example terms" lines of the learning center (Regulation Z, 12 CFR 1026.24): for every
 * article example that states a rate, a payment or a finance charge, the loan behind it and the
 * assumptions its APR rests on. The APR is the actuarial APR of Appendix J over the example's
 * whole payment stream (lib/finance/apr.ts, tested against Appendix J's own examples): the
 * amount financed is the loan less the prepaid finance charges, and the payments include any
 * mortgage insurance, which is a finance charge (12 CFR 1026.4(b)(10)).
 *
 * The articles carry the lines as text (readable and reviewable in the markdown); the tests check
 * that each article says exactly what `exampleTermsLine` computes. To write or refresh one, run
 * `node_modules/.bin/tsx scripts/example-terms.ts`.
 */

/** A prepaid finance charge (12 CFR 1026.2(a)(23)); a negative amount is a lender credit. */
export type Charge = { readonly what: string; readonly cents: Cents };

/**
 * Mortgage insurance in the payments, always worked out by the calculators' one model
 * (app/lib/finance/programs.ts, mortgageInsurancePlan):
 * - `pmi`: borrower-paid private mortgage insurance at `annualPercent` of the loan a year, a
 *   level monthly amount, paid until the Homeowners Protection Act ends it (the scheduled
 *   balance reaching 78% of the home's original value, or the term's midpoint);
 * - `level`: the same monthly amount with every payment (as the simple calculators assume);
 * - `program`: FHA's annual MIP or USDA's annual fee of the program loan `loan`, each year's
 *   premium from that year's average scheduled balance (FHA: of the base loan), for as long as
 *   the program's rules say.
 */
export type Insurance =
  | { readonly kind: "pmi"; readonly annualPercent: number; readonly homeValueCents: Cents }
  | { readonly kind: "level"; readonly monthlyCents: Cents }
  | {
      readonly kind: "program";
      readonly name: string;
      readonly loan: ProgramLoan;
      /** "the $289,500 base loan", "the loan". */
      readonly baseLabel: string;
    };

/**
 * A 5/6-style adjustable rate: fixed for `fixedMonths`, then index + margin, adjusting every
 * `adjustEveryMonths` within the caps. The APR assumes the index stays at `indexPercent` (the
 * fully indexed rate at consummation, comment 17(c)(1)-10); the worst case rises as fast as the
 * caps allow.
 */
export type Arm = {
  readonly name: string;
  readonly fixedMonths: number;
  readonly adjustEveryMonths: number;
  readonly indexName: string;
  readonly indexPercent: number;
  readonly marginPercent: number;
  readonly firstCapPoints: number;
  readonly periodicCapPoints: number;
  readonly lifetimeCapPoints: number;
};

export type ExampleLoan = {
  /** Words before the terms when a line holds more than one loan ("With 3% down"). */
  readonly label?: string;
  readonly loanCents: Cents;
  /** The down payment, when the example has one: percent of the price. */
  readonly down?: { readonly percent: number; readonly priceCents: Cents };
  readonly ratePercent: number;
  readonly termYears: number;
  readonly charges: readonly Charge[];
  readonly insurance?: Insurance;
  readonly arm?: Arm;
};

export type Example = {
  /** content/learn/<slug>.md */
  readonly slug: string;
  /** The heading of the block (advertising-scan's splitBlocks) the line sits in. */
  readonly heading: string;
  readonly loans: readonly ExampleLoan[];
  /** A sentence on the assumptions, before the one on taxes and insurance. */
  readonly note?: string;
};

export type LoanFigures = {
  /** Every payment of the loan, principal and interest only, in cents. */
  readonly principalAndInterestCents: readonly Cents[];
  /** The mortgage insurance in each payment, in cents. */
  readonly insuranceCents: readonly Cents[];
  readonly prepaidFinanceChargesCents: Cents;
  readonly amountFinancedCents: Cents;
  /** Unrounded, in percent. */
  readonly aprPercent: number;
  /** ARM only: the highest payment if the rate rises as fast as the caps allow, and its number. */
  readonly worstCase?: {
    readonly firstChangeCents: Cents;
    readonly paymentCents: Cents;
    readonly fromPayment: number;
  };
};

const START = { year: 2027, month: 1 };

function scheduleOf(principalCents: Cents, ratePercent: number, termMonths: number) {
  return buildSchedule({
    principalCents,
    annualRatePercent: ratePercent,
    termMonths,
    start: START,
  });
}

/**
 * The payments of an adjustable-rate loan: at each change the rate is `rateForPeriod(period)` and
 * the payment is re-amortized over the months left (as the note's payment-change clause does);
 * when the rate does not change, the payment stays as it was.
 */
function armPayments(loan: ExampleLoan, rateForPeriod: (period: number) => number): Cents[] {
  const arm = loan.arm!;
  const termMonths = loan.termYears * 12;
  const payments: Cents[] = [];
  let balance = loan.loanCents;
  let rate = Number.NaN;
  let schedule: ScheduleEntry[] = [];
  let used = 0;
  for (let period = 0; payments.length < termMonths && balance > 0; period++) {
    const length = period === 0 ? arm.fixedMonths : arm.adjustEveryMonths;
    const next = rateForPeriod(period);
    if (next !== rate) {
      rate = next;
      schedule = [...scheduleOf(balance, rate, termMonths - payments.length).entries];
      used = 0;
    }
    const entries = schedule.slice(used, used + length);
    used += entries.length;
    for (const e of entries) payments.push(e.paymentCents);
    balance = entries.at(-1)?.balanceCents ?? 0;
  }
  return payments;
}

function armRate(arm: Arm, startPercent: number, period: number, index: number): number {
  const cap = startPercent + arm.lifetimeCapPoints;
  const indexed = Math.min(cap, index + arm.marginPercent);
  if (period === 0) return startPercent;
  return Math.min(
    indexed,
    startPercent + arm.firstCapPoints + (period - 1) * arm.periodicCapPoints,
  );
}

function insuranceStream(loan: ExampleLoan, count: number): Cents[] {
  const insurance = loan.insurance;
  if (!insurance) return Array<Cents>(count).fill(0);
  if (insurance.kind === "level") return Array<Cents>(count).fill(insurance.monthlyCents);
  const termMonths = loan.termYears * 12;
  const entries = scheduleOf(loan.loanCents, loan.ratePercent, termMonths).entries;
  if (insurance.kind === "pmi") {
    const conventional: ProgramLoan = {
      loanType: "conventional",
      homePriceCents: insurance.homeValueCents,
      downPaymentCents: insurance.homeValueCents - loan.loanCents,
      termMonths,
      creditScore: null,
      vaFirstUse: true,
      vaExempt: false,
    };
    return [
      ...mortgageInsurancePlan(conventional, entries, loan.loanCents, insurance.annualPercent)
        .byEntry,
    ];
  }
  const program = insurance.loan;
  const base = program.homePriceCents - program.downPaymentCents;
  const baseEntries = scheduleOf(base, loan.ratePercent, termMonths).entries;
  return [
    ...mortgageInsurancePlan(program, entries, loan.loanCents, undefined, baseEntries).byEntry,
  ];
}

/** The payments, the amount financed and the APR of one example loan. */
export function loanFigures(loan: ExampleLoan): LoanFigures {
  const principalAndInterestCents = loan.arm
    ? armPayments(loan, (p) => armRate(loan.arm!, loan.ratePercent, p, loan.arm!.indexPercent))
    : scheduleOf(loan.loanCents, loan.ratePercent, loan.termYears * 12).entries.map(
        (e) => e.paymentCents,
      );
  const insuranceCents = insuranceStream(loan, principalAndInterestCents.length);
  const prepaidFinanceChargesCents = loan.charges.reduce((sum, c) => sum + c.cents, 0);
  const amountFinancedCents = loan.loanCents - prepaidFinanceChargesCents;
  const aprPercent = aprPercentOfStream({
    amountFinancedCents,
    paymentsCents: principalAndInterestCents.map((p, i) => p + insuranceCents[i]!),
  });
  if (aprPercent === null) throw new Error("An example loan without an APR");
  let worstCase: LoanFigures["worstCase"];
  if (loan.arm) {
    const arm = loan.arm;
    // The highest regular payment: the last one only clears the rounding left over.
    const worst = armPayments(loan, (p) => armRate(arm, loan.ratePercent, p, Infinity)).slice(
      0,
      -1,
    );
    const highest = Math.max(...worst);
    worstCase = {
      firstChangeCents: worst[arm.fixedMonths]!,
      paymentCents: highest,
      fromPayment: worst.indexOf(highest) + 1,
    };
  }
  return {
    principalAndInterestCents,
    insuranceCents,
    prepaidFinanceChargesCents,
    amountFinancedCents,
    aprPercent,
    worstCase,
  };
}

const money = (cents: Cents) =>
  formatCentsAsCurrency(cents, { withCents: Math.abs(cents) % 100 !== 0 });
/** An APR as disclosed: 3 decimals, rounded half up (within 1/8 point, 12 CFR 1026.22(a)(2)). */
export const aprText = (percent: number) => `${formatPercent(percent, 3, true)} APR`;

/** "360 monthly payments of $2,275.44 (the last one $2,271.18)", or runs of different amounts. */
function paymentsText(payments: readonly Cents[]): string {
  const runs: Array<{ count: number; cents: Cents }> = [];
  for (const p of payments) {
    const last = runs.at(-1);
    if (last && last.cents === p) last.count += 1;
    else runs.push({ count: 1, cents: p });
  }
  const final = runs.at(-1)!;
  const lastOne = final.count === 1 && runs.length > 1 ? runs.pop()! : null;
  const parts = runs.map((r, i) =>
    i === 0
      ? `${r.count} monthly payments of ${money(r.cents)}`
      : `then ${r.count} of ${money(r.cents)}`,
  );
  const text = parts.join(", ");
  if (!lastOne) return text;
  return runs.length === 1 && parts.length === 1
    ? `${payments.length} monthly payments of ${money(runs[0]!.cents)} (the last one ${money(lastOne.cents)})`
    : `${text} (the last one ${money(lastOne.cents)})`;
}

function insuranceText(loan: ExampleLoan, figures: LoanFigures): string {
  const insurance = loan.insurance;
  if (!insurance) return "";
  if (insurance.kind === "level") {
    return `, plus mortgage insurance of ${money(insurance.monthlyCents)} a month with every payment`;
  }
  if (insurance.kind === "pmi") {
    const months = figures.insuranceCents.filter((c) => c > 0).length;
    return `, plus private mortgage insurance of ${money(figures.insuranceCents[0]!)} a month for the first ${months} payments, until the scheduled balance reaches 78% of the home's original value`;
  }
  const paid = figures.insuranceCents.filter((c) => c > 0);
  const plan = mortgageInsurancePlan(
    insurance.loan,
    scheduleOf(loan.loanCents, loan.ratePercent, loan.termYears * 12).entries,
    loan.loanCents,
  );
  const period =
    plan.term.kind === "years" ? `for ${plan.term.years} years` : "for the life of the loan";
  return `, plus ${insurance.name} of ${formatPercent(plan.annualPercent)} a year of ${insurance.baseLabel}'s average scheduled balance, recalculated each year and paid monthly ${period} (${money(paid[0]!)} a month in the first year, ${money(paid.at(-1)!)} in the last)`;
}

/** "$3,600 of prepaid finance charges (lender fees of 1% of the loan)", itemized when several. */
function chargesText(loan: ExampleLoan, figures: LoanFigures): string {
  if (loan.charges.length === 0) return "no prepaid finance charges";
  const total = `${money(figures.prepaidFinanceChargesCents)} of prepaid finance charges`;
  if (loan.charges.length === 1 && loan.charges[0]!.what === LENDER_FEES) {
    return `${total} (${LENDER_FEES})`;
  }
  const parts = loan.charges
    .filter((c) => c.cents > 0)
    .map((c) =>
      c.what === LENDER_FEES
        ? `${money(c.cents)} of lender fees (1% of the loan)`
        : `${money(c.cents)} ${c.what}`,
    );
  const credits = loan.charges
    .filter((c) => c.cents < 0)
    .map((c) => ` less a ${money(-c.cents)} ${c.what}`);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : parts[0];
  return `${total}: ${list}${credits.join("")}`;
}

function rateText(loan: ExampleLoan): string {
  const arm = loan.arm;
  if (!arm)
    return `${loan.termYears}-year fixed interest rate of ${formatPercent(loan.ratePercent)}`;
  const fullyIndexed = arm.indexPercent + arm.marginPercent;
  return (
    `${loan.termYears}-year ${arm.name} with an interest rate of ${formatPercent(loan.ratePercent)} for the first ${arm.fixedMonths} payments, ` +
    `then the ${arm.indexName} plus a ${formatPercent(arm.marginPercent)} margin, adjusted every ${arm.adjustEveryMonths} months ` +
    `(${formatPercent(fullyIndexed)} if the index stays at ${formatPercent(arm.indexPercent)}); the rate may increase after closing, ` +
    `by up to ${arm.firstCapPoints} points at the first change (to ${formatPercent(loan.ratePercent + arm.firstCapPoints)}), ` +
    `${arm.periodicCapPoints} point at each later change, and to no more than ${formatPercent(loan.ratePercent + arm.lifetimeCapPoints)}`
  );
}

/** The sentences for one loan: amount, down payment, rate, APR, payments, insurance, charges. */
function loanText(loan: ExampleLoan): string {
  const figures = loanFigures(loan);
  const down = loan.down
    ? ` with ${formatPercent(loan.down.percent)} down on a ${money(loan.down.priceCents)} home`
    : "";
  const label = loan.label ? `${loan.label}: ` : "";
  let payments = paymentsText(figures.principalAndInterestCents).replace(
    " monthly payments",
    " monthly principal-and-interest payments",
  );
  if (loan.arm && figures.worstCase) {
    const { firstChangeCents, paymentCents, fromPayment } = figures.worstCase;
    const firstChange = loan.arm.fixedMonths + 1;
    payments += ` if the index stays the same; if the rate rises as fast as the caps allow, ${money(firstChangeCents)} from payment ${firstChange} and up to ${money(paymentCents)} from payment ${fromPayment}`;
  }
  const insured = loan.insurance ? "includes the mortgage insurance and " : "";
  return (
    `${label}${money(loan.loanCents)} loan${down}, ${rateText(loan)}, ${aprText(figures.aprPercent)}: ` +
    `${payments}${insuranceText(loan, figures)}. ` +
    `The APR ${insured}assumes ${chargesText(loan, figures)}`
  );
}

/** The whole line, as the article's plain text reads it ("**" marks dropped). */
export function exampleTermsLine(example: Pick<Example, "loans" | "note">): string {
  const loans = example.loans.map(loanText).join(". ");
  const note = example.note ? ` ${example.note}` : "";
  return `Example terms: ${loans}.${note} The payments don't include taxes and insurance, so the actual payment will be greater.`;
}

/** The line as markdown: the label and each APR in bold, no less prominent than the rate. */
export function exampleTermsMarkdown(example: Pick<Example, "loans" | "note">): string {
  return exampleTermsLine(example)
    .replace(/^Example terms:/, "**Example terms:**")
    .replace(/(\d+\.\d{3}% APR)/g, "**$1**");
}

const dollars = (d: number) => roundHalfUp(d * 100);
const LENDER_FEES = "lender fees of 1% of the loan";
const lenderFees = (loanDollars: number): Charge => ({
  what: LENDER_FEES,
  cents: dollars(loanDollars / 100),
});

const conventional30 = (
  loanDollars: number,
  ratePercent: number,
  extra: Partial<ExampleLoan> = {},
): ExampleLoan => ({
  loanCents: dollars(loanDollars),
  ratePercent,
  termYears: 30,
  charges: [lenderFees(loanDollars)],
  ...extra,
});
const pmi = (annualPercent: number, homeValueDollars: number): Insurance => ({
  kind: "pmi",
  annualPercent,
  homeValueCents: dollars(homeValueDollars),
});

const FEE_WORDS: Readonly<Record<LoanType, string>> = {
  conventional: "fee",
  fha: "upfront MIP",
  va: "funding fee",
  usda: "upfront guarantee fee",
};

/**
 * A government-program purchase as the calculators work it out: the financed fee (FHA up-front
 * MIP, VA funding fee, USDA guarantee fee) from programs.ts, added to the loan (or, with
 * `feeInCash`, paid at closing), and the program's annual insurance.
 */
const programLoan = (
  loanType: LoanType,
  priceDollars: number,
  downPercent: number,
  ratePercent: number,
  extra: { label?: string; vaFirstUse?: boolean; feeInCash?: boolean } = {},
): ExampleLoan => {
  const priceCents = dollars(priceDollars);
  const program: ProgramLoan = {
    loanType,
    homePriceCents: priceCents,
    downPaymentCents: roundHalfUp((priceCents * downPercent) / 100),
    termMonths: 360,
    creditScore: null,
    vaFirstUse: extra.vaFirstUse ?? true,
    vaExempt: false,
  };
  const fee = financedFee(program);
  const loanCents = extra.feeInCash ? fee.baseLoanCents : fee.totalLoanCents;
  const baseLabel = loanType === "fha" ? `the ${money(fee.baseLoanCents)} base loan` : "the loan";
  return {
    label: extra.label,
    loanCents,
    down: { percent: downPercent, priceCents },
    ratePercent,
    termYears: 30,
    charges: [
      {
        what: `${FEE_WORDS[loanType]} (${extra.feeInCash ? "paid at closing" : "added to the loan"})`,
        cents: fee.feeCents,
      },
      { what: LENDER_FEES, cents: roundHalfUp(loanCents / 100) },
    ],
    insurance:
      loanType === "fha"
        ? { kind: "program", name: "FHA annual mortgage insurance (MIP)", loan: program, baseLabel }
        : loanType === "usda"
          ? { kind: "program", name: "the USDA annual fee", loan: program, baseLabel }
          : undefined,
  };
};
const down = (percent: number, priceDollars: number) => ({
  percent,
  priceCents: dollars(priceDollars),
});

/** The $360,000 loan of "How a mortgage works" and "Down payments and PMI". */
const tenPercentDown = conventional30(360_000, 6.5, {
  down: down(10, 400_000),
  insurance: pmi(0.5, 400_000),
});
/** The $300,000 loan of "Amortization and extra payments". */
const amortizationLoan = conventional30(300_000, 6.5);
const refinanceCharges: Charge[] = [lenderFees(343_000)];
const REFINANCE_NOTE =
  "The lender fees are part of the $6,000 of closing costs; the APR assumes the rest are not finance charges.";
const pointsLoan = (label: string, ratePercent: number, points: number): ExampleLoan => ({
  label,
  loanCents: dollars(400_000),
  ratePercent,
  termYears: 30,
  charges:
    points === 0
      ? [lenderFees(400_000)]
      : [
          {
            what: `for ${points === 1 ? "1 point" : `${points} points`}`,
            cents: dollars(4_000 * points),
          },
          lenderFees(400_000),
        ],
});

/** Every example of the learning center that states a rate, a payment or a finance charge. */
export const EXAMPLES: readonly Example[] = [
  { slug: "how-a-mortgage-works", heading: "A worked example", loans: [tenPercentDown] },
  {
    slug: "amortization-and-extra-payments",
    heading: "A worked example",
    loans: [amortizationLoan],
  },
  {
    slug: "amortization-and-extra-payments",
    heading: "Extra payments: three ways to do it",
    loans: [amortizationLoan],
  },
  {
    slug: "amortization-and-extra-payments",
    heading: "Is a 15-year mortgage better than paying extra on a 30-year?",
    loans: [{ ...conventional30(300_000, 6.0), termYears: 15 }],
  },
  {
    slug: "closing-costs-loan-estimate-closing-disclosure",
    heading: "A worked example",
    loans: [
      {
        loanCents: dollars(360_000),
        ratePercent: 6.5,
        termYears: 30,
        charges: [
          { what: "origination fee", cents: dollars(1_800) },
          { what: "for flood and tax services", cents: dollars(100) },
          { what: "settlement fee", cents: dollars(700) },
          { what: "of prepaid interest (15 days)", cents: dollars(961.64) },
        ],
      },
    ],
    note: "The appraisal, credit report, title insurance and recording fees are not finance charges.",
  },
  {
    slug: "conventional-loans",
    heading: "A worked example",
    loans: [
      conventional30(332_500, 6.5, { down: down(5, 350_000), insurance: pmi(0.55, 350_000) }),
    ],
  },
  {
    slug: "credit-scores",
    heading: "What a better score is worth",
    loans: [
      conventional30(320_000, 6.375, { label: "Higher score" }),
      conventional30(320_000, 6.875, { label: "Lower score" }),
    ],
  },
  {
    slug: "debt-to-income-ratio",
    heading: "The 28/36 rule of thumb",
    loans: [conventional30(265_800, 6.5)],
  },
  {
    slug: "down-payments-and-pmi",
    heading: "What changes as you put more down",
    loans: [
      conventional30(388_000, 6.5, { down: down(3, 400_000), insurance: pmi(1, 400_000) }),
      conventional30(380_000, 6.5, { down: down(5, 400_000), insurance: pmi(0.75, 400_000) }),
      tenPercentDown,
      conventional30(320_000, 6.5, { down: down(20, 400_000) }),
    ],
    note: "Private mortgage insurance is estimated as in our mortgage payment calculator: 1% of the loan a year with under 5% down, 0.75% with 5% to under 10% and 0.5% with 10% to under 15%.",
  },
  {
    slug: "down-payments-and-pmi",
    heading: "A worked example: when would PMI end?",
    loans: [tenPercentDown],
  },
  {
    slug: "fha-loans",
    heading: "A worked example",
    loans: [
      programLoan("fha", 300_000, 3.5, 6.25, { label: "With 3.5% down" }),
      programLoan("fha", 300_000, 10, 6.25, { label: "With 10% down" }),
    ],
  },
  {
    slug: "first-time-home-buyer-guide",
    heading: "Step 3: Plan the cash you'll need",
    loans: [conventional30(339_500, 6.5, { down: down(3, 350_000), insurance: pmi(0.6, 350_000) })],
  },
  {
    slug: "fixed-vs-adjustable-rate-mortgages",
    heading: "A worked example: 5/6 SOFR ARM vs 30-year fixed",
    loans: [
      conventional30(400_000, 6.5, { label: "Fixed rate" }),
      conventional30(400_000, 5.75, {
        label: "5/6 ARM",
        arm: {
          name: "5/6 adjustable-rate loan",
          fixedMonths: 60,
          adjustEveryMonths: 6,
          indexName: "30-day average SOFR",
          indexPercent: 3.75,
          marginPercent: 2.75,
          firstCapPoints: 2,
          periodicCapPoints: 1,
          lifetimeCapPoints: 5,
        },
      }),
    ],
  },
  {
    slug: "jumbo-loans",
    heading: "A worked example",
    loans: [conventional30(960_000, 6.75, { down: down(20, 1_200_000) })],
  },
  {
    slug: "mortgage-points",
    heading: "Working out the break-even",
    loans: [
      pointsLoan("No points", 6.75, 0),
      pointsLoan("1 point", 6.5, 1),
      pointsLoan("2 points", 6.25, 2),
    ],
  },
  {
    slug: "mortgage-points",
    heading: "Lender credits: points in reverse",
    loans: [
      pointsLoan("No credit", 6.75, 0),
      {
        label: "With the credit",
        loanCents: dollars(400_000),
        ratePercent: 7,
        termYears: 30,
        charges: [lenderFees(400_000), { what: "lender credit", cents: -dollars(2_000) }],
      },
    ],
  },
  {
    slug: "prequalification-vs-preapproval",
    heading: "Why the two numbers can differ: an example",
    loans: [
      conventional30(379_700, 6.5, { label: "Pre-qualification" }),
      conventional30(337_000, 6.5, { label: "Pre-approval" }),
    ],
  },
  {
    slug: "refinancing-and-break-even",
    heading: "A worked example",
    loans: [
      { loanCents: dollars(343_000), ratePercent: 6.25, termYears: 30, charges: refinanceCharges },
    ],
    note: REFINANCE_NOTE,
  },
  {
    slug: "refinancing-and-break-even",
    heading: "A worked example",
    loans: [
      { loanCents: dollars(343_000), ratePercent: 6.25, termYears: 28, charges: refinanceCharges },
    ],
    note: REFINANCE_NOTE,
  },
  {
    slug: "usda-loans",
    heading: "A worked example",
    loans: [programLoan("usda", 250_000, 0, 6.25)],
  },
  {
    slug: "va-loans",
    heading: "A worked example",
    loans: [
      programLoan("va", 350_000, 0, 6, { label: "First use, no down payment" }),
      programLoan("va", 350_000, 5, 6, { label: "First use, 5% down", feeInCash: true }),
      programLoan("va", 350_000, 0, 6, { label: "Later use, no down payment", vaFirstUse: false }),
    ],
  },
];

/** A worked example in a calculator page's "how it works" note (JSX text in the route file). */
export type PageExample = {
  readonly file: string;
  readonly loans: readonly ExampleLoan[];
  readonly note?: string;
};

const formulaExample = (
  loanDollars: number,
  ratePercent: number,
  extra: Partial<ExampleLoan> = {},
) => ({
  loanCents: dollars(loanDollars),
  ratePercent,
  termYears: 30,
  charges: [],
  ...extra,
});

/**
 * The calculators' worked examples show the formula on a bare loan, so their terms assume no
 * prepaid finance charges: the APR is then the interest rate, apart from the rounding of the last
 * payment (and, where the example has it, the mortgage insurance).
 */
export const CALCULATOR_EXAMPLES: readonly PageExample[] = [
  { file: "app/routes/calculators/affordability.tsx", loans: [formulaExample(282_578.23, 7)] },
  {
    file: "app/routes/calculators/down-payment.tsx",
    loans: [formulaExample(240_000, 6.5, { down: down(20, 300_000) })],
  },
  {
    file: "app/routes/calculators/income-requirement.tsx",
    loans: [
      formulaExample(250_000, 6, { insurance: { kind: "level", monthlyCents: dollars(100) } }),
    ],
  },
  { file: "app/routes/calculators/monthly-payment.tsx", loans: [formulaExample(300_000, 7)] },
  { file: "app/routes/calculators/pay-more.tsx", loans: [formulaExample(200_000, 6)] },
];
