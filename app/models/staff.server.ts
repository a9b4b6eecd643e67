import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Db } from "~/db/client.server";
import {
  applicationNotes,
  applications,
  applicationStatusChanges,
  outbox,
  staffAudit,
  staffMembers,
  staffSessions,
} from "~/db/schema";
import type { PipelineStatus, StaffRole } from "~/lib/staff/pipeline";

export type StaffMemberRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type AuditRow = typeof staffAudit.$inferSelect;
export type NoteRow = typeof applicationNotes.$inferSelect;
export type StatusChangeRow = typeof applicationStatusChanges.$inferSelect;

// --- Members --------------------------------------------------------------------------------

export async function insertMember(
  db: Db,
  member: {
    id: string;
    email: string;
    name: string;
    role: StaffRole;
    setupTokenHash: string;
    setupExpiresAt: Date;
    now: Date;
  },
): Promise<StaffMemberRow> {
  const [row] = await db
    .insert(staffMembers)
    .values({
      id: member.id,
      email: member.email,
      name: member.name,
      role: member.role,
      setupTokenHash: member.setupTokenHash,
      setupExpiresAt: member.setupExpiresAt,
      createdAt: member.now,
      updatedAt: member.now,
    })
    .returning();
  return row!;
}

export async function findMemberByEmail(
  db: Db,
  email: string,
): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email)).limit(1);
  return row;
}

export async function getMember(db: Db, id: string): Promise<StaffMemberRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id)).limit(1);
  return row;
}

export async function listMembers(db: Db): Promise<StaffMemberRow[]> {
  return db.select().from(staffMembers).orderBy(asc(staffMembers.name), asc(staffMembers.email));
}

/** Disables (or enables) a member; disabling ends every session of theirs in the same transaction. */
export async function setMemberDisabled(
  db: Db,
  id: string,
  disabled: boolean,
  now: Date,
): Promise<StaffMemberRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffMembers)
      .set({ disabled, updatedAt: now })
      .where(eq(staffMembers.id, id))
      .returning();
    if (disabled) await tx.delete(staffSessions).where(eq(staffSessions.memberId, id));
    return row;
  });
}

/**
 * A new set-up link for a member. With `resetMfa` the authenticator (and the password) are
 * removed too, and every session of the member ends: the link is the only way back in.
 */
export async function issueSetupToken(
  db: Db,
  id: string,
  tokenHash: string,
  expiresAt: Date,
  options: { resetMfa: boolean; now: Date },
): Promise<StaffMemberRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(staffMembers)
      .set({
        setupTokenHash: tokenHash,
        setupExpiresAt: expiresAt,
        updatedAt: options.now,
        ...(options.resetMfa
          ? { passwordHash: null, totpSecret: null, totpConfirmed: false, totpLastStep: null }
          : {}),
      })
      .where(eq(staffMembers.id, id))
      .returning();
    if (options.resetMfa) await tx.delete(staffSessions).where(eq(staffSessions.memberId, id));
    return row;
  });
}

/** The active member a set-up token (by its hash) belongs to, while it has not expired. */
export async function findMemberBySetupToken(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<StaffMemberRow | undefined> {
  const [row] = await db
    .select()
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.setupTokenHash, tokenHash),
        gte(staffMembers.setupExpiresAt, now),
        eq(staffMembers.disabled, false),
      ),
    )
    .limit(1);
  return row;
}

/** Keeps the TOTP secret offered on the set-up page (encrypted) until a code confirms it. */
export async function storePendingTotpSecret(
  db: Db,
  id: string,
  encryptedSecret: string,
): Promise<void> {
  await db
    .update(staffMembers)
    .set({ totpSecret: encryptedSecret, totpConfirmed: false, totpLastStep: null })
    .where(eq(staffMembers.id, id));
}

/**
 * Finishes set-up: password and confirmed authenticator, the code's time step used, the token
 * spent. Only while the token is still the member's (a second use of the link changes nothing).
 */
export async function completeSetup(
  db: Db,
  input: { id: string; tokenHash: string; passwordHash: string; step: number; now: Date },
): Promise<boolean> {
  const done = await db
    .update(staffMembers)
    .set({
      passwordHash: input.passwordHash,
      totpConfirmed: true,
      totpLastStep: input.step,
      setupTokenHash: null,
      setupExpiresAt: null,
      updatedAt: input.now,
    })
    .where(and(eq(staffMembers.id, input.id), eq(staffMembers.setupTokenHash, input.tokenHash)))
    .returning({ id: staffMembers.id });
  return done.length === 1;
}

/**
 * Records a TOTP time step as used, atomically: true only when it is later than the last one
 * accepted, so the same code (or an older one) is never accepted twice, even by two requests at once.
 */
export async function useTotpStep(db: Db, id: string, step: number): Promise<boolean> {
  const done = await db
    .update(staffMembers)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffMembers.id, id),
        or(isNull(staffMembers.totpLastStep), lt(staffMembers.totpLastStep, step)),
      ),
    )
    .returning({ id: staffMembers.id });
  return done.length === 1;
}

// --- Sessions -------------------------------------------------------------------------------

export async function insertSession(
  db: Db,
  session: {
    idHash: string;
    memberId: string;
    stage: "password" | "full";
    now: Date;
    expiresAt: Date;
    address: string | null;
    /** A session this one replaces (the password stage when the code is accepted). */
    replaces?: string;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (session.replaces)
      await tx.delete(staffSessions).where(eq(staffSessions.idHash, session.replaces));
    // Expired sessions of anyone are cleared as new ones are made.
    await tx.delete(staffSessions).where(lt(staffSessions.expiresAt, session.now));
    await tx.insert(staffSessions).values({
      idHash: session.idHash,
      memberId: session.memberId,
      stage: session.stage,
      createdAt: session.now,
      lastSeenAt: session.now,
      expiresAt: session.expiresAt,
      address: session.address,
    });
  });
}

export async function findSession(
  db: Db,
  idHash: string,
): Promise<{ session: StaffSessionRow; member: StaffMemberRow } | undefined> {
  const [row] = await db
    .select({ session: staffSessions, member: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.memberId))
    .where(eq(staffSessions.idHash, idHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, idHash: string, now: Date): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.idHash, idHash));
}

export async function deleteSession(db: Db, idHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
}

export async function deleteMemberSessions(db: Db, memberId: string): Promise<number> {
  const gone = await db
    .delete(staffSessions)
    .where(eq(staffSessions.memberId, memberId))
    .returning({ idHash: staffSessions.idHash });
  return gone.length;
}

// --- Audit trail ----------------------------------------------------------------------------

export type AuditEntry = {
  memberId: string | null;
  action: string;
  applicationId?: string | null;
  address: string | null;
  detail?: Record<string, unknown>;
  at: Date;
};

export async function appendAudit(db: Pick<Db, "insert">, entry: AuditEntry): Promise<void> {
  await db.insert(staffAudit).values({
    memberId: entry.memberId,
    action: entry.action,
    applicationId: entry.applicationId ?? null,
    address: entry.address,
    detail: entry.detail ?? {},
    at: entry.at,
  });
}

export type AuditFilter = {
  memberId?: string;
  action?: string;
  applicationId?: string;
  from?: Date;
  to?: Date;
};

function auditWhere(filter: AuditFilter): SQL | undefined {
  const conditions = [
    filter.memberId ? eq(staffAudit.memberId, filter.memberId) : undefined,
    filter.action ? eq(staffAudit.action, filter.action) : undefined,
    filter.applicationId ? eq(staffAudit.applicationId, filter.applicationId) : undefined,
    filter.from ? gte(staffAudit.at, filter.from) : undefined,
    filter.to ? lte(staffAudit.at, filter.to) : undefined,
  ].filter((c) => c !== undefined);
  return conditions.length ? and(...conditions) : undefined;
}

/** Newest first; `limit` rows from `offset`, and how many match in all. */
export async function listAudit(
  db: Db,
  filter: AuditFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = auditWhere(filter);
  const rows = await db
    .select()
    .from(staffAudit)
    .where(where)
    .orderBy(desc(staffAudit.at), desc(staffAudit.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(staffAudit).where(where);
  return { rows, total: total?.n ?? 0 };
}

// --- Pipeline -------------------------------------------------------------------------------

export type PipelineColumns = {
  loanAmountCents: number | null;
  propertyState: string | null;
  searchName: string | null;
  searchEmail: string | null;
  searchPhone: string | null;
  searchKeyId: string;
};

export type PipelineSort = "submitted" | "touched" | "amount" | "status";

export type PipelineQuery = {
  /** An officer sees the applications assigned to them and the unassigned queue; admins all. */
  officerScope?: string;
  status?: PipelineStatus;
  formId?: string;
  /** A member id, or "unassigned". */
  assignedTo?: string;
  /** Blind-index matches: the column and the keyed hash of the normalised search. */
  search?: { column: "name" | "email" | "phone"; hash: string };
  sort: PipelineSort;
  direction: "asc" | "desc";
  offset: number;
  limit: number;
};

export type PipelineRow = typeof applications.$inferSelect;

export function scopeCondition(officerScope: string | undefined): SQL | undefined {
  return officerScope
    ? or(eq(applications.assignedTo, officerScope), isNull(applications.assignedTo))
    : undefined;
}

export async function listPipeline(
  db: Db,
  query: PipelineQuery,
): Promise<{ rows: PipelineRow[]; total: number }> {
  const searchColumn = query.search
    ? {
        name: applications.searchName,
        email: applications.searchEmail,
        phone: applications.searchPhone,
      }[query.search.column]
    : undefined;
  const conditions = [
    eq(applications.status, "submitted"),
    scopeCondition(query.officerScope),
    query.status ? eq(applications.pipelineStatus, query.status) : undefined,
    query.formId ? eq(applications.formId, query.formId) : undefined,
    query.assignedTo === "unassigned"
      ? isNull(applications.assignedTo)
      : query.assignedTo
        ? eq(applications.assignedTo, query.assignedTo)
        : undefined,
    searchColumn && query.search ? eq(searchColumn, query.search.hash) : undefined,
  ].filter((c) => c !== undefined);
  const where = and(...conditions);
  const column = {
    submitted: applications.submittedAt,
    touched: sql`coalesce(${applications.staffTouchedAt}, ${applications.submittedAt})`,
    amount: applications.loanAmountCents,
    status: applications.pipelineStatus,
  }[query.sort];
  const order =
    query.direction === "asc" ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  const rows = await db
    .select()
    .from(applications)
    .where(where)
    .orderBy(order, desc(applications.id))
    .offset(query.offset)
    .limit(query.limit);
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** Drafts in progress, most recently active first. */
export async function listDrafts(
  db: Db,
  page: { offset: number; limit: number },
): Promise<{ rows: PipelineRow[]; total: number }> {
  const where = eq(applications.status, "draft");
  const rows = await db
    .select()
    .from(applications)
    .where(where)
    .orderBy(desc(applications.updatedAt), desc(applications.id))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(applications).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** A submitted application as `officerScope` may see it (undefined: not found, or not theirs). */
export async function getSubmittedApplication(
  db: Db,
  id: string,
  officerScope: string | undefined,
): Promise<PipelineRow | undefined> {
  const [row] = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.id, id),
        eq(applications.status, "submitted"),
        scopeCondition(officerScope),
      ),
    )
    .limit(1);
  return row;
}

/** Moves an application to `to`, recording who and when; false when it already is there. */
export async function changePipelineStatus(
  db: Db,
  input: { applicationId: string; memberId: string; to: PipelineStatus; now: Date },
): Promise<{ from: PipelineStatus } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: applications.pipelineStatus })
      .from(applications)
      .where(eq(applications.id, input.applicationId))
      .for("update");
    if (!row || row.status === input.to) return null;
    await tx
      .update(applications)
      .set({ pipelineStatus: input.to, staffTouchedAt: input.now })
      .where(eq(applications.id, input.applicationId));
    await tx.insert(applicationStatusChanges).values({
      applicationId: input.applicationId,
      memberId: input.memberId,
      fromStatus: row.status,
      toStatus: input.to,
      createdAt: input.now,
    });
    return { from: row.status };
  });
}

/**
 * Assigns an application (null: back to the unassigned queue). With `onlyIfUnassigned` (an
 * officer taking it) only while nobody has it, in the same statement: of two officers taking it
 * at once, one gets it and the other nothing. False when nothing changed.
 */
export async function assignApplication(
  db: Db,
  applicationId: string,
  memberId: string | null,
  now: Date,
  options: { onlyIfUnassigned?: boolean } = {},
): Promise<boolean> {
  const done = await db
    .update(applications)
    .set({ assignedTo: memberId, staffTouchedAt: now })
    .where(
      and(
        eq(applications.id, applicationId),
        options.onlyIfUnassigned ? isNull(applications.assignedTo) : undefined,
      ),
    )
    .returning({ id: applications.id });
  return done.length === 1;
}

export async function insertNote(
  db: Db,
  note: { applicationId: string; memberId: string; body: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(applicationNotes).values({
      applicationId: note.applicationId,
      memberId: note.memberId,
      body: note.body,
      createdAt: note.now,
    });
    await tx
      .update(applications)
      .set({ staffTouchedAt: note.now })
      .where(eq(applications.id, note.applicationId));
  });
}

export async function listNotes(db: Db, applicationId: string): Promise<NoteRow[]> {
  return db
    .select()
    .from(applicationNotes)
    .where(eq(applicationNotes.applicationId, applicationId))
    .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
}

export async function listStatusChanges(db: Db, applicationId: string): Promise<StatusChangeRow[]> {
  return db
    .select()
    .from(applicationStatusChanges)
    .where(eq(applicationStatusChanges.applicationId, applicationId))
    .orderBy(asc(applicationStatusChanges.createdAt), asc(applicationStatusChanges.id));
}

/** Submitted applications whose blind index is missing or under another key (start-up fill). */
export async function listUnindexed(
  db: Db,
  keyId: string,
  after: string | undefined,
  limit: number,
): Promise<PipelineRow[]> {
  return db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.status, "submitted"),
        after ? gt(applications.id, after) : undefined,
        or(isNull(applications.searchKeyId), ne(applications.searchKeyId, keyId)),
      ),
    )
    .orderBy(asc(applications.id))
    .limit(limit);
}

export async function setPipelineColumns(
  db: Db,
  applicationId: string,
  columns: PipelineColumns,
): Promise<void> {
  await db.update(applications).set(columns).where(eq(applications.id, applicationId));
}

export async function getOutboxRows(db: Db, applicationId: string) {
  return db.select().from(outbox).where(eq(outbox.applicationId, applicationId));
}

/** Queues a delivery again now (a dead one included), with a fresh attempt budget. */
export async function requeueDelivery(db: Db, applicationId: string, now: Date): Promise<number> {
  const done = await db
    .update(outbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: now })
    .where(eq(outbox.applicationId, applicationId))
    .returning({ id: outbox.id });
  return done.length;
}

/** Names of members by id, for lists. */
export async function memberNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.name]));
}
