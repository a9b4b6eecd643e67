import { lender } from "~/config/lender";
import { coBorrowerName, slotSlug } from "../borrowers";
import { defineField, yesNo } from "../define-field";
import type { StepContent } from "../steps";
import type {
  BorrowerPart,
  BorrowerSlot,
  FieldDef,
  FieldOption,
  PayloadPlace,
  ProductType,
} from "../types";

/**
 * What each borrower answers for themselves after their own sections 1 to 4 (issue 14): URLA
 * section 5 declarations (5a about this property and the money for the loan, 5b about their
 * finances), 7 military service, 8 demographic information (the 2021 Demographic Information
 * Addendum, with the HMDA subcategories of Regulation C appendix B), the Supplemental Consumer
 * Information Form (Fannie Mae Form 1103: language preference, homeownership education and
 * housing counseling) and section 6 acknowledgments and agreements. Each is a factory per
 * borrower slot: slot 1 keeps the plain slug and speaks to "you"; slots 2 to 4 get
 * "borrower2_<slug>", a title naming the co-borrower and "they/their" in the questions.
 * docs/decisions/030-urla-declarations-demographics.md records the choices.
 */

/** The words that change between the borrower ("you") and a co-borrower ("they"). */
type Words = {
  readonly you: string;
  readonly You: string;
  readonly your: string;
  readonly them: string;
  readonly yours: string;
  readonly yourself: string;
  /** "" for slot 1, "Co-borrower 1: " for slot 2. */
  readonly title: string;
};

function words(slot: BorrowerSlot): Words {
  return slot === 1
    ? {
        you: "you",
        You: "You",
        your: "your",
        them: "you",
        yours: "yours",
        yourself: "yourself",
        title: "",
      }
    : {
        you: "they",
        You: "They",
        your: "their",
        them: "them",
        yours: "theirs",
        yourself: "themselves",
        title: `${coBorrowerName(slot)}: `,
      };
}

function options(entries: readonly (readonly [string, string])[]): readonly FieldOption[] {
  return entries.map(([value, label]) => ({ value, label }));
}

function shownWhen(field: string, ...values: string[]) {
  return { dependsOn: { field, values } };
}

function place(slot: BorrowerSlot, part: BorrowerPart): PayloadPlace {
  return { section: "borrower", borrower: slot, part };
}

/** A step of one borrower's: its slug for the slot, and its payload place on it and every field. */
function borrowerStep(
  slot: BorrowerSlot,
  part: BorrowerPart,
  content: Omit<StepContent, "payload">,
): StepContent {
  const payload = place(slot, part);
  return {
    ...content,
    slug: slotSlug(slot, content.slug),
    fields: content.fields.map((f) => ({ ...f, payload: f.payload ?? payload })),
    payload,
  };
}

/**
 * The longest free text an "other" answer takes: 100 characters, the HMDA Filing Instructions
 * Guide's limit for the free-form ethnicity and race text fields.
 */
export const OTHER_TEXT_MAX = 100;

// ---------------------------------------------------------------------------------------------
// Section 5a: about this property and your money for this loan
// ---------------------------------------------------------------------------------------------

/** URLA 5a A (1): the type of property owned: PR, SR, SH, IP. */
const PRIOR_PROPERTY_TYPES = options([
  ["primary", "A primary residence (PR)"],
  ["fha_secondary", "An FHA secondary residence (SR)"],
  ["second_home", "A second home (SH)"],
  ["investment", "An investment property (IP)"],
]);

/** URLA 5a A (2): how title was held: S, SP, O. */
function titleOptions(w: Words): readonly FieldOption[] {
  return options([
    ["sole", `By ${w.yourself} (S)`],
    ["joint_spouse", `Jointly with ${w.your} spouse (SP)`],
    ["joint_other", "Jointly with another person (O)"],
  ]);
}

/**
 * URLA 5a: occupancy and ownership in the past three years (with the type of property and how
 * title was held), the relationship to the seller (purchase only), undisclosed money for the
 * loan and its amount, other mortgages and new credit applied for, and a priority lien.
 */
export function declarationsStep(slot: BorrowerSlot, product: ProductType): StepContent {
  const w = words(slot);
  const fields: FieldDef[] = [
    yesNo(
      "occupy_primary",
      `Will this home be ${w.your} primary residence, where ${w.you} live most of the year?`,
    ),
    yesNo(
      "ownership_past_3_years",
      `Have ${w.you} owned all or part of another property in the last 3 years?`,
      {
        help: "Owning a home in the last 3 years decides, for example, who counts as a first-time buyer.",
        ...shownWhen("occupy_primary", "yes"),
      },
    ),
    defineField({
      name: "prior_property_type",
      label: "What type of property was it?",
      kind: "select",
      options: PRIOR_PROPERTY_TYPES,
      help: "An FHA secondary residence is a second home the FHA approved for a special reason, such as a job far from the main home. If there was more than one property, choose the most recent.",
      messages: { required: "Choose the type of property." },
      ...shownWhen("ownership_past_3_years", "yes"),
    }),
    defineField({
      name: "prior_title_held",
      label: `How did ${w.you} hold title to it?`,
      kind: "select",
      options: titleOptions(w),
      help: "Whose names were on the deed.",
      messages: { required: "Choose how the title was held." },
      ...shownWhen("ownership_past_3_years", "yes"),
    }),
  ];
  if (product === "purchase") {
    fields.push(
      yesNo(
        "seller_relationship",
        `Are ${w.you} related to the seller of the home, or do ${w.you} have a business connection with them?`,
      ),
    );
  }
  fields.push(
    yesNo(
      "undisclosed_borrowing",
      `Are ${w.you} borrowing money for this loan (for example, for the down payment or closing costs), or getting money from someone else such as the seller or an agent, that ${w.you} haven't told us about?`,
    ),
    defineField({
      name: "undisclosed_borrowing_amount",
      label: "How much money is that?",
      kind: "money",
      min: 1,
      messages: { required: "Enter the amount borrowed or received." },
      ...shownWhen("undisclosed_borrowing", "yes"),
    }),
    yesNo(
      "other_mortgage_applying",
      `Have ${w.you} applied, or will ${w.you} apply before closing, for a mortgage on another property that ${w.you} haven't told us about?`,
    ),
    yesNo(
      "new_credit_applying",
      `Have ${w.you} applied, or will ${w.you} apply before closing, for new credit (such as a car loan or credit card) that ${w.you} haven't told us about?`,
    ),
    yesNo(
      "priority_lien",
      "Will this home have a lien that gets paid before the mortgage, such as a clean energy (PACE) loan repaid through the property taxes?",
    ),
  );
  return borrowerStep(slot, "declarations", {
    slug: "declarations",
    title: `${w.title}Do any of these apply to ${w.them}, this home or the money for the loan?`,
    label: "Declarations",
    description: `Every lender asks these questions from the official loan application (Fannie Mae Form 1003, section 5a). Answering Yes doesn't rule out a loan; it tells us what to look into.`,
    fields,
  });
}

// ---------------------------------------------------------------------------------------------
// Section 5b: about your finances
// ---------------------------------------------------------------------------------------------

/** URLA 5b: co-signer, judgments, federal debt, lawsuits, deed in lieu, short sale, foreclosure, bankruptcy. */
export function declarationsFinancesStep(slot: BorrowerSlot): StepContent {
  const w = words(slot);
  return borrowerStep(slot, "declarations", {
    slug: "declarations_finances",
    title: `${w.title}Do any of these apply to ${w.your} finances?`,
    label: "Declarations",
    description:
      "These are the questions of the official loan application's section 5b. Answering Yes doesn't rule out a loan; it tells us what to look into.",
    fields: [
      yesNo(
        "cosigner",
        `Are ${w.you} a co-signer or guarantor on any debt or loan that ${w.you} haven't told us about?`,
        { help: "A co-signer or guarantor promises to pay someone else's debt if they don't." },
      ),
      yesNo("outstanding_judgments", `Are there any unpaid court judgments against ${w.them}?`, {
        help: "A judgment is a court order to pay money, for example after a creditor sued.",
      }),
      yesNo(
        "federal_debt_delinquent",
        `Are ${w.you} behind on payments, or in default, on any debt owed to the federal government?`,
        { help: "For example federal student loans, an SBA loan or taxes owed to the IRS." },
      ),
      yesNo(
        "lawsuit",
        `Are ${w.you} a party to a lawsuit in which ${w.you} could personally have to pay money?`,
      ),
      yesNo(
        "deed_in_lieu",
        `In the past 7 years, have ${w.you} given a property back to the lender to avoid foreclosure (a deed in lieu of foreclosure)?`,
      ),
      yesNo(
        "short_sale",
        `In the past 7 years, have ${w.you} sold a property for less than was owed on its mortgage, with the lender's approval (a short sale or pre-foreclosure sale)?`,
      ),
      yesNo("foreclosure", `Has a property of ${w.yours} been foreclosed on in the past 7 years?`),
      yesNo("bankruptcy", `Have ${w.you} declared bankruptcy in the past 7 years?`),
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
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Section 7: military service
// ---------------------------------------------------------------------------------------------

/** URLA 7: served or serving, and if so each status that applies (active duty with its end date). */
export function militaryStep(slot: BorrowerSlot): StepContent {
  const w = words(slot);
  const spouse = slot === 1 ? "your late spouse" : "their late spouse";
  return borrowerStep(slot, "militaryService", {
    slug: "military_service",
    title: `${w.title}Have ${w.you} served in the US military?`,
    label: "Military service",
    description:
      "Service members, veterans and some surviving spouses may qualify for a VA loan, often with no down payment.",
    fields: [
      yesNo(
        "military_service",
        `Did ${w.you} (or ${spouse}) ever serve, or ${slot === 1 ? "are you" : "are they"} serving now, in the US Armed Forces?`,
      ),
      defineField({
        name: "military_status",
        label: "Which of these apply? (choose all that apply)",
        kind: "checkbox-group",
        options: options([
          ["active_duty", "Serving on active duty now"],
          ["veteran", "Retired, discharged or separated from service"],
          [
            "reserve_guard",
            "The only service was in the Reserve or National Guard, never activated",
          ],
          ["surviving_spouse", "Surviving spouse of someone who served"],
        ]),
        messages: { required: "Choose each status that applies." },
        ...shownWhen("military_service", "yes"),
      }),
      defineField({
        name: "service_end",
        label: "When is the current service or tour projected to end? (MM/YYYY)",
        kind: "month-year",
        help: "The date on the orders, or on the leave and earnings statement (LES).",
        messages: { required: "Enter the month and year the service or tour is projected to end." },
        ...shownWhen("military_status", "active_duty"),
      }),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Section 8: demographic information (HMDA, Regulation C appendix B)
// ---------------------------------------------------------------------------------------------

export const DECLINE = "decline";
export const DECLINE_LABEL = "I do not wish to provide this information";
const HMDA_HELP =
  "Optional. Federal law asks lenders to request this to check that everyone is treated fairly. It won't affect the application.";

/** A subcategory list (optional), shown only while its category is chosen; sensitive. */
function subcategories(
  name: string,
  label: string,
  category: readonly [trigger: string, value: string],
  entries: readonly (readonly [string, string])[],
): FieldDef {
  return defineField({
    name,
    label,
    kind: "checkbox-group",
    required: false,
    sensitive: true,
    options: options(entries),
    ...shownWhen(category[0], category[1]),
  });
}

/** Free text for an "other" answer: optional, bounded, sensitive. */
function otherText(
  name: string,
  label: string,
  help: string,
  trigger: readonly [field: string, value: string],
): FieldDef {
  return defineField({
    name,
    label,
    kind: "text",
    required: false,
    sensitive: true,
    maxLength: OTHER_TEXT_MAX,
    autocomplete: "off",
    help,
    ...shownWhen(trigger[0], trigger[1]),
  });
}

/**
 * URLA 8 (the Demographic Information Addendum): ethnicity, race and sex, each with "I do not
 * wish to provide this information" chosen alone, and the subcategories of Regulation C appendix
 * B shown under their category. All optional and encrypted at rest.
 */
export function demographicsStep(slot: BorrowerSlot): StepContent {
  const w = words(slot);
  return borrowerStep(slot, "demographics", {
    slug: "demographics",
    title:
      slot === 1
        ? "Would you like to tell us your ethnicity, race and sex?"
        : `${w.title}would they like to tell us their ethnicity, race and sex?`,
    label: "Demographics",
    description: `The federal government asks lenders for this information (under the Home Mortgage Disclosure Act) to monitor compliance with fair lending and fair housing laws. ${slot === 1 ? "You don't" : "They don't"} have to provide it, and the answers won't affect how we review the application. Choose as many as apply.`,
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
      subcategories(
        "hispanic_origin",
        "Hispanic or Latino: which origin? (optional, choose all that apply)",
        ["ethnicity", "hispanic_or_latino"],
        [
          ["mexican", "Mexican"],
          ["puerto_rican", "Puerto Rican"],
          ["cuban", "Cuban"],
          ["other_hispanic_or_latino", "Other Hispanic or Latino"],
        ],
      ),
      otherText(
        "other_hispanic_origin",
        "Other Hispanic or Latino origin (optional)",
        "For example Argentinean, Colombian, Dominican, Nicaraguan, Salvadoran, Spaniard, and so on.",
        ["hispanic_origin", "other_hispanic_or_latino"],
      ),
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
      otherText(
        "tribe",
        "Name of enrolled or principal tribe (optional)",
        "For American Indian or Alaska Native.",
        ["race", "american_indian_or_alaska_native"],
      ),
      subcategories(
        "asian_origin",
        "Asian: which groups? (optional, choose all that apply)",
        ["race", "asian"],
        [
          ["asian_indian", "Asian Indian"],
          ["chinese", "Chinese"],
          ["filipino", "Filipino"],
          ["japanese", "Japanese"],
          ["korean", "Korean"],
          ["vietnamese", "Vietnamese"],
          ["other_asian", "Other Asian"],
        ],
      ),
      otherText(
        "other_asian_race",
        "Other Asian race (optional)",
        "For example Hmong, Laotian, Thai, Pakistani, Cambodian, and so on.",
        ["asian_origin", "other_asian"],
      ),
      subcategories(
        "pacific_islander_origin",
        "Native Hawaiian or Other Pacific Islander: which groups? (optional, choose all that apply)",
        ["race", "native_hawaiian_or_pacific_islander"],
        [
          ["native_hawaiian", "Native Hawaiian"],
          ["guamanian_or_chamorro", "Guamanian or Chamorro"],
          ["samoan", "Samoan"],
          ["other_pacific_islander", "Other Pacific Islander"],
        ],
      ),
      otherText(
        "other_pacific_islander_race",
        "Other Pacific Islander race (optional)",
        "For example Fijian, Tongan, and so on.",
        ["pacific_islander_origin", "other_pacific_islander"],
      ),
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
  });
}

// ---------------------------------------------------------------------------------------------
// Supplemental Consumer Information Form (Fannie Mae / Freddie Mac Form 1103)
// ---------------------------------------------------------------------------------------------

/** Form 1103 section 2: the languages it lists, "Other" with text, and "I do not wish to respond". */
export function languageStep(slot: BorrowerSlot): StepContent {
  const w = words(slot);
  return borrowerStep(slot, "languagePreference", {
    slug: "language_preference",
    title: `${w.title}Which language would ${w.you} prefer us to use?`,
    label: "Language",
    description: `Optional. The loan is likely to be handled in English. Telling us ${w.your} preferred language lets us see whether we can communicate in it; we may not be able to. The answer won't affect the application.`,
    fields: [
      defineField({
        name: "language_preference",
        label: "Preferred language",
        kind: "radio",
        required: false,
        sensitive: true,
        options: options([
          ["english", "English"],
          ["chinese", "Chinese"],
          ["korean", "Korean"],
          ["spanish", "Spanish"],
          ["tagalog", "Tagalog"],
          ["vietnamese", "Vietnamese"],
          ["other", "Other"],
          ["decline", "I do not wish to respond"],
        ]),
        help: `If English is hard for ${w.them}, a HUD-approved housing counseling agency may be able to help, free or at low cost.`,
      }),
      defineField({
        name: "language_other",
        label: "Which language?",
        kind: "text",
        sensitive: true,
        maxLength: OTHER_TEXT_MAX,
        autocomplete: "off",
        messages: { required: "Enter the language, or choose another answer." },
        ...shownWhen("language_preference", "other"),
      }),
    ],
  });
}

function completionFields(
  prefix: "education" | "counseling",
  formats: readonly (readonly [string, string])[],
): FieldDef[] {
  const trigger = prefix === "education" ? "homeownership_education" : "housing_counseling";
  const what = prefix === "education" ? "education" : "counseling";
  return [
    defineField({
      name: `${prefix}_format`,
      label: `How was the ${what} given?`,
      kind: "radio",
      options: options(formats),
      messages: { required: `Choose how the ${what} was given.` },
      ...shownWhen(trigger, "yes"),
    }),
    defineField({
      name: `${prefix}_agency`,
      label: `Name of the housing counseling agency or ${what} provider`,
      kind: "text",
      maxLength: OTHER_TEXT_MAX,
      autocomplete: "off",
      messages: { required: `Enter the name of the agency or provider.` },
      ...shownWhen(trigger, "yes"),
    }),
    defineField({
      name: `${prefix}_agency_id`,
      label: `HUD housing counseling agency ID for the ${what} (optional)`,
      kind: "text",
      required: false,
      maxLength: 20,
      autocomplete: "off",
      help: "It's on the certificate the HUD-approved agency gives.",
      ...shownWhen(trigger, "yes"),
    }),
    defineField({
      name: `${prefix}_date`,
      label: `Date the ${what} was completed (MM/DD/YYYY)`,
      kind: "date",
      dateRule: "past",
      messages: { required: `Enter the date the ${what} was completed as MM/DD/YYYY.` },
      ...shownWhen(trigger, "yes"),
    }),
  ];
}

/**
 * Form 1103 section 1: homeownership education (group classes) and housing counseling
 * (one-on-one), each completed in the last 12 months or not, with its format, agency and date.
 */
export function homeownershipEducationStep(slot: BorrowerSlot): StepContent {
  const w = words(slot);
  return borrowerStep(slot, "languagePreference", {
    slug: "homeownership_education",
    title: `${w.title}Have ${w.you} taken a homebuyer class or housing counseling?`,
    label: "Education",
    description: `Some loan programs and down payment help ask for it. Answer No if ${w.you} haven't; it doesn't count against ${w.them}.`,
    fields: [
      yesNo(
        "homeownership_education",
        `Have ${w.you} completed homeownership education (group classes, in person or online) in the last 12 months?`,
      ),
      ...completionFields("education", [
        ["in_person", "In person"],
        ["online", "Online"],
        ["hybrid", "Hybrid (part in person, part online)"],
      ]),
      yesNo(
        "housing_counseling",
        `Have ${w.you} completed housing counseling (one-on-one sessions with a counselor) in the last 12 months?`,
      ),
      ...completionFields("counseling", [
        ["in_person", "In person"],
        ["telephone", "By telephone"],
        ["online", "Online"],
        ["hybrid", "Hybrid (a mix of these)"],
      ]),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// Section 6: acknowledgments and agreements, and a co-borrower's own consents
// ---------------------------------------------------------------------------------------------

/** The page with URLA section 6 in full, linked under the checkbox. */
export const ACKNOWLEDGMENTS_HREF = "/acknowledgments";

/** URLA 6 in plain words: what each borrower agrees to when signing the application. */
export const ACKNOWLEDGMENTS_SUMMARY =
  "In short: the information is true and complete, and you'll tell us if it changes before closing; the loan will be secured by the home; an appraisal is for the lender's use; the application and signatures may be kept electronically; late payments may be reported to credit bureaus; and the lender and others involved in the loan may get, use and share the application, a credit report and tax return information to process, check, service and sell the loan.";

function acknowledgmentsField(slot: BorrowerSlot): FieldDef {
  return defineField({
    name: "urla_acknowledgments",
    label:
      slot === 1
        ? "I've read and agree to the Acknowledgments and Agreements of the loan application."
        : `I, ${coBorrowerName(slot)}, have read and agree to the Acknowledgments and Agreements of the loan application.`,
    kind: "checkbox",
    help: ACKNOWLEDGMENTS_SUMMARY,
    document: { href: ACKNOWLEDGMENTS_HREF, text: "Read the Acknowledgments and Agreements" },
    messages: { required: "Agree to the Acknowledgments and Agreements to continue." },
  });
}

/**
 * URLA 6. Slot 1 agrees here (and gives the credit check, E-SIGN, privacy and certification
 * consents on review_and_consent, with the SSN). A co-borrower must consent personally: their
 * step holds their own agreement, credit check authorization, E-SIGN consent, privacy notice and
 * certification, worded in their first person ("I, Co-borrower 1, ...").
 */
export function acknowledgmentsStep(slot: BorrowerSlot): StepContent {
  const w = words(slot);
  if (slot === 1) {
    return borrowerStep(slot, "declarations", {
      slug: "acknowledgments",
      title: "Do you agree to the loan application's terms?",
      label: "Agreements",
      description:
        "Everyone who signs the official loan application (section 6) agrees to these. Read the summary, or the full text on its own page.",
      fields: [acknowledgmentsField(slot)],
    });
  }
  const who = `I, ${coBorrowerName(slot)},`;
  return borrowerStep(slot, "declarations", {
    slug: "acknowledgments",
    title: `${w.title}do they agree to the application's terms and a credit check?`,
    label: "Agreements",
    description: `${coBorrowerName(slot)} must read and tick these boxes themselves: hand them the screen. Each borrower gives their own consent.`,
    fields: [
      acknowledgmentsField(slot),
      defineField({
        name: "credit_check_consent",
        label: `${who} authorize ${lender.name} to get my credit report from the credit bureaus to review this application.`,
        kind: "checkbox",
        help: "This is a hard credit check, which may lower the score a little. Mortgage credit checks made within 14 days count as one for the FICO scores lenders use.",
        messages: { required: "The co-borrower must authorize the credit check." },
      }),
      defineField({
        name: "esign_consent",
        label: `${who} agree to receive my loan disclosures and documents electronically, and I've read the E-SIGN disclosure.`,
        kind: "checkbox",
        help: "The federal E-SIGN Act requires each borrower's consent before we send documents electronically. Paper copies are free on request, and the consent can be withdrawn at any time.",
        document: { href: "/esign", text: "Read the E-SIGN disclosure" },
        messages: { required: "The co-borrower must agree to receive documents electronically." },
      }),
      defineField({
        name: "privacy_ack",
        label: `${who} have read the Privacy Notice, which explains how ${lender.name} collects, shares and protects my information.`,
        kind: "checkbox",
        document: { href: "/privacy", text: "Read the Privacy Notice" },
        messages: { required: "The co-borrower must confirm they've read the Privacy Notice." },
      }),
      defineField({
        name: "information_certification",
        label: `${who} certify that the information about me in this application is true and complete to the best of my knowledge.`,
        kind: "checkbox",
        help: "Knowingly giving false information on a loan application is a federal crime.",
        messages: { required: "The co-borrower must confirm their information is true." },
      }),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// One borrower's steps, in order
// ---------------------------------------------------------------------------------------------

/**
 * One borrower's steps of this file in the order a form asks them: 5a, 5b, 7, 8, Form 1103, then
 * 6 (agreeing comes last, once every answer is given).
 */
export function declarationSteps(slot: BorrowerSlot, product: ProductType): StepContent[] {
  return [
    declarationsStep(slot, product),
    declarationsFinancesStep(slot),
    militaryStep(slot),
    demographicsStep(slot),
    languageStep(slot),
    homeownershipEducationStep(slot),
    acknowledgmentsStep(slot),
  ];
}

/**
 * Steps linked one to the next, the last to `then`: the links forms.ts builds a form from.
 *
 * @example inOrder([a, b], "review_and_consent") // [[a, b.slug], [b, "review_and_consent"]]
 */
export function inOrder(
  steps: readonly StepContent[],
  then: string,
): (readonly [StepContent, string])[] {
  return steps.map((step, i) => [step, steps[i + 1]?.slug ?? then] as const);
}
