import { callBack, lender } from "~/config/lender";
import { TCPA_LABEL } from "./consent-text";
import { defineField, yesNo } from "./define-field";
import {
  LICENSED_STATES_HELP,
  LICENSED_STATES_ONLY,
  UNLICENSED_STATE_MESSAGE,
} from "./licensed-states";
import type {
  BorrowerPart,
  FieldDef,
  FieldOption,
  PayloadPlace,
  ProductType,
  StepDef,
} from "./types";
import { stateOfZip } from "./zip-states";

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

// Where answers go in the lender's URLA payload (urla-payload.ts, decision 031).
const LOAN: PayloadPlace = { section: "loan" };
const PROPERTY: PayloadPlace = { section: "property" };

/** A part of the borrower's own record (slot 1: today's steps ask only the borrower). */
function borrowerPart(part: BorrowerPart): PayloadPlace {
  return { section: "borrower", borrower: 1, part };
}

// ---------------------------------------------------------------------------------------------
// Loan and property (URLA section 4)
// ---------------------------------------------------------------------------------------------

export const homeInMind: StepContent = {
  slug: "home_in_mind",
  title: "Have you found the home you want to buy?",
  label: "Your home",
  payload: PROPERTY,
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
  payload: PROPERTY,
  description: LICENSED_STATES_HELP,
  fields: propertyAddressFields(),
};

export const refinanceAddress: StepContent = {
  slug: "refinance_address",
  title: "What's the address of the home you want to refinance?",
  label: "Property",
  payload: PROPERTY,
  description: LICENSED_STATES_HELP,
  fields: propertyAddressFields(),
};

const AREA_MESSAGE = "Enter a city and state, or a ZIP code.";

export const propertyArea: StepContent = {
  slug: "property_area",
  title: "Where are you looking to buy?",
  label: "Location",
  payload: PROPERTY,
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
    if (values.area_zip !== undefined) {
      // A ZIP code alone says the state: one outside the licensed states is refused like the
      // state itself would be.
      const state = stateOfZip(String(values.area_zip));
      return state && !(LICENSED_STATES_ONLY.codes as readonly string[]).includes(state)
        ? { area_zip: UNLICENSED_STATE_MESSAGE }
        : undefined;
    }
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
  payload: PROPERTY,
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
    payload: PROPERTY,
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
  payload: LOAN,
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
  payload: borrowerPart("personal"),
  fields: [
    yesNo("first_time_buyer", "Are you a first-time home buyer?", {
      help: "You count as a first-time buyer if you haven't owned a home in the past 3 years. First-time buyers may qualify for special programs and down payment help.",
    }),
  ],
};

export const creditScore: StepContent = {
  slug: "credit_score",
  title: "About what is your credit score?",
  label: "Credit",
  payload: borrowerPart("personal"),
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
  payload: PROPERTY,
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
  payload: LOAN,
  fields: [loanBalanceField],
};

export const currentLoan: StepContent = {
  slug: "current_loan",
  title: "What does your current mortgage look like?",
  label: "Current loan",
  payload: LOAN,
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
  payload: LOAN,
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
// Contact and consents
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
  payload: borrowerPart("personal"),
  description: "We'll use these to send you updates about your application.",
  fields: contactFields(),
};

export const contactInfoShort: StepContent = {
  slug: "contact_info",
  title: "Where should we send your options?",
  label: "Contact",
  payload: borrowerPart("personal"),
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

export const reviewAndConsent: StepContent = {
  slug: "review_and_consent",
  title: "Ready to submit your application?",
  label: "Submit",
  // The consents are the borrower's URLA 6 acknowledgments; the payload has no part of their
  // own, so they sit with the declarations they follow (decision 031). The SSN is personal.
  payload: borrowerPart("declarations"),
  description:
    "Use Back to check or change any answer. When you submit, we'll check your credit and send your loan disclosures by email.",
  fields: [
    defineField({
      name: "ssn",
      label: "Social Security number",
      kind: "ssn",
      help: "We need it to check your credit and confirm who you are. It's encrypted and never shown in full again.",
      messages: { required: "Enter your Social Security number." },
      payload: borrowerPart("personal"),
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
