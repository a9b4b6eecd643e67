import * as S from "./steps";
import type { StepContent } from "./steps";
import { BORROWER_SLOTS, slotSlug } from "./borrowers";
import type { BorrowerSlot, FormDef, FormId, ProductType, StepDef } from "./types";
import { borrowerCount, borrowerSection, type Link } from "./urla/borrower";
import { declarationSteps } from "./urla/declarations";
import * as F from "./urla/finances";

/**
 * URLA 2 and 3 (urla/finances.ts): accounts, other money, debts, other payments, then one step
 * per property owned (the first asks whether there is any), then URLA 4b and the loan wanted.
 */
function finances(
  product: "purchase" | "refinance",
  after: string,
): (readonly [StepContent, Link])[] {
  return [
    [F.assets, "other_assets"],
    [F.otherAssets(product), "liabilities"],
    [F.liabilities, "other_liabilities"],
    [F.otherLiabilities, F.realEstateSlug(1)],
    ...Array.from(
      { length: F.MAX_PROPERTIES },
      (_, i) => [F.realEstate(product, i + 1), F.afterRealEstate(i + 1, "new_loans")] as const,
    ),
    [F.newLoans, "loan_program"],
    [F.loanProgram(product), after],
  ];
}

/** The terminal step of every form: no fields, no buttons. */
export const FORM_RECEIVED = "form_received";

/**
 * URLA 5, 7, 8, Form 1103 and 6 for a full form: the borrower's steps, then each co-borrower's
 * own (slots 2 to 4, entered only when the borrower said that many people apply), then `after`.
 */
function declarationSection(product: ProductType, after: string): (readonly [StepContent, Link])[] {
  return BORROWER_SLOTS.flatMap((slot) => {
    const steps = declarationSteps(slot, product);
    const last: Link = (_values, earlier) =>
      slot < borrowerCount(earlier) ? slotSlug((slot + 1) as BorrowerSlot, "declarations") : after;
    return steps.map((step, i) => [step, steps[i + 1]?.slug ?? last] as const);
  });
}
type Meta = Pick<FormDef, "id" | "productType" | "formType" | "wrapKey" | "title">;

/**
 * A form from its steps in display order, each with the slug that follows it (a function where
 * the answers branch). The first step has no Previous button, form_received has no buttons, and
 * `submitSlug` is the step whose Next reads SUBMIT.
 */
function buildForm(
  meta: Meta,
  submitSlug: string,
  links: readonly (readonly [StepContent, Link])[],
): FormDef {
  const first = links[0]?.[0].slug ?? FORM_RECEIVED;
  const steps: StepDef[] = links.map(([content, link]) => ({
    ...content,
    next: typeof link === "string" ? () => link : link,
    previousVisible: content.slug !== first,
    nextVisible: true,
    submitStep: content.slug === submitSlug,
  }));
  steps.push({
    ...S.formReceived,
    next: () => FORM_RECEIVED,
    previousVisible: false,
    nextVisible: false,
    submitStep: false,
  });
  return { ...meta, firstSlug: first, steps };
}

const purchase = buildForm(
  {
    id: "purchase",
    productType: "purchase",
    formType: "full",
    wrapKey: null,
    title: "Apply for a home purchase loan",
  },
  "review_and_consent",
  [
    // No answer yet projects the found-a-home branch; both branches are one step long.
    [S.homeInMind, (a) => (a.home_found === "no" ? "property_area" : "property_address")],
    [S.propertyAddress, "property_type"],
    [S.propertyArea, "property_type"],
    [S.propertyType, "property_use"],
    [F.propertyUse("purchase"), "purchase_price"],
    [S.purchasePrice, "first_time_buyer"],
    [S.firstTimeBuyer, "credit_score"],
    [S.creditScore, "credit_type"],
    // URLA 1 for the borrower and each co-borrower (urla/borrower.ts).
    ...borrowerSection("purchase", "assets"),
    // URLA 2, 3 and 4 (urla/finances.ts).
    ...finances("purchase", "declarations"),
    // URLA 5, 7, 8, Form 1103 and 6 for the borrower and each co-borrower (urla/declarations.ts).
    ...declarationSection("purchase", "review_and_consent"),
    [S.reviewAndConsent, FORM_RECEIVED],
  ],
);

const refinance = buildForm(
  {
    id: "refinance",
    productType: "refinance",
    formType: "full",
    wrapKey: null,
    title: "Apply to refinance your home loan",
  },
  "review_and_consent",
  [
    [S.refinanceAddress, "property_type"],
    [S.propertyType, "property_use"],
    [F.propertyUse("refinance"), "approximate_value"],
    [S.approximateValue, "current_loan"],
    [F.currentLoan, "refinance_goal"],
    [S.refinanceGoal, "credit_score"],
    [S.creditScore, "credit_type"],
    // URLA 1 for the borrower and each co-borrower (urla/borrower.ts). When the home is the
    // borrower's main home, its address is where they live, so it is not asked twice
    // (time_in_home asks only how long); otherwise current_address asks where they live.
    ...borrowerSection("refinance", "assets"),
    ...finances("refinance", "declarations"),
    ...declarationSection("refinance", "review_and_consent"),
    [S.reviewAndConsent, FORM_RECEIVED],
  ],
);

const shortPurchase = buildForm(
  {
    id: "short-purchase",
    productType: "purchase",
    formType: "short",
    wrapKey: "short_purchase_application",
    title: "Get started on a home purchase loan",
  },
  "contact_info",
  [
    [S.propertyArea, "purchase_price"],
    [S.purchasePrice, "credit_score"],
    [S.creditScore, "contact_info"],
    [S.contactInfoShort, FORM_RECEIVED],
  ],
);

const shortRefinance = buildForm(
  {
    id: "short-refinance",
    productType: "refinance",
    formType: "short",
    wrapKey: "short_refinance_application",
    title: "Get started on a refinance",
  },
  "contact_info",
  [
    [S.approximateValueWithState, "loan_balance"],
    [S.loanBalance, "credit_score"],
    [S.creditScore, "contact_info"],
    [S.contactInfoShort, FORM_RECEIVED],
  ],
);

const FORMS: Readonly<Record<FormId, FormDef>> = {
  purchase,
  refinance,
  "short-purchase": shortPurchase,
  "short-refinance": shortRefinance,
};

export const FORM_IDS: readonly FormId[] = [
  "purchase",
  "refinance",
  "short-purchase",
  "short-refinance",
];

export function isFormId(value: unknown): value is FormId {
  return typeof value === "string" && (FORM_IDS as readonly string[]).includes(value);
}

/**
 * The form for a route parameter, or undefined for anything else ("__proto__" included).
 *
 * @example getForm("short-purchase")?.firstSlug // "property_area"
 */
export function getForm(id: string): FormDef | undefined {
  return isFormId(id) ? FORMS[id] : undefined;
}

const stepIndex = new WeakMap<FormDef, ReadonlyMap<string, StepDef>>();

/**
 * The step of a form by slug, or undefined when the form has no such step.
 *
 * @example getStep(getForm("refinance")!, "refinance_goal")?.title
 */
export function getStep(form: FormDef, slug: string): StepDef | undefined {
  let index = stepIndex.get(form);
  if (!index) {
    index = new Map(form.steps.map((s) => [s.slug, s]));
    stepIndex.set(form, index);
  }
  return typeof slug === "string" ? index.get(slug) : undefined;
}
