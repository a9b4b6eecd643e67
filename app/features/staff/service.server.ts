import { setTimeout as sleep } from "node:timers/promises";
import { data, redirect, type RouterContextProvider } from "react-router";
import { getDb } from "~/db/db.server";
import { applicationDocument } from "~/features/delivery/payload.server";
import { toCsv } from "~/lib/application/export";
import { FORM_IDS, getForm, isFormId } from "~/lib/application/forms";
import { TRID_ITEMS, tridItemsHeld, type TridItem } from "~/lib/application/trid";
import { urlaCsvRows } from "~/lib/application/urla-csv";
import type { Answers, FormDef } from "~/lib/application/types";
import { formatCentsAsCurrency } from "~/lib/format/currency";
import { isRevealable, staffAnswers, type Revealable } from "~/lib/staff/answers";
import { AUDIT_ACTIONS, isAuditAction, type AuditAction } from "~/lib/staff/audit";
import {
  classifySearch,
  isPipelineStatus,
  PIPELINE_LABELS,
  PIPELINE_STATUSES,
  summarizeAnswers,
  type PipelineStatus,
} from "~/lib/staff/pipeline";
import { openAnswers } from "~/models/applications.server";
import {
  appendAudit,
  assignApplication,
  changePipelineStatus,
  completeSetup,
  deleteMemberSessions,
  deleteSession,
  findMemberByEmail,
  findMemberBySetupToken,
  getMember,
  getOutboxRows,
  getSubmittedApplication,
  insertNote,
  insertSession,
  listAudit,
  listDrafts,
  listMembers,
  listNotes,
  listPipeline,
  listStatusChanges,
  memberNames,
  requeueDelivery,
  storePendingTotpSecret,
  useTotpStep,
  type AuditFilter,
  type PipelineSort,
} from "~/models/staff.server";
import { decryptString, encryptString } from "~/utils/crypto.server";
import { requestInfoContext, type RequestInfo } from "~/utils/request-context.server";
import { getSecrets } from "~/utils/secrets.server";
import { createMember, disableMember, resetMfa, setupLink, setupTokenHash } from "./members.server";
import { hashPassword, passwordProblem, verifyPassword } from "./password.server";
import { blindIndex } from "./search-index.server";
import {
  ABSOLUTE_MS,
  clearStaffCookie,
  newSessionId,
  PASSWORD_STAGE_MS,
  serializeStaffCookie,
  sessionHash,
  staffContext,
  type StaffAuth,
} from "./session.server";
import { clearFailures, failureDelayMs, lockedFor, recordFailure } from "./throttle.server";
import { newTotpSecret, qrSvg, totpStep, totpUri } from "./totp.server";

/**
 * The back office's use cases (docs/decisions/017-staff-back-office.md). Routes under
 * app/routes/staff call these; every access to customer information is written to the audit trail.
 */

type Context = Readonly<RouterContextProvider>;

const PAGE_SIZE = 25;
const SIGN_IN_FAILED = "The e-mail address or password is not right, or the account is not active.";
const CODE_FAILED =
  "That code is not right. Enter the current 6-digit code from your authenticator app.";

function lockedMessage(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many failed attempts. Sign-in is paused for ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

function totpAad(memberId: string): string {
  return `staff-totp:${memberId}`;
}

function noteAad(applicationId: string): string {
  return `staff-note:${applicationId}`;
}

function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The applications a request has already written an audit row about. After an action, React
 * Router renders the page by running its loader as well (in the same request, with the same
 * request context): that is the action's own access, not a second one, so the loader writes no
 * "view-application" row for it. One reveal is one "reveal" row; a plain page view one "view".
 */
const auditedApplications = new WeakMap<RequestInfo, Set<string>>();

async function audit(
  info: RequestInfo,
  memberId: string | null,
  action: AuditAction,
  extra: { applicationId?: string; detail?: Record<string, unknown> } = {},
): Promise<void> {
  if (extra.applicationId) {
    const seen = auditedApplications.get(info) ?? new Set<string>();
    seen.add(extra.applicationId);
    auditedApplications.set(info, seen);
  }
  await appendAudit(await getDb(), {
    memberId,
    action,
    applicationId: extra.applicationId ?? null,
    address: info.clientAddress,
    detail: extra.detail,
    at: new Date(),
  });
}

// --- Who is asking ------------------------------------------------------------------------

/** The signed-in member (code entered); anyone else is sent to sign in. */
export function requireMember(context: Context, role?: "admin"): StaffAuth {
  const auth = context.get(staffContext);
  if (!auth || auth.stage !== "full") throw redirect("/staff/sign-in", 303);
  if (role && auth.member.role !== role)
    throw data("This page is for administrators.", { status: 403 });
  return auth;
}

function officerScope(auth: StaffAuth): string | undefined {
  return auth.member.role === "admin" ? undefined : auth.member.id;
}

export function staffShell(context: Context) {
  const auth = context.get(staffContext);
  const info = context.get(requestInfoContext);
  return {
    member: auth?.stage === "full" ? { name: auth.member.name, role: auth.member.role } : null,
    csrfToken: info.csrfToken,
  };
}

// --- Sign-in ------------------------------------------------------------------------------

export type SignInResult = { ok: false; message: string } | { ok: true; cookie: string };

/**
 * Step one: the password. The same answer, after about the same time (argon2 runs either way),
 * for an unknown e-mail, a wrong password, a disabled member or one not yet set up. A right
 * password opens a 5-minute password-stage session under a NEW id (the cookie the browser came
 * with, if any, is dropped: no fixation); only the code makes it a signed-in session.
 */
export async function signInWithPassword(context: Context, form: FormData): Promise<SignInResult> {
  const info = context.get(requestInfoContext);
  const previous = context.get(staffContext);
  const email = field(form, "email").trim().toLowerCase().slice(0, 254);
  const password = field(form, "password").slice(0, 1024);
  const db = await getDb();
  const locked = await lockedFor(email, info.clientAddress);
  if (locked > 0) {
    await verifyPassword(null, password);
    await audit(info, null, "sign-in-failed", { detail: { stage: "password", locked: true } });
    return { ok: false, message: lockedMessage(locked) };
  }
  const member = email ? await findMemberByEmail(db, email) : undefined;
  const passwordOk = await verifyPassword(member?.passwordHash, password);
  if (!member || !passwordOk || member.disabled || !member.totpConfirmed) {
    const failures = await recordFailure(email, info.clientAddress);
    await audit(info, member?.id ?? null, "sign-in-failed", {
      detail: { stage: "password", ...(member ? {} : { unknownAccount: true }) },
    });
    await sleep(failureDelayMs(failures));
    return { ok: false, message: SIGN_IN_FAILED };
  }
  const id = newSessionId();
  const now = new Date();
  await insertSession(db, {
    idHash: sessionHash(id),
    memberId: member.id,
    stage: "password",
    now,
    expiresAt: new Date(now.getTime() + PASSWORD_STAGE_MS),
    address: info.clientAddress,
    replaces: previous?.idHash,
  });
  return { ok: true, cookie: serializeStaffCookie(id, info.secureCookies) };
}

/** Whether this request is between the password and the code. */
export function awaitingCode(context: Context): boolean {
  return context.get(staffContext)?.stage === "password";
}

/**
 * Step two: the TOTP code. A code is accepted once (its time step is recorded atomically); a
 * failure counts toward the same lock as a wrong password. Success replaces the session with a
 * new id: signed in for at most 8 hours, 15 minutes idle.
 */
export async function signInWithCode(context: Context, form: FormData): Promise<SignInResult> {
  const info = context.get(requestInfoContext);
  const auth = context.get(staffContext);
  if (!auth || auth.stage !== "password")
    return { ok: false, message: "Your sign-in timed out. Enter your e-mail and password again." };
  const db = await getDb();
  const member = await getMember(db, auth.member.id);
  const email = auth.member.email;
  const locked = await lockedFor(email, info.clientAddress);
  if (locked > 0) {
    await deleteSession(db, auth.idHash);
    await audit(info, auth.member.id, "sign-in-failed", {
      detail: { stage: "code", locked: true },
    });
    return { ok: false, message: lockedMessage(locked) };
  }
  const now = new Date();
  let step: number | null = null;
  if (member?.totpSecret && member.totpConfirmed && !member.disabled) {
    const secret = decryptString(
      member.totpSecret,
      getSecrets().encryptionKeys,
      totpAad(member.id),
    );
    step = totpStep(secret, field(form, "code"), now.getTime());
  }
  const accepted = step !== null && (await useTotpStep(db, auth.member.id, step));
  if (!accepted) {
    const failures = await recordFailure(email, info.clientAddress);
    await audit(info, auth.member.id, "sign-in-failed", {
      detail: { stage: "code", ...(step !== null ? { replayed: true } : {}) },
    });
    await sleep(failureDelayMs(failures));
    return { ok: false, message: CODE_FAILED };
  }
  await clearFailures(email);
  const id = newSessionId();
  await insertSession(db, {
    idHash: sessionHash(id),
    memberId: auth.member.id,
    stage: "full",
    now,
    expiresAt: new Date(now.getTime() + ABSOLUTE_MS),
    address: info.clientAddress,
    replaces: auth.idHash,
  });
  await audit(info, auth.member.id, "sign-in");
  return { ok: true, cookie: serializeStaffCookie(id, info.secureCookies) };
}

/** Ends this session, or with `everywhere` every session of the member. */
export async function signOut(context: Context, everywhere: boolean): Promise<string> {
  const info = context.get(requestInfoContext);
  const auth = context.get(staffContext);
  if (auth) {
    const db = await getDb();
    if (everywhere) await deleteMemberSessions(db, auth.member.id);
    else await deleteSession(db, auth.idHash);
    await audit(info, auth.member.id, everywhere ? "sign-out-everywhere" : "sign-out");
  }
  return clearStaffCookie(info.secureCookies);
}

// --- Set-up link --------------------------------------------------------------------------

export type SetupView = {
  name: string;
  email: string;
  secret: string;
  qrSvg: string;
};

/**
 * The set-up page of a one-time link: the authenticator's secret (kept encrypted until a code
 * confirms it; the same one on a reload) as a QR code and as text. null for an unknown, used or
 * expired link.
 */
export async function setupPage(token: string): Promise<SetupView | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const db = await getDb();
  const member = await findMemberBySetupToken(db, setupTokenHash(token), new Date());
  if (!member) return null;
  const keys = getSecrets().encryptionKeys;
  let secret: string;
  if (member.totpSecret && !member.totpConfirmed) {
    secret = decryptString(member.totpSecret, keys, totpAad(member.id));
  } else {
    secret = newTotpSecret();
    await storePendingTotpSecret(
      db,
      member.id,
      encryptString(secret, keys, totpAad(member.id), 64),
    );
  }
  return {
    name: member.name,
    email: member.email,
    secret,
    qrSvg: await qrSvg(totpUri(secret, member.email)),
  };
}

export type SetupResult =
  { ok: true } | { ok: false; errors: Record<string, string>; expired?: boolean };

export async function completeSetupForm(context: Context, form: FormData): Promise<SetupResult> {
  const info = context.get(requestInfoContext);
  const token = field(form, "token");
  const db = await getDb();
  const now = new Date();
  const member = /^[A-Za-z0-9_-]{43}$/.test(token)
    ? await findMemberBySetupToken(db, setupTokenHash(token), now)
    : undefined;
  if (!member || !member.totpSecret)
    return {
      ok: false,
      expired: true,
      errors: { form: "This set-up link has expired or was already used." },
    };
  const password = field(form, "password");
  const confirm = field(form, "confirm");
  const errors: Record<string, string> = {};
  const problem = passwordProblem(password, { email: member.email });
  if (problem) errors.password = problem;
  else if (password !== confirm) errors.confirm = "The two passwords are not the same.";
  const secret = decryptString(member.totpSecret, getSecrets().encryptionKeys, totpAad(member.id));
  const step = totpStep(secret, field(form, "code"), now.getTime());
  if (step === null) errors.code = CODE_FAILED;
  if (Object.keys(errors).length > 0 || step === null) return { ok: false, errors };
  const done = await completeSetup(db, {
    id: member.id,
    tokenHash: setupTokenHash(token),
    passwordHash: await hashPassword(password),
    step,
    now,
  });
  if (!done)
    return { ok: false, expired: true, errors: { form: "This set-up link was already used." } };
  await audit(info, member.id, "setup-completed");
  return { ok: true };
}

// --- Pipeline -----------------------------------------------------------------------------

const SORTS: readonly PipelineSort[] = ["submitted", "touched", "amount", "status"];

export type PipelineFilters = {
  status: PipelineStatus | "";
  form: string;
  officer: string;
  /**
   * A search, as the kind of value and its keyed blind index (`email.<hmac>`); never what was
   * typed, a borrower's name, e-mail or phone, which must not be in a URL.
   */
  match: string;
  sort: PipelineSort;
  dir: "asc" | "desc";
  page: number;
};

const MATCH = /^(name|email|phone)\.([A-Za-z0-9_-]{43})$/;
const SEARCH_PROBLEM = "Search by a full name, an e-mail address or a 10-digit phone number.";

/** The query string of a pipeline view ("" or "?…"), defaults left out. */
function pipelineQuery(filters: PipelineFilters): string {
  const params = new URLSearchParams();
  if (filters.match) params.set("match", filters.match);
  if (filters.status) params.set("status", filters.status);
  if (filters.form) params.set("form", filters.form);
  if (filters.officer) params.set("officer", filters.officer);
  if (filters.sort !== "submitted") params.set("sort", filters.sort);
  if (filters.dir !== "desc") params.set("dir", filters.dir);
  if (filters.page !== 1) params.set("page", String(filters.page));
  const query = params.toString();
  return query ? `?${query}` : "";
}

export function readPipelineFilters(params: URLSearchParams): PipelineFilters {
  const status = params.get("status") ?? "";
  const form = params.get("form") ?? "";
  const sort = params.get("sort") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    status: isPipelineStatus(status) ? status : "",
    form: isFormId(form) ? form : "",
    officer: /^(unassigned|[0-9a-f-]{36})$/.test(params.get("officer") ?? "")
      ? params.get("officer")!
      : "",
    match: MATCH.test(params.get("match") ?? "") ? params.get("match")! : "",
    sort: (SORTS as readonly string[]).includes(sort) ? (sort as PipelineSort) : "submitted",
    dir: params.get("dir") === "asc" ? "asc" : "desc",
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

function borrowerName(summary: { firstName: string | null; lastName: string | null }): string {
  return [summary.firstName, summary.lastName].filter(Boolean).join(" ") || "(no name yet)";
}

export type PipelineSearch =
  { ok: true; location: string } | { ok: false; q: string; searchProblem: string };

/**
 * The pipeline's filter form is POSTed (with the CSRF token), because its search box holds a
 * borrower's name, e-mail or phone: the answer redirects to the view whose URL carries only the
 * kind of value and its keyed blind index, so nothing typed reaches a URL (the browser's history,
 * a proxy's access log, a Referer). A search that is none of the three is answered on the page.
 */
export function pipelineSearch(context: Context, form: FormData): PipelineSearch {
  requireMember(context);
  const params = new URLSearchParams();
  for (const name of ["status", "form", "officer", "sort", "dir"])
    params.set(name, field(form, name));
  const filters = readPipelineFilters(params);
  const q = field(form, "q").slice(0, 200);
  // The search in force (a hidden field) stays while other filters change, until another search.
  let match = MATCH.test(field(form, "match")) ? field(form, "match") : "";
  if (q.trim()) {
    const search = classifySearch(q);
    if (!search) return { ok: false, q, searchProblem: SEARCH_PROBLEM };
    match = `${search.kind}.${blindIndex(getSecrets().staffIndexKey, search.kind, search.value)}`;
  }
  return { ok: true, location: `/staff${pipelineQuery({ ...filters, match, page: 1 })}` };
}

export async function pipelinePage(context: Context, params: URLSearchParams) {
  const auth = requireMember(context);
  const info = context.get(requestInfoContext);
  const filters = readPipelineFilters(params);
  const db = await getDb();
  const matched = MATCH.exec(filters.match);
  const search = matched
    ? { kind: matched[1] as "name" | "email" | "phone", hash: matched[2]! }
    : null;
  const { rows, total } = await listPipeline(db, {
    officerScope: officerScope(auth),
    status: filters.status || undefined,
    formId: filters.form || undefined,
    assignedTo: filters.officer || undefined,
    search: search ? { column: search.kind, hash: search.hash } : undefined,
    sort: filters.sort,
    direction: filters.dir,
    offset: (filters.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  const names = await memberNames(
    db,
    rows.map((r) => r.assignedTo).filter((v): v is string => v !== null),
  );
  const officers = (await listMembers(db)).filter((m) => !m.disabled);
  await audit(info, auth.member.id, "view-pipeline", {
    detail: {
      results: rows.length,
      ...(search ? { searchedBy: search.kind } : {}),
      ...(filters.status ? { status: filters.status } : {}),
    },
  });
  return {
    filters,
    searchedBy: search?.kind ?? null,
    clearSearch: `/staff${pipelineQuery({ ...filters, match: "", page: 1 })}`,
    total,
    pageSize: PAGE_SIZE,
    rows: rows.map((row) => {
      const summary = summarizeAnswers(row.formId as never, row.answers);
      return {
        id: row.id,
        form: getForm(row.formId)?.title ?? row.formId,
        status: PIPELINE_LABELS[row.pipelineStatus],
        borrower: borrowerName(summary),
        state: row.propertyState ?? "",
        amount: row.loanAmountCents === null ? "" : formatCentsAsCurrency(row.loanAmountCents),
        submitted: row.submittedAt?.toISOString() ?? "",
        touched: (row.staffTouchedAt ?? row.submittedAt)?.toISOString() ?? "",
        officer: row.assignedTo ? (names.get(row.assignedTo) ?? "—") : "Unassigned",
      };
    }),
    statuses: PIPELINE_STATUSES.map((s) => ({ value: s, label: PIPELINE_LABELS[s] })),
    forms: FORM_IDS.map((id) => ({ value: id, label: getForm(id)!.title })),
    officers: officers.map((m) => ({ value: m.id, label: m.name })),
  };
}

export async function draftsPage(context: Context, params: URLSearchParams) {
  const auth = requireMember(context);
  const info = context.get(requestInfoContext);
  const page = readPipelineFilters(params).page;
  const db = await getDb();
  const { rows, total } = await listDrafts(db, {
    offset: (page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  await audit(info, auth.member.id, "view-drafts", { detail: { results: rows.length } });
  return {
    page,
    total,
    pageSize: PAGE_SIZE,
    rows: rows.map((row) => {
      const summary = summarizeAnswers(row.formId as never, row.answers);
      const form = getForm(row.formId);
      return {
        id: row.id,
        form: form?.title ?? row.formId,
        borrower: borrowerName(summary),
        email: summary.email ?? "",
        phone: summary.phone ?? "",
        step: form?.steps.find((s) => s.slug === row.currentSlug)?.label ?? row.currentSlug,
        updated: row.updatedAt.toISOString(),
      };
    }),
  };
}

// --- One application ----------------------------------------------------------------------

async function visibleApplication(auth: StaffAuth, id: string) {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id))
    throw data("Not found", { status: 404 });
  const db = await getDb();
  const row = await getSubmittedApplication(db, id, officerScope(auth));
  if (!row) throw data("Not found", { status: 404 });
  const form = getForm(row.formId);
  if (!form) throw data("Not found", { status: 404 });
  return { db, row, form };
}

export async function applicationPage(
  context: Context,
  id: string,
  reveal: { field: Revealable } | null = null,
) {
  const auth = requireMember(context);
  const info = context.get(requestInfoContext);
  const { db, row, form } = await visibleApplication(auth, id);
  const keys = getSecrets().encryptionKeys;
  const answers = openAnswers(row, keys);
  const summary = summarizeAnswers(form.id, answers);
  // A view is recorded unless this request's action already recorded its access (a reveal, a
  // note, a status change…); the page an action shows is part of that action.
  if (!auditedApplications.get(info)?.has(row.id))
    await audit(info, auth.member.id, "view-application", { applicationId: row.id });
  const [notes, changes, deliveries, members] = await Promise.all([
    listNotes(db, row.id),
    listStatusChanges(db, row.id),
    getOutboxRows(db, row.id),
    listMembers(db),
  ]);
  const nameOf = new Map(members.map((m) => [m.id, m.name]));
  return {
    id: row.id,
    reference: row.id.slice(0, 8).toUpperCase(),
    form: form.title,
    borrower: borrowerName(summary),
    status: row.pipelineStatus,
    statusLabel: PIPELINE_LABELS[row.pipelineStatus],
    statuses: PIPELINE_STATUSES.map((s) => ({ value: s, label: PIPELINE_LABELS[s] })),
    submitted: row.submittedAt?.toISOString() ?? "",
    trid: tridStatus(form, answers, row.tridApplicationAt),
    assignedTo: row.assignedTo,
    officer: row.assignedTo ? (nameOf.get(row.assignedTo) ?? "—") : "Unassigned",
    canAssign: auth.member.role === "admin",
    canTake: auth.member.role === "officer" && row.assignedTo === null,
    officers: members
      .filter((m) => !m.disabled)
      .map((m) => ({ value: m.id, label: `${m.name} (${m.role})` })),
    steps: staffAnswers(form, answers, reveal ? [reveal.field] : []),
    revealed: reveal?.field ?? null,
    notes: notes.map((n) => ({
      id: n.id,
      by: nameOf.get(n.memberId) ?? "—",
      at: n.createdAt.toISOString(),
      body: decryptString(n.body, keys, noteAad(row.id)),
    })),
    history: changes.map((c) => ({
      id: c.id,
      by: nameOf.get(c.memberId) ?? "—",
      at: c.createdAt.toISOString(),
      from: isPipelineStatus(c.fromStatus) ? PIPELINE_LABELS[c.fromStatus] : c.fromStatus,
      to: isPipelineStatus(c.toStatus) ? PIPELINE_LABELS[c.toStatus] : c.toStatus,
    })),
    deliveries: deliveries.map((d) => ({
      id: d.id,
      status: d.status,
      attempts: d.attempts,
      lastStatus: d.lastStatus,
      lastError: d.lastError,
      deliveredAt: d.deliveredAt?.toISOString() ?? null,
      nextAttemptAt: d.nextAttemptAt.toISOString(),
    })),
  };
}

export type ApplicationAction =
  | { kind: "revealed"; field: Revealable }
  | { kind: "done"; message: string }
  | { kind: "invalid"; errors: Record<string, string> };

/** The POSTs of the application page: reveal, status, assign, take, note, re-send. */
export async function applicationAction(
  context: Context,
  id: string,
  form: FormData,
): Promise<ApplicationAction> {
  const auth = requireMember(context);
  const info = context.get(requestInfoContext);
  const { db, row } = await visibleApplication(auth, id);
  const now = new Date();
  switch (field(form, "intent")) {
    case "reveal": {
      const target = field(form, "field");
      const reason = field(form, "reason").trim();
      if (!isRevealable(target))
        return { kind: "invalid", errors: { reveal: "Choose a value to reveal." } };
      if (reason.length < 5 || reason.length > 500)
        return {
          kind: "invalid",
          errors: {
            [`reason-${target}`]: "Say why you need the full value (5 to 500 characters).",
          },
        };
      await audit(info, auth.member.id, "reveal", {
        applicationId: row.id,
        detail: { field: target, reason },
      });
      return { kind: "revealed", field: target };
    }
    case "status": {
      const to = field(form, "status");
      if (!isPipelineStatus(to)) return { kind: "invalid", errors: { status: "Choose a status." } };
      const changed = await changePipelineStatus(db, {
        applicationId: row.id,
        memberId: auth.member.id,
        to,
        now,
      });
      if (changed)
        await audit(info, auth.member.id, "status-change", {
          applicationId: row.id,
          detail: { from: changed.from, to },
        });
      return { kind: "done", message: `Status: ${PIPELINE_LABELS[to]}.` };
    }
    case "assign":
    case "take": {
      const take = field(form, "intent") === "take";
      if (take ? auth.member.role !== "officer" : auth.member.role !== "admin")
        throw data("Not allowed", { status: 403 });
      // Already this officer's (a second click): nothing to do. Another officer's is a 404 above.
      if (take && row.assignedTo === auth.member.id) return { kind: "done", message: "Assigned." };
      const to = take ? auth.member.id : field(form, "officer") || null;
      if (to !== null) {
        const target = await getMember(db, to);
        if (!target || target.disabled)
          return { kind: "invalid", errors: { officer: "Choose an active staff member." } };
      }
      // Taking is atomic: another officer who took it since this request read it keeps it, and
      // it is not this officer's to see any more (the same officer's second click is a no-op).
      if (!(await assignApplication(db, row.id, to, now, { onlyIfUnassigned: take }))) {
        const current = await getSubmittedApplication(db, row.id, officerScope(auth));
        if (current?.assignedTo !== auth.member.id) throw data("Not found", { status: 404 });
        return { kind: "done", message: "Assigned." };
      }
      await audit(info, auth.member.id, "assign", {
        applicationId: row.id,
        detail: { from: row.assignedTo, to },
      });
      return { kind: "done", message: to ? "Assigned." : "Moved to the unassigned queue." };
    }
    case "note": {
      const body = field(form, "note").trim();
      if (body.length < 1 || body.length > 2000)
        return { kind: "invalid", errors: { note: "Write a note of up to 2,000 characters." } };
      await insertNote(db, {
        applicationId: row.id,
        memberId: auth.member.id,
        body: encryptString(body, getSecrets().encryptionKeys, noteAad(row.id), 2048),
        now,
      });
      await audit(info, auth.member.id, "note", { applicationId: row.id });
      return { kind: "done", message: "Note added." };
    }
    case "resend": {
      const queued = await requeueDelivery(db, row.id, now);
      await audit(info, auth.member.id, "resend-delivery", {
        applicationId: row.id,
        detail: { queued },
      });
      return {
        kind: "done",
        message: queued ? "Delivery queued again." : "This application has no delivery to re-send.",
      };
    }
    default:
      return { kind: "invalid", errors: { form: "Unknown action." } };
  }
}

/** The application as a JSON or CSV download (decrypted: audited). */
export async function exportApplication(
  context: Context,
  id: string,
  format: string,
): Promise<Response> {
  const auth = requireMember(context);
  const info = context.get(requestInfoContext);
  if (format !== "json" && format !== "csv") throw data("Choose JSON or CSV.", { status: 400 });
  const { row } = await visibleApplication(auth, id);
  const document = applicationDocument(row, getSecrets().encryptionKeys);
  await audit(info, auth.member.id, "export", { applicationId: row.id, detail: { format } });
  const name = `application-${row.id.slice(0, 8)}.${format}`;
  const body =
    format === "json" ? `${JSON.stringify(document, null, 2)}\n` : toCsv(urlaCsvRows([document]));
  return new Response(body, {
    headers: {
      "Content-Type":
        format === "json" ? "application/json; charset=utf-8" : "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "no-store",
    },
  });
}

// --- Audit trail --------------------------------------------------------------------------

function readAuditFilter(params: URLSearchParams): AuditFilter & { page: number } {
  const date = (v: string | null, end: boolean) =>
    v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))
      ? new Date(`${v}T${end ? "23:59:59.999" : "00:00:00"}Z`)
      : undefined;
  const member = params.get("member") ?? "";
  const action = params.get("action") ?? "";
  const application = params.get("application") ?? "";
  const page = Number(params.get("page") ?? "1");
  return {
    memberId: /^[0-9a-f-]{36}$/.test(member) ? member : undefined,
    action: isAuditAction(action) ? action : undefined,
    applicationId: /^[0-9a-f-]{36}$/.test(application) ? application : undefined,
    from: date(params.get("from"), false),
    to: date(params.get("to"), true),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export async function auditPage(context: Context, params: URLSearchParams) {
  requireMember(context, "admin");
  const filter = readAuditFilter(params);
  const db = await getDb();
  const { rows, total } = await listAudit(db, filter, {
    offset: (filter.page - 1) * 50,
    limit: 50,
  });
  const members = await listMembers(db);
  const nameOf = new Map(members.map((m) => [m.id, `${m.name} <${m.email}>`]));
  return {
    filter: {
      member: filter.memberId ?? "",
      action: filter.action ?? "",
      application: filter.applicationId ?? "",
      from: params.get("from") ?? "",
      to: params.get("to") ?? "",
      page: filter.page,
    },
    total,
    pageSize: 50,
    rows: rows.map((r) => ({
      id: r.id,
      at: r.at.toISOString(),
      member: r.memberId ? (nameOf.get(r.memberId) ?? r.memberId) : "—",
      action: isAuditAction(r.action) ? AUDIT_ACTIONS[r.action] : r.action,
      applicationId: r.applicationId,
      address: r.address ?? "",
      detail: JSON.stringify(r.detail),
    })),
    members: members.map((m) => ({ value: m.id, label: m.name })),
    actions: Object.entries(AUDIT_ACTIONS).map(([value, label]) => ({ value, label })),
  };
}

/** The filtered audit trail as CSV (the download is itself audited). */
export async function auditCsv(context: Context, params: URLSearchParams): Promise<Response> {
  const auth = requireMember(context, "admin");
  const info = context.get(requestInfoContext);
  const filter = readAuditFilter(params);
  const db = await getDb();
  const { rows } = await listAudit(db, filter, { offset: 0, limit: 100_000 });
  const members = new Map((await listMembers(db)).map((m) => [m.id, m.email]));
  await audit(info, auth.member.id, "audit-export", { detail: { rows: rows.length } });
  const csv = toCsv([
    ["id", "at", "member_id", "member_email", "action", "application_id", "address", "detail"],
    ...rows.map((r) => [
      String(r.id),
      r.at.toISOString(),
      r.memberId ?? "",
      r.memberId ? (members.get(r.memberId) ?? "") : "",
      r.action,
      r.applicationId ?? "",
      r.address ?? "",
      JSON.stringify(r.detail),
    ]),
  ]);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="staff-audit.csv"',
      "Cache-Control": "no-store",
    },
  });
}

// --- Staff management (admins) ------------------------------------------------------------

export async function membersPage(context: Context) {
  requireMember(context, "admin");
  const db = await getDb();
  return {
    members: (await listMembers(db)).map((m) => ({
      id: m.id,
      email: m.email,
      name: m.name,
      role: m.role,
      state: m.disabled ? "Disabled" : m.totpConfirmed ? "Active" : "Set-up pending",
      disabled: m.disabled,
    })),
  };
}

export type MembersAction =
  | { kind: "created"; email: string; link: string }
  | { kind: "reset"; email: string; link: string }
  | { kind: "done"; message: string }
  | { kind: "invalid"; errors: Record<string, string> };

export async function membersAction(
  context: Context,
  form: FormData,
  origin: string,
): Promise<MembersAction> {
  const auth = requireMember(context, "admin");
  const info = context.get(requestInfoContext);
  const db = await getDb();
  const actor = { memberId: auth.member.id, address: info.clientAddress };
  const now = new Date();
  const intent = field(form, "intent");
  if (intent === "create") {
    const result = await createMember(
      db,
      { email: field(form, "email"), name: field(form, "name"), role: field(form, "role") },
      actor,
      now,
    );
    if (!result.ok) return { kind: "invalid", errors: result.problems };
    return { kind: "created", email: result.member.email, link: setupLink(result.token, origin) };
  }
  const id = field(form, "member");
  const target = /^[0-9a-f-]{36}$/.test(id) ? await getMember(db, id) : undefined;
  if (!target) return { kind: "invalid", errors: { form: "No such member." } };
  if (target.id === auth.member.id)
    return { kind: "invalid", errors: { form: "You can't change your own account here." } };
  if (intent === "disable" || intent === "enable") {
    await disableMember(db, target.id, intent === "disable", actor, now);
    return {
      kind: "done",
      message: `${intent === "disable" ? "Disabled" : "Enabled"} ${target.email}.`,
    };
  }
  if (intent === "reset-mfa") {
    const reset = await resetMfa(db, target.id, actor, now);
    return { kind: "reset", email: target.email, link: setupLink(reset!.token, origin) };
  }
  return { kind: "invalid", errors: { form: "Unknown action." } };
}

const TRID_ITEM_LABELS: Record<TridItem, string> = {
  name: "name",
  income: "income",
  ssn: "Social Security number",
  propertyAddress: "property address",
  propertyValue: "estimated property value",
  loanAmount: "loan amount sought",
};

/**
 * TRID's application moment as the officer needs it: when it was recorded (the Loan Estimate is
 * due within 3 business days), or which of the six items are still missing.
 */
function tridStatus(form: FormDef, answers: Answers, at: Date | null) {
  const held = tridItemsHeld(form, answers);
  return {
    receivedAt: at?.toISOString() ?? "",
    missing: TRID_ITEMS.filter((item) => !held[item]).map((item) => TRID_ITEM_LABELS[item]),
  };
}
