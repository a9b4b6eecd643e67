import { coBorrowerName, MAX_BORROWERS, slotSlug } from "../borrowers";
import { defineField, yesNo } from "../define-field";
import { durationText } from "../field-kinds";
import * as S from "../steps";
import type { StepContent } from "../steps";
import type {
  BorrowerPart,
  BorrowerSlot,
  Earlier,
  FieldDef,
  FieldOption,
  PayloadPlace,
  ProductType,
  StepDef,
  StepValues,
} from "../types";

/**
 * URLA section 1 (1a–1e), asked of each borrower (issue 14): who they are, how to reach them,
 * where they live and have lived for the past two years, where they get mail, their current,
 * additional and previous jobs, and their other income. Slot 1 is the borrower filling the form
 * ("you", plain slugs); slots 2–4 are co-borrowers ("they", slugs `borrowerN_…`), whose block
 * follows the borrower's own (see `borrowerSection`).
 *
 * The two-year histories are one step each, a list that must add up, with the current address or
 * job, to 24 months (URLA 1a "if at current address for less than 2 years", 1d "if at current job
 * for less than 2 years"): the step is entered only under 24 months, is followed by a fixed step
 * (so it cannot repeat) and holds at most 10 items.
 */

/** URLA 1a/1d: the history the lender needs, in months. */
export const HISTORY_MONTHS = 24;

/** Most former addresses and previous jobs: ten cover any two years (each item may be years). */
export const HISTORY_MAX_ITEMS = 10;

export type Link = string | StepDef["next"];

function options(entries: readonly (readonly [string, string])[]): readonly FieldOption[] {
  return entries.map(([value, label]) => ({ value, label }));
}

function shownWhen(field: string, ...values: string[]) {
  return { dependsOn: { field, values } };
}

function place(slot: BorrowerSlot, part: BorrowerPart): PayloadPlace {
  return { section: "borrower", borrower: slot, part };
}

/** How a step speaks of the borrower it asks about: "you" for slot 1, "they" for a co-borrower. */
function voice(slot: BorrowerSlot) {
  const own = slot === 1;
  const name = coBorrowerName(slot);
  return {
    own,
    /** "you" / "they" */
    you: own ? "you" : "they",
    /** "your" / "their" */
    your: own ? "your" : "their",
    /** "you've" / "they've" */
    youve: own ? "you've" : "they've",
    /** "Co-borrower 1: " or nothing */
    title: (mine: string, theirs: string) => (own ? mine : `${name}: ${theirs}`),
    /** The progress bar's short name: a co-borrower's steps all carry their name. */
    label: (mine: string) => (own ? mine : name),
  };
}

const HOUSING = options([
  ["own", "Own"],
  ["rent", "Rent"],
  ["rent_free", "No housing expense (for example, living rent-free with family)"],
]);

/** A whole number of months from a years and a months answer; undefined when either is missing. */
function months(values: StepValues | undefined, years: string, extra: string): number | undefined {
  const y = values?.[years];
  const m = values?.[extra];
  return typeof y === "number" && typeof m === "number" ? y * 12 + m : undefined;
}

/** Months at the current address (current_address, or time_in_home on a refinance). */
export function monthsAtAddress(values: StepValues | undefined): number | undefined {
  return months(values, "years_at_address", "months_at_address");
}

/** Months in the current job or business; undefined for retired, not working, or no answer. */
export function monthsInJob(values: StepValues | undefined): number | undefined {
  if (values?.employment_status === "employed")
    return months(values, "years_on_job", "months_on_job");
  if (values?.employment_status === "self_employed")
    return months(values, "years_in_business", "months_in_business");
  return undefined;
}

/** The months a history group's items add up to (each item's years and months). */
function itemMonths(values: StepValues, group: string): number {
  const items = values[group];
  if (!Array.isArray(items)) return 0;
  let total = 0;
  for (const item of items) {
    if (typeof item !== "object" || item === null) continue;
    const record = item as Readonly<Record<string, unknown>>;
    const y = typeof record.years === "number" ? record.years : 0;
    const m = typeof record.months === "number" ? record.months : 0;
    total += y * 12 + m;
  }
  return total;
}

/** The number of borrowers the borrower said apply (credit_type); 1 before it is answered. */
export function borrowerCount(earlier: Earlier): number {
  const count = Number(earlier("credit_type")?.borrower_count ?? 1);
  return Number.isInteger(count) && count >= 1 && count <= MAX_BORROWERS ? count : 1;
}

function durationFields(noun: string, v: ReturnType<typeof voice>): FieldDef[] {
  return [
    defineField({
      name: "years",
      label: `Years ${v.you} ${noun}`,
      kind: "number",
      max: 99,
      messages: { required: "Enter the years. Enter 0 if under a year." },
    }),
    defineField({
      name: "months",
      label: "Extra months",
      kind: "number",
      max: 11,
      messages: { required: "Enter the extra months, from 0 to 11." },
    }),
  ];
}

// ---------------------------------------------------------------------------------------------
// 1a: type of credit, personal information, contact
// ---------------------------------------------------------------------------------------------

/**
 * URLA 1a "Type of credit" and "Total number of borrowers", asked once of the borrower: applying
 * alone is individual credit; with 1 to 3 others, joint credit, and each of them gets a block of
 * steps after the borrower's own.
 */
export const creditType: StepContent = {
  slug: "credit_type",
  title: "Are you applying on your own or with someone else?",
  label: "Borrowers",
  description:
    "Apply together when someone else, such as a spouse or partner, will share the loan. Their income and debts count along with yours.",
  payload: place(1, "personal"),
  fields: [
    defineField({
      name: "borrower_count",
      label: "Who is applying",
      kind: "radio",
      options: options([
        ["1", "Just me (individual credit)"],
        ["2", "Me and 1 other person (joint credit)"],
        ["3", "Me and 2 other people (joint credit)"],
        ["4", "Me and 3 other people (joint credit)"],
      ]),
      help: "We'll ask about each person who applies with you after your own questions. Up to 4 people can apply together.",
      messages: { required: "Choose who is applying." },
    }),
  ],
};

const SUFFIXES = options([
  ["jr", "Jr."],
  ["sr", "Sr."],
  ["ii", "II"],
  ["iii", "III"],
  ["iv", "IV"],
]);

const DEPENDENT_COUNTS = options(
  Array.from({ length: 11 }, (_, n) => [String(n), n === 0 ? "None" : String(n)] as const),
);

export function personalInfo(slot: BorrowerSlot): StepContent {
  const v = voice(slot);
  return {
    slug: slotSlug(slot, "personal_info"),
    title: v.title("Who is applying?", "who are they?"),
    label: v.own ? "About you" : coBorrowerName(slot),
    description: `Enter ${v.your} name as it appears on ${v.your} ID.`,
    payload: place(slot, "personal"),
    fields: [
      defineField({
        name: "first_name",
        label: "First name",
        kind: "name",
        autocomplete: v.own ? "given-name" : "off",
        pii: true,
        messages: { required: `Enter ${v.your} first name.` },
      }),
      defineField({
        name: "middle_name",
        label: "Middle name (optional)",
        kind: "name",
        required: false,
        autocomplete: v.own ? "additional-name" : "off",
        pii: true,
      }),
      defineField({
        name: "last_name",
        label: "Last name",
        kind: "name",
        autocomplete: v.own ? "family-name" : "off",
        pii: true,
        messages: { required: `Enter ${v.your} last name.` },
      }),
      defineField({
        name: "suffix",
        label: "Suffix (optional)",
        kind: "select",
        required: false,
        autocomplete: v.own ? "honorific-suffix" : "off",
        pii: true,
        options: SUFFIXES,
      }),
      defineField({
        name: "alternate_names",
        label: `Other names ${v.youve} used, such as a maiden name (optional)`,
        kind: "text",
        required: false,
        maxLength: 200,
        autocomplete: "off",
        pii: true,
        help: "Credit reports may list you under another name. Separate several names with commas.",
      }),
      defineField({
        name: "date_of_birth",
        label: "Date of birth (MM/DD/YYYY)",
        kind: "date",
        dateRule: "birth",
        autocomplete: v.own ? "bday" : "off",
        sensitive: true,
        pii: true,
        help: `We need it to confirm who ${v.you} ${v.own ? "are" : "are"} and to check ${v.your} credit. ${v.own ? "You" : "They"} must be 18 or older.`,
        messages: { required: `Enter ${v.your} date of birth as MM/DD/YYYY.` },
      }),
      // The borrower gives their own SSN when they submit (review_and_consent); a co-borrower's
      // is asked here, encrypted like the borrower's and never put back into a page.
      ...(v.own
        ? []
        : [
            defineField({
              name: "ssn",
              label: "Social Security number",
              kind: "ssn",
              help: "We need it to check their credit and confirm who they are. It's encrypted and never shown in full again.",
              messages: { required: "Enter their Social Security number." },
            }),
          ]),
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
        messages: { required: `Choose ${v.your} citizenship status.` },
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
        messages: { required: `Choose ${v.your} marital status.` },
      }),
      defineField({
        name: "dependents",
        label: "Number of dependents",
        kind: "select",
        options: DEPENDENT_COUNTS,
        help: v.own
          ? "People who rely on you financially, such as children. Don't count a co-borrower, or anyone a co-borrower lists."
          : "People who rely on them financially, such as children. Don't count anyone you or another co-borrower listed.",
        messages: { required: `Choose how many dependents ${v.you} have.` },
      }),
      defineField({
        name: "dependent_ages",
        label: "Age of each dependent",
        kind: "group",
        itemLabel: "dependent",
        maxItems: 10,
        fields: [
          defineField({
            name: "age",
            label: "Age in years",
            kind: "number",
            max: 99,
            messages: { required: "Enter the age in years. Enter 0 for a baby." },
          }),
        ],
        messages: { required: "Add the age of each dependent." },
        ...shownWhen("dependents", ...DEPENDENT_COUNTS.slice(1).map((o) => o.value)),
      }),
    ],
    crossCheck: (values) => {
      const count = Number(values.dependents ?? 0);
      const ages = Array.isArray(values.dependent_ages) ? values.dependent_ages.length : 0;
      if (count > 0 && ages !== count) {
        return {
          dependent_ages: `Add one age for each of the ${count} dependent${count === 1 ? "" : "s"} (${ages} added).`,
        };
      }
      return undefined;
    },
  };
}

export function contactInfo(slot: BorrowerSlot): StepContent {
  if (slot === 1) return { ...S.contactInfoFull, payload: place(1, "personal") };
  return {
    slug: slotSlug(slot, "contact_info"),
    title: `${coBorrowerName(slot)}: how can we reach them?`,
    label: coBorrowerName(slot),
    description: "We'll send them their own disclosures and updates about this application.",
    payload: place(slot, "personal"),
    fields: [
      defineField({
        name: "email",
        label: "Their email address",
        kind: "email",
        autocomplete: "off",
        pii: true,
        messages: { required: "Enter their email address." },
      }),
      defineField({
        name: "phone",
        label: "Their phone number",
        kind: "tel",
        autocomplete: "off",
        pii: true,
        messages: { required: "Enter their phone number." },
      }),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// 1a: current, former and mailing addresses
// ---------------------------------------------------------------------------------------------

function addressFields(prefix: string, v: ReturnType<typeof voice>, extra = {}): FieldDef[] {
  const token = (t: string) => (v.own && prefix === "current" ? t : "off");
  // "Enter your city." where it is the borrower's own home; "Enter the city." elsewhere.
  const whose = prefix === "current" ? v.your : "the";
  return [
    defineField({
      name: `${prefix}_street`,
      label: "Street address",
      kind: "text",
      address: "street",
      autocomplete: token("address-line1"),
      pii: true,
      messages: { required: `Enter ${whose} street address.` },
      ...extra,
    }),
    defineField({
      name: `${prefix}_unit`,
      label: "Apartment, unit or suite (optional)",
      kind: "text",
      required: false,
      maxLength: 30,
      autocomplete: token("address-line2"),
      pii: true,
      ...extra,
    }),
    defineField({
      name: `${prefix}_city`,
      label: "City",
      kind: "text",
      maxLength: 60,
      address: "city",
      autocomplete: token("address-level2"),
      pii: true,
      messages: { required: `Enter ${whose} city.` },
      ...extra,
    }),
    defineField({
      name: `${prefix}_state`,
      label: "State",
      kind: "state",
      address: "state",
      autocomplete: token("address-level1"),
      pii: true,
      messages: { required: `Choose ${whose} state.` },
      ...extra,
    }),
    defineField({
      name: `${prefix}_zip`,
      label: "ZIP code",
      kind: "zip",
      address: "zip",
      autocomplete: token("postal-code"),
      pii: true,
      messages: { required: `Enter ${whose} 5-digit ZIP code.` },
      ...extra,
    }),
  ];
}

function timeAtAddressFields(v: ReturnType<typeof voice>): FieldDef[] {
  return [
    defineField({
      name: "years_at_address",
      label: "Time at this address: years",
      kind: "number",
      max: 99,
      messages: {
        required: `Enter how many years ${v.youve} lived here. Enter 0 if under a year.`,
      },
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
 * Where the borrower lives (URLA 1a current address and housing). A co-borrower first answers
 * whether they live with the borrower: then only the housing and time are asked.
 */
export function currentAddress(slot: BorrowerSlot): StepContent {
  const v = voice(slot);
  const same = v.own ? {} : shownWhen("same_address", "no");
  return {
    slug: slotSlug(slot, "current_address"),
    title: v.title("Where do you live now?", "where do they live now?"),
    label: v.label("Address"),
    payload: place(slot, "addresses"),
    fields: [
      ...(v.own
        ? []
        : [
            yesNo("same_address", "Do they live at the same address as you?", {
              help: "If they do, we'll use your address for them.",
            }),
          ]),
      ...addressFields("current", v, same),
      defineField({
        name: "housing_status",
        label: v.own ? "Do you own or rent this home?" : "Do they own or rent this home?",
        kind: "radio",
        options: HOUSING,
        help: `If ${v.you} live there without paying rent or a mortgage, choose No housing expense.`,
        messages: { required: `Tell us whether ${v.you} own or rent ${v.your} home.` },
      }),
      defineField({
        name: "monthly_rent",
        label: "Rent, per month",
        kind: "money",
        min: 1,
        messages: { required: `Enter ${v.your} rent per month.` },
        ...shownWhen("housing_status", "rent"),
      }),
      ...timeAtAddressFields(v),
    ],
  };
}

/**
 * The full refinance, when the home is the borrower's main home: their current address IS the
 * property's address (asked on refinance_address), so only the time they have lived there is
 * asked (URLA 1a). Anyone else answers current_address.
 */
export const timeInHome: StepContent = {
  slug: "time_in_home",
  title: "How long have you lived in this home?",
  label: "Address",
  description:
    "Since it's your main home, we'll use the address you gave us as your current address.",
  payload: place(1, "addresses"),
  fields: timeAtAddressFields(voice(1)),
};

/**
 * URLA 1a "Former address, if at current address for less than 2 years": every place lived in,
 * most recent first, until they and the current address cover two years. Entered only under two
 * years; the rule reads the current address's time from the earlier step.
 */
export function formerAddresses(slot: BorrowerSlot): StepContent {
  const v = voice(slot);
  return {
    slug: slotSlug(slot, "former_addresses"),
    title: v.title("Where did you live before?", "where did they live before?"),
    label: v.label("Past addresses"),
    description: `Lenders ask for the past 2 years of addresses. Add each place ${v.you} lived, most recent first, until the time adds up to 2 years with ${v.your} current address.`,
    payload: place(slot, "addresses"),
    fields: [
      defineField({
        name: "former_addresses",
        label: `Where ${v.you} lived before`,
        kind: "group",
        itemLabel: "address",
        minItems: 1,
        maxItems: HISTORY_MAX_ITEMS,
        pii: true,
        fields: [
          ...addressFields("former", v),
          defineField({
            name: "housing_status",
            label: "Did you own or rent it?",
            kind: "radio",
            options: HOUSING,
            messages: { required: "Choose Own, Rent or No housing expense." },
          }),
          ...durationFields("lived there", v),
        ],
        messages: { required: `Add where ${v.you} lived before.` },
      }),
    ],
    crossCheck: (values, earlier) => {
      if (!earlier) return undefined;
      const current =
        monthsAtAddress(earlier(slotSlug(slot, "current_address"))) ??
        monthsAtAddress(earlier(slotSlug(slot, "time_in_home")));
      if (current === undefined) return undefined;
      const total = current + itemMonths(values, "former_addresses");
      if (total >= HISTORY_MONTHS) return undefined;
      return {
        former_addresses: `With ${v.your} current address these add up to ${durationText(total)}. Add the places ${v.you} lived until they cover 2 years.`,
      };
    },
  };
}

export function mailingAddress(slot: BorrowerSlot): StepContent {
  const v = voice(slot);
  return {
    slug: slotSlug(slot, "mailing_address"),
    title: v.title("Do you get mail somewhere else?", "do they get mail somewhere else?"),
    label: v.label("Mailing address"),
    payload: place(slot, "addresses"),
    fields: [
      yesNo(
        "mailing_different",
        `Is ${v.your} mailing address different from where ${v.you} live now?`,
        { help: "For example a PO box. We'll send letters about the loan there." },
      ),
      ...addressFields("mailing", v, shownWhen("mailing_different", "yes")),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// 1b–1d: current, additional and previous employment; 1b income
// ---------------------------------------------------------------------------------------------

export function employment(slot: BorrowerSlot): StepContent {
  const v = voice(slot);
  const employed = shownWhen("employment_status", "employed");
  const business = shownWhen("employment_status", "self_employed");
  return {
    slug: slotSlug(slot, "employment"),
    title: v.title("What do you do for work?", "what do they do for work?"),
    label: v.label("Employment"),
    payload: place(slot, "employment"),
    fields: [
      defineField({
        name: "employment_status",
        label: `${v.own ? "Your" : "Their"} work situation`,
        kind: "radio",
        options: options(
          v.own
            ? [
                ["employed", "I work for an employer"],
                ["self_employed", "I'm self-employed or own a business"],
                ["retired", "I'm retired"],
                ["not_employed", "I'm not working right now"],
              ]
            : [
                ["employed", "They work for an employer"],
                ["self_employed", "They're self-employed or own a business"],
                ["retired", "They're retired"],
                ["not_employed", "They're not working right now"],
              ],
        ),
        messages: { required: `Choose ${v.your} work situation.` },
      }),
      defineField({
        name: "employer_name",
        label: "Employer name",
        kind: "text",
        autocomplete: v.own ? "organization" : "off",
        pii: true,
        messages: { required: `Enter ${v.your} employer's name.` },
        ...employed,
      }),
      defineField({
        name: "job_title",
        label: "Job title",
        kind: "text",
        autocomplete: v.own ? "organization-title" : "off",
        messages: { required: `Enter ${v.your} job title.` },
        ...employed,
      }),
      defineField({
        name: "years_on_job",
        label: "Time in this job: years",
        kind: "number",
        max: 99,
        messages: {
          required: `Enter how many years ${v.youve} had this job. Enter 0 if under a year.`,
        },
        ...employed,
      }),
      defineField({
        name: "months_on_job",
        label: "Time in this job: months",
        kind: "number",
        max: 11,
        messages: { required: "Enter the extra months in this job, from 0 to 11." },
        ...employed,
      }),
      defineField({
        name: "employer_phone",
        label: "Employer phone number (optional)",
        kind: "tel",
        required: false,
        autocomplete: "off",
        pii: true,
        help: "Lenders confirm the job before closing. This number helps us do it quickly.",
        ...employed,
      }),
      defineField({
        name: "employed_by_party",
        label: `${v.own ? "I'm" : "They're"} employed by a family member, the property seller, a real estate agent or another party to this loan`,
        kind: "checkbox",
        required: false,
        help: "Lenders ask because such a job needs extra papers, such as tax returns.",
        ...employed,
      }),
      defineField({
        name: "business_name",
        label: "Business name",
        kind: "text",
        autocomplete: "off",
        pii: true,
        messages: { required: "Enter the business's name." },
        ...business,
      }),
      defineField({
        name: "ownership_share",
        label: `How much of the business do ${v.you} own?`,
        kind: "radio",
        options: options([
          ["25_or_more", "25% or more"],
          ["under_25", "Less than 25%"],
        ]),
        help: "Owning 25% or more makes you self-employed in a lender's eyes, so we'll ask for business tax returns.",
        messages: { required: `Choose how much of the business ${v.you} own.` },
        ...business,
      }),
      defineField({
        name: "years_in_business",
        label: "Time running this business: years",
        kind: "number",
        max: 99,
        messages: {
          required: `Enter how many years ${v.youve} run this business. Enter 0 if under a year.`,
        },
        ...business,
      }),
      defineField({
        name: "months_in_business",
        label: "Time running this business: months",
        kind: "number",
        max: 11,
        messages: { required: "Enter the extra months, from 0 to 11." },
        ...business,
      }),
      defineField({
        name: "business_result",
        label: "Does the business make money or lose money each month, on average?",
        kind: "radio",
        options: options([
          ["income", "It makes money"],
          ["loss", "It loses money"],
        ]),
        messages: { required: "Choose whether the business makes or loses money." },
        ...business,
      }),
      defineField({
        name: "business_monthly_amount",
        label: "Monthly income or loss from the business, before taxes",
        kind: "money",
        sensitive: true,
        help: "Your average over the past 2 years, after business expenses. Enter the loss as a positive amount if it loses money.",
        messages: { required: "Enter the monthly amount. Enter 0 if it breaks even." },
        ...business,
      }),
      defineField({
        name: "business_phone",
        label: "Business phone number (optional)",
        kind: "tel",
        required: false,
        autocomplete: "off",
        pii: true,
        ...business,
      }),
    ],
  };
}

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

export function income(slot: BorrowerSlot): StepContent {
  const v = voice(slot);
  return {
    slug: slotSlug(slot, "income"),
    title: v.title(
      "How much do you earn each month, before taxes?",
      "how much do they earn each month, before taxes?",
    ),
    label: v.label("Income"),
    description:
      "Enter amounts from the current job before taxes and deductions. If pay varies, use the average over the past 2 years.",
    payload: place(slot, "employment"),
    fields: [
      defineField({
        name: "base_income",
        label: "Base pay, per month",
        kind: "money",
        sensitive: true,
        help: "Salary or wages before taxes. Enter 0 if there's none, for example when all the income is from a business or a pension (we ask about those separately).",
        messages: { required: `Enter ${v.your} base pay per month. Enter 0 if there's none.` },
      }),
      incomeField("overtime_income", "Overtime, per month (optional)"),
      incomeField("bonus_income", "Bonuses, per month (optional)", "Yearly bonuses divided by 12."),
      incomeField("commission_income", "Commissions, per month (optional)"),
    ],
  };
}

/** The employer and job title of a job in a list (another job now, or one before). */
function jobNameFields(): FieldDef[] {
  return [
    defineField({
      name: "employer_name",
      label: "Employer or business name",
      kind: "text",
      autocomplete: "off",
      pii: true,
      messages: { required: "Enter the employer's or business's name." },
    }),
    defineField({
      name: "position",
      label: "Job title",
      kind: "text",
      autocomplete: "off",
      messages: { required: "Enter the job title." },
    }),
  ];
}

/** URLA 1c: other jobs or businesses held now, beside the main one. */
export function additionalEmployment(slot: BorrowerSlot): StepContent {
  const v = voice(slot);
  return {
    slug: slotSlug(slot, "additional_employment"),
    title: v.title("Do you have another job or business?", "do they have another job or business?"),
    label: v.label("Other jobs"),
    payload: place(slot, "employment"),
    fields: [
      yesNo("has_other_job", `Do ${v.you} have another job or business now?`, {
        help: "For example a second part-time job or a side business.",
      }),
      defineField({
        name: "other_jobs",
        label: `${v.own ? "Your" : "Their"} other jobs or businesses`,
        kind: "group",
        itemLabel: "job",
        maxItems: 5,
        fields: [
          ...jobNameFields(),
          defineField({
            name: "self_employed",
            label: "Is it self-employment (25% or more of a business)?",
            kind: "radio",
            options: options([
              ["no", "No"],
              ["yes", "Yes"],
            ]),
            messages: { required: "Choose Yes or No." },
          }),
          defineField({
            name: "monthly_income",
            label: "Income, per month before taxes",
            kind: "money",
            sensitive: true,
            messages: { required: "Enter the income per month. Enter 0 if there's none." },
          }),
          ...durationFields("have had it", v),
        ],
        messages: { required: `Add ${v.your} other job or business.` },
        ...shownWhen("has_other_job", "yes"),
      }),
    ],
  };
}

/**
 * URLA 1d "Previous employment, if at current job for less than 2 years": earlier jobs, most
 * recent first, until they and the current job cover two years, or a reason for the time not
 * working. Entered only under two years in the current job.
 */
export function previousEmployment(slot: BorrowerSlot): StepContent {
  const v = voice(slot);
  return {
    slug: slotSlug(slot, "previous_employment"),
    title: v.title("Where did you work before?", "where did they work before?"),
    label: v.label("Past jobs"),
    description: `Lenders look at the past 2 years of work. Add ${v.your} earlier jobs, most recent first, until the time adds up to 2 years with the current one.`,
    payload: place(slot, "employment"),
    fields: [
      defineField({
        name: "previous_jobs",
        label: `Where ${v.you} worked before`,
        kind: "group",
        itemLabel: "job",
        minItems: 1,
        maxItems: HISTORY_MAX_ITEMS,
        fields: [
          ...jobNameFields(),
          defineField({
            name: "self_employed",
            label: "Was it self-employment (25% or more of a business)?",
            kind: "radio",
            options: options([
              ["no", "No"],
              ["yes", "Yes"],
            ]),
            messages: { required: "Choose Yes or No." },
          }),
          defineField({
            name: "monthly_income",
            label: "Income, per month before taxes",
            kind: "money",
            sensitive: true,
            messages: { required: "Enter the income per month." },
          }),
          ...durationFields("worked there", v),
        ],
        messages: { required: `Add where ${v.you} worked before.` },
      }),
      defineField({
        name: "gap_explanation",
        label: `If ${v.you} weren't working for part of the past 2 years, tell us why (optional)`,
        kind: "text",
        required: false,
        maxLength: 300,
        autocomplete: "off",
        help: "For example school, caring for family, or looking for work. A gap is fine; we just need to know.",
      }),
    ],
    crossCheck: (values, earlier) => {
      if (!earlier) return undefined;
      const current = monthsInJob(earlier(slotSlug(slot, "employment")));
      if (current === undefined) return undefined;
      const total = current + itemMonths(values, "previous_jobs");
      if (total >= HISTORY_MONTHS || typeof values.gap_explanation === "string") return undefined;
      return {
        previous_jobs: `With ${v.your} current job these add up to ${durationText(total)}. Add earlier jobs until they cover 2 years, or tell us why ${v.you} weren't working.`,
      };
    },
  };
}

// ---------------------------------------------------------------------------------------------
// 1e: other income
// ---------------------------------------------------------------------------------------------

const YOU_CAN_SKIP_ALIMONY =
  "You don't have to tell us about alimony, child support or separate maintenance income unless you want us to count it when we review the application.";

export function otherIncome(slot: BorrowerSlot): StepContent {
  const v = voice(slot);
  return {
    slug: slotSlug(slot, "other_income"),
    title: v.title(
      "Do you have income other than from work?",
      "do they have income other than from work?",
    ),
    label: v.label("Other income"),
    payload: place(slot, "otherIncome"),
    fields: [
      yesNo(
        "has_other_income",
        `Do ${v.you} have other income, such as Social Security, a pension or rental income?`,
        { help: YOU_CAN_SKIP_ALIMONY },
      ),
      defineField({
        name: "other_income_sources",
        label: "Each source of other income",
        kind: "group",
        itemLabel: "source",
        maxItems: 10,
        fields: [
          defineField({
            name: "source",
            label: "Where it comes from",
            kind: "select",
            options: options([
              ["social_security", "Social Security"],
              ["pension", "Pension or retirement account withdrawals"],
              ["disability", "Disability benefits"],
              ["alimony", "Alimony"],
              ["child_support", "Child support"],
              ["separate_maintenance", "Separate maintenance"],
              ["rental", "Rental income (not from the home you're buying or refinancing)"],
              ["interest_dividends", "Interest and dividends"],
              ["capital_gains", "Capital gains"],
              ["unemployment", "Unemployment benefits"],
              ["trust", "Trust income"],
              ["military", "Military or VA benefits"],
              ["royalties", "Royalty payments"],
              ["other", "Other"],
            ]),
            messages: { required: "Choose where this income comes from." },
          }),
          defineField({
            name: "monthly_amount",
            label: "Amount, per month before taxes",
            kind: "money",
            min: 1,
            sensitive: true,
            messages: { required: "Enter the amount per month." },
          }),
        ],
        help: YOU_CAN_SKIP_ALIMONY,
        messages: { required: "Add each source of other income." },
        ...shownWhen("has_other_income", "yes"),
      }),
    ],
  };
}

// ---------------------------------------------------------------------------------------------
// The section in a form
// ---------------------------------------------------------------------------------------------

/** property_use on a refinance: the home is the borrower's main home, or not answered yet. */
function isMainHome(values: StepValues | undefined): boolean {
  return values?.property_use === undefined || values.property_use === "primary";
}

/**
 * One borrower's steps with their links, in URLA order. The last step leads to the next
 * co-borrower's block when the borrower said more people apply, else to `after`.
 */
function block(
  slot: BorrowerSlot,
  product: ProductType,
  after: string,
): (readonly [StepContent, Link])[] {
  const s = (base: string) => slotSlug(slot, base);
  // The refinance borrower whose home is their main home lives at the property (time_in_home).
  const residence: Link =
    slot === 1 && product === "refinance"
      ? (_a, earlier) => (isMainHome(earlier("property_use")) ? "time_in_home" : "current_address")
      : s("current_address");
  const afterAddress: Link = (a) => {
    const time = monthsAtAddress(a);
    return time !== undefined && time < HISTORY_MONTHS
      ? s("former_addresses")
      : s("mailing_address");
  };
  const afterAdditional: Link = (_a, earlier) => {
    const time = monthsInJob(earlier(s("employment")));
    return time !== undefined && time < HISTORY_MONTHS
      ? s("previous_employment")
      : s("other_income");
  };
  const last: Link = (_a, earlier) =>
    slot < borrowerCount(earlier) ? slotSlug((slot + 1) as BorrowerSlot, "personal_info") : after;
  return [
    ...(slot === 1 ? [[creditType, "personal_info"] as const] : []),
    [personalInfo(slot), s("contact_info")],
    [contactInfo(slot), residence],
    ...(slot === 1 && product === "refinance" ? [[timeInHome, afterAddress] as const] : []),
    [currentAddress(slot), afterAddress],
    [formerAddresses(slot), s("mailing_address")],
    [mailingAddress(slot), s("employment")],
    [employment(slot), s("income")],
    [income(slot), s("additional_employment")],
    [additionalEmployment(slot), afterAdditional],
    [previousEmployment(slot), s("other_income")],
    [otherIncome(slot), last],
  ];
}

/**
 * URLA section 1 for a full form: the borrower's steps, then each co-borrower's block (slots 2
 * to 4, entered only when the borrower said that many people apply), then `after`.
 */
export function borrowerSection(
  product: ProductType,
  after: string,
): (readonly [StepContent, Link])[] {
  return ([1, 2, 3, 4] as const).flatMap((slot) => block(slot, product, after));
}
