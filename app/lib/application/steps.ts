import { callBack, lender } from "~/config/lender";
import { TCPA_LABEL } from "./consent-text";
import { defineField, yesNo } from "./define-field";
import { LICENSED_STATES_HELP, LICENSED_STATES_ONLY } from "./licensed-states";
import type { FieldDef, FieldOption, ProductType, StepDef } from "./types";

/**
 * The content of every step (question, fields, rules across fields). Which step follows and the
 * button flags depend on the form, so forms.ts adds them. Fields follow the sections of the
 * Uniform Residential Loan Application (Fannie Mae Form 1003 / Freddie Mac Form 65).
 */
export type StepContent = Omit<StepDef, "next" | "previousVisible" | "nextVisible" | "submitStep">;

function options(entries: readonly (readonly [string, string])[]): readonly FieldOption[] {
  return entries.map(([value, label]) => ({ value, label }));
}

function shownWhen(field: string, ...values: string[]) {
  return { dependsOn: { field, values } };
}

const YOU_CAN_SKIP_ALIMONY =
  "You don't have to tell us about alimony, child support or separate maintenance income unless you want us to count it when we review your application.";

// ---------------------------------------------------------------------------------------------
// Loan and property (URLA section 4)
// ---------------------------------------------------------------------------------------------

export const homeInMind: StepContent = {
  slug: "home_in_mind",
  title: "Have you found the home you want to buy?",
  label: "Your home",
  description: "It's fine if you're still looking: we can pre-approve you so you know your budget.",
  fields: [
    defineField({
      name: "home_found",
      label: "Have you found a home?",
      kind: "radio",
      options: options([
        ["yes", "Yes, I've found a home"],
        ["no", "Not yet, I'm still looking"],
      ]),
      messages: { required: "Tell us whether you've found a home." },
    }),
    defineField({
      name: "under_contract",
      label: "Have you signed a purchase agreement for it?",
      kind: "radio",
      options: options([
        ["yes", "Yes, the seller accepted my offer"],
        ["no", "Not yet"],
      ]),
      help: "A purchase agreement is the signed offer the seller has accepted. If you have one, we'll work to your closing date.",
      messages: { required: "Tell us whether you've signed a purchase agreement." },
      ...shownWhen("home_found", "yes"),
    }),
    defineField({
      name: "purchase_timeline",
      label: "When do you hope to buy?",
      kind: "radio",
      options: options([
        ["within_3_months", "In the next 3 months"],
        ["3_to_6_months", "In 3 to 6 months"],
        ["over_6_months", "In more than 6 months"],
        ["not_sure", "I'm not sure yet"],
      ]),
      messages: { required: "Tell us when you hope to buy." },
      ...shownWhen("home_found", "no"),
    }),
  ],
};

function propertyAddressFields(): FieldDef[] {
  return [
    defineField({
      name: "property_street",
      label: "Street address",
      kind: "text",
      address: "street",
      autocomplete: "section-property address-line1",
      pii: true,
      messages: { required: "Enter the street address of the home." },
    }),
    defineField({
      name: "property_unit",
      label: "Apartment, unit or suite (optional)",
      kind: "text",
      required: false,
      maxLength: 30,
      autocomplete: "section-property address-line2",
      pii: true,
    }),
    defineField({
      name: "property_city",
      label: "City",
      kind: "text",
      maxLength: 60,
      address: "city",
      autocomplete: "section-property address-level2",
      pii: true,
      messages: { required: "Enter the city the home is in." },
    }),
    defineField({
      name: "property_state",
      label: "State",
      kind: "state",
      address: "state",
      autocomplete: "section-property address-level1",
      pii: true,
      onlyStates: LICENSED_STATES_ONLY,
      messages: { required: "Choose the state the home is in." },
    }),
    defineField({
      name: "property_zip",
      label: "ZIP code",
      kind: "zip",
      address: "zip",
      autocomplete: "section-property postal-code",
      pii: true,
      messages: { required: "Enter the home's 5-digit ZIP code." },
    }),
  ];
}

export const propertyAddress: StepContent = {
  slug: "property_address",
  title: "What's the address of the home you're buying?",
  label: "Property",
  description: LICENSED_STATES_HELP,
  fields: propertyAddressFields(),
};

export const refinanceAddress: StepContent = {
  slug: "refinance_address",
  title: "What's the address of the home you want to refinance?",
  label: "Property",
  description: LICENSED_STATES_HELP,
  fields: propertyAddressFields(),
};

const AREA_MESSAGE = "Enter a city and state, or a ZIP code.";

export const propertyArea: StepContent = {
  slug: "property_area",
  title: "Where are you looking to buy?",
  label: "Location",
  description: `Enter a city and state, or a ZIP code. A rough area is fine. ${LICENSED_STATES_HELP}`,
  fields: [
    defineField({
      name: "area_city",
      label: "City",
      kind: "text",
      required: false,
      maxLength: 60,
      address: "city",
      autocomplete: "off",
    }),
    defineField({
      name: "area_state",
      label: "State",
      kind: "state",
      required: false,
      address: "state",
      autocomplete: "off",
      onlyStates: LICENSED_STATES_ONLY,
    }),
    defineField({
      name: "area_zip",
      label: "Or ZIP code",
      kind: "zip",
      required: false,
      address: "zip",
      autocomplete: "off",
    }),
  ],
  crossCheck: (values) => {
    if (values.area_zip !== undefined) return undefined;
    const errors: Record<string, string> = {};
    if (values.area_city === undefined) errors.area_city = AREA_MESSAGE;
    if (values.area_state === undefined) {
      errors.area_state = "Choose the state, or enter a ZIP code instead.";
    }
    return errors;
  },
};

export const propertyType: StepContent = {
  slug: "property_type",
  title: "What type of home is it?",
  label: "Home type",
  fields: [
    defineField({
      name: "property_type",
      label: "Type of home",
      kind: "radio",
      options: options([
        ["single_family", "Single-family house"],
        ["townhouse", "Townhouse"],
        ["condo", "Condominium (condo)"],
        ["multi_family", "Building with 2 to 4 units"],
        ["manufactured", "Manufactured or mobile home"],
      ]),
      help: "The type of home decides which loan programs and rates are available.",
      messages: { required: "Choose the type of home." },
    }),
    defineField({
      name: "unit_count",
      label: "How many units does the building have?",
      kind: "radio",
      options: options([
        ["2", "2 units"],
        ["3", "3 units"],
        ["4", "4 units"],
      ]),
      help: "Buildings with up to 4 units get home loans. You can live in one unit and rent out the others.",
      messages: { required: "Choose how many units the building has." },
      ...shownWhen("property_type", "multi_family"),
    }),
  ],
};

export function propertyUse(product: ProductType): StepContent {
  return {
    slug: "property_use",
    title: product === "purchase" ? "How will you use this home?" : "How do you use this home?",
    label: "Home use",
    fields: [
      defineField({
        name: "property_use",
        label: "How you use the home",
        kind: "radio",
        options: options([
          ["primary", "As my main home (primary residence)"],
          ["second_home", "As a second home or vacation home"],
          ["investment", "As a rental or investment property"],
        ]),
        help: "Rates and down payment rules differ between homes you live in and homes you rent out.",
        messages: { required: "Choose how you use the home." },
      }),
    ],
  };
}

export const purchasePrice: StepContent = {
  slug: "purchase_price",
  title: "What's the price, and how much will you put down?",
  label: "Price",
  fields: [
    defineField({
      name: "purchase_price",
      label: "Purchase price, or the price you're aiming for",
      kind: "money",
      min: 1,
      help: "If you haven't found a home yet, enter the most you'd like to spend.",
      messages: { required: "Enter the purchase price, or your best estimate." },
    }),
    defineField({
      name: "down_payment",
      label: "Down payment",
      kind: "money",
      help: "The cash you pay toward the price at closing. With less than 20% down, most loans need mortgage insurance.",
      messages: { required: "Enter your down payment. Enter 0 if you plan to put nothing down." },
    }),
    defineField({
      name: "down_payment_percent",
      label: "Down payment as a percent of the price (optional)",
      kind: "percent",
      required: false,
      help: "If this doesn't match the dollar amount, we use the dollar amount.",
    }),
  ],
  crossCheck: (values) => {
    const price = values.purchase_price;
    const down = values.down_payment;
    if (typeof price === "number" && typeof down === "number" && down > price) {
      return { down_payment: "Your down payment can't be more than the purchase price." };
    }
    return undefined;
  },
};

export const firstTimeBuyer: StepContent = {
  slug: "first_time_buyer",
  title: "Is this your first home?",
  label: "Buyer",
  fields: [
    yesNo("first_time_buyer", "Are you a first-time home buyer?", {
      help: "You count as a first-time buyer if you haven't owned a home in the past 3 years. First-time buyers may qualify for special programs and down payment help.",
    }),
    yesNo(
      "military_service",
      "Have you (or your late spouse) ever served in the US Armed Forces, or are you serving now?",
      {
        help: "Service members, veterans and some surviving spouses may qualify for a VA loan, often with no down payment.",
      },
    ),
    defineField({
      name: "military_status",
      label: "Which describes your service?",
      kind: "radio",
      options: options([
        ["active_duty", "I'm serving on active duty now"],
        ["veteran", "I'm retired, discharged or separated from service"],
        ["reserve_guard", "I served only in the Reserve or National Guard, never activated"],
        ["surviving_spouse", "I'm a surviving spouse"],
      ]),
      messages: { required: "Choose the option that describes your service." },
      ...shownWhen("military_service", "yes"),
    }),
  ],
};

export const creditScore: StepContent = {
  slug: "credit_score",
  title: "About what is your credit score?",
  label: "Credit",
  description: "An estimate is fine. Telling us doesn't affect your credit score.",
  fields: [
    defineField({
      name: "credit_score",
      label: "Estimated credit score",
      kind: "radio",
      options: options([
        ["740_plus", "Excellent: 740 or higher"],
        ["700_739", "Very good: 700 to 739"],
        ["660_699", "Good: 660 to 699"],
        ["620_659", "Fair: 620 to 659"],
        ["below_620", "Below 620"],
        ["not_sure", "I'm not sure"],
      ]),
      help: "Your score helps decide your rate. Many banks and card issuers show it for free.",
      messages: { required: "Choose the range closest to your credit score, or “I'm not sure”." },
    }),
  ],
};

export const approximateValue: StepContent = {
  slug: "approximate_value",
  title: "About how much is your home worth?",
  label: "Home value",
  fields: [
    defineField({
      name: "home_value",
      label: "Estimated home value",
      kind: "money",
      min: 1,
      help: "Your best guess is fine: recent sale prices of similar homes nearby are a good guide. An appraisal confirms it later.",
      messages: { required: "Enter your home's estimated value." },
    }),
  ],
};

/**
 * The short refinance asks no address, yet the lender can only lend in its licensed states: it
 * asks which state the home is in, on its first step, before anything else.
 */
export const approximateValueWithState: StepContent = {
  ...approximateValue,
  title: "Where is your home, and about how much is it worth?",
  description: LICENSED_STATES_HELP,
  fields: [
    defineField({
      name: "property_state",
      label: "State the home is in",
      kind: "state",
      address: "state",
      autocomplete: "off",
      onlyStates: LICENSED_STATES_ONLY,
      messages: { required: "Choose the state the home is in." },
    }),
    ...approximateValue.fields,
  ],
};

const loanBalanceField = defineField({
  name: "loan_balance",
  label: "Remaining mortgage balance",
  kind: "money",
  help: "What you still owe. Your latest mortgage statement shows it.",
  messages: { required: "Enter what you still owe on your mortgage." },
});

export const loanBalance: StepContent = {
  slug: "loan_balance",
  title: "How much do you still owe on your mortgage?",
  label: "Balance",
  fields: [loanBalanceField],
};

export const currentLoan: StepContent = {
  slug: "current_loan",
  title: "What does your current mortgage look like?",
  label: "Current loan",
  description: "Your latest mortgage statement has these figures. Close estimates are fine.",
  fields: [
    loanBalanceField,
    defineField({
      name: "current_rate",
      label: "Interest rate, per year",
      kind: "percent",
      max: 25,
      messages: { required: "Enter your current interest rate." },
    }),
    defineField({
      name: "current_payment",
      label: "Principal and interest payment, per month",
      kind: "money",
      help: "The part of your payment that pays the loan itself. If you don't know it, enter your full monthly payment.",
      messages: { required: "Enter your monthly mortgage payment." },
    }),
    defineField({
      name: "loan_start",
      label: "When the loan started, MM/YYYY (optional)",
      kind: "month-year",
      required: false,
      dateRule: "past",
      help: "Some refinance programs need a minimum time since your last loan.",
    }),
    defineField({
      name: "current_loan_type",
      label: "Type of loan (optional)",
      kind: "select",
      required: false,
      options: options([
        ["conventional", "Conventional"],
        ["fha", "FHA"],
        ["va", "VA"],
        ["usda", "USDA"],
        ["not_sure", "I'm not sure"],
      ]),
      help: "Some loan types can be refinanced with less paperwork (a streamline refinance).",
    }),
    yesNo(
      "has_second_mortgage",
      "Do you also have a second mortgage or a home equity line of credit (HELOC)?",
    ),
    defineField({
      name: "second_mortgage_balance",
      label: "Second mortgage or HELOC balance",
      kind: "money",
      messages: { required: "Enter what you owe on your second mortgage or HELOC." },
      ...shownWhen("has_second_mortgage", "yes"),
    }),
  ],
};

export const refinanceGoal: StepContent = {
  slug: "refinance_goal",
  title: "What do you want your refinance to do?",
  label: "Goal",
  fields: [
    defineField({
      name: "refinance_goal",
      label: "Your main goal",
      kind: "radio",
      options: options([
        ["lower_payment", "Lower my monthly payment"],
        ["shorten_term", "Pay off my loan sooner"],
        ["cash_out", "Take cash out of my home's equity"],
        ["remove_mortgage_insurance", "Stop paying mortgage insurance"],
      ]),
      help: "A rate-and-term refinance changes your rate or term; a cash-out refinance also turns part of your home's equity into cash.",
      messages: { required: "Choose your main goal." },
    }),
    defineField({
      name: "cash_out_amount",
      label: "Cash you'd like to take out",
      kind: "money",
      min: 1,
      help: "Most lenders let you borrow up to 80% of your home's value across all the loans on it.",
      messages: { required: "Enter how much cash you'd like to take out." },
      ...shownWhen("refinance_goal", "cash_out"),
    }),
    defineField({
      name: "cash_out_purpose",
      label: "What will you use the cash for? (optional)",
      kind: "select",
      required: false,
      options: options([
        ["home_improvement", "Home improvements"],
        ["debt_consolidation", "Paying off other debts"],
        ["education", "Education"],
        ["other", "Something else"],
      ]),
      ...shownWhen("refinance_goal", "cash_out"),
    }),
  ],
};

// ---------------------------------------------------------------------------------------------
// Employment and income (URLA 1b-1e)
// ---------------------------------------------------------------------------------------------

export const employment: StepContent = {
  slug: "employment",
  title: "What do you do for work?",
  label: "Employment",
  fields: [
    defineField({
      name: "employment_status",
      label: "Your work situation",
      kind: "radio",
      options: options([
        ["employed", "I work for an employer"],
        ["self_employed", "I'm self-employed or own a business"],
        ["retired", "I'm retired"],
        ["not_employed", "I'm not working right now"],
      ]),
      messages: { required: "Choose your work situation." },
    }),
    defineField({
      name: "employer_name",
      label: "Employer name",
      kind: "text",
      autocomplete: "organization",
      pii: true,
      messages: { required: "Enter your employer's name." },
      ...shownWhen("employment_status", "employed"),
    }),
    defineField({
      name: "job_title",
      label: "Job title",
      kind: "text",
      autocomplete: "organization-title",
      messages: { required: "Enter your job title." },
      ...shownWhen("employment_status", "employed"),
    }),
    defineField({
      name: "years_on_job",
      label: "Time in this job: years",
      kind: "number",
      max: 99,
      messages: { required: "Enter how many years you've had this job. Enter 0 if under a year." },
      ...shownWhen("employment_status", "employed"),
    }),
    defineField({
      name: "months_on_job",
      label: "Time in this job: months",
      kind: "number",
      max: 11,
      messages: { required: "Enter the extra months in this job, from 0 to 11." },
      ...shownWhen("employment_status", "employed"),
    }),
    defineField({
      name: "employer_phone",
      label: "Employer phone number (optional)",
      kind: "tel",
      required: false,
      autocomplete: "off",
      pii: true,
      help: "Lenders confirm your job before closing. This number helps us do it quickly.",
      ...shownWhen("employment_status", "employed"),
    }),
    defineField({
      name: "business_name",
      label: "Business name",
      kind: "text",
      autocomplete: "off",
      pii: true,
      messages: { required: "Enter your business's name." },
      ...shownWhen("employment_status", "self_employed"),
    }),
    defineField({
      name: "ownership_share",
      label: "How much of the business do you own?",
      kind: "radio",
      options: options([
        ["25_or_more", "25% or more"],
        ["under_25", "Less than 25%"],
      ]),
      help: "Owning 25% or more makes you self-employed in a lender's eyes, so we'll ask for business tax returns.",
      messages: { required: "Choose how much of the business you own." },
      ...shownWhen("employment_status", "self_employed"),
    }),
    defineField({
      name: "years_in_business",
      label: "Years in business",
      kind: "number",
      max: 99,
      messages: {
        required: "Enter how many years you've run this business. Enter 0 if under a year.",
      },
      ...shownWhen("employment_status", "self_employed"),
    }),
    defineField({
      name: "business_phone",
      label: "Business phone number (optional)",
      kind: "tel",
      required: false,
      autocomplete: "off",
      pii: true,
      ...shownWhen("employment_status", "self_employed"),
    }),
  ],
};

function incomeField(name: string, label: string, help?: string): FieldDef {
  return defineField({
    name,
    label,
    kind: "money",
    required: false,
    sensitive: true,
    ...(help ? { help } : {}),
  });
}

export const income: StepContent = {
  slug: "income",
  title: "How much do you earn each month, before taxes?",
  label: "Income",
  description:
    "Enter amounts before taxes and deductions. If your pay varies, use your average over the past 2 years.",
  fields: [
    defineField({
      name: "base_income",
      label: "Base pay, per month",
      kind: "money",
      sensitive: true,
      help: "Your salary or wages before taxes. If you're self-employed, enter your average monthly business income after expenses. Enter 0 if you have none.",
      messages: { required: "Enter your base pay per month. Enter 0 if you have none." },
    }),
    incomeField("overtime_income", "Overtime, per month (optional)"),
    incomeField(
      "bonus_income",
      "Bonuses, per month (optional)",
      "Your yearly bonuses divided by 12.",
    ),
    incomeField("commission_income", "Commissions, per month (optional)"),
    yesNo(
      "has_other_income",
      "Do you have other income, such as Social Security, a pension or rental income?",
      { help: YOU_CAN_SKIP_ALIMONY },
    ),
    defineField({
      name: "other_income_source",
      label: "Where does your other income come from?",
      kind: "select",
      sensitive: true,
      options: options([
        ["social_security", "Social Security"],
        ["pension", "Pension or retirement account withdrawals"],
        ["disability", "Disability benefits"],
        ["alimony_child_support", "Alimony or child support"],
        ["rental", "Rental income"],
        ["interest_dividends", "Interest and dividends"],
        ["other", "Other"],
      ]),
      help: YOU_CAN_SKIP_ALIMONY,
      messages: { required: "Choose where your other income comes from." },
      ...shownWhen("has_other_income", "yes"),
    }),
    defineField({
      name: "other_income",
      label: "Other income, per month",
      kind: "money",
      min: 1,
      sensitive: true,
      messages: { required: "Enter your other income per month." },
      ...shownWhen("has_other_income", "yes"),
    }),
  ],
};

// ---------------------------------------------------------------------------------------------
// Declarations (URLA 5a, 5b)
// ---------------------------------------------------------------------------------------------

export function declarations(product: ProductType): StepContent {
  const fields: FieldDef[] = [
    yesNo(
      "occupy_primary",
      "Will this home be your primary residence, where you live most of the year?",
    ),
    yesNo(
      "ownership_past_3_years",
      "Have you owned all or part of another property in the last 3 years?",
      shownWhen("occupy_primary", "yes"),
    ),
    defineField({
      name: "prior_property_type",
      label: "What type of property was it?",
      kind: "select",
      options: options([
        ["primary", "My primary residence"],
        ["second_home", "A second home"],
        ["investment", "An investment property"],
      ]),
      messages: { required: "Choose the type of property you owned." },
      ...shownWhen("ownership_past_3_years", "yes"),
    }),
    defineField({
      name: "prior_title_held",
      label: "How did you own it?",
      kind: "select",
      options: options([
        ["sole", "By myself"],
        ["joint_spouse", "Jointly with my spouse"],
        ["joint_other", "Jointly with another person"],
      ]),
      messages: { required: "Choose how you owned the property." },
      ...shownWhen("ownership_past_3_years", "yes"),
    }),
  ];
  if (product === "purchase") {
    fields.push(
      yesNo(
        "seller_relationship",
        "Are you related to the seller of the home, or do you have a business connection with them?",
      ),
    );
  }
  fields.push(
    yesNo(
      "undisclosed_borrowing",
      "Are you borrowing money for this loan (for example, for the down payment or closing costs), or getting money from someone else such as the seller or an agent, that you haven't told us about?",
    ),
    defineField({
      name: "undisclosed_borrowing_amount",
      label: "How much money is that?",
      kind: "money",
      min: 1,
      messages: { required: "Enter the amount you're borrowing or receiving." },
      ...shownWhen("undisclosed_borrowing", "yes"),
    }),
    yesNo(
      "other_mortgage_applying",
      "Have you applied, or will you apply before closing, for a mortgage on another property that you haven't told us about?",
    ),
    yesNo(
      "new_credit_applying",
      "Have you applied, or will you apply before closing, for new credit (such as a car loan or credit card) that you haven't told us about?",
    ),
    yesNo(
      "priority_lien",
      "Will this home have a lien that gets paid before the mortgage, such as a clean energy (PACE) loan repaid through your property taxes?",
    ),
    yesNo(
      "cosigner",
      "Are you a co-signer or guarantor on any debt or loan that you haven't told us about?",
      { help: "A co-signer or guarantor promises to pay someone else's debt if they don't." },
    ),
    yesNo("outstanding_judgments", "Are there any unpaid court judgments against you?", {
      help: "A judgment is a court order to pay money, for example after a creditor sued you.",
    }),
    yesNo(
      "federal_debt_delinquent",
      "Are you behind on payments, or in default, on any debt owed to the federal government?",
      { help: "For example federal student loans, an SBA loan or taxes owed to the IRS." },
    ),
    yesNo(
      "lawsuit",
      "Are you a party to a lawsuit in which you could personally have to pay money?",
    ),
    yesNo(
      "deed_in_lieu",
      "In the past 7 years, have you given a property back to the lender to avoid foreclosure (a deed in lieu of foreclosure)?",
    ),
    yesNo(
      "short_sale",
      "In the past 7 years, have you sold a property for less than you owed on its mortgage, with the lender's approval (a short sale or pre-foreclosure sale)?",
    ),
    yesNo("foreclosure", "Has a property of yours been foreclosed on in the past 7 years?"),
    yesNo("bankruptcy", "Have you declared bankruptcy in the past 7 years?"),
    defineField({
      name: "bankruptcy_types",
      label: "Which type of bankruptcy? (choose all that apply)",
      kind: "checkbox-group",
      options: options([
        ["chapter_7", "Chapter 7"],
        ["chapter_11", "Chapter 11"],
        ["chapter_12", "Chapter 12"],
        ["chapter_13", "Chapter 13"],
      ]),
      messages: { required: "Choose the type of bankruptcy." },
      ...shownWhen("bankruptcy", "yes"),
    }),
  );
  return {
    slug: "declarations",
    title: "Do any of these apply to you?",
    label: "Declarations",
    description:
      "Every lender asks these questions from the official loan application (Fannie Mae Form 1003). Answering Yes doesn't rule out a loan; it tells us what to look into.",
    fields,
  };
}

// ---------------------------------------------------------------------------------------------
// Borrower information (URLA 1a)
// ---------------------------------------------------------------------------------------------

export const personalInfo: StepContent = {
  slug: "personal_info",
  title: "Who is applying?",
  label: "About you",
  description: "Enter your name as it appears on your ID.",
  fields: [
    defineField({
      name: "first_name",
      label: "First name",
      kind: "name",
      autocomplete: "given-name",
      pii: true,
      messages: { required: "Enter your first name." },
    }),
    defineField({
      name: "middle_name",
      label: "Middle name (optional)",
      kind: "name",
      required: false,
      autocomplete: "additional-name",
      pii: true,
    }),
    defineField({
      name: "last_name",
      label: "Last name",
      kind: "name",
      autocomplete: "family-name",
      pii: true,
      messages: { required: "Enter your last name." },
    }),
    defineField({
      name: "suffix",
      label: "Suffix (optional)",
      kind: "select",
      required: false,
      autocomplete: "honorific-suffix",
      pii: true,
      options: options([
        ["jr", "Jr."],
        ["sr", "Sr."],
        ["ii", "II"],
        ["iii", "III"],
        ["iv", "IV"],
      ]),
    }),
    defineField({
      name: "date_of_birth",
      label: "Date of birth (MM/DD/YYYY)",
      kind: "date",
      dateRule: "birth",
      autocomplete: "bday",
      sensitive: true,
      pii: true,
      help: "We need it to confirm who you are and to check your credit. You must be 18 or older.",
      messages: { required: "Enter your date of birth as MM/DD/YYYY." },
    }),
    defineField({
      name: "citizenship",
      label: "Citizenship",
      kind: "radio",
      options: options([
        ["us_citizen", "US citizen"],
        ["permanent_resident", "Permanent resident (green card holder)"],
        ["non_permanent_resident", "Non-permanent resident, for example on a work visa"],
      ]),
      help: "People who aren't citizens can get a mortgage too; the documents we ask for differ.",
      messages: { required: "Choose your citizenship status." },
    }),
    defineField({
      name: "marital_status",
      label: "Marital status",
      kind: "radio",
      options: options([
        ["married", "Married"],
        ["separated", "Separated"],
        ["unmarried", "Unmarried (single, divorced or widowed)"],
      ]),
      help: "State property laws can affect who must sign the loan papers. Unmarried includes a civil union or domestic partnership.",
      messages: { required: "Choose your marital status." },
    }),
    defineField({
      name: "dependents",
      label: "Number of dependents",
      kind: "number",
      max: 20,
      help: "People who rely on you financially, such as children. Don't count a co-borrower.",
      messages: { required: "Enter how many dependents you have. Enter 0 if none." },
    }),
  ],
};

export const currentAddress: StepContent = {
  slug: "current_address",
  title: "Where do you live now?",
  label: "Your address",
  fields: [
    defineField({
      name: "current_street",
      label: "Street address",
      kind: "text",
      address: "street",
      autocomplete: "address-line1",
      pii: true,
      messages: { required: "Enter your street address." },
    }),
    defineField({
      name: "current_unit",
      label: "Apartment, unit or suite (optional)",
      kind: "text",
      required: false,
      maxLength: 30,
      autocomplete: "address-line2",
      pii: true,
    }),
    defineField({
      name: "current_city",
      label: "City",
      kind: "text",
      maxLength: 60,
      address: "city",
      autocomplete: "address-level2",
      pii: true,
      messages: { required: "Enter your city." },
    }),
    defineField({
      name: "current_state",
      label: "State",
      kind: "state",
      address: "state",
      autocomplete: "address-level1",
      pii: true,
      messages: { required: "Choose your state." },
    }),
    defineField({
      name: "current_zip",
      label: "ZIP code",
      kind: "zip",
      address: "zip",
      pii: true,
      messages: { required: "Enter your 5-digit ZIP code." },
    }),
    defineField({
      name: "housing_status",
      label: "Do you own or rent this home?",
      kind: "radio",
      options: options([
        ["own", "I own it"],
        ["rent", "I rent it"],
        ["rent_free", "I live there rent-free"],
      ]),
      messages: { required: "Tell us whether you own or rent your home." },
    }),
    defineField({
      name: "monthly_rent",
      label: "Rent, per month",
      kind: "money",
      min: 1,
      messages: { required: "Enter your rent per month." },
      ...shownWhen("housing_status", "rent"),
    }),
    ...timeAtAddressFields(),
  ],
};

function timeAtAddressFields(): FieldDef[] {
  return [
    defineField({
      name: "years_at_address",
      label: "Time at this address: years",
      kind: "number",
      max: 99,
      messages: { required: "Enter how many years you've lived here. Enter 0 if under a year." },
    }),
    defineField({
      name: "months_at_address",
      label: "Time at this address: months",
      kind: "number",
      max: 11,
      messages: { required: "Enter the extra months at this address, from 0 to 11." },
    }),
  ];
}

/**
 * The full refinance, when the home is the borrower's main home: their current address IS the
 * property's address (asked on refinance_address), so only the time they have lived there is
 * asked (URLA 1a). Anyone else answers current_address.
 */
export const timeInHome: StepContent = {
  slug: "time_in_home",
  title: "How long have you lived in this home?",
  label: "Your address",
  description:
    "Since it's your main home, we'll use the address you gave us as your current address.",
  fields: timeAtAddressFields(),
};

// ---------------------------------------------------------------------------------------------
// Contact, demographics, consents
// ---------------------------------------------------------------------------------------------

function contactFields(): FieldDef[] {
  return [
    defineField({
      name: "email",
      label: "Email address",
      kind: "email",
      pii: true,
      messages: { required: "Enter your email address." },
    }),
    defineField({
      name: "phone",
      label: "Phone number",
      kind: "tel",
      pii: true,
      messages: { required: "Enter your phone number." },
    }),
    defineField({
      name: "tcpa_consent",
      label: TCPA_LABEL,
      kind: "checkbox",
      required: false,
      help: "Optional. Without it we'll still reach you by email or by a call you ask for.",
    }),
  ];
}

export const contactInfoFull: StepContent = {
  slug: "contact_info",
  title: "How can we reach you?",
  label: "Contact",
  description: "We'll use these to send you updates about your application.",
  fields: contactFields(),
};

export const contactInfoShort: StepContent = {
  slug: "contact_info",
  title: "Where should we send your options?",
  label: "Contact",
  description: `A ${lender.name} loan officer will get in touch with rates that fit your answers.`,
  fields: [
    defineField({
      name: "first_name",
      label: "First name",
      kind: "name",
      autocomplete: "given-name",
      pii: true,
      messages: { required: "Enter your first name." },
    }),
    defineField({
      name: "last_name",
      label: "Last name",
      kind: "name",
      autocomplete: "family-name",
      pii: true,
      messages: { required: "Enter your last name." },
    }),
    ...contactFields(),
    defineField({
      name: "call_time",
      label: "When should a loan officer call you?",
      kind: "call-time",
      required: false,
      help: `Optional. Pick a day and a time (${callBack.zoneName}), or leave both blank and we'll reach you when we can.`,
    }),
  ],
};

const DECLINE = "decline";
const DECLINE_LABEL = "I do not wish to provide this information";
const HMDA_HELP =
  "Optional. Federal law asks lenders to request this to check that everyone is treated fairly. It won't affect your application.";

export const demographics: StepContent = {
  slug: "demographics",
  title: "Would you like to tell us your ethnicity, race and sex?",
  label: "Demographics",
  description:
    "The federal government asks lenders for this information (under the Home Mortgage Disclosure Act) to monitor compliance with fair lending and fair housing laws. You don't have to provide it, and your answers won't affect how we review your application.",
  fields: [
    defineField({
      name: "ethnicity",
      label: "Ethnicity (choose all that apply)",
      kind: "checkbox-group",
      required: false,
      sensitive: true,
      options: options([
        ["hispanic_or_latino", "Hispanic or Latino"],
        ["not_hispanic_or_latino", "Not Hispanic or Latino"],
        [DECLINE, DECLINE_LABEL],
      ]),
      exclusiveOption: DECLINE,
      help: HMDA_HELP,
    }),
    defineField({
      name: "race",
      label: "Race (choose all that apply)",
      kind: "checkbox-group",
      required: false,
      sensitive: true,
      options: options([
        ["american_indian_or_alaska_native", "American Indian or Alaska Native"],
        ["asian", "Asian"],
        ["black_or_african_american", "Black or African American"],
        ["native_hawaiian_or_pacific_islander", "Native Hawaiian or Other Pacific Islander"],
        ["white", "White"],
        [DECLINE, DECLINE_LABEL],
      ]),
      exclusiveOption: DECLINE,
      help: HMDA_HELP,
    }),
    defineField({
      name: "sex",
      label: "Sex",
      kind: "checkbox-group",
      required: false,
      sensitive: true,
      options: options([
        ["female", "Female"],
        ["male", "Male"],
        [DECLINE, DECLINE_LABEL],
      ]),
      exclusiveOption: DECLINE,
      help: HMDA_HELP,
    }),
  ],
};

export const reviewAndConsent: StepContent = {
  slug: "review_and_consent",
  title: "Ready to submit your application?",
  label: "Submit",
  description:
    "Use Back to check or change any answer. When you submit, we'll check your credit and send your loan disclosures by email.",
  fields: [
    defineField({
      name: "ssn",
      label: "Social Security number",
      kind: "ssn",
      help: "We need it to check your credit and confirm who you are. It's encrypted and never shown in full again.",
      messages: { required: "Enter your Social Security number." },
    }),
    defineField({
      name: "credit_check_consent",
      label: `I authorize ${lender.name} to get my credit report from the credit bureaus to review this application.`,
      kind: "checkbox",
      // Source: myFICO, "Credit checks: what are credit inquiries" (older FICO versions treat
      // mortgage inquiries within 14 days as one, newer versions within 45 days); Fannie Mae
      // Selling Guide B3-5.1-01 (mortgage lenders use the classic FICO scores: Equifax Beacon 5.0,
      // Experian/Fair Isaac Risk Model V2, TransUnion FICO Risk Score Classic 04, i.e. FICO Score
      // 5, 2 and 4).
      help: "This is a hard credit check, which may lower your score a little. The FICO scores mortgage lenders use (FICO Score 2, 4 and 5) count mortgage checks made within 14 days as one; newer FICO versions allow 45 days.",
      messages: { required: "Authorize the credit check so we can review your application." },
    }),
    defineField({
      name: "esign_consent",
      label:
        "I agree to receive my loan disclosures and documents electronically, and I've read the E-SIGN disclosure.",
      kind: "checkbox",
      help: "The federal E-SIGN Act requires your consent before we send documents electronically. You can ask for free paper copies, or withdraw this consent, at any time.",
      document: { href: "/esign", text: "Read the E-SIGN disclosure" },
      messages: { required: "Agree to receive documents electronically to continue." },
    }),
    defineField({
      name: "privacy_ack",
      label: `I've read the Privacy Notice, which explains how ${lender.name} collects, shares and protects my information.`,
      kind: "checkbox",
      document: { href: "/privacy", text: "Read the Privacy Notice" },
      messages: { required: "Confirm that you've read the Privacy Notice." },
    }),
    defineField({
      name: "information_certification",
      label:
        "The information in this application is true and complete to the best of my knowledge.",
      kind: "checkbox",
      help: "Knowingly giving false information on a loan application is a federal crime.",
      messages: { required: "Confirm that your information is true and complete." },
    }),
  ],
};

export const formReceived: StepContent = {
  slug: "form_received",
  title: "Thank you! We've received your application.",
  label: "Done",
  description: "A loan officer will review your answers and get in touch soon.",
  fields: [],
};
