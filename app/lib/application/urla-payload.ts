import { MAX_BORROWERS } from "./borrowers";
import { pathFor } from "./engine";
import { kindOf } from "./field-kinds";
import { FORM_RECEIVED, getStep } from "./forms";
import { ownValue } from "./read-own";
import type { Answers, BorrowerPart, FieldDef, FormDef, PayloadPlace, StepDef } from "./types";

/**
 * The lender's payload, following the Uniform Residential Loan Application (Fannie Mae Form 1003
 * / Freddie Mac Form 65, 2021): one JSON document per application, built from the `payload`
 * places of the steps and fields (types.ts PayloadPlace). Pure: the caller decrypts the answers
 * and passes the application's own columns. The shape, the value types and the CSV's columns
 * are decision 031; the JSON Schema is docs/schema/urla-application.schema.json.
 */

/** What one question of a group's item becomes. */
export type UrlaScalar = string | number | boolean;
/**
 * A typed answer: money as a number of US dollars (cents after the point: 1234.5 is $1,234.50),
 * percent and counts as numbers, durations as whole months, yes/no questions and checkboxes as
 * booleans, other choices as their option value, dates "YYYY-MM-DD", months "YYYY-MM", lists
 * of choices as arrays of option values, repeatable groups as arrays of objects.
 */
export type UrlaValue = UrlaScalar | string[] | Record<string, UrlaScalar>[];
/** One part of the document: answers by camelCase field name. */
export type UrlaRecord = Record<string, UrlaValue>;
/**
 * One entry of assets, liabilities or real estate owned: an item of a repeatable group, or the
 * questions one step asks about them. `group` names where it came from (the group field's name,
 * or the step's slug), camelCase.
 */
export type UrlaListEntry = { group: string } & UrlaRecord;
export type UrlaBorrower = Record<BorrowerPart, UrlaRecord>;

export type UrlaDocument = {
  id: string;
  form: string;
  productType: string;
  formType: string;
  /** The application's stored status: "submitted" (or "draft" for a draft's export). */
  status: string;
  createdAt: string;
  submittedAt: string | null;
  /**
   * TRID (12 CFR 1026.2(a)(3)(ii)): when the application first held the six items, which starts
   * the 3 business days for the Loan Estimate; null while any is missing (decision 023).
   */
  trid: { applicationReceivedAt: string | null };
  attribution: { source: string | null; internetSource: string | null; endorser: string | null };
  loan: UrlaRecord;
  property: UrlaRecord;
  /** Borrower 1 (who filled the form) first, then each co-borrower in slot order. */
  borrowers: UrlaBorrower[];
  assets: UrlaListEntry[];
  liabilities: UrlaListEntry[];
  realEstateOwned: UrlaListEntry[];
};

/** The application's own columns: ISO 8601 times, already read from the row. */
export type UrlaMeta = {
  id: string;
  status: string;
  createdAt: string;
  submittedAt: string | null;
  applicationReceivedAt: string | null;
  attribution: UrlaDocument["attribution"];
};

/** The parts of each borrower's record, in URLA order. */
export const BORROWER_PARTS: readonly BorrowerPart[] = [
  "personal",
  "addresses",
  "employment",
  "otherIncome",
  "declarations",
  "militaryService",
  "demographics",
  "languagePreference",
];

/** The top-level sections that are lists (URLA 2a-2d, 3). */
export const LIST_SECTIONS = ["assets", "liabilities", "realEstateOwned"] as const;
type ListSection = (typeof LIST_SECTIONS)[number];

/**
 * A snake_case field name as a payload key.
 *
 * @example camelKey("ownership_past_3_years") // "ownershipPast3Years"
 */
export function camelKey(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
}

/** Where a field's answer goes: its own place, else its step's; undefined when neither says. */
export function payloadPlaceOf(step: StepDef, field: FieldDef): PayloadPlace | undefined {
  return field.payload ?? step.payload;
}

/** A radio or select whose options are exactly Yes and No (define-field.ts `yesNo`). */
function isYesNo(field: FieldDef): boolean {
  const values = (field.options ?? []).map((o) => o.value).sort();
  return values.length === 2 && values[0] === "no" && values[1] === "yes";
}

function scalarValue(field: FieldDef, value: unknown): UrlaScalar | undefined {
  const stored = kindOf(field).stored(field, value);
  if (stored === undefined || typeof stored === "object") return undefined;
  if (field.kind === "money" && typeof stored === "number") return stored / 100;
  if ((field.kind === "radio" || field.kind === "select") && isYesNo(field)) {
    return stored === "yes";
  }
  return stored;
}

/**
 * A stored (normalised, decrypted) answer as typed JSON, or undefined when it is not a value of
 * the field's kind.
 *
 * @example payloadValue(moneyField, 12345050) // 123450.5 (dollars)
 * @example payloadValue(yesNoField, "yes") // true
 */
export function payloadValue(field: FieldDef, value: unknown): UrlaValue | undefined {
  if (field.kind === "checkbox-group") {
    const stored = kindOf(field).stored(field, value);
    return Array.isArray(stored) ? [...(stored as string[])] : undefined;
  }
  if (field.kind === "group") {
    const stored = kindOf(field).stored(field, value);
    if (!Array.isArray(stored)) return undefined;
    return (stored as Record<string, unknown>[]).map((item) => {
      const out: Record<string, UrlaScalar> = {};
      for (const question of field.fields ?? []) {
        if (!Object.hasOwn(item, question.name)) continue;
        const typed = scalarValue(question, item[question.name]);
        if (typed !== undefined) out[camelKey(question.name)] = typed;
      }
      return out;
    });
  }
  return scalarValue(field, value);
}

function emptyBorrower(): UrlaBorrower {
  return Object.fromEntries(BORROWER_PARTS.map((part) => [part, {}])) as UrlaBorrower;
}

/**
 * Puts `value` under `key`; a key already taken (two steps on one path asking a field of the same
 * name for the same place) gets the step's slug in front, so nothing is overwritten. The unit
 * tests keep this from happening on the forms as they are.
 */
function put(record: UrlaRecord, step: StepDef, field: FieldDef, value: UrlaValue): void {
  const key = camelKey(field.name);
  record[Object.hasOwn(record, key) ? camelKey(`${step.slug}_${field.name}`) : key] = value;
}

/**
 * URLA 3 lists the home being refinanced first (decision 029). The refinance asks about it once,
 * where it asks about the loan (its address, value, use and current mortgages), so its entry is
 * made from those answers, in the words of the other properties' entries: status retained, its
 * mortgages inside, the first paid off by the new loan. Undefined on a purchase, or before the
 * home's address is given.
 */
function refinancedHome(
  form: FormDef,
  answers: Answers,
  path: readonly string[],
): UrlaListEntry | undefined {
  if (form.productType !== "refinance" || form.formType !== "full") return undefined;
  const read = (slug: string, name: string): UrlaValue | undefined => {
    if (!path.includes(slug)) return undefined;
    const field = getStep(form, slug)?.fields.find((f) => f.name === name);
    const stored = ownValue(ownValue(answers, slug), name);
    return field && stored !== undefined ? payloadValue(field, stored) : undefined;
  };
  const street = read("refinance_address", "property_street");
  if (street === undefined) return undefined;
  const entry: UrlaListEntry = { group: "subjectProperty" };
  const set = (key: string, value: UrlaValue | undefined) => {
    if (value !== undefined) entry[key] = value;
  };
  set("reoStreet", street);
  set("reoUnit", read("refinance_address", "property_unit"));
  set("reoCity", read("refinance_address", "property_city"));
  set("reoState", read("refinance_address", "property_state"));
  set("reoZip", read("refinance_address", "property_zip"));
  set("reoValue", read("approximate_value", "home_value"));
  entry.reoStatus = "retained";
  set("reoOccupancy", read("property_use", "property_use"));
  set("reoMonthlyCosts", read("current_loan", "home_monthly_costs"));
  const mortgages: Record<string, UrlaScalar>[] = [];
  const first: Record<string, UrlaScalar> = {};
  const firstParts: [string, UrlaValue | undefined][] = [
    ["creditor", read("current_loan", "current_lender")],
    ["accountEnding", read("current_loan", "current_account_ending")],
    ["monthlyPayment", read("current_loan", "current_payment")],
    ["balance", read("current_loan", "loan_balance")],
    ["loanType", read("current_loan", "current_loan_type")],
  ];
  for (const [key, value] of firstParts) {
    if (value !== undefined && !Array.isArray(value)) first[key] = value;
  }
  if (Object.keys(first).length > 0) mortgages.push({ ...first, paidOff: true });
  const secondBalance = read("current_loan", "second_mortgage_balance");
  if (secondBalance !== undefined) {
    const second: Record<string, UrlaScalar> = {};
    const secondParts: [string, UrlaValue | undefined][] = [
      ["creditor", read("current_loan", "second_lender")],
      ["monthlyPayment", read("current_loan", "second_payment")],
      ["balance", secondBalance],
      ["creditLimit", read("current_loan", "second_credit_limit")],
      ["paidOff", read("current_loan", "second_paid_off")],
    ];
    for (const [key, value] of secondParts) {
      if (value !== undefined && !Array.isArray(value)) second[key] = value;
    }
    mortgages.push(second);
  }
  if (mortgages.length > 0) entry.reoMortgages = mortgages;
  return entry;
}

/**
 * The URLA document of one application: every answer on the borrower's path (engine `pathFor`,
 * like the export), where its step or field says. Throws when an answered field has no place,
 * naming the step and field (never the answer): the unit tests make that unreachable for the
 * forms as they are, and an answer must never be dropped in silence.
 */
export function urlaDocument(form: FormDef, answers: Answers, meta: UrlaMeta): UrlaDocument {
  const loan: UrlaRecord = {};
  const property: UrlaRecord = {};
  const borrowers: UrlaBorrower[] = [emptyBorrower()];
  const lists: Record<ListSection, UrlaListEntry[]> = {
    assets: [],
    liabilities: [],
    realEstateOwned: [],
  };

  const path = pathFor(form, answers);
  for (const slug of path) {
    if (slug === FORM_RECEIVED) continue;
    const step = getStep(form, slug);
    const stored = ownValue(answers, slug);
    if (!step || typeof stored !== "object" || stored === null) continue;
    const stepEntries = new Map<ListSection, UrlaListEntry>();
    for (const field of step.fields) {
      if (!Object.hasOwn(stored, field.name)) continue;
      const value = payloadValue(field, (stored as Record<string, unknown>)[field.name]);
      if (value === undefined) continue;
      const place = payloadPlaceOf(step, field);
      if (!place) {
        throw new Error(`No payload place for field ${field.name} of step ${slug} (${form.id})`);
      }
      switch (place.section) {
        case "loan":
          put(loan, step, field, value);
          break;
        case "property":
          put(property, step, field, value);
          break;
        case "borrower": {
          const index: number = place.borrower - 1;
          if (index < 0 || index >= MAX_BORROWERS) {
            throw new Error(`Borrower slot out of range on field ${field.name} of step ${slug}`);
          }
          while (borrowers.length <= index) borrowers.push(emptyBorrower());
          put(borrowers[index]![place.part], step, field, value);
          break;
        }
        default: {
          const list = lists[place.section];
          // An account or a debt is an entry of its own; a property (URLA 3) is one entry, its
          // step, with the mortgages on it inside, so a mortgage is never separated from its home.
          if (field.kind === "group" && place.section !== "realEstateOwned") {
            for (const item of value as Record<string, UrlaScalar>[]) {
              list.push({ group: camelKey(field.name), ...item });
            }
            break;
          }
          let entry = stepEntries.get(place.section);
          if (!entry) {
            entry = { group: camelKey(step.slug) };
            stepEntries.set(place.section, entry);
            list.push(entry);
          }
          put(entry, step, field, value);
        }
      }
    }
  }

  const subject = refinancedHome(form, answers, path);
  if (subject) lists.realEstateOwned.unshift(subject);

  return {
    id: meta.id,
    form: form.id,
    productType: form.productType,
    formType: form.formType,
    status: meta.status,
    createdAt: meta.createdAt,
    submittedAt: meta.submittedAt,
    trid: { applicationReceivedAt: meta.applicationReceivedAt },
    attribution: meta.attribution,
    loan,
    property,
    borrowers,
    assets: lists.assets,
    liabilities: lists.liabilities,
    realEstateOwned: lists.realEstateOwned,
  };
}
