import { defineField, yesNo } from "../define-field";
import * as S from "../steps";
import type { StepContent } from "../steps";
import type { FieldDef, FieldOption, PayloadPlace, ProductType } from "../types";

/**
 * The application's money and property (issue 14, helper B): URLA 2a-2d (assets and
 * liabilities), 3 (real estate owned) and 4 (loan and property), plus the loan program the
 * borrower would like. Asked once per application (joint), not per borrower. Where a step of
 * steps.ts already asks a URLA question it is reused (property_type: units and manufactured
 * home; property_use: occupancy; purchase_price / approximate_value: property value;
 * current_loan: the refinanced home's mortgage) and only what it lacks is added here. Choices
 * are explained in docs/decisions/029-urla-finances.md.
 */

function options(entries: readonly (readonly [string, string])[]): readonly FieldOption[] {
  return entries.map(([value, label]) => ({ value, label }));
}

function shownWhen(field: string, ...values: string[]) {
  return { dependsOn: { field, values } };
}

const ASSETS: PayloadPlace = { section: "assets" };
const LIABILITIES: PayloadPlace = { section: "liabilities" };
const REAL_ESTATE: PayloadPlace = { section: "realEstateOwned" };
const LOAN: PayloadPlace = { section: "loan" };
const PROPERTY: PayloadPlace = { section: "property" };

/** Every field of a step says where it goes: its own place, else the step's. */
function placed(step: StepContent & { payload: PayloadPlace }): StepContent {
  return {
    ...step,
    fields: step.fields.map((f) => (f.payload ? f : { ...f, payload: step.payload })),
  };
}

/** The most of each repeatable thing (contract: 10 accounts, 10 debts, 6 properties). */
export const MAX_ACCOUNTS = 10;
export const MAX_DEBTS = 10;
export const MAX_PROPERTIES = 6;
/** Mortgages and lines of credit on one property owned: a first, a second and a HELOC, and one more. */
export const MAX_MORTGAGES_PER_PROPERTY = 4;

// ---------------------------------------------------------------------------------------------
// URLA 2a: accounts
// ---------------------------------------------------------------------------------------------

export const ACCOUNT_TYPES = options([
  ["checking", "Checking"],
  ["savings", "Savings"],
  ["money_market", "Money market"],
  ["certificate_of_deposit", "Certificate of deposit (CD)"],
  ["mutual_fund", "Mutual fund"],
  ["stocks", "Stocks"],
  ["stock_options", "Stock options"],
  ["bonds", "Bonds"],
  ["retirement", "Retirement, like a 401(k) or IRA"],
  ["bridge_loan", "Bridge loan proceeds"],
  ["individual_development_account", "Individual development account (IDA)"],
  ["trust", "Trust account"],
  ["life_insurance_cash_value", "Cash value of life insurance"],
]);

export const assets: StepContent = {
  slug: "assets",
  title: "What bank, retirement and investment accounts do you have?",
  label: "Accounts",
  description:
    "Lenders check that you have enough for the down payment, closing costs and some savings left over. List each account once; round figures are fine.",
  payload: ASSETS,
  fields: [
    yesNo("has_accounts", "Do you have any bank, retirement or investment accounts?", {
      help: "Checking, savings, CDs, stocks, bonds, mutual funds, a 401(k) or IRA, and the cash value of life insurance all count.",
      payload: ASSETS,
    }),
    defineField({
      name: "accounts",
      label: "Your accounts",
      kind: "group",
      itemLabel: "account",
      minItems: 1,
      maxItems: MAX_ACCOUNTS,
      payload: ASSETS,
      messages: { required: "Add at least one account, or answer No above." },
      fields: [
        defineField({
          name: "account_type",
          label: "Type of account",
          kind: "select",
          options: ACCOUNT_TYPES,
          messages: { required: "Choose the type of account." },
        }),
        defineField({
          name: "institution",
          label: "Bank or company that holds it",
          kind: "text",
          maxLength: 100,
          messages: { required: "Enter the bank or company that holds the account." },
        }),
        defineField({
          name: "value",
          label: "Balance or value now",
          kind: "money",
          help: "For a retirement account, the vested balance: the part that is yours even if you left your job today.",
          messages: { required: "Enter the balance. Enter 0 if it's empty." },
        }),
      ],
      ...shownWhen("has_accounts", "yes"),
    }),
  ],
};

// ---------------------------------------------------------------------------------------------
// URLA 2b (other assets and credits) and 4d (gifts and grants): asked once, here
// ---------------------------------------------------------------------------------------------

export const OTHER_ASSET_TYPES = options([
  ["employer_assistance", "Help from my employer"],
  ["proceeds_real_estate", "Money from selling a property before closing"],
  ["proceeds_other_asset", "Money from selling something else, like a car"],
  ["secured_borrowed_funds", "A loan backed by something I own"],
  ["unsecured_borrowed_funds", "A loan not backed by anything"],
  ["relocation_funds", "Relocation money"],
  ["rent_credit", "Rent credit (rent-to-own)"],
  ["lot_equity", "Equity in land I own"],
  ["sweat_equity", "Sweat equity (work I do on the home)"],
  ["trade_equity", "Trade equity (a home traded as part of the deal)"],
  ["other", "Something else"],
]);

export const GIFT_TYPES = options([
  ["cash_gift", "A gift of money"],
  ["gift_of_equity", "A gift of equity (the seller sells me the home below its value)"],
  ["grant", "A grant (down payment help)"],
]);

export const GIFT_SOURCES = options([
  ["relative", "A relative"],
  ["unmarried_partner", "An unmarried partner or fiancé(e)"],
  ["employer", "My employer"],
  ["religious_nonprofit", "A religious nonprofit"],
  ["community_nonprofit", "A community nonprofit"],
  ["federal_agency", "A federal agency"],
  ["state_agency", "A state agency"],
  ["local_agency", "A local agency"],
  ["lender", "The lender"],
  ["other", "Someone else"],
]);

export function otherAssets(product: ProductType): StepContent {
  const earnest: FieldDef[] =
    product === "purchase"
      ? [
          yesNo("earnest_money", "Have you paid a deposit (earnest money) to the seller?", {
            help: "The good-faith deposit you paid with your offer. It counts toward your down payment.",
            payload: ASSETS,
          }),
          defineField({
            name: "earnest_money_amount",
            label: "Deposit amount",
            kind: "money",
            min: 1,
            payload: ASSETS,
            messages: { required: "Enter the amount of your deposit." },
            ...shownWhen("earnest_money", "yes"),
          }),
        ]
      : [];
  return placed({
    slug: "other_assets",
    title: "Will any other money help pay for this loan?",
    label: "Gifts, credits",
    description:
      "Gifts, grants, help from your employer or money from a sale all count, if it goes toward your down payment or closing costs.",
    payload: ASSETS,
    fields: [
      ...earnest,
      yesNo("has_gifts", "Will you get a gift or a grant toward this loan?", {
        help: "Gifts from family and some others are allowed. The giver signs a letter saying it doesn't need to be paid back.",
        payload: LOAN,
      }),
      defineField({
        name: "gifts",
        label: "Gifts and grants",
        kind: "group",
        itemLabel: "gift",
        minItems: 1,
        maxItems: 6,
        payload: LOAN,
        messages: { required: "Add the gift or grant, or answer No above." },
        fields: [
          defineField({
            name: "gift_type",
            label: "What kind of gift",
            kind: "select",
            options:
              product === "purchase"
                ? GIFT_TYPES
                : GIFT_TYPES.filter((o) => o.value !== "gift_of_equity"),
            messages: { required: "Choose the kind of gift." },
          }),
          defineField({
            name: "source",
            label: "Who is giving it",
            kind: "select",
            options: GIFT_SOURCES,
            messages: { required: "Choose who is giving it." },
          }),
          defineField({
            name: "amount",
            label: "Amount or value",
            kind: "money",
            min: 1,
            messages: { required: "Enter the amount of the gift." },
          }),
          yesNo("deposited", "Is it already in your account?", {
            messages: { required: "Tell us whether the gift is already in your account." },
          }),
        ],
        ...shownWhen("has_gifts", "yes"),
      }),
      yesNo(
        "has_other_assets",
        "Is any other money or credit going toward the loan, like help from your employer?",
        { payload: ASSETS },
      ),
      defineField({
        name: "other_credits",
        label: "Other money and credits",
        kind: "group",
        itemLabel: "item",
        minItems: 1,
        maxItems: 6,
        payload: ASSETS,
        messages: { required: "Add what it is, or answer No above." },
        fields: [
          defineField({
            name: "asset_type",
            label: "What it is",
            kind: "select",
            options: OTHER_ASSET_TYPES,
            messages: { required: "Choose what it is." },
          }),
          defineField({
            name: "amount",
            label: "Amount or value",
            kind: "money",
            min: 1,
            messages: { required: "Enter the amount." },
          }),
          defineField({
            name: "description",
            label: "Describe it (only for “Something else”)",
            kind: "text",
            required: false,
            maxLength: 100,
          }),
        ],
        ...shownWhen("has_other_assets", "yes"),
      }),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// URLA 2c: debts (liabilities other than mortgages, which section 3 lists with their property)
// ---------------------------------------------------------------------------------------------

export const DEBT_TYPES = options([
  ["revolving", "Credit card or store card"],
  ["installment", "Car, student or personal loan"],
  ["open_30_day", "Charge card paid in full each month"],
  ["lease", "Lease, like a car lease (not rent)"],
  ["other", "Other debt"],
]);

export const liabilities: StepContent = placed({
  slug: "liabilities",
  title: "What debts do you have?",
  label: "Debts",
  description:
    "Credit cards, car, student and personal loans, and leases. Mortgages come later, with the property they are on. Your credit report will confirm these.",
  payload: LIABILITIES,
  fields: [
    yesNo("has_debts", "Do you have any credit cards, loans or leases?", { payload: LIABILITIES }),
    defineField({
      name: "debts",
      label: "Your debts",
      kind: "group",
      itemLabel: "debt",
      minItems: 1,
      maxItems: MAX_DEBTS,
      payload: LIABILITIES,
      messages: { required: "Add at least one debt, or answer No above." },
      fields: [
        defineField({
          name: "debt_type",
          label: "Type of debt",
          kind: "select",
          options: DEBT_TYPES,
          messages: { required: "Choose the type of debt." },
        }),
        defineField({
          name: "company",
          label: "Company you owe",
          kind: "text",
          maxLength: 100,
          messages: { required: "Enter the company you owe." },
        }),
        defineField({
          name: "account_ending",
          label: "Account number, last 4 digits",
          kind: "account-ending",
          messages: { required: "Enter the last 4 digits of the account number." },
          help: "Only the last 4 digits: they tell this debt apart on your credit report.",
        }),
        defineField({
          name: "balance",
          label: "Amount you still owe",
          kind: "money",
          messages: { required: "Enter what you still owe. Enter 0 if nothing." },
        }),
        defineField({
          name: "monthly_payment",
          label: "Payment, per month",
          kind: "money",
          messages: { required: "Enter the monthly payment. Enter 0 if there is none." },
        }),
        yesNo("paid_off", "Will you pay it off at or before closing?", {
          messages: { required: "Tell us whether you'll pay it off at or before closing." },
        }),
      ],
      ...shownWhen("has_debts", "yes"),
    }),
  ],
});

// ---------------------------------------------------------------------------------------------
// URLA 2d: other liabilities and expenses
// ---------------------------------------------------------------------------------------------

const OTHER_EXPENSES = [
  ["alimony", "Alimony"],
  ["child_support", "Child support"],
  ["separate_maintenance", "Separate maintenance"],
  ["job_related", "Job-related expenses, like union dues or child care"],
] as const;

export const otherLiabilities: StepContent = placed({
  slug: "other_liabilities",
  title: "Do you pay alimony, child support or job-related expenses?",
  label: "Other payments",
  payload: LIABILITIES,
  fields: [
    defineField({
      name: "other_expenses",
      label: "Payments you make (choose all that apply)",
      kind: "checkbox-group",
      options: options([...OTHER_EXPENSES, ["none", "None of these"]]),
      exclusiveOption: "none",
      help: "Separate maintenance is support paid to a spouse you live apart from without a divorce. Job-related expenses are costs of your work your employer doesn't pay back.",
      messages: { required: "Choose the payments you make, or “None of these”." },
    }),
    ...OTHER_EXPENSES.map(([value, label]) =>
      defineField({
        name: `${value}_payment`,
        label: `${label.split(",")[0]}, per month`,
        kind: "money",
        min: 1,
        messages: {
          required: `Enter what you pay per month for ${label.split(",")[0]!.toLowerCase()}.`,
        },
        ...shownWhen("other_expenses", value),
      }),
    ),
  ],
});

// ---------------------------------------------------------------------------------------------
// URLA 3: real estate owned, one step per property
// ---------------------------------------------------------------------------------------------

export const REO_STATUSES = options([
  ["retained", "I'm keeping it"],
  ["pending_sale", "It's for sale or under contract"],
  ["sold", "It's sold, or the sale closes before this loan does"],
]);

export const REO_OCCUPANCY = options([
  ["primary", "As my main home"],
  ["second_home", "As a second home"],
  ["investment", "As a rental or investment"],
  ["other", "Other"],
]);

export const MORTGAGE_TYPES = options([
  ["conventional", "Conventional"],
  ["fha", "FHA"],
  ["va", "VA"],
  ["usda", "USDA"],
  ["other", "Other or not sure"],
]);

/** The slug of the step of the n-th property owned (1-based): real_estate, real_estate_2, ... */
export function realEstateSlug(n: number): string {
  return n === 1 ? "real_estate" : `real_estate_${n}`;
}

/** The mortgages and lines of credit on a property owned: URLA 3's "Mortgage Loans on this Property". */
function mortgagesOnProperty(extra: { dependsOn: { field: string; values: string[] } }): FieldDef {
  return defineField({
    name: "reo_mortgages",
    label: "Its mortgages and home equity lines",
    kind: "group",
    itemLabel: "mortgage",
    minItems: 1,
    maxItems: MAX_MORTGAGES_PER_PROPERTY,
    messages: { required: "Add the mortgage, or answer No above." },
    fields: [
      defineField({
        name: "creditor",
        label: "Lender or servicer you pay",
        kind: "text",
        maxLength: 100,
        messages: { required: "Enter the lender or servicer you pay." },
      }),
      defineField({
        name: "account_ending",
        label: "Account number, last 4 digits",
        kind: "account-ending",
        messages: { required: "Enter the last 4 digits of the account number." },
      }),
      defineField({
        name: "monthly_payment",
        label: "Payment, per month",
        kind: "money",
        messages: { required: "Enter the monthly payment." },
      }),
      defineField({
        name: "balance",
        label: "Amount you still owe",
        kind: "money",
        messages: { required: "Enter what you still owe. Enter 0 if nothing." },
      }),
      yesNo("paid_off", "Will it be paid off at or before closing?", {
        messages: { required: "Tell us whether it'll be paid off at or before closing." },
      }),
      defineField({
        name: "loan_type",
        label: "Type of loan",
        kind: "select",
        options: MORTGAGE_TYPES,
        messages: { required: "Choose the type of loan, or “Other or not sure”." },
      }),
      defineField({
        name: "credit_limit",
        label: "Credit limit (only for a home equity line of credit)",
        kind: "money",
        required: false,
        help: "A home equity line of credit (HELOC) lets you borrow up to a limit. Leave this blank for any other loan.",
      }),
    ],
    ...extra,
  });
}

/**
 * The n-th property the borrowers own (URLA 3), one step each, up to MAX_PROPERTIES. The first
 * asks whether they own any (on a refinance: any besides the home refinanced, which current_loan
 * and the steps before it describe); each ends with "Do you own another?", which leads to the
 * next property's step. The mortgages on a property are a group on its own step.
 */
export function realEstate(product: ProductType, n: number): StepContent {
  const first = n === 1;
  const gate = first ? shownWhen("owns_real_estate", "yes") : {};
  const address = (init: Parameters<typeof defineField>[0]) =>
    defineField({ pii: true, ...init, ...gate });
  const fields: FieldDef[] = [
    ...(first
      ? [
          yesNo(
            "owns_real_estate",
            product === "refinance"
              ? "Besides the home you're refinancing, do you own any other real estate?"
              : "Do you own any real estate, like a home, a rental or land?",
            {
              help: "Count every property you own, alone or with someone else, including one you are selling.",
            },
          ),
        ]
      : []),
    address({
      name: "reo_street",
      label: "Street address",
      kind: "text",
      address: "street",
      autocomplete: "off",
      messages: { required: "Enter the property's street address." },
    }),
    address({
      name: "reo_unit",
      label: "Apartment, unit or suite (optional)",
      kind: "text",
      required: false,
      maxLength: 30,
      autocomplete: "off",
    }),
    address({
      name: "reo_city",
      label: "City",
      kind: "text",
      maxLength: 60,
      address: "city",
      autocomplete: "off",
      messages: { required: "Enter the property's city." },
    }),
    address({
      name: "reo_state",
      label: "State",
      kind: "state",
      address: "state",
      autocomplete: "off",
      messages: { required: "Choose the property's state." },
    }),
    address({
      name: "reo_zip",
      label: "ZIP code",
      kind: "zip",
      address: "zip",
      autocomplete: "off",
      messages: { required: "Enter the property's 5-digit ZIP code." },
    }),
    defineField({
      name: "reo_value",
      label: "What it's worth now",
      kind: "money",
      min: 1,
      help: "Your best estimate: recent sale prices of similar properties nearby are a good guide.",
      messages: { required: "Enter what the property is worth." },
      ...gate,
    }),
    defineField({
      name: "reo_status",
      label: "Are you keeping it or selling it?",
      kind: "radio",
      options: REO_STATUSES,
      messages: { required: "Tell us whether you're keeping or selling the property." },
      ...gate,
    }),
    defineField({
      name: "reo_occupancy",
      label: "How will it be used after this loan closes?",
      kind: "radio",
      options: REO_OCCUPANCY,
      messages: { required: "Choose how the property will be used." },
      ...gate,
    }),
    defineField({
      name: "reo_monthly_costs",
      label: "Insurance, property taxes and HOA dues not in a mortgage payment, per month",
      kind: "money",
      help: "If these are paid with the mortgage (in escrow), enter 0. Enter 0 if there are none.",
      messages: { required: "Enter these costs per month. Enter 0 if none." },
      ...gate,
    }),
    yesNo("reo_has_rent", "Do you get rent from it?", gate),
    defineField({
      name: "reo_rental_income",
      label: "Rent you receive, per month",
      kind: "money",
      min: 1,
      sensitive: true,
      messages: { required: "Enter the rent you receive per month." },
      ...shownWhen("reo_has_rent", "yes"),
    }),
    yesNo("reo_has_mortgage", "Is there a mortgage or a home equity line of credit on it?", gate),
    mortgagesOnProperty(shownWhen("reo_has_mortgage", "yes")),
  ];
  if (n < MAX_PROPERTIES) {
    fields.push(yesNo("another_property", "Do you own another property?", gate));
  }
  return {
    slug: realEstateSlug(n),
    title: first
      ? product === "refinance"
        ? "Do you own other real estate?"
        : "Do you own any real estate?"
      : `Your property number ${n}`,
    label: "Real estate",
    ...(first
      ? {
          description:
            "Lenders count what you own and what you owe on it. Tell us about each property on its own page.",
        }
      : {}),
    payload: REAL_ESTATE,
    fields: fields.map((f) => (f.payload ? f : { ...f, payload: REAL_ESTATE })),
  };
}

/** The step after the n-th property's step: the next property's, or `after`. */
export function afterRealEstate(n: number, after: string) {
  return (a: Readonly<Record<string, unknown>>): string => {
    if (n === 1 && a.owns_real_estate === "no") return after;
    return n < MAX_PROPERTIES && a.another_property === "yes" ? realEstateSlug(n + 1) : after;
  };
}

// ---------------------------------------------------------------------------------------------
// URLA 4a and 4c on the existing steps: mixed use and expected rent (property_use), the refinanced
// home's mortgages as URLA 3 lists them (current_loan)
// ---------------------------------------------------------------------------------------------

/** property_use (steps.ts) with URLA 4a's mixed use and 4c's expected rental income. */
export function propertyUse(product: ProductType): StepContent {
  const base = S.propertyUse(product);
  const purchase = product === "purchase";
  return {
    ...base,
    fields: [
      ...base.fields,
      yesNo(
        "mixed_use",
        purchase
          ? "Will you set aside space in the home to run your own business, like a daycare, a medical office or a barber shop?"
          : "Do you use space in the home to run your own business, like a daycare, a medical office or a barber shop?",
        {
          help: "Some loan programs treat a home with business space (mixed use) differently.",
          payload: PROPERTY,
          ...shownWhen("property_use", "primary", "second_home"),
        },
      ),
      yesNo(
        "rent_other_units",
        purchase
          ? "Will you rent out the other units of the building?"
          : "Do you rent out the other units of the building?",
        {
          help: "Only for a building with 2 to 4 units, where you live in one unit and rent out the others. Answer No for any other home.",
          payload: PROPERTY,
          ...shownWhen("property_use", "primary"),
        },
      ),
      defineField({
        name: "expected_rent",
        label: "Rent from the other units, per month",
        kind: "money",
        min: 1,
        sensitive: true,
        payload: PROPERTY,
        messages: { required: "Enter the rent from the other units per month." },
        ...shownWhen("rent_other_units", "yes"),
      }),
      defineField({
        name: "investment_rent",
        label: "Rent you expect from the home, per month",
        kind: "money",
        sensitive: true,
        help: "Use the lease if there is one, or what similar homes nearby rent for. Enter 0 if you don't know yet.",
        payload: PROPERTY,
        messages: {
          required: "Enter the rent you expect per month. Enter 0 if you don't know yet.",
        },
        ...shownWhen("property_use", "investment"),
      }),
    ],
  };
}

/**
 * current_loan (steps.ts) with what URLA 3 lists for the refinanced home's mortgages: who holds
 * them, the account ending, the other monthly costs, and the second mortgage or HELOC's details.
 */
/**
 * The loan being refinanced, in `loan` with the rest of it; the payload also lists the home with
 * these mortgages first in URLA 3 (urla-payload.ts `refinancedHome`, decision 029).
 */
export const currentLoan: StepContent = {
  ...S.currentLoan,
  fields: [
    ...S.currentLoan.fields,
    defineField({
      name: "current_lender",
      label: "Lender or servicer you pay",
      kind: "text",
      maxLength: 100,
      payload: LOAN,
      messages: { required: "Enter the lender or servicer you pay." },
    }),
    defineField({
      name: "current_account_ending",
      label: "Mortgage account number, last 4 digits",
      kind: "account-ending",
      messages: { required: "Enter the last 4 digits of the account number." },
      payload: LOAN,
    }),
    defineField({
      name: "home_monthly_costs",
      label: "Insurance, property taxes and HOA dues not in your mortgage payment, per month",
      kind: "money",
      help: "If your mortgage payment includes them (escrow), enter only what you pay on your own. Enter 0 if none.",
      payload: LOAN,
      messages: { required: "Enter these costs per month. Enter 0 if none." },
    }),
    defineField({
      name: "second_lender",
      label: "Lender of the second mortgage or HELOC",
      kind: "text",
      maxLength: 100,
      payload: LOAN,
      messages: { required: "Enter the lender of the second mortgage or HELOC." },
      ...shownWhen("has_second_mortgage", "yes"),
    }),
    defineField({
      name: "second_payment",
      label: "Second mortgage or HELOC payment, per month",
      kind: "money",
      payload: LOAN,
      messages: { required: "Enter the monthly payment of the second mortgage or HELOC." },
      ...shownWhen("has_second_mortgage", "yes"),
    }),
    defineField({
      name: "second_credit_limit",
      label: "Credit limit (only for a home equity line of credit)",
      kind: "money",
      required: false,
      payload: LOAN,
      ...shownWhen("has_second_mortgage", "yes"),
    }),
    yesNo("second_paid_off", "Will this refinance pay off the second mortgage or HELOC?", {
      payload: LOAN,
      ...shownWhen("has_second_mortgage", "yes"),
    }),
  ],
};

// ---------------------------------------------------------------------------------------------
// URLA 4b: other new mortgage loans on the property
// ---------------------------------------------------------------------------------------------

export const newLoans: StepContent = {
  slug: "new_loans",
  title: "Will you take out another loan on this home at the same time?",
  label: "Other new loans",
  description:
    "Some borrowers take a second mortgage or a home equity line of credit (HELOC) together with the main loan, for example to avoid mortgage insurance.",
  payload: LOAN,
  fields: [
    yesNo("has_new_loans", "Will there be another new loan on this home?"),
    defineField({
      name: "new_loans",
      label: "The other new loans",
      kind: "group",
      itemLabel: "loan",
      minItems: 1,
      maxItems: 2,
      messages: { required: "Add the other loan, or answer No above." },
      fields: [
        defineField({
          name: "creditor",
          label: "Lender",
          kind: "text",
          maxLength: 100,
          messages: { required: "Enter the lender." },
        }),
        defineField({
          name: "lien",
          label: "Which loan it is",
          kind: "select",
          options: options([
            ["subordinate", "A second loan, behind this one"],
            ["first", "The first loan, ahead of this one"],
          ]),
          messages: { required: "Choose which loan it is." },
        }),
        defineField({
          name: "amount",
          label: "Loan amount, or what you'll draw on a HELOC",
          kind: "money",
          min: 1,
          messages: { required: "Enter the loan amount." },
        }),
        defineField({
          name: "monthly_payment",
          label: "Payment, per month",
          kind: "money",
          messages: { required: "Enter the monthly payment, or your best estimate." },
        }),
        defineField({
          name: "credit_limit",
          label: "Credit limit (only for a home equity line of credit)",
          kind: "money",
          required: false,
        }),
      ],
      ...shownWhen("has_new_loans", "yes"),
    }),
  ].map((f) => ({ ...f, payload: LOAN })),
};

// ---------------------------------------------------------------------------------------------
// The loan the borrower would like (and, on a refinance, its amount: URLA 4a)
// ---------------------------------------------------------------------------------------------

export const LOAN_PROGRAMS = options([
  ["conventional", "Conventional"],
  ["fha", "FHA"],
  ["va", "VA"],
  ["usda", "USDA"],
  ["not_sure", "I'm not sure"],
]);

export function loanProgram(product: ProductType): StepContent {
  const amount: FieldDef[] =
    product === "refinance"
      ? [
          defineField({
            name: "loan_amount",
            label: "Loan amount you're asking for",
            kind: "money",
            min: 1,
            help: "For most refinances: what you owe now, plus any cash you're taking out. An estimate is fine.",
            messages: { required: "Enter the loan amount you're asking for." },
          }),
        ]
      : [];
  return {
    slug: "loan_program",
    title: "What kind of loan would you like?",
    label: "Loan",
    description:
      "Your loan officer will go through the options with you; this is where you'd start.",
    payload: LOAN,
    fields: [
      ...amount,
      defineField({
        name: "loan_program",
        label: "Loan program",
        kind: "radio",
        options: LOAN_PROGRAMS,
        help: "FHA loans allow smaller down payments, VA loans are for service members and veterans, and USDA loans are for homes in eligible rural areas. Conventional loans are the rest.",
        messages: { required: "Choose a loan program, or “I'm not sure”." },
      }),
      defineField({
        name: "loan_term",
        label: "How many years to pay it back",
        kind: "radio",
        options: options([
          ["30", "30 years"],
          ["20", "20 years"],
          ["15", "15 years"],
        ]),
        help: "A shorter loan has a higher monthly payment and costs less interest overall.",
        messages: { required: "Choose how many years." },
      }),
      defineField({
        name: "rate_type",
        label: "Fixed or adjustable rate",
        kind: "radio",
        options: options([
          ["fixed", "Fixed: the rate never changes"],
          ["adjustable", "Adjustable: a lower rate at first, which can change later"],
        ]),
        messages: { required: "Choose a fixed or an adjustable rate." },
      }),
    ].map((f) => ({ ...f, payload: LOAN })),
  };
}
