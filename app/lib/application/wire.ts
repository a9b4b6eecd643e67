import { isRecord, LONE_SURROGATE, ownValue } from "./read-own";
import type { FormDef, FormId, FormType, ProductType } from "./types";

/**
 * The one owner of the step wire contract (DESIGN 7, spec 3 and 7): the paths, the hidden
 * fields, the top-level keys of a step body and the short-form wrap, attribution, the session id
 * and version, the error codes, and the data-layer event. The server reads bodies with
 * `readStepBody`; the browser, the tests and the bench build them with `stepRequestBody`.
 * Nothing else restates any of it.
 */

export type Flag = "true" | "false";

/** The hidden fields' flags are the strings 'true'/'false', on the page and in JSON answers. */
export function flag(value: boolean): Flag {
  return value ? "true" : "false";
}

/** `PATCH` (JSON) or, without JavaScript, `POST` (form) target of a step. */
export function stepPath(form: FormId, slug: string): string {
  return `/apply/${form}/${slug}`;
}

/** `GET` of a step the borrower already reached (the Previous button). */
export function previousStepPath(form: FormId, slug: string): string {
  return `/apply/${form}/steps/${slug}`;
}

export {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_QUERY,
  attributionFromQuery,
  attributionSearch,
  CSRF_FIELD,
  CSRF_HEADER,
  type Attribution,
  type AttributionKey,
} from "./wire-names";
import {
  ATTRIBUTION_KEYS,
  ATTRIBUTION_MAX,
  CSRF_FIELD,
  type Attribution,
  type AttributionKey,
} from "./wire-names";

/** What a step page (and a step's JSON answer) says about itself; the rest of the hidden fields. */
export type StepHeader = {
  readonly form: FormId;
  readonly currentPage: string;
  readonly formType: FormType;
  readonly productType: ProductType;
  readonly slug: string;
  readonly sessionUUID: string;
  readonly previousVisible: Flag;
  readonly nextVisible: Flag;
  readonly submitStep: Flag;
  /** The application's version the page shows; a write based on an older one is refused. */
  readonly version: number;
  readonly wrapKey: FormDef["wrapKey"];
};

/** The hidden fields on every step (spec 3), in page order, plus the version. */
export const HIDDEN_FIELD_NAMES = [
  "currentPage",
  "formType",
  "productType",
  "slug",
  "sessionUUID",
  "previousVisible",
  "nextVisible",
  "submitStep",
  "version",
  ...ATTRIBUTION_KEYS,
] as const;
export type HiddenFieldName = (typeof HIDDEN_FIELD_NAMES)[number];

/** Names a step form carries that are not the borrower's answers. */
export const NOT_ANSWERS: ReadonlySet<string> = new Set<string>([
  CSRF_FIELD,
  ...HIDDEN_FIELD_NAMES,
]);

/** The hidden fields' values for a step page, as name/value pairs in page order. */
export function hiddenFields(
  header: StepHeader,
  attribution: Attribution | null,
): [HiddenFieldName, string][] {
  return HIDDEN_FIELD_NAMES.map((name) => {
    if (isAttributionKey(name)) return [name, attribution?.[name] ?? ""];
    return [name, String(header[name])];
  });
}

/**
 * A step's answers as they go on the wire: name → text, a checkbox group → its list, a duration
 * → `{ years, months }`, a group → a list of items (name → text).
 */
export type WireInputs = Readonly<Record<string, unknown>>;

const NESTED_NAME = /^([a-z][a-z0-9_]{0,63})\[([a-z0-9_]{1,64})\](?:\[([a-z][a-z0-9_]{0,63})\])?$/;
/** Most items a nested name may index (group items): the rest is ignored. */
const MAX_NESTED_INDEX = 40;

/**
 * A form's entries (`FormData`, URL-encoded body) as a wire object: a name used more than once
 * gives a list; `name[part]` gives `{ part }` (a duration's years and months) and
 * `name[0][question]` a list of items (a group). Names are read as data only: nothing inherited
 * is read or written, and indexes past 40 are ignored. Used by the browser to build its PATCH
 * body and by the server to read a POST from a page without JavaScript.
 */
export function formFields(entries: Iterable<[string, unknown]>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const set = (target: Record<string, unknown>, key: string, value: unknown) =>
    Object.defineProperty(target, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  for (const [name, value] of entries) {
    if (typeof value !== "string") continue;
    const nested = NESTED_NAME.exec(name);
    if (!nested) {
      const before = ownValue(out, name);
      if (before === undefined) set(out, name, value);
      else set(out, name, Array.isArray(before) ? [...before, value] : [before, value]);
      continue;
    }
    const [, base = "", part = "", question] = nested;
    if (question === undefined) {
      const record = isRecord(ownValue(out, base))
        ? (ownValue(out, base) as Record<string, unknown>)
        : {};
      set(record, part, value);
      set(out, base, record);
      continue;
    }
    if (!/^\d+$/.test(part) || Number(part) > MAX_NESTED_INDEX) continue;
    const list = Array.isArray(ownValue(out, base)) ? (ownValue(out, base) as unknown[]) : [];
    const index = Number(part);
    const item = isRecord(list[index]) ? (list[index] as Record<string, unknown>) : {};
    set(item, question, value);
    list[index] = item;
    set(out, base, list);
  }
  for (const value of Object.values(out)) {
    // Items a page numbered with gaps (one removed) close up.
    if (Array.isArray(value))
      for (let i = value.length - 1; i >= 0; i--) if (value[i] === undefined) value.splice(i, 1);
  }
  return out;
}

/** What a request body needs of its step: the wrap, and the hidden fields it knows. */
export type RequestHeader = Pick<StepHeader, "wrapKey"> & Partial<Omit<StepHeader, "wrapKey">>;

/**
 * The body of `PATCH /apply/{form}/{slug}`: the hidden fields the header has and the attribution
 * at the top level, the inputs beside them (full forms) or inside the form's wrap key (short
 * forms). A first step sent by a client that has no page yet passes just `{ wrapKey }`.
 *
 * @example stepRequestBody(shortPurchaseView, { area_zip: "83702" }, null)
 *   // { currentPage: "property_area", …, short_purchase_application: { area_zip: "83702" } }
 */
export function stepRequestBody(
  header: RequestHeader,
  inputs: WireInputs,
  attribution: Attribution | null,
): Record<string, unknown> {
  const top: Record<string, unknown> = {};
  for (const name of HIDDEN_FIELD_NAMES) {
    const value = isAttributionKey(name) ? attribution?.[name] : header[name];
    if (value !== undefined) top[name] = value;
  }
  return header.wrapKey ? { ...top, [header.wrapKey]: inputs } : { ...inputs, ...top };
}

function isAttributionKey(name: string): name is AttributionKey {
  return (ATTRIBUTION_KEYS as readonly string[]).includes(name);
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An application id as the wire carries it: a UUID (it names an application, proves nothing). */
export function isSessionId(value: unknown): value is string {
  return typeof value === "string" && SESSION_ID.test(value);
}

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

export type StepBody = {
  /** The step's raw answers, for the engine to validate. */
  readonly input: Record<string, unknown>;
  readonly attribution: Attribution;
  /** The application the body names; undefined for none; "invalid" when it is not an id. */
  readonly sessionUUID: string | undefined | "invalid";
  /** The version the page showed, when it sent a readable one. */
  readonly version: number | undefined;
};

function readVersion(raw: unknown): number | undefined {
  if (typeof raw === "number" && Number.isSafeInteger(raw) && raw >= 0) return raw;
  if (typeof raw === "string" && /^\d{1,9}$/.test(raw)) return Number(raw);
  return undefined;
}

/**
 * Reads a step body. `encoding` "json" is the PATCH of spec 7 (short forms wrap their inputs in
 * `short_purchase_application` / `short_refinance_application`; a short-form body without its
 * wrap gives an empty input, so every required field is reported missing); "form" is the POST of
 * a page without JavaScript, whose inputs stand beside the hidden fields for every form.
 * Attribution is read at the top level, else inside the wrap; each value is kept only when it is a
 * string of 1 to 100 characters without control characters. Never throws.
 */
export function readStepBody(form: FormDef, body: unknown, encoding: "json" | "form"): StepBody {
  const top = isRecord(body) ? body : {};
  const wrapped = form.wrapKey === null || encoding === "form" ? top : ownValue(top, form.wrapKey);
  const input = isRecord(wrapped) ? wrapped : {};
  const attribution: { -readonly [K in AttributionKey]?: string } = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = attributionValue(ownValue(top, key)) ?? attributionValue(ownValue(input, key));
    if (value !== undefined) attribution[key] = value;
  }
  const rawSession = ownValue(top, "sessionUUID");
  const sessionUUID =
    rawSession === undefined || rawSession === ""
      ? undefined
      : isSessionId(rawSession)
        ? rawSession.toLowerCase()
        : "invalid";
  return { input, attribution, sessionUUID, version: readVersion(ownValue(top, "version")) };
}

/** `code` of a 409 answer: why the step was not taken. */
export type StepErrorCode = "stale" | "unreachable" | "submitted" | "nothing";

/** The JSON answer to a refused step (4xx); a 422 also carries the step itself. */
export type StepErrorBody = {
  readonly error: string;
  readonly code?: StepErrorCode;
  /** Where the borrower can carry on (409 unreachable / submitted). */
  readonly currentSlug?: string;
  /** 422: field name → message. */
  readonly errors?: Readonly<Record<string, string>>;
};

export const DATA_LAYER_EVENT = "application_step";
export const FORM_RECEIVED_SLUG = "form_received";

export type DataLayerEvent = {
  readonly event: typeof DATA_LAYER_EVENT;
  readonly application_start: boolean;
  readonly application_complete: boolean;
  readonly current_page: string;
  readonly session_uuid: string;
  readonly product_type: ProductType;
  readonly form_type: FormType;
};

/**
 * The tag-manager event pushed on each step load (spec 3, 4), from the step the server sent and
 * the form's first slug. It never carries an answer: only the slug, the form's kind and the
 * session id (each dropped to "" unless it has its expected shape, so nothing else can be
 * smuggled into analytics). Start is flagged on the form's first step, completion on
 * form_received.
 *
 * @example dataLayerEvent(firstStepView, "home_in_mind").application_start // true
 */
export function dataLayerEvent(
  header: Pick<StepHeader, "slug" | "sessionUUID" | "productType" | "formType">,
  firstSlug: string,
): DataLayerEvent {
  const page = /^[a-z][a-z0-9_]{0,63}$/.test(header.slug) ? header.slug : "";
  return {
    event: DATA_LAYER_EVENT,
    application_start: page !== "" && page === firstSlug,
    application_complete: page === FORM_RECEIVED_SLUG,
    current_page: page,
    session_uuid: isSessionId(header.sessionUUID) ? header.sessionUUID : "",
    product_type: header.productType,
    form_type: header.formType,
  };
}
