import type { KIND_NAMES } from "./field-kinds";

/**
 * Types of the application step engine (DESIGN 7). The engine is pure: it runs unchanged on the
 * server (which owns the graph and decides what comes next) and in the browser (which only uses it
 * to render fields and pre-check input).
 */

export type FormId = "purchase" | "refinance" | "short-purchase" | "short-refinance";
export type ProductType = "purchase" | "refinance";
export type FormType = "full" | "short";

/** The kinds of field there are: the registry in field-kinds.ts. */
export type FieldKind = (typeof KIND_NAMES)[number];

/** Input masks of spec 5, by their data-attribute names. */
export type MaskKind =
  "number" | "phone" | "date" | "month-year" | "zip" | "money" | "name" | "percentage" | "ssn";

export type FieldOption = { readonly value: string; readonly label: string };

/**
 * The borrowers of one application (URLA 1a "total number of borrowers"): 1 is the borrower who
 * fills the form, 2 to 4 the co-borrowers added to it (issue 14). Steps asked of each borrower
 * are built per slot (borrowers.ts `slotSlug`).
 */
export type BorrowerSlot = 1 | 2 | 3 | 4;

/** A borrower's parts of the lender's URLA payload (issue 14 item 7). */
export type BorrowerPart =
  | "personal"
  | "addresses"
  | "employment"
  | "otherIncome"
  | "declarations"
  | "militaryService"
  | "demographics"
  | "languagePreference";

/**
 * Where answers go in the lender's URLA payload (urla-payload.ts): a top-level section, or a part
 * of one borrower's record. Set on a step (all its fields) and overridden on a field.
 */
export type PayloadPlace =
  | {
      readonly section: "loan" | "property" | "assets" | "liabilities" | "realEstateOwned";
    }
  | { readonly section: "borrower"; readonly borrower: BorrowerSlot; readonly part: BorrowerPart };

/** Spec 4 "dependent fields": the field is shown only while `field` (same step) has one of `values`. */
export type DependsOn = { readonly field: string; readonly values: readonly string[] };

export type FieldDef = {
  /** snake_case; the key on the wire and in stored answers. */
  readonly name: string;
  /** Plain English, with the unit where there is one ("per month"). */
  readonly label: string;
  readonly kind: FieldKind;
  readonly mask?: MaskKind;
  readonly options?: readonly FieldOption[];
  readonly required: boolean;
  /** Tooltip: why we ask, or what a term means. */
  readonly help?: string;
  /** A page to read before answering (a consent's disclosure), linked under the field in a new tab. */
  readonly document?: { readonly href: string; readonly text: string };
  /** HTML autocomplete token ("given-name", "postal-code", "off", ...). */
  readonly autocomplete?: string;
  readonly inputMode?: "text" | "numeric" | "decimal" | "tel" | "email";
  readonly dependsOn?: DependsOn;
  /** Encrypted at rest (SSN, date of birth, income figures, HMDA demographics). */
  readonly sensitive?: boolean;
  /** Identifies a person (names, contact details, addresses, SSN, DOB...): never logged. */
  readonly pii?: boolean;
  /** Address part, so the UI can wire address autocomplete. */
  readonly address?: "street" | "city" | "state" | "zip";
  /**
   * Bounds in the unit the borrower types: dollars for money, percent for percent, the integer
   * for number. Defaults: money 0..90,000,000,000, percent 0..100, number 0..99.
   */
  readonly min?: number;
  readonly max?: number;
  /** Longest accepted text after trimming (text, name, email); defaults per kind. */
  readonly maxLength?: number;
  /** Extra date rules: "birth" = 18 or older on `today`; "past" = not after `today`. */
  readonly dateRule?: "birth" | "past";
  /**
   * state: the only states accepted (USPS codes), and the message for any other. The property's
   * state must be one the lender is licensed in (lender.ts); a borrower's own address may be
   * anywhere. Checked by the kind's rule, so the browser and the server refuse alike.
   */
  readonly onlyStates?: { readonly codes: readonly string[]; readonly message: string };
  /** checkbox-group: an option ("none", "I do not wish to provide") that must be chosen alone. */
  readonly exclusiveOption?: string;
  /** Overrides of the kind's default messages. */
  readonly messages?: { readonly required?: string; readonly invalid?: string };
  /** group: the questions asked for each item ("another job"): scalar kinds only. */
  readonly fields?: readonly FieldDef[];
  /** group: what one item is called in buttons and headings ("job", "debt"). */
  readonly itemLabel?: string;
  /** group: fewest and most items (defaults 0 or 1 when required, and 10). */
  readonly minItems?: number;
  readonly maxItems?: number;
  /** Where this field goes in the URLA payload, when not where its step's answers go. */
  readonly payload?: PayloadPlace;
};

/**
 * A normalised answer: string (text, radio, select, state, zip, ISO date "YYYY-MM-DD", month
 * "YYYY-MM", 10 phone digits, 9 SSN digits), number (money in integer cents, percent, whole
 * number, a duration in months), boolean (checkbox), string[] (checkbox-group) or a list of
 * items, each its own values (group).
 */
export type StepValue =
  string | number | boolean | readonly string[] | readonly Readonly<Record<string, ScalarValue>>[];
/** What one question of a group's item holds. */
export type ScalarValue = string | number | boolean;

/** A field's answer as its inputs show it (pre-filled text); see field-kinds.ts `toInput`. */
export type InputValue = string | string[] | Record<string, string> | Record<string, string>[];
export type StepValues = Readonly<Record<string, StepValue>>;

/** Answers of a whole application, by step slug (the shape stored in `applications.answers`). */
export type Answers = Readonly<Record<string, Readonly<Record<string, unknown>> | undefined>>;

/**
 * A calendar day, 1-based month; "today" is passed in so the engine never reads the clock. `at`
 * (ms since the epoch) is the moment itself, for the rules that need the time of day (a call-back
 * slot not in the past); without it those rules are skipped.
 */
export type CalendarDay = {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly at?: number;
};

/**
 * The answered values of a step earlier on the borrower's path, by slug (issue 14: the two-year
 * address and job histories add up durations asked on earlier steps, and a co-borrower's block
 * follows only when the borrower said how many borrowers apply). Undefined for a step not
 * answered, not on the path, or not before the step asking. Sensitive values may still be
 * encrypted: never branch on them.
 */
export type Earlier = (slug: string) => StepValues | undefined;

export type StepDef = {
  readonly slug: string;
  /** The question the step asks, in words a borrower understands. */
  readonly title: string;
  /** A short name for the progress bar ("Property", "Income"). */
  readonly label: string;
  readonly description?: string;
  readonly fields: readonly FieldDef[];
  /**
   * The slug that follows, from this step's own normalised values. It is also called with `{}` to
   * project the rest of the path in the progress bar, so it must give a default for no answer.
   * `earlier` reads the answers of steps before it on the path.
   */
  readonly next: (answers: StepValues, earlier: Earlier) => string;
  readonly previousVisible: boolean;
  readonly nextVisible: boolean;
  readonly submitStep: boolean;
  /**
   * Rules across fields of the step (e.g. a down payment no larger than the price), run only when
   * every field is valid on its own. Returns messages by field name, or nothing. `earlier` reads
   * the stored answers of steps before it on the path; null where they are not known (the
   * browser's pre-check): a rule that needs them is then skipped (the server runs it).
   */
  readonly crossCheck?: (
    values: StepValues,
    earlier: Earlier | null,
  ) => Readonly<Record<string, string>> | undefined;
  /** Where the step's answers go in the URLA payload (fields may override). */
  readonly payload?: PayloadPlace;
};

export type FormDef = {
  readonly id: FormId;
  readonly productType: ProductType;
  readonly formType: FormType;
  /** The body key short forms wrap their inputs in; null for full forms. */
  readonly wrapKey: null | "short_purchase_application" | "short_refinance_application";
  readonly title: string;
  readonly firstSlug: string;
  /** Every step of the form, both sides of each branch, in display order. */
  readonly steps: readonly StepDef[];
};

export type ValidationResult =
  | { readonly ok: true; readonly values: StepValues }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };
