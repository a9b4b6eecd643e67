import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { applications, resumeLinks } from "~/db/schema";
import { isOwnedBy, MAX_LINKED_OWNERS } from "./applications.server";

/** Stores a new link's token hash for a draft (docs/decisions/024-resume-links.md). */
export async function insertResumeLink(
  db: Db,
  link: { tokenHash: string; applicationId: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(resumeLinks).values({
    tokenHash: link.tokenHash,
    applicationId: link.applicationId,
    createdAt: link.now,
    expiresAt: link.expiresAt,
  });
}

export type ResumeLinkState =
  { kind: "valid"; formId: string } | { kind: "used" | "expired" | "unknown" };

/** What a link's token would open now, without using it (the confirmation page). */
export async function resumeLinkState(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<ResumeLinkState> {
  const [link] = await db
    .select({
      usedAt: resumeLinks.usedAt,
      expiresAt: resumeLinks.expiresAt,
      formId: applications.formId,
      status: applications.status,
    })
    .from(resumeLinks)
    .innerJoin(applications, eq(applications.id, resumeLinks.applicationId))
    .where(eq(resumeLinks.tokenHash, tokenHash))
    .limit(1);
  if (!link) return { kind: "unknown" };
  // A draft submitted since the link was sent has nothing left to continue.
  if (link.usedAt || link.status !== "draft") return { kind: "used" };
  if (link.expiresAt <= now) return { kind: "expired" };
  return { kind: "valid", formId: link.formId };
}

export type UseResumeLink =
  { kind: "opened"; formId: string; applicationId: string } | { kind: "refused" };

/**
 * Uses a link once: marks it used (only if unused and unexpired, so two clicks cannot both
 * succeed) and lets the visitor `ownerHash` hold the draft beside the browsers that already do,
 * in one transaction. The draft counts as seen now; steps whose sensitive answers were held back
 * after an idle spell stay held back (withheldSteps is the draft's, not the browser's).
 */
export async function useResumeLink(
  db: Db,
  tokenHash: string,
  ownerHash: string,
  now: Date,
): Promise<UseResumeLink> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(resumeLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(resumeLinks.tokenHash, tokenHash),
          isNull(resumeLinks.usedAt),
          gt(resumeLinks.expiresAt, now),
        ),
      )
      .returning({ applicationId: resumeLinks.applicationId });
    if (!link) return { kind: "refused" } as const;
    const [row] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, link.applicationId))
      .for("update");
    if (!row || row.status !== "draft") return { kind: "refused" } as const;
    const linked = isOwnedBy(row, ownerHash)
      ? row.linkedOwnerHashes
      : [...row.linkedOwnerHashes, ownerHash].slice(-MAX_LINKED_OWNERS);
    await tx
      .update(applications)
      .set({ linkedOwnerHashes: linked, lastSeenAt: now })
      .where(eq(applications.id, row.id));
    return { kind: "opened", formId: row.formId, applicationId: row.id } as const;
  });
}
