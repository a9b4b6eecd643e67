import type { Answers, FormId } from "~/lib/application/types";

/**
 * The lender's pipeline for a submitted application (docs/decisions/017-staff-back-office.md):
 * pure data shared by the staff pages and the server. `closed`, `withdrawn` and `declined` end it.
 */
export const PIPELINE_STATUSES = [
  "new",
  "contacted",
  "in_processing",
  "submitted_to_underwriting",
  "closed",
  "withdrawn",
  "declined",
] as const;
export type PipelineStatus = (typeof PIPELINE_STATUSES)[number];

export const PIPELINE_LABELS: Readonly<Record<PipelineStatus, string>> = {
  new: "New",
  contacted: "Contacted",
  in_processing: "In processing",
  submitted_to_underwriting: "Submitted to underwriting",
  closed: "Closed",
  withdrawn: "Withdrawn",
  declined: "Declined",
};

export function isPipelineStatus(value: unknown): value is PipelineStatus {
  return typeof value === "string" && (PIPELINE_STATUSES as readonly string[]).includes(value);
}

export const STAFF_ROLES = ["admin", "officer"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What the pipeline list shows about an application, read from its (decrypted) answers. */
export type ApplicationSummary = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  propertyState: string | null;
  /** The loan asked for in cents: price − down payment, or balance + cash out; null when unknown. */
  loanAmountCents: number | null;
};

function text(answers: Answers, slug: string, name: string): string | null {
  const value = answers[slug]?.[name];
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

function cents(answers: Answers, slug: string, name: string): number | null {
  const value = answers[slug]?.[name];
  return typeof value === "number" && Number.isInteger(value) ? value : null;
}

/**
 * The summary of one application's answers. Names come from "personal_info" (full forms) or
 * "contact_info" (short forms); the property's state from its address or the area being looked
 * at; the loan amount from the purchase price less the down payment (purchase) or the remaining
 * balance plus any cash out (refinance).
 */
export function summarizeAnswers(formId: FormId, answers: Answers): ApplicationSummary {
  const purchase = formId === "purchase" || formId === "short-purchase";
  let loanAmountCents: number | null = null;
  if (purchase) {
    const price = cents(answers, "purchase_price", "purchase_price");
    const down = cents(answers, "purchase_price", "down_payment") ?? 0;
    loanAmountCents = price === null ? null : Math.max(0, price - down);
  } else {
    const balance =
      cents(answers, "current_loan", "loan_balance") ??
      cents(answers, "loan_balance", "loan_balance");
    const cashOut = cents(answers, "refinance_goal", "cash_out_amount") ?? 0;
    loanAmountCents = balance === null ? null : balance + cashOut;
  }
  return {
    firstName:
      text(answers, "personal_info", "first_name") ?? text(answers, "contact_info", "first_name"),
    lastName:
      text(answers, "personal_info", "last_name") ?? text(answers, "contact_info", "last_name"),
    email: text(answers, "contact_info", "email"),
    phone: text(answers, "contact_info", "phone"),
    propertyState:
      text(answers, "property_address", "property_state") ??
      text(answers, "refinance_address", "property_state") ??
      text(answers, "property_area", "area_state") ??
      text(answers, "approximate_value", "property_state"),
    loanAmountCents,
  };
}

/**
 * Normalised values for the blind index (exact search): a name as "first last" in lower case
 * with runs of spaces, dots and apostrophes folded; an e-mail trimmed and lower-cased; a phone as
 * its 10 US digits (a leading country code 1 dropped). null when nothing is left to index.
 */
export function normalizeName(value: string | null | undefined): string | null {
  if (!value) return null;
  const folded = value
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[.'’]/g, "")
    .replace(/[\s-]+/g, " ")
    .trim();
  return folded === "" ? null : folded;
}

export function normalizeEmail(value: string | null | undefined): string | null {
  const folded = value?.trim().toLowerCase() ?? "";
  return folded.includes("@") ? folded : null;
}

export function normalizePhone(value: string | null | undefined): string | null {
  let digits = (value ?? "").replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("1")) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/** What a search box's text is: an e-mail, a phone number, or else a name. */
export function classifySearch(
  query: string,
): { kind: "email" | "phone" | "name"; value: string } | null {
  const email = normalizeEmail(query);
  if (email) return { kind: "email", value: email };
  if (/^[\d\s()+.-]+$/.test(query.trim())) {
    const phone = normalizePhone(query);
    return phone ? { kind: "phone", value: phone } : null;
  }
  const name = normalizeName(query);
  return name ? { kind: "name", value: name } : null;
}

/** An SSN as staff see it by default: only the last four digits. */
export function maskSsn(value: unknown): string {
  const digits = typeof value === "string" ? value.replace(/\D/g, "") : "";
  return digits.length === 9 ? `***-**-${digits.slice(5)}` : "***-**-****";
}

/** A date of birth as staff see it by default: nothing of it. */
export function maskDate(_value: unknown): string {
  return "**/**/****";
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}
