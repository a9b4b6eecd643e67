/**
 * The calculators (DESIGN.md 4) with the words the content pages use for them: the
 * calculators index, the home page, related calculators under an article and the sitemap.
 */
export type CalculatorLink = {
  path: `/calculators/${string}`;
  name: string;
  /** One line, in the borrower's words: what question the calculator answers. */
  description: string;
  group: CalculatorGroup;
};

export type CalculatorGroup = "buying" | "payment" | "costs" | "payoff";

export const CALCULATOR_GROUPS: { id: CalculatorGroup; title: string; intro: string }[] = [
  {
    id: "buying",
    title: "Buying a home",
    intro: "Work out a price range, a down payment and the income a lender will look for.",
  },
  {
    id: "payment",
    title: "Your monthly payment",
    intro: "See what a loan costs each month, including taxes, insurance and mortgage insurance.",
  },
  {
    id: "costs",
    title: "Comparing loan offers",
    intro:
      "See what a loan really costs once points and fees are counted, whether points pay, and the cash you need at closing.",
  },
  {
    id: "payoff",
    title: "Paying off and refinancing",
    intro: "Follow your balance over time and see what extra payments or a new loan would save.",
  },
];

export const CALCULATORS: CalculatorLink[] = [
  {
    path: "/calculators/affordability",
    name: "Home affordability calculator",
    description: "How much you can borrow from your monthly income and debts.",
    group: "buying",
  },
  {
    path: "/calculators/how-much-house",
    name: "How much house calculator",
    description:
      "The highest home price your income allows with taxes, insurance and an FHA, VA, USDA or conventional loan.",
    group: "buying",
  },
  {
    path: "/calculators/down-payment",
    name: "Down payment calculator",
    description: "Compare the monthly payment with 0% to 20% down.",
    group: "buying",
  },
  {
    path: "/calculators/income-requirement",
    name: "Income requirement calculator",
    description: "The yearly income you need for a loan amount, given your other debts.",
    group: "buying",
  },
  {
    path: "/calculators/qualifying-income",
    name: "Minimum qualifying income calculator",
    description: "The least income that qualifies for a given housing payment.",
    group: "buying",
  },
  {
    path: "/calculators/mortgage-payment",
    name: "Mortgage payment calculator",
    description: "Your full monthly payment with taxes, insurance, HOA dues and PMI.",
    group: "payment",
  },
  {
    path: "/calculators/monthly-payment",
    name: "Monthly payment calculator",
    description: "A quick monthly total: principal and interest plus tax and insurance.",
    group: "payment",
  },
  {
    path: "/calculators/arm",
    name: "Adjustable-rate mortgage (ARM) calculator",
    description: "What an ARM could cost after its fixed period: the worst case within its caps.",
    group: "payment",
  },
  {
    path: "/calculators/amortization",
    name: "Amortization calculator",
    description: "How each payment splits between interest and principal, month by month.",
    group: "payoff",
  },
  {
    path: "/calculators/extra-payment",
    name: "Extra payment calculator",
    description: "How much interest and time extra monthly payments save from a date you pick.",
    group: "payoff",
  },
  {
    path: "/calculators/pay-more",
    name: "What if I pay more calculator",
    description: "The effect of a fixed extra amount every month on a new loan.",
    group: "payoff",
  },
  {
    path: "/calculators/refinance",
    name: "Refinance calculator",
    description: "Compare your current loan with a new one: monthly and lifetime savings.",
    group: "payoff",
  },
  {
    path: "/calculators/apr",
    name: "APR calculator",
    description: "The APR of a loan from its rate, points and lender fees, as lenders work it out.",
    group: "costs",
  },
  {
    path: "/calculators/points",
    name: "Points and lender credits calculator",
    description:
      "Compare rates with points or credits: break-even month and cost while you keep the loan.",
    group: "costs",
  },
  {
    path: "/calculators/cash-to-close",
    name: "Cash to close calculator",
    description: "The cash you need at closing: every closing cost, your down payment and credits.",
    group: "costs",
  },
];

export function calculatorByPath(path: string): CalculatorLink | undefined {
  return CALCULATORS.find((c) => c.path === path);
}
