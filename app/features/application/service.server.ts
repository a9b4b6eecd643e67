import { randomUUID } from "node:crypto";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { getDb } from "~/db/db.server";
import {
  isReachable,
  nextSlug,
  pathFor,
  sensitiveFieldNames,
  validateStep,
} from "~/lib/application/engine";
import { FORM_RECEIVED, getForm, getStep } from "~/lib/application/forms";
import { buildStepView, type StepView } from "~/lib/application/step-view";
import { isRecord } from "~/lib/application/read-own";
import type { Answers, CalendarDay, FormDef, InputValue } from "~/lib/application/types";
import { holdsTridApplication } from "~/lib/application/trid";
import { readStepBody, stepPath, type StepErrorBody } from "~/lib/application/wire";
import { StepFragment } from "~/features/application/step-fragment";
import { pipelineColumns } from "~/features/staff/search-index.server";
import {
  acceptStep,
  applicationIdFor,
  discardDrafts,
  touchDraft,
  findDraft,
  getApplication,
  isOwnedBy,
  openAnswers,
  stepFingerprint,
  type Attribution,
} from "~/models/applications.server";
import type { RequestInfo } from "~/utils/request-context.server";
import { sealedFieldSizes } from "~/utils/padding.server";
import { getSecrets } from "~/utils/secrets.server";
import { newVisitorSecret, ownerHash } from "~/utils/session.server";
import { getToday } from "~/utils/today.server";
import { resumeCutoff } from "~/lib/application/resume";

export type StepOutcome =
  | { status: 200; view: StepView }
  | { status: 422; view: StepView; errors: Record<string, string> }
  | {
      status: 400 | 404 | 409 | 415;
      message: string;
      code?: StepErrorBody["code"];
      currentSlug?: string;
    };

export const MESSAGES = {
  notFound: "We couldn't find that application in this browser. You can start a new one.",
  unknownStep: "That step doesn't exist.",
  unreachable: "Please answer the earlier questions first.",
  stale:
    "This application was changed in another tab or window, so we didn't save this page. Reload to see your latest answers, then try again.",
  submitted: "This application has already been submitted. We'll be in touch soon.",
  nothingToSubmit: "This page has nothing to send.",
  notJson: "Send the answers as JSON (Content-Type: application/json).",
  badJson: "We couldn't read the answers sent. Please try again.",
  badSession: "The application id sent is not valid.",
  invalid: "Some answers need your attention.",
} as const;

/** Today, and the moment itself for the rules that need the time of day (call-back slots). */
function today(): CalendarDay {
  return { ...getToday(), at: Date.now() };
}

export function formOrNull(id: string | undefined): FormDef | null {
  return (id && getForm(id)) || null;
}

/**
 * Sensitive answers (date of birth, incomes, demographics) are not put back into a page once the
 * draft has been left alone this long: whoever uses the browser next is asked for each of them
 * again (issue 13), step by step, until that step is answered again. Measured on the server, from
 * the draft's last page view or accepted step.
 */
export const SENSITIVE_PREFILL_IDLE_MS = 30 * 60 * 1000;

/**
 * A page view is written to the draft at most this often: each one was an UPDATE on every page
 * load and reload (a third of an application page's server time on PGlite, profiled). The idle
 * check reads the last written view, so it can only start a minute early: stricter, never later.
 */
export const SEEN_WRITE_INTERVAL_MS = 60 * 1000;

/**
 * The application a visitor is working on for a form: their latest draft, with its answers, and
 * the steps whose sensitive answers are not shown again. Seeing the draft counts as activity: it
 * is recorded after the idle check, which adds every step holding a sensitive answer to that list.
 */
async function draftOf(form: FormDef, info: RequestInfo) {
  const db = await getDb();
  const draft = info.visitorIsNew
    ? null
    : await findDraft(db, form.id, ownerHash(info.visitorSecret), resumeCutoff(new Date()));
  const answers: Answers = draft ? openAnswers(draft, getSecrets().encryptionKeys) : {};
  let withheldSteps: readonly string[] = draft?.withheldSteps ?? [];
  if (draft) {
    const now = new Date();
    const sinceSeen = now.getTime() - draft.lastSeenAt.getTime();
    const idle = sinceSeen > SENSITIVE_PREFILL_IDLE_MS;
    if (idle) {
      const sensitive = new Set(sensitiveFieldNames(form));
      const holding = Object.entries(answers).flatMap(([slug, values]) =>
        values && Object.keys(values).some((name) => sensitive.has(name)) ? [slug] : [],
      );
      withheldSteps = [...new Set([...withheldSteps, ...holding])];
      await touchDraft(db, draft.id, now, withheldSteps);
    } else if (sinceSeen >= SEEN_WRITE_INTERVAL_MS) {
      await touchDraft(db, draft.id, now);
    }
  }
  return { draft, answers, withheldSteps };
}

/** The fields of `slug` whose stored answers are not shown again (sensitive, asked again). */
function withheldFields(form: FormDef, slug: string, withheldSteps: readonly string[]) {
  if (!withheldSteps.includes(slug)) return new Set<string>();
  return new Set((getStep(form, slug)?.fields ?? []).filter((f) => f.sensitive).map((f) => f.name));
}

/**
 * What a page load of /apply/{form}/{slug} shows: the step, pre-filled, or where the borrower
 * should be instead (a step not reachable yet sends them to the furthest one they can open).
 */
export async function stepPage(
  form: FormDef,
  slug: string,
  info: RequestInfo,
): Promise<{ view: StepView } | { redirectTo: string } | null> {
  const step = getStep(form, slug);
  if (!step || slug === FORM_RECEIVED) return null;
  const { draft, answers, withheldSteps } = await draftOf(form, info);
  if (!isReachable(form, answers, slug)) {
    return { redirectTo: stepPath(form.id, pathFor(form, answers).at(-1) ?? form.firstSlug) };
  }
  return {
    view: buildStepView({
      form,
      step,
      answers,
      sessionUUID: draft?.id ?? randomUUID(),
      version: draft?.version ?? 0,
      withhold: withheldFields(form, slug, withheldSteps),
      now: Date.now(),
    }),
  };
}

/**
 * Discards the visitor's draft of a form on this device and gives the browser a new visitor
 * cookie, so the old cookie value (a shared computer's) opens nothing.
 */
export async function discardDraft(form: FormDef, info: RequestInfo): Promise<number> {
  const next = newVisitorSecret();
  const deleted = await discardDrafts(
    await getDb(),
    form.id,
    ownerHash(info.visitorSecret),
    ownerHash(next),
  );
  info.setVisitorSecret(next);
  info.log.info({ form: form.id, deleted }, "application discarded");
  return deleted;
}

/** Where /apply/{form} opens: the step the borrower stopped at, or the first one. */
export async function resumeSlug(form: FormDef, info: RequestInfo): Promise<string> {
  const { draft, answers } = await draftOf(form, info);
  return draft ? (pathFor(form, answers).at(-1) ?? form.firstSlug) : form.firstSlug;
}

/** GET /apply/{form}/steps/{slug}: a step the borrower has already reached, pre-filled. */
export async function previousStep(
  form: FormDef,
  slug: string,
  info: RequestInfo,
): Promise<StepOutcome> {
  const step = getStep(form, slug);
  if (!step || slug === FORM_RECEIVED) return { status: 404, message: MESSAGES.unknownStep };
  const { draft, answers, withheldSteps } = await draftOf(form, info);
  if (!draft && slug !== form.firstSlug) return { status: 404, message: MESSAGES.notFound };
  if (!isReachable(form, answers, slug)) {
    return {
      status: 409,
      code: "unreachable",
      message: MESSAGES.unreachable,
      currentSlug: pathFor(form, answers).at(-1),
    };
  }
  return {
    status: 200,
    view: buildStepView({
      form,
      step,
      answers,
      sessionUUID: draft?.id ?? randomUUID(),
      version: draft?.version ?? 0,
      withhold: withheldFields(form, slug, withheldSteps),
      now: Date.now(),
    }),
  };
}

/**
 * One step submitted (PATCH with JSON, or POST from a page without JavaScript: see readStepBody):
 * validate with the engine, store in one transaction (see acceptStep), and answer with the next step.
 */
export async function submitStep(
  form: FormDef,
  slug: string,
  body: unknown,
  encoding: "json" | "form",
  info: RequestInfo,
): Promise<StepOutcome> {
  const step = getStep(form, slug);
  if (!step) return { status: 404, message: MESSAGES.unknownStep };
  if (step.fields.length === 0)
    return { status: 409, code: "nothing", message: MESSAGES.nothingToSubmit };

  const {
    input,
    attribution,
    sessionUUID,
    version: expectedVersion,
  } = readStepBody(form, body, encoding);
  if (sessionUUID === "invalid") return { status: 400, message: MESSAGES.badSession };
  const owner = ownerHash(info.visitorSecret);
  const db = await getDb();
  const keys = getSecrets().encryptionKeys;

  const seenSince = resumeCutoff(new Date());
  const applicationId = await applicationIdFor(db, form.id, owner, sessionUUID, seenSince);
  const existing = await getApplication(db, applicationId);
  const gone =
    existing &&
    (!isOwnedBy(existing, owner) ||
      existing.formId !== form.id ||
      (existing.status === "draft" && existing.lastSeenAt < seenSince));
  // The stored answers let the step's rules read earlier steps (the two-year histories); a
  // stranger's application lends none.
  const stored: Answers = existing && !gone ? openAnswers(existing, keys) : {};
  const result = validateStep(form, slug, input, today(), stored);

  if (!result.ok) {
    // Nothing is stored. Re-draw the step with the borrower's text and the messages.
    if (gone) {
      return { status: 404, message: MESSAGES.notFound };
    }
    const answers: Answers = stored;
    return {
      status: 422,
      errors: { ...result.errors },
      view: buildStepView({
        form,
        step,
        answers,
        sessionUUID: applicationId,
        version: existing?.version ?? 0,
        submitted: submittedText(
          input,
          step.fields.map((f) => f.name),
        ),
        errors: result.errors,
        now: Date.now(),
      }),
    };
  }

  const complete: Attribution | null =
    attribution.source && attribution.internet_source && attribution.endorser
      ? {
          source: attribution.source,
          internetSource: attribution.internet_source,
          endorser: attribution.endorser,
        }
      : null;

  // A new application gets a new visitor cookie (see acceptStep's rebindTo).
  const nextVisitorSecret = newVisitorSecret();
  const sensitive = sealedFieldSizes(form);
  const outcome = await acceptStep(db, {
    rebindTo: ownerHash(nextVisitorSecret),
    applicationId,
    formId: form.id,
    ownerHash: owner,
    slug,
    values: result.values,
    sensitive,
    keys,
    fingerprint: stepFingerprint(
      getSecrets().sessionSecret,
      form.id,
      slug,
      result.values,
      sensitive,
    ),
    expectedVersion,
    seenSince,
    attribution: complete,
    now: new Date(),
    pipelineColumns: (answers) => pipelineColumns(form.id, answers, getSecrets().staffIndexKey),
    holdsTridApplication: (answers) => holdsTridApplication(form, answers),
    decide: (answers) => {
      if (!isReachable(form, answers, slug)) {
        return {
          ok: false,
          reason: "unreachable",
          currentSlug: pathFor(form, answers).at(-1) ?? form.firstSlug,
        };
      }
      const next = nextSlug(form, slug, { ...answers, [slug]: result.values }) ?? FORM_RECEIVED;
      return { ok: true, nextSlug: next, submit: step.submitStep };
    },
  });

  switch (outcome.kind) {
    case "not-owner":
      return { status: 404, message: MESSAGES.notFound };
    case "already-submitted":
      return {
        status: 409,
        code: "submitted",
        message: MESSAGES.submitted,
        currentSlug: FORM_RECEIVED,
      };
    case "stale":
      return { status: 409, code: "stale", message: MESSAGES.stale };
    case "unreachable":
      return {
        status: 409,
        code: "unreachable",
        message: MESSAGES.unreachable,
        currentSlug: outcome.currentSlug,
      };
    case "accepted":
    case "unchanged": {
      if (outcome.rebound) info.setVisitorSecret(nextVisitorSecret);
      const row = outcome.row;
      info.log.info(
        {
          form: form.id,
          slug,
          version: row.version,
          outcome: outcome.kind,
          submitted: row.status === "submitted",
        },
        "application step",
      );
      const answers = openAnswers(row, keys);
      const next =
        outcome.kind === "accepted"
          ? outcome.nextSlug
          : row.status === "submitted"
            ? FORM_RECEIVED
            : (nextSlug(form, slug, answers) ?? slug);
      const nextStep = getStep(form, next)!;
      return {
        status: 200,
        view: buildStepView({
          form,
          step: nextStep,
          answers,
          sessionUUID: row.id,
          version: row.version,
          withhold: withheldFields(form, next, row.withheldSteps),
          now: Date.now(),
        }),
      };
    }
  }
}

/** The text the borrower typed, to put back into the inputs of a refused step (capped). */
function submittedText(
  input: Record<string, unknown>,
  names: string[],
): Record<string, InputValue> {
  const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : undefined);
  const record = (value: unknown): Record<string, string> => {
    const out: Record<string, string> = {};
    if (!isRecord(value)) return out;
    for (const [key, part] of Object.entries(value).slice(0, 40)) {
      const t = text(part);
      if (t !== undefined) out[key] = t;
    }
    return out;
  };
  const out: Record<string, InputValue> = {};
  for (const name of names) {
    if (!Object.hasOwn(input, name)) continue;
    const value = input[name];
    if (typeof value === "string") out[name] = value.slice(0, 200);
    else if (Array.isArray(value) && value.every((v) => typeof v === "string"))
      out[name] = value.slice(0, 20).map((v) => v.slice(0, 200));
    else if (Array.isArray(value)) out[name] = value.slice(0, 20).map(record);
    else if (isRecord(value)) out[name] = record(value);
  }
  return out;
}

const NO_STORE = { "Cache-Control": "no-store" };

/** The wire contract's two representations: JSON for our React client, an HTML fragment otherwise. */
export function respond(request: Request, outcome: StepOutcome): Response {
  const wantsJson = (request.headers.get("accept") ?? "").includes("application/json");
  if (outcome.status === 200 || outcome.status === 422) {
    if (wantsJson) {
      const body =
        outcome.status === 422
          ? { error: MESSAGES.invalid, errors: outcome.errors, ...outcome.view }
          : outcome.view;
      return Response.json(body, { status: outcome.status, headers: NO_STORE });
    }
    const html = renderToStaticMarkup(createElement(StepFragment, { view: outcome.view }));
    return new Response(html, {
      status: outcome.status,
      headers: { ...NO_STORE, "Content-Type": "text/html; charset=utf-8" },
    });
  }
  if (wantsJson) {
    const { status, ...rest } = outcome;
    const answer: StepErrorBody = {
      error: rest.message,
      ...(rest.code ? { code: rest.code } : {}),
      ...(rest.currentSlug ? { currentSlug: rest.currentSlug } : {}),
    };
    return Response.json(answer, { status, headers: NO_STORE });
  }
  return new Response(outcome.message, {
    status: outcome.status,
    headers: { ...NO_STORE, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Reads a PATCH body: JSON only, never throws. */
export async function readJsonBody(
  request: Request,
): Promise<{ ok: true; body: unknown } | { ok: false; outcome: StepOutcome }> {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type.trim()))
    return { ok: false, outcome: { status: 415, message: MESSAGES.notJson } };
  try {
    const text = await request.text();
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, outcome: { status: 400, message: MESSAGES.badJson } };
  }
}
