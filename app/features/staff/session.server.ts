import { createHash, randomBytes } from "node:crypto";
import { createContext } from "react-router";
import { getDb } from "~/db/db.server";
import type { StaffRole } from "~/lib/staff/pipeline";
import { deleteSession, findSession, touchSession } from "~/models/staff.server";
import { readCookie } from "~/utils/session.server";

/**
 * Staff sessions (docs/decisions/017-staff-back-office.md): server-side rows keyed by the SHA-256
 * of a 256-bit random id that only the `__Host-staff` cookie holds (HttpOnly, SameSite=Strict,
 * Secure, Path=/; `staff` without Secure where cookies are not secure, as for the visitor
 * cookie). A new id at each stage of sign-in; 15 minutes idle and 8 hours in all.
 */
export const IDLE_MS = 15 * 60 * 1000;
export const ABSOLUTE_MS = 8 * 60 * 60 * 1000;
/** Between the password and the code. */
export const PASSWORD_STAGE_MS = 5 * 60 * 1000;
/** lastSeenAt is written at most this often (each staff request would otherwise write). */
const TOUCH_EVERY_MS = 15 * 1000;

export type StaffMember = { id: string; email: string; name: string; role: StaffRole };
export type StaffAuth = {
  idHash: string;
  stage: "password" | "full";
  member: StaffMember;
};

/** The signed-in member (or the password stage) of this request; null when nobody is. */
export const staffContext = createContext<StaffAuth | null>(null);

export function staffCookieName(secure: boolean): string {
  return secure ? "__Host-staff" : "staff";
}

export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

export function sessionHash(id: string): string {
  return createHash("sha256").update(`staff-session:${id}`).digest("hex");
}

export function serializeStaffCookie(id: string, secure: boolean): string {
  return [
    `${staffCookieName(secure)}=${id}`,
    "Path=/",
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

export function clearStaffCookie(secure: boolean): string {
  return [
    `${staffCookieName(secure)}=`,
    "Path=/",
    "Max-Age=0",
    "HttpOnly",
    "SameSite=Strict",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}

/**
 * The session a request's cookie names, when it is still valid: its member active, within 8
 * hours of sign-in and 15 minutes of the last request (the password stage: within 5 minutes).
 * An expired session is deleted. A valid one is marked as seen now.
 */
export async function resolveStaffSession(
  cookieHeader: string | undefined,
  secure: boolean,
  now: Date,
): Promise<StaffAuth | null> {
  const id = readCookie(cookieHeader, staffCookieName(secure));
  if (!id || !/^[A-Za-z0-9_-]{43}$/.test(id)) return null;
  const db = await getDb();
  const idHash = sessionHash(id);
  const found = await findSession(db, idHash);
  if (!found) return null;
  const { session, member } = found;
  const idle = now.getTime() - session.lastSeenAt.getTime();
  if (
    member.disabled ||
    now >= session.expiresAt ||
    (session.stage === "full" && idle >= IDLE_MS)
  ) {
    await deleteSession(db, idHash);
    return null;
  }
  if (idle >= TOUCH_EVERY_MS) await touchSession(db, idHash, now);
  return {
    idHash,
    stage: session.stage,
    member: { id: member.id, email: member.email, name: member.name, role: member.role },
  };
}
