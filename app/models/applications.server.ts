import { createHmac, randomUUID } from "node:crypto";
import { and, arrayContains, asc, desc, eq, gt, gte, lt, or, sql } from "drizzle-orm";
import type { Placeholder, SQL } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { applicationEvents, applications, outbox, type StoredAnswers } from "~/db/schema";
import { decryptString, encryptString, isCurrent, isEncrypted } from "~/utils/crypto.server";
import type { EncryptionKey } from "~/utils/secrets.server";

export type ApplicationRow = typeof applications.$inferSelect;
export type Attribution = { source: string; internetSource: string; endorser: string };
export type PlainAnswers = Record<string, Record<string, unknown>>;

/** Additional authenticated data binds a ciphertext to its place: it cannot be moved elsewhere. */
function aad(applicationId: string, slug: string, field: string): string {
  return `${applicationId}:${slug}:${field}`;
}

/** The encrypted fields of a form, each with its padded size in bytes (sealedFieldSizes). */
export type SealedFields = ReadonlyMap<string, number>;

/** Encrypts the sensitive fields of one step's values for storage, each padded to its size. */
export function sealStep(
  applicationId: string,
  slug: string,
  values: Readonly<Record<string, unknown>>,
  sensitive: SealedFields,
  keys: EncryptionKey[],
): Record<string, unknown> {
  const sealed: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const size = sensitive.get(name);
    sealed[name] =
      size !== undefined
        ? encryptString(JSON.stringify(value), keys, aad(applicationId, slug, name), size)
        : value;
  }
  return sealed;
}

export function openStep(
  applicationId: string,
  slug: string,
  stored: Readonly<Record<string, unknown>>,
  keys: EncryptionKey[],
): Record<string, unknown> {
  const plain: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(stored)) {
    plain[name] = isEncrypted(value)
      ? JSON.parse(decryptString(value, keys, aad(applicationId, slug, name)))
      : value;
  }
  return plain;
}

export function openAnswers(
  row: Pick<ApplicationRow, "id" | "answers">,
  keys: EncryptionKey[],
): PlainAnswers {
  const answers: PlainAnswers = {};
  for (const [slug, stored] of Object.entries(row.answers ?? {}))
    answers[slug] = openStep(row.id, slug, stored, keys);
  return answers;
}

/** A step's values as one string: keys sorted, unanswered (undefined) values left out. */
function canonical(values: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(
    Object.keys(values)
      .filter((k) => values[k] !== undefined)
      .sort()
      .map((k) => [k, values[k]]),
  );
}

/**
 * A keyed fingerprint of a step's NON-sensitive input, for recognising an identical resubmission.
 * Sensitive fields (SSN, birth date, incomes, HMDA) are left out: a keyed hash of a value from a
 * small set (every birth date of a century) is brute-forced in milliseconds by whoever has the
 * key and a copy of the database (issue 13). acceptStep compares those fields decrypted instead.
 */
export function stepFingerprint(
  secret: Buffer,
  formId: string,
  slug: string,
  values: Readonly<Record<string, unknown>>,
  sensitive: { has(name: string): boolean },
): string {
  const open = Object.fromEntries(Object.entries(values).filter(([k]) => !sensitive.has(k)));
  return createHmac("sha256", secret)
    .update(`${formId}\n${slug}\n${canonical(open)}`)
    .digest("base64url");
}

/**
 * Whether `values` are what the step already holds: the fingerprint of the non-sensitive fields
 * matches and the sensitive ones equal their decrypted values. A step stored without a
 * fingerprint (they were cleared by migration 0002) is compared in full, decrypted.
 */
function sameStepInput(
  storedFingerprint: string | undefined,
  stored: Readonly<Record<string, unknown>> | undefined,
  input: Pick<AcceptStepInput, "values" | "sensitive" | "fingerprint">,
): boolean {
  if (stored === undefined) return false;
  if (storedFingerprint === undefined) return canonical(stored) === canonical(input.values);
  if (storedFingerprint !== input.fingerprint) return false;
  const pick = (values: Readonly<Record<string, unknown>>) =>
    Object.fromEntries(Object.entries(values).filter(([k]) => input.sensitive.has(k)));
  return canonical(pick(stored)) === canonical(pick(input.values));
}

/**
 * Whether a visitor (by its secret's hash) owns an application: the cookie that started it, or a
 * browser that followed a "continue on another device" link to it (linkedOwnerHashes).
 */
export function isOwnedBy(
  row: Pick<ApplicationRow, "ownerHash" | "linkedOwnerHashes">,
  ownerHash: string,
): boolean {
  return row.ownerHash === ownerHash || row.linkedOwnerHashes.includes(ownerHash);
}

/** The SQL form of isOwnedBy. */
function ownedBy(ownerHash: string): SQL | undefined;
/** In a prepared statement: the hash and the one-element array holding it, as placeholders. */
function ownedBy(ownerHash: Placeholder, ownerHashes: Placeholder): SQL | undefined;
function ownedBy(ownerHash: string | Placeholder, ownerHashes?: Placeholder) {
  return or(
    eq(applications.ownerHash, ownerHash),
    arrayContains(applications.linkedOwnerHashes, ownerHashes ?? [ownerHash as string]),
  );
}

/** How many browsers besides the first may hold one draft; the oldest hold is dropped beyond. */
export const MAX_LINKED_OWNERS = 10;

export async function getApplication(db: Db, id: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(applications).where(eq(applications.id, id)).limit(1);
  return row;
}

/**
 * The id a step is stored under: the application the client names when it exists (whether the
 * visitor owns it is checked when storing), else the visitor's latest draft of the form, else a
 * new random id. A new draft never takes an id the client chose: ids come from the server only.
 */
export async function applicationIdFor(
  db: Db,
  formId: string,
  ownerHash: string,
  requested: string | undefined,
  seenSince?: Date,
): Promise<string> {
  if (requested) {
    const [row] = await db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, requested))
      .limit(1);
    if (row) return row.id;
  }
  const draft = await findDraft(db, formId, ownerHash, seenSince);
  if (draft) return draft.id;
  // The first step of an application started from this cookie, whose answer (with the rotated
  // cookie) was lost: a retry goes to it (acceptStep accepts only an identical resubmission).
  const [started] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(
      and(
        eq(applications.formId, formId),
        eq(applications.previousOwnerHash, ownerHash),
        eq(applications.version, 1),
        eq(applications.status, "draft"),
      ),
    )
    .orderBy(desc(applications.updatedAt))
    .limit(1);
  return started?.id ?? randomUUID();
}

/**
 * Records that the draft was just seen (a page view), and when it had been left idle, the steps
 * whose sensitive answers are no longer shown (see SENSITIVE_PREFILL_IDLE_MS).
 */
export async function touchDraft(
  db: Db,
  id: string,
  now: Date,
  withheldSteps?: readonly string[],
): Promise<void> {
  await db
    .update(applications)
    .set({ lastSeenAt: now, ...(withheldSteps ? { withheldSteps: [...withheldSteps] } : {}) })
    .where(eq(applications.id, id));
}

/** The draft lookup of every application page load and step, built once per database handle. */
const draftQueries = new WeakMap<Db, ReturnType<typeof prepareDraftQueries>>();

function prepareDraftQueries(db: Db) {
  const query = (seen: boolean) =>
    db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.formId, sql.placeholder("formId")),
          ownedBy(sql.placeholder("ownerHash"), sql.placeholder("ownerHashes")),
          eq(applications.status, "draft"),
          seen ? gte(applications.lastSeenAt, sql.placeholder("seenSince")) : undefined,
        ),
      )
      .orderBy(desc(applications.lastSeenAt), desc(applications.updatedAt))
      .limit(1);
  // Named: on PostgreSQL each connection parses and plans it once (PGlite ignores the name).
  // Drizzle builds the SQL here, not per call: 0.94 -> 0.52-0.71 ms of CPU per lookup on PGlite
  // (docs/decisions/044-draft-lookup.md).
  return { seen: query(true).prepare("find_draft_seen"), any: query(false).prepare("find_draft") };
}

/**
 * The visitor's most recently seen draft of a form: what "resume where you left off" opens (a
 * browser that has just followed a resume link opens that draft). With `seenSince`, a draft
 * nobody has seen since then is not resumed from the cookie alone (issue 14: 30 days).
 */
export async function findDraft(
  db: Db,
  formId: string,
  ownerHash: string,
  seenSince?: Date,
): Promise<ApplicationRow | undefined> {
  let queries = draftQueries.get(db);
  if (!queries) draftQueries.set(db, (queries = prepareDraftQueries(db)));
  const params = { formId, ownerHash, ownerHashes: [ownerHash] };
  const [row] = seenSince
    ? await queries.seen.execute({ ...params, seenSince })
    : await queries.any.execute(params);
  return row;
}

export type StepDecision =
  | { ok: true; nextSlug: string; submit: boolean }
  | { ok: false; reason: "unreachable"; currentSlug: string };

export type AcceptStepInput = {
  applicationId: string;
  formId: string;
  ownerHash: string;
  slug: string;
  values: Readonly<Record<string, unknown>>;
  /** Encrypted fields with their padded sizes (sealedFieldSizes). */
  sensitive: SealedFields;
  keys: EncryptionKey[];
  /** stepFingerprint of `values`: the non-sensitive fields only. */
  fingerprint: string;
  /** The version the borrower's page was showing; a different current version means another tab wrote. */
  expectedVersion?: number;
  attribution: Attribution | null;
  /**
   * When this step creates a new application: the hash of the visitor's NEXT cookie secret. All
   * the visitor's applications move to it in the same transaction (cookie rotation, see
   * rebindOwner); the caller sets the new cookie only once the result says `rebound`.
   */
  rebindTo?: string;
  /**
   * At submission: the columns the lender's pipeline lists and searches by (summary and blind
   * index, features/staff/search-index.server.ts), from the complete answers (decrypted).
   */
  pipelineColumns?: (answers: PlainAnswers) => Partial<typeof applications.$inferInsert>;
  /** A draft nobody has seen since then no longer answers to its cookie alone (see findDraft). */
  seenSince?: Date;
  /**
   * Whether answers (decrypted, this step's included) hold TRID's six items: the first accepted
   * step for which it is true records `now` as the application moment, which never moves after.
   */
  holdsTridApplication?: (answers: PlainAnswers) => boolean;
  /** Decides, from the answers stored so far (decrypted), whether this step may be taken now. */
  decide: (answers: PlainAnswers) => StepDecision;
  now: Date;
};

export type AcceptStepResult =
  | {
      kind: "accepted";
      row: ApplicationRow;
      nextSlug: string;
      submitted: boolean;
      /** The visitor's applications now belong to `rebindTo`: set the new cookie. */
      rebound: boolean;
    }
  | {
      kind: "unchanged";
      row: ApplicationRow;
      /** An identical retry of a first step whose answer was lost: set the new cookie. */
      rebound?: boolean;
    }
  | { kind: "not-owner" }
  | { kind: "unreachable"; row: ApplicationRow | null; currentSlug: string }
  | { kind: "stale"; row: ApplicationRow }
  | { kind: "already-submitted"; row: ApplicationRow };

/**
 * Stores one accepted step: the application row, an append-only event and, for the submitting
 * step, an outbox row for delivery to the lender, all in ONE transaction that commits before the
 * caller answers. The row is locked while we decide, so two tabs cannot interleave.
 */
export async function acceptStep(db: Db, input: AcceptStepInput): Promise<AcceptStepResult> {
  return db.transaction(async (tx) => {
    let [row] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, input.applicationId))
      .for("update");
    if (row && row.formId !== input.formId) return { kind: "not-owner" } as const;
    // The cookie that started this application, retrying its first step: the answer carrying the
    // rotated cookie was lost (a crash, a dropped connection). Only an identical resubmission
    // while nothing else is stored is recognised, and it rotates again: whoever sends it learns
    // nothing they did not send, and the previous new cookie stops owning the application.
    const retryOfFirst =
      row !== undefined &&
      row.ownerHash !== input.ownerHash &&
      row.previousOwnerHash === input.ownerHash &&
      row.version === 1 &&
      row.status === "draft" &&
      input.rebindTo !== undefined;
    if (row && !isOwnedBy(row, input.ownerHash) && !retryOfFirst)
      return { kind: "not-owner" } as const;
    if (
      row?.status === "draft" &&
      input.seenSince !== undefined &&
      row.lastSeenAt < input.seenSince
    )
      return { kind: "not-owner" } as const;

    const answers = row ? openAnswers(row, input.keys) : {};
    const decision = input.decide(answers);
    if (row && retryOfFirst) {
      if (
        !decision.ok ||
        !sameStepInput(row.stepFingerprints?.[input.slug], answers[input.slug], input)
      )
        return { kind: "not-owner" } as const;
      [row] = await tx
        .update(applications)
        .set({ ownerHash: input.rebindTo })
        .where(eq(applications.id, row.id))
        .returning();
      return { kind: "unchanged", row: row!, rebound: true } as const;
    }
    // The same input as last time, on a step still on the borrower's path (a double click, or a
    // retry after a lost answer, even of SUBMIT): nothing changes and the answer is the same.
    if (
      row &&
      decision.ok &&
      sameStepInput(row.stepFingerprints?.[input.slug], answers[input.slug], input)
    ) {
      // Answered again exactly as before: a step held back after an idle spell may show again.
      if (row.withheldSteps.includes(input.slug)) {
        [row] = await tx
          .update(applications)
          .set({ withheldSteps: row.withheldSteps.filter((s) => s !== input.slug) })
          .where(eq(applications.id, row.id))
          .returning();
      }
      return { kind: "unchanged", row: row! } as const;
    }
    if (row?.status === "submitted") return { kind: "already-submitted", row } as const;
    if (row && input.expectedVersion !== undefined && input.expectedVersion !== row.version) {
      return { kind: "stale", row } as const;
    }

    if (!decision.ok)
      return { kind: "unreachable", row: row ?? null, currentSlug: decision.currentSlug } as const;

    const sealed = sealStep(
      input.applicationId,
      input.slug,
      input.values,
      input.sensitive,
      input.keys,
    );
    const storedAnswers: StoredAnswers = { ...(row?.answers ?? {}), [input.slug]: sealed };
    const fingerprints = { ...(row?.stepFingerprints ?? {}), [input.slug]: input.fingerprint };
    const version = (row?.version ?? 0) + 1;
    const attribution = input.attribution
      ? {
          source: input.attribution.source,
          internetSource: input.attribution.internetSource,
          endorser: input.attribution.endorser,
        }
      : {};
    const status = decision.submit ? ("submitted" as const) : ("draft" as const);
    const pipeline =
      decision.submit && input.pipelineColumns
        ? input.pipelineColumns({ ...answers, [input.slug]: { ...input.values } })
        : {};

    // Recorded once: a row that has it keeps it (the row is locked, and the SQL keeps the older
    // value too), whatever later steps change.
    const tridApplicationAt =
      row?.tridApplicationAt ??
      (input.holdsTridApplication?.({ ...answers, [input.slug]: { ...input.values } })
        ? input.now
        : null);
    const rebound = !row && input.rebindTo !== undefined;
    if (!row) {
      if (input.rebindTo) await rebindOwner(tx, input.ownerHash, input.rebindTo);
      [row] = await tx
        .insert(applications)
        .values({
          id: input.applicationId,
          formId: input.formId,
          ownerHash: input.rebindTo ?? input.ownerHash,
          previousOwnerHash: input.rebindTo ? input.ownerHash : null,
          status,
          currentSlug: decision.nextSlug,
          answers: storedAnswers,
          stepFingerprints: fingerprints,
          version,
          ...attribution,
          createdAt: input.now,
          updatedAt: input.now,
          lastSeenAt: input.now,
          submittedAt: decision.submit ? input.now : null,
          tridApplicationAt,
          ...pipeline,
        })
        .returning();
    } else {
      [row] = await tx
        .update(applications)
        .set({
          status,
          currentSlug: decision.nextSlug,
          answers: storedAnswers,
          stepFingerprints: fingerprints,
          version,
          previousOwnerHash: null,
          ...attribution,
          updatedAt: input.now,
          lastSeenAt: input.now,
          // Answered again: this step's sensitive answers may be shown again.
          withheldSteps: (row?.withheldSteps ?? []).filter((s) => s !== input.slug),
          submittedAt: decision.submit ? input.now : null,
          tridApplicationAt: sql`coalesce(${applications.tridApplicationAt}, ${tridApplicationAt?.toISOString() ?? null}::timestamptz)`,
          ...pipeline,
        })
        .where(eq(applications.id, input.applicationId))
        .returning();
    }
    await tx.insert(applicationEvents).values({
      applicationId: input.applicationId,
      version,
      slug: input.slug,
      answers: sealed,
      fingerprint: input.fingerprint,
      createdAt: input.now,
    });
    if (decision.submit) {
      await tx.insert(outbox).values({
        applicationId: input.applicationId,
        kind: "application.submitted",
        createdAt: input.now,
        nextAttemptAt: input.now,
      });
    }
    return {
      kind: "accepted",
      row: row!,
      nextSlug: decision.nextSlug,
      submitted: decision.submit,
      rebound,
    } as const;
  });
}

/**
 * Moves every application of one visitor cookie (by its secret's hash) to another: when the
 * cookie is rotated (a new application starts, or a discard), in the caller's transaction, before
 * the new cookie is sent. The old value then owns nothing.
 */
export async function rebindOwner(
  db: Pick<Db, "update">,
  fromOwnerHash: string,
  toOwnerHash: string,
): Promise<number> {
  const moved = await db
    .update(applications)
    .set({ ownerHash: toOwnerHash })
    .where(eq(applications.ownerHash, fromOwnerHash))
    .returning({ id: applications.id });
  // Drafts this browser holds through a resume link follow the cookie too.
  const linked = await db
    .update(applications)
    .set({
      linkedOwnerHashes: sql`array_replace(${applications.linkedOwnerHashes}, ${fromOwnerHash}, ${toOwnerHash})`,
    })
    .where(arrayContains(applications.linkedOwnerHashes, [fromOwnerHash]))
    .returning({ id: applications.id });
  return moved.length + linked.length;
}

/**
 * "Start over" / "Discard this application on this device": the visitor's drafts of one form stop
 * answering to this browser, and the old cookie's other applications move to the new one, in one
 * transaction, before the new cookie is sent. A draft no other browser holds is deleted (its
 * events go with it, ON DELETE CASCADE); one that another browser holds through a resume link
 * stays theirs. Submitted applications are the lender's records: never deleted here. Returns how
 * many drafts this browser let go of.
 */
export async function discardDrafts(
  db: Db,
  formId: string,
  ownerHash: string,
  newOwnerHash: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ofThisForm = and(eq(applications.formId, formId), eq(applications.status, "draft"));
    const released = await tx
      .update(applications)
      .set({
        linkedOwnerHashes: sql`array_remove(${applications.linkedOwnerHashes}, ${ownerHash})`,
      })
      .where(and(ofThisForm, arrayContains(applications.linkedOwnerHashes, [ownerHash])))
      .returning({ id: applications.id });
    // Started here and held elsewhere too: the first of the other browsers becomes its owner.
    const handedOver = await tx
      .update(applications)
      .set({
        ownerHash: sql`${applications.linkedOwnerHashes}[1]`,
        linkedOwnerHashes: sql`${applications.linkedOwnerHashes}[2:]`,
        previousOwnerHash: null,
      })
      .where(
        and(
          ofThisForm,
          eq(applications.ownerHash, ownerHash),
          sql`cardinality(${applications.linkedOwnerHashes}) > 0`,
        ),
      )
      .returning({ id: applications.id });
    const deleted = await tx
      .delete(applications)
      .where(and(ofThisForm, eq(applications.ownerHash, ownerHash)))
      .returning({ id: applications.id });
    await rebindOwner(tx, ownerHash, newOwnerHash);
    return released.length + handedOver.length + deleted.length;
  });
}

/** The visitor's most recently submitted application of a form (for the "received" page). */
export async function findLatestSubmitted(
  db: Db,
  formId: string,
  ownerHash: string,
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.formId, formId),
        ownedBy(ownerHash),
        eq(applications.status, "submitted"),
      ),
    )
    .orderBy(desc(applications.submittedAt))
    .limit(1);
  return row;
}

/**
 * Deletes drafts nobody has touched since `cutoff` (GLBA Safeguards Rule: dispose of customer
 * information no longer needed). Their events go with them (ON DELETE CASCADE). Submitted
 * applications are the lender's records and are never purged here.
 */
export async function purgeAbandonedDrafts(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(applications)
    .where(and(eq(applications.status, "draft"), lt(applications.updatedAt, cutoff)))
    .returning({ id: applications.id });
  return deleted.length;
}

/** Applications for the lender's export, oldest first. */
export async function listApplications(
  db: Db,
  options: { status?: "draft" | "submitted"; since?: Date },
): Promise<ApplicationRow[]> {
  const conditions = [
    options.status ? eq(applications.status, options.status) : undefined,
    options.since ? gte(applications.updatedAt, options.since) : undefined,
  ].filter((c) => c !== undefined);
  return db
    .select()
    .from(applications)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(applications.createdAt));
}

/**
 * Re-encrypts one step's stored values under the active key, padded (v2); values already
 * current are left as they are. Returns the new values and how many changed.
 */
function resealStep(
  applicationId: string,
  slug: string,
  stored: Readonly<Record<string, unknown>>,
  sizes: SealedFields,
  keys: EncryptionKey[],
): { values: Record<string, unknown>; changed: number } {
  const values: Record<string, unknown> = { ...stored };
  let changed = 0;
  for (const [name, value] of Object.entries(stored)) {
    if (!isEncrypted(value) || isCurrent(value, keys)) continue;
    const where = aad(applicationId, slug, name);
    // A field no longer in the form keeps a generous bucket rather than its own length.
    values[name] = encryptString(
      decryptString(value, keys, where),
      keys,
      where,
      sizes.get(name) ?? 256,
    );
    changed++;
  }
  return { values, changed };
}

export type ReencryptBatch = {
  /** Applications looked at in this batch; 0 means done. */
  applications: number;
  /** Encrypted values rewritten (answers and events). */
  values: number;
  /** Where the next batch starts (pass it back as `after`). */
  after: string | undefined;
};

/**
 * Key rotation (issue 13): rewrites every encrypted value of up to `limit` applications after
 * `after` (by id), their answers and their append-only events, under the newest key of `keys`
 * and padded. One transaction per application, its row locked like a step save, so a borrower
 * saving at the same time waits rather than loses a write. Idempotent: values already under the
 * newest key are skipped, so a killed run is simply run again.
 */
export async function reencryptBatch(
  db: Db,
  options: {
    keys: EncryptionKey[];
    sizesOf: (formId: string) => SealedFields;
    after?: string;
    limit: number;
  },
): Promise<ReencryptBatch> {
  const ids = await db
    .select({ id: applications.id })
    .from(applications)
    .where(options.after ? gt(applications.id, options.after) : undefined)
    .orderBy(asc(applications.id))
    .limit(options.limit);
  let values = 0;
  for (const { id } of ids) {
    values += await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, id))
        .for("update");
      if (!row) return 0;
      const sizes = options.sizesOf(row.formId);
      let changed = 0;
      const answers: StoredAnswers = {};
      for (const [slug, stored] of Object.entries(row.answers ?? {})) {
        const step = resealStep(id, slug, stored, sizes, options.keys);
        answers[slug] = step.values;
        changed += step.changed;
      }
      if (changed > 0)
        await tx.update(applications).set({ answers }).where(eq(applications.id, id));
      const events = await tx
        .select({
          id: applicationEvents.id,
          slug: applicationEvents.slug,
          answers: applicationEvents.answers,
        })
        .from(applicationEvents)
        .where(eq(applicationEvents.applicationId, id));
      for (const event of events) {
        const step = resealStep(id, event.slug, event.answers, sizes, options.keys);
        if (step.changed === 0) continue;
        await tx
          .update(applicationEvents)
          .set({ answers: step.values })
          .where(eq(applicationEvents.id, event.id));
        changed += step.changed;
      }
      return changed;
    });
  }
  return { applications: ids.length, values, after: ids.at(-1)?.id };
}
