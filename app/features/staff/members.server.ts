import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Db } from "~/db/client.server";
import { openAnswers } from "~/models/applications.server";
import {
  appendAudit,
  deleteMemberSessions,
  findMemberByEmail,
  insertMember,
  issueSetupToken,
  listMembers,
  listUnindexed,
  setMemberDisabled,
  setPipelineColumns,
  type StaffMemberRow,
} from "~/models/staff.server";
import { isStaffRole, type StaffRole } from "~/lib/staff/pipeline";
import { getEnv } from "~/utils/env.server";
import { getSecrets } from "~/utils/secrets.server";
import { pipelineColumns } from "./search-index.server";

/** How long a set-up link works. */
export const SETUP_LINK_HOURS = 24;

/** Who made a change to the staff list: a signed-in admin, or the command line. */
export type Actor = { memberId: string | null; address: string | null };

export function setupTokenHash(token: string): string {
  return createHash("sha256").update(`staff-setup:${token}`).digest("hex");
}

/** The one-time set-up link for a token: PUBLIC_ORIGIN, else this machine's address. */
export function setupLink(token: string, origin?: string): string {
  const env = getEnv();
  const base = origin ?? env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  return new URL(`/staff/setup?token=${token}`, base).href;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type NewMember = { email: string; name: string; role: string };

/** Why a new member's details are refused, by field; empty when they are fine. */
export function newMemberProblems(input: NewMember): Record<string, string> {
  const problems: Record<string, string> = {};
  const email = input.email.trim();
  if (!EMAIL.test(email) || email.length > 254) problems.email = "Enter a valid e-mail address.";
  const name = input.name.trim();
  if (name.length < 1 || name.length > 100) problems.name = "Enter a name (up to 100 characters).";
  if (!isStaffRole(input.role)) problems.role = "Choose admin or officer.";
  return problems;
}

/**
 * Creates a member and returns the one-time set-up token (random, 256 bits; only its SHA-256 is
 * stored; it expires in SETUP_LINK_HOURS). The caller shows the link once.
 */
export async function createMember(
  db: Db,
  input: NewMember,
  actor: Actor,
  now: Date,
): Promise<
  | { ok: true; member: StaffMemberRow; token: string }
  | { ok: false; problems: Record<string, string> }
> {
  const problems = newMemberProblems(input);
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  const email = input.email.trim().toLowerCase();
  if (await findMemberByEmail(db, email))
    return { ok: false, problems: { email: "A member with this e-mail already exists." } };
  const token = randomBytes(32).toString("base64url");
  const member = await insertMember(db, {
    id: randomUUID(),
    email,
    name: input.name.trim(),
    role: input.role as StaffRole,
    setupTokenHash: setupTokenHash(token),
    setupExpiresAt: new Date(now.getTime() + SETUP_LINK_HOURS * 3600_000),
    now,
  });
  await appendAudit(db, {
    memberId: actor.memberId,
    action: "staff-created",
    address: actor.address,
    detail: { member: member.id, role: member.role },
    at: now,
  });
  return { ok: true, member, token };
}

export async function disableMember(
  db: Db,
  id: string,
  disabled: boolean,
  actor: Actor,
  now: Date,
): Promise<StaffMemberRow | undefined> {
  const row = await setMemberDisabled(db, id, disabled, now);
  if (row) {
    await appendAudit(db, {
      memberId: actor.memberId,
      action: disabled ? "staff-disabled" : "staff-enabled",
      address: actor.address,
      detail: { member: id },
      at: now,
    });
  }
  return row;
}

/** Removes a member's password and authenticator, ends their sessions, and returns a new set-up token. */
export async function resetMfa(
  db: Db,
  id: string,
  actor: Actor,
  now: Date,
): Promise<{ member: StaffMemberRow; token: string } | undefined> {
  const token = randomBytes(32).toString("base64url");
  const member = await issueSetupToken(
    db,
    id,
    setupTokenHash(token),
    new Date(now.getTime() + SETUP_LINK_HOURS * 3600_000),
    { resetMfa: true, now },
  );
  if (!member) return undefined;
  await appendAudit(db, {
    memberId: actor.memberId,
    action: "staff-reset-mfa",
    address: actor.address,
    detail: { member: id },
    at: now,
  });
  return { member, token };
}

export { listMembers, deleteMemberSessions, findMemberByEmail };

/**
 * Fills the pipeline columns (summary and blind index) of submitted applications that have none,
 * or whose index was made under another key; run at start and by scripts/staff.ts reindex.
 */
export async function fillSearchIndex(db: Db): Promise<number> {
  const { staffIndexKey, encryptionKeys } = getSecrets();
  let done = 0;
  let after: string | undefined;
  for (;;) {
    const rows = await listUnindexed(db, staffIndexKey.id, after, 200);
    if (rows.length === 0) return done;
    for (const row of rows) {
      after = row.id;
      let answers;
      try {
        answers = openAnswers(row, encryptionKeys);
      } catch {
        continue; // a value under a key no longer configured: left for the operator (reencrypt)
      }
      await setPipelineColumns(db, row.id, pipelineColumns(row.formId, answers, staffIndexKey));
      done++;
    }
  }
}
