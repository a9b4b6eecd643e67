/**
 * "Continue on another device" and how long a draft resumes (issue 14, items 5 and 6;
 * docs/decisions/024-resume-links.md).
 */

/** How long a resume link works, in hours. */
export const RESUME_LINK_HOURS = 24;

/**
 * A draft nobody has opened for this many days no longer resumes from the browser's cookie alone:
 * the borrower starts afresh. The purge command still deletes drafts at DRAFT_MAX_AGE_DAYS.
 */
export const DRAFT_RESUME_DAYS = 30;

/** The oldest "last seen" time of a draft that still resumes from its cookie, at `now`. */
export function resumeCutoff(now: Date): Date {
  return new Date(now.getTime() - DRAFT_RESUME_DAYS * 24 * 60 * 60 * 1000);
}
