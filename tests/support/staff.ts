/**
 * A browser-like client for the lender's staff (tests/integration/staff-*.test.ts): keeps the
 * cookies, reads the CSRF token from a page, posts forms the way a browser without JavaScript
 * does, and computes TOTP codes with otpauth from the secret the set-up page shows.
 */
import { spawnSync } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { Secret, TOTP } from "otpauth";
import type { Db } from "~/db/client.server";
import { createMember } from "~/features/staff/members.server";
import { CSRF_FIELD } from "~/lib/application/wire";
import { Visitor } from "./visitor";

export const STAFF_PASSWORD = "correct staff horse 4471 battery";

/** Runs scripts/staff.ts with the given environment; returns its output. */
export function staffScript(
  root: string,
  env: Record<string, string>,
  ...args: string[]
): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/staff.ts", ...args], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "production", ...env },
    encoding: "utf8",
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

/** The path and query of the set-up link a script or the staff page printed. */
export function setupPath(output: string): string {
  const link = /https?:\/\/\S+\/staff\/setup\?token=[A-Za-z0-9_-]{43}/.exec(output)?.[0];
  if (!link) throw new Error(`no set-up link in: ${output}`);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * Creates members straight in the database (faster than one scripts/staff.ts process each; on
 * PGlite only while the server is stopped) and returns each one's set-up path.
 */
export async function createMembers(
  db: Db,
  members: readonly (readonly [email: string, role: "admin" | "officer"])[],
): Promise<Record<string, string>> {
  const links: Record<string, string> = {};
  for (const [email, role] of members) {
    const made = await createMember(
      db,
      { email, name: email.split("@")[0]!, role },
      { memberId: null, address: "test" },
      new Date(),
    );
    if (!made.ok) throw new Error(Object.values(made.problems).join(" "));
    links[email] = `/staff/setup?token=${made.token}`;
  }
  return links;
}

/** The TOTP time step (30 s) of `ms`. */
export function totpStepAt(ms: number): number {
  return Math.floor(ms / 30_000);
}

/** The 6-digit code of `secret` at `ms`. */
export function totpCode(secret: string, ms: number): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: ms,
  });
}

export class StaffClient extends Visitor {
  secret = "";
  /** The time step of the last code this client signed in with. */
  lastStep = 0;

  staffCookie(): string | undefined {
    return /(?:^|; )(?:__Host-)?staff=([^;]*)/.exec(this.cookie)?.[1];
  }

  /** POST a form (urlencoded) with the CSRF token in the body, as a page without JavaScript does. */
  async postForm(
    pathname: string,
    fields: Record<string, string>,
    options: { csrf?: boolean; origin?: string | null } = {},
  ): Promise<Response> {
    const body = new URLSearchParams(fields);
    if (options.csrf !== false) body.set(CSRF_FIELD, this.csrfToken);
    return this.request("POST", pathname, {
      body: body.toString(),
      contentType: "application/x-www-form-urlencoded",
      accept: "text/html",
      csrf: false,
      origin: options.origin,
    });
  }

  /** Opens the set-up link, reads the key, chooses the password and confirms with a code. */
  async setUp(setup: string, password = STAFF_PASSWORD): Promise<Response> {
    const page = await this.open(setup);
    if (page.status !== 200) throw new Error(`set-up page: ${page.status}`);
    const html = await page.text();
    const secret = /data-totp-secret="?[^>]*>([A-Z2-7]+)</.exec(html)?.[1];
    if (!secret) throw new Error("no TOTP secret on the set-up page");
    this.secret = secret;
    const token = new URL(setup, this.origin).searchParams.get("token")!;
    return this.postForm("/staff/setup", {
      token,
      password,
      confirm: password,
      code: totpCode(secret, Date.now()),
    });
  }

  /** E-mail and password; returns the answer (303 to the code page when right). */
  async password(email: string, password = STAFF_PASSWORD): Promise<Response> {
    await this.open("/staff/sign-in");
    return this.postForm("/staff/sign-in", { email, password });
  }

  async code(code: string): Promise<Response> {
    return this.postForm("/staff/sign-in/code", { code });
  }

  /**
   * Signs in with the code of the NEXT time step (the set-up used the current one, and a step is
   * accepted once). Returns the code used.
   */
  async signIn(email: string, offsetSteps = 1): Promise<string> {
    const first = await this.password(email);
    if (first.status !== 303) throw new Error(`password: ${first.status} ${await first.text()}`);
    const at = Date.now() + offsetSteps * 30_000;
    const code = totpCode(this.secret, at);
    const second = await this.code(code);
    if (second.status !== 303 || second.headers.get("location") !== "/staff")
      throw new Error(`code: ${second.status} ${await second.text()}`);
    this.lastStep = totpStepAt(at);
    await this.open("/staff");
    return code;
  }

  /**
   * Searches the pipeline as its form does (a POST: the search must not be in a URL) and follows
   * the redirect. Returns where it went and that page's HTML; a search the server refused answers
   * on the spot (status 422, no location).
   */
  async search(
    q: string,
    filters: Record<string, string> = {},
  ): Promise<{ status: number; location: string | null; html: string }> {
    const res = await this.postForm("/staff", { q, ...filters });
    const location = res.headers.get("location");
    if (res.status !== 303 || !location)
      return { status: res.status, location: null, html: await res.text() };
    const page = await this.open(location);
    return { status: page.status, location, html: await page.text() };
  }

  /**
   * Signs in again as the same member: a code is accepted once and only within one step of now,
   * so this waits (at most 30 s) until the step after the last one used is acceptable.
   */
  async signInAgain(email: string, lastStep: number): Promise<string> {
    // signIn uses the step after the current one: it is new once the current step is lastStep.
    const until = lastStep * 30_000 - Date.now();
    if (until > 0) await sleep(until + 200);
    return this.signIn(email);
  }
}

/** A member who has used their set-up link (a path) and signed in. */
export async function signedInMember(
  origin: string,
  setup: string,
  email: string,
): Promise<StaffClient> {
  const client = new StaffClient(origin);
  const res = await client.setUp(setup);
  if (res.status !== 303) throw new Error(`set-up: ${res.status} ${await res.text()}`);
  await client.signIn(email);
  return client;
}
