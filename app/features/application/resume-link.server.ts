import { createHash, createHmac, randomBytes } from "node:crypto";
import { RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import { z } from "zod";
import { lender } from "~/config/lender";
import { getDb } from "~/db/db.server";
import { RESUME_LINK_HOURS, resumeCutoff } from "~/lib/application/resume";
import type { FormDef } from "~/lib/application/types";
import { findDraft, openAnswers } from "~/models/applications.server";
import { insertResumeLink, resumeLinkState, useResumeLink } from "~/models/resume-links.server";
import { getEnv } from "~/utils/env.server";
import { createLimiter } from "~/utils/limiter.server";
import { mailDelivery, sendMail } from "~/utils/mail.server";
import type { RequestInfo } from "~/utils/request-context.server";
import { getSecrets } from "~/utils/secrets.server";
import { ownerHash } from "~/utils/session.server";

/**
 * "Continue on another device" (issue 14, item 5; docs/decisions/024-resume-links.md): the
 * borrower asks for a link by e-mail; the link's random token opens the draft once, within
 * RESUME_LINK_HOURS, in whichever browser follows it, and the first browser keeps its copy.
 */
/** Links asked for per draft, and per e-mail address, in an hour. */
export const RESUME_LINKS_PER_HOUR = 3;

/** 256 random bits, base64url: the only thing the link carries. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps of a token: a random token needs no slow hash (decision 024). */
export function resumeTokenHash(token: string): string {
  return createHash("sha256").update(`resume-link:${token}`).digest("hex");
}

/** The link for a token, on the site's configured origin: never the request's Host header. */
export function resumeLinkUrl(token: string): string {
  const env = getEnv();
  const base = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  return new URL(`/apply/continue/${token}`, base).href;
}

/** Whether this deployment can send the link at all (SMTP_URL, or the development folder). */
export function resumeLinksOffered(): boolean {
  return mailDelivery() !== null;
}

const emailSchema = z
  .string()
  .trim()
  .max(254, "Enter an email address of at most 254 characters.")
  .pipe(z.email("Enter an email address like name@example.com."));

export const RESUME_MESSAGES = {
  noDraft:
    "There are no saved answers in this browser to continue yet. Answer the first question, then ask for a link.",
  notOffered: "Links by e-mail aren't available on this site at the moment.",
  tooMany: (minutes: number) =>
    `You've asked for several links in a short time. Please wait ${minutes} minute${minutes === 1 ? "" : "s"} and try again, or use the last link we sent.`,
} as const;

let limiters: { draft: RateLimiterAbstract; address: RateLimiterAbstract } | undefined;

function getLimiters() {
  if (!limiters) {
    const { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: redisKeyPrefix } = getEnv();
    const common = { points: RESUME_LINKS_PER_HOUR, duration: 60 * 60, redisUrl, redisKeyPrefix };
    limiters = {
      draft: createLimiter({ keyPrefix: "resume:draft", ...common }),
      address: createLimiter({ keyPrefix: "resume:address", ...common }),
    };
  }
  return limiters;
}

/** The address's key in the rate-limit store: a keyed hash, never the address itself. */
function addressKey(email: string): string {
  return createHmac("sha256", getSecrets().sessionSecret)
    .update(`resume-link-address\n${email.toLowerCase()}`)
    .digest("base64url");
}

/** Seconds to wait when the limit is used up; 0 when a point was taken. */
async function take(limiter: RateLimiterAbstract, key: string): Promise<number> {
  try {
    await limiter.consume(key);
    return 0;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.ceil(rejection.msBeforeNext / 1000);
    throw rejection;
  }
}

export type ResumeFormPage = { offered: boolean; hasDraft: boolean; email: string };

/** The "continue on another device" page: pre-filled with the e-mail the draft holds, if any. */
export async function resumeFormPage(form: FormDef, info: RequestInfo): Promise<ResumeFormPage> {
  const draft = await currentDraft(form, info);
  if (!draft) return { offered: resumeLinksOffered(), hasDraft: false, email: "" };
  const stored = openAnswers(draft, getSecrets().encryptionKeys).contact_info?.email;
  return {
    offered: resumeLinksOffered(),
    hasDraft: true,
    email: typeof stored === "string" ? stored : "",
  };
}

async function currentDraft(form: FormDef, info: RequestInfo) {
  return findDraft(await getDb(), form.id, ownerHash(info.visitorSecret), resumeCutoff(new Date()));
}

export type RequestLinkOutcome =
  | { status: 200 }
  | { status: 422; email: string; error: string }
  | { status: 404 | 429 | 503; message: string };

/**
 * Sends a link to the draft of `form` this browser holds. The answer does not depend on whether
 * the mail server took the message: the page always says a link was sent to that address, and
 * neither the address nor the link is logged.
 */
export async function requestResumeLink(
  form: FormDef,
  rawEmail: unknown,
  info: RequestInfo,
): Promise<RequestLinkOutcome> {
  if (!resumeLinksOffered()) return { status: 503, message: RESUME_MESSAGES.notOffered };
  const typed = typeof rawEmail === "string" ? rawEmail.slice(0, 400) : "";
  const parsed = emailSchema.safeParse(typed);
  if (!parsed.success) {
    return {
      status: 422,
      email: typed,
      error: parsed.error.issues[0]?.message ?? "Enter an email address.",
    };
  }
  const email = parsed.data;
  const draft = await currentDraft(form, info);
  if (!draft) return { status: 404, message: RESUME_MESSAGES.noDraft };

  const { draft: perDraft, address: perAddress } = getLimiters();
  const wait = (await take(perDraft, draft.id)) || (await take(perAddress, addressKey(email)));
  if (wait > 0) {
    info.log.info({ form: form.id }, "resume link refused: too many");
    return { status: 429, message: RESUME_MESSAGES.tooMany(Math.max(1, Math.ceil(wait / 60))) };
  }

  const token = randomBytes(32).toString("base64url");
  const now = new Date();
  await insertResumeLink(await getDb(), {
    tokenHash: resumeTokenHash(token),
    applicationId: draft.id,
    now,
    expiresAt: new Date(now.getTime() + RESUME_LINK_HOURS * 60 * 60 * 1000),
  });
  try {
    await sendMail({ to: email, ...resumeMail(resumeLinkUrl(token)) });
    info.log.info({ form: form.id }, "resume link sent");
  } catch (error) {
    // The mail server's own message can quote the address: only its codes are logged.
    const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
    info.log.warn(
      { form: form.id, code: String(code ?? "unknown"), responseCode },
      "resume link not sent",
    );
  }
  return { status: 200 };
}

/** The message: the link and how it works, nothing about the borrower or their answers. */
export function resumeMail(link: string): { subject: string; text: string; html: string } {
  const lines = [
    "Here is the link you asked for to continue your home loan application on another device:",
    link,
    `It works once, within ${RESUME_LINK_HOURS} hours. The device you started on keeps your answers too.`,
    "If you didn't ask for this link, you can ignore this e-mail: nothing has been shared.",
    `${lender.name} · NMLS #${lender.nmlsId} · ${lender.phone}`,
  ];
  const escape = (s: string) =>
    s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
  const html = [
    `<p>${escape(lines[0]!)}</p>`,
    `<p><a href="${escape(link)}">Continue my application</a></p>`,
    `<p>${escape(lines[2]!)}</p>`,
    `<p>${escape(lines[3]!)}</p>`,
    `<p>${escape(lines[4]!)}</p>`,
  ].join("\n");
  return {
    subject: `Continue your application with ${lender.name}`,
    text: lines.join("\n\n") + "\n",
    html,
  };
}

export type ContinuePage =
  { kind: "valid"; formId: string } | { kind: "used" | "expired" | "unknown" };

/** What a link opens, without using it: a mail scanner's GET must not spend the link. */
export async function continuePage(token: string): Promise<ContinuePage> {
  if (!TOKEN.test(token)) return { kind: "unknown" };
  return resumeLinkState(await getDb(), resumeTokenHash(token), new Date());
}

/**
 * Uses the link: this browser now holds the draft beside the browsers that already do. Returns
 * the form to open (at the borrower's current step), or null when the link can't be used.
 */
export async function followResumeLink(token: string, info: RequestInfo): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const result = await useResumeLink(
    await getDb(),
    resumeTokenHash(token),
    ownerHash(info.visitorSecret),
    new Date(),
  );
  info.log.info({ outcome: result.kind }, "resume link followed");
  return result.kind === "opened" ? result.formId : null;
}
