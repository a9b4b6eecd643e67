import { LONE_SURROGATE } from "./field-schema";
import { getStep } from "./forms";
import { isRecord, ownValue } from "./read-own";
import type { FormDef, FormType, ProductType } from "./types";

/**
 * The wire contract of DESIGN 7 and spec 3: hidden fields, the analytics data-layer event and
 * reading a PATCH body (short forms wrap their inputs; attribution rides along).
 */

export type Flag = "true" | "false";

/** The hidden fields' flags are the strings 'true'/'false', on the page and in JSON answers. */
export function flag(value: boolean): Flag {
  return value ? "true" : "false";
}

export type HiddenFields = {
  readonly currentPage: string;
  readonly formType: FormType;
  readonly productType: ProductType;
  readonly slug: string;
  readonly previousVisible: Flag;
  readonly nextVisible: Flag;
  readonly submitStep: Flag;
};

/**
 * The step's hidden fields (sessionUUID and attribution are added by the route, which knows
 * them); `currentPage` is the slug. undefined for a slug the form does not have.
 *
 * @example hiddenFields(purchase, "review_and_consent")?.submitStep // "true"
 */
export function hiddenFields(form: FormDef, slug: string): HiddenFields | undefined {
  const step = getStep(form, slug);
  if (!step) return undefined;
  return {
    currentPage: step.slug,
    formType: form.formType,
    productType: form.productType,
    slug: step.slug,
    previousVisible: flag(step.previousVisible),
    nextVisible: flag(step.nextVisible),
    submitStep: flag(step.submitStep),
  };
}

export const DATA_LAYER_EVENT = "application_step";

export type DataLayerEvent = {
  readonly event: typeof DATA_LAYER_EVENT;
  readonly application_start: boolean;
  readonly application_complete: boolean;
  readonly current_page: string;
  readonly session_uuid: string;
  readonly product_type: ProductType;
  readonly form_type: FormType;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The tag-manager event pushed on each step load (spec 3, 4). It never carries an answer: only
 * the slug, the form's kind and the session id (dropped to "" unless it is a UUID, so nothing
 * else can be smuggled into analytics). Start is flagged on the form's first step, completion on
 * form_received.
 *
 * @example dataLayerEvent(purchase, "home_in_mind", uuid).application_start // true
 */
export function dataLayerEvent(form: FormDef, slug: string, sessionUUID: string): DataLayerEvent {
  const step = getStep(form, slug);
  const page = step?.slug ?? "";
  return {
    event: DATA_LAYER_EVENT,
    application_start: page !== "" && page === form.firstSlug,
    application_complete: page === "form_received",
    current_page: page,
    session_uuid: typeof sessionUUID === "string" && UUID.test(sessionUUID) ? sessionUUID : "",
    product_type: form.productType,
    form_type: form.formType,
  };
}

export type Attribution = {
  readonly source?: string;
  readonly internet_source?: string;
  readonly endorser?: string;
};

const ATTRIBUTION_KEYS = ["source", "internet_source", "endorser"] as const;
const ATTRIBUTION_MAX = 100;

function attributionValue(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > ATTRIBUTION_MAX * 4) return undefined;
  const text = value.trim();
  if (
    text === "" ||
    text.length > ATTRIBUTION_MAX ||
    /[\u0000-\u001F\u007F]/.test(text) ||
    LONE_SURROGATE.test(text)
  ) {
    return undefined;
  }
  return text;
}

/**
 * Splits a PATCH body into the step input and the marketing attribution. Full forms send the
 * inputs at the top level; short forms inside `short_purchase_application` /
 * `short_refinance_application` (a short-form body without its wrap gives an empty input, so
 * every required field is reported missing). Attribution is read at the top level, else inside
 * the wrap; each value is kept only when it is a string of 1 to 100 characters without control
 * characters. Never throws.
 */
export function unwrapShortForm(
  form: FormDef,
  body: unknown,
): { input: Record<string, unknown>; attribution: Attribution } {
  const top = isRecord(body) ? body : {};
  const wrapped = form.wrapKey === null ? top : ownValue(top, form.wrapKey);
  const input = isRecord(wrapped) ? wrapped : {};
  const attribution: { -readonly [K in keyof Attribution]: string } = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = attributionValue(ownValue(top, key)) ?? attributionValue(ownValue(input, key));
    if (value !== undefined) attribution[key] = value;
  }
  return { input, attribution };
}
