/**
 * The lender's back office (/staff, docs/decisions/017-staff-back-office.md) over real HTTP
 * against the production build: deny by default, sign-in with a password AND a TOTP code, no
 * replay, no session fixation, CSRF, lock-out, officer scope, search, audit and logs.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getForm } from "~/lib/application/forms";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { ROOT, startServer, type RunningServer } from "./harness";
import { Visitor } from "../support/visitor";
import { walkForm } from "../support/walk";
import { setupPath, StaffClient, staffScript, STAFF_PASSWORD, totpCode } from "../support/staff";

/** Every /staff route, read from app/routes.ts, with a sample id: a new route cannot be missed. */
function staffRoutes(): string[] {
  const source = readFileSync(path.join(ROOT, "app/routes.ts"), "utf8");
  return [...source.matchAll(/route\("(staff[^"]*)"/g)].map(
    (m) => `/${m[1]!.replace(":id", "00000000-0000-4000-8000-000000000000")}`,
  );
}
const PUBLIC = new Set(["/staff/sign-in", "/staff/sign-in/code", "/staff/setup"]);

/** The borrower of these tests: values that must never reach a log line. */
const BORROWER = {
  first: "Zephyrine",
  last: "Quillfeather",
  email: "zephyrine.quill@example.test",
  phone: "(503) 555-0199",
  phoneDigits: "5035550199",
  ssn: "219-09-9999",
};

for (const kind of databaseKinds()) {
  describe(`the staff back office on ${kind}`, () => {
    let database: TestDatabase;
    let server: RunningServer;
    const links: Record<string, string> = {};
    /** Signed in by the CSRF test; later tests use it as the administrator. */
    let adminClient: StaffClient | undefined;
    let env: Record<string, string>;

    beforeAll(async () => {
      database = await provideDatabase(kind);
      env = {
        DATA_DIR: database.dataDir,
        ...(database.databaseUrl
          ? {
              DATABASE_URL: database.databaseUrl,
              SESSION_SECRET: "integration-test-session-secret-0123456789abcdef",
              ENCRYPTION_KEYS: `it1:${Buffer.alloc(32, 7).toString("base64")}`,
            }
          : {}),
      };
      // PGlite is one process at a time: the accounts are made before the server starts.
      for (const [email, role] of [
        ["admin@lender.test", "admin"],
        ["olivia@lender.test", "officer"],
        ["oscar@lender.test", "officer"],
        ["replay@lender.test", "officer"],
        ["fixation@lender.test", "officer"],
        ["locked@lender.test", "officer"],
      ] as const) {
        const run = staffScript(
          ROOT,
          env,
          "create",
          "--email",
          email,
          "--name",
          email.split("@")[0]!,
          "--role",
          role,
        );
        expect(run.status, run.stderr).toBe(0);
        links[email] = setupPath(run.stdout);
      }
      server = await startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    }, 240_000);
    afterAll(async () => {
      await server?.stop();
      await database?.cleanup();
    });

    /** A member who has used their set-up link. */
    async function setUp(email: string): Promise<StaffClient> {
      const client = new StaffClient(server.origin);
      const res = await client.setUp(links[email]!);
      expect(res.status, await res.clone().text()).toBe(303);
      expect(res.headers.get("location")).toBe("/staff/sign-in?setup=done");
      return client;
    }

    test("every /staff route refuses an anonymous request: pages go to sign-in, data gets 401", async () => {
      const routes = staffRoutes();
      expect(routes).toContain("/staff/audit/export.csv");
      const anonymous = new StaffClient(server.origin);
      await anonymous.open("/");
      for (const route of routes.filter((r) => !PUBLIC.has(r))) {
        const page = await anonymous.request("GET", route, { accept: "text/html" });
        if (route.endsWith(".csv")) {
          expect(page.status, route).toBe(401);
        } else {
          expect(page.status, route).toBe(303);
          expect(page.headers.get("location"), route).toBe("/staff/sign-in");
        }
        expect(page.headers.get("cache-control"), route).toBe("no-store");
        expect(page.headers.get("x-robots-tag"), route).toContain("noindex");
        const json = await anonymous.request("GET", route, { accept: "application/json" });
        expect(json.status, route).toBe(401);
        const data = await anonymous.request("GET", `${route}.data`);
        expect(data.status, route).toBe(401);
        const post = await anonymous.postForm(route, { intent: "note", note: "x" });
        expect(post.status, route).toBe(401);
      }
      // The sign-in page itself is open, not indexed, not cached, and carries no site chrome.
      const signIn = await anonymous.request("GET", "/staff/sign-in", { accept: "text/html" });
      expect(signIn.status).toBe(200);
      const html = await signIn.text();
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      expect(html).not.toContain("googletagmanager");
      const robots = await (await anonymous.request("GET", "/robots.txt")).text();
      expect(robots).toContain("Disallow: /staff");
      const sitemap = await (await anonymous.request("GET", "/sitemap.xml")).text();
      expect(sitemap).not.toContain("/staff");
    });

    test("the right password without the code is not a sign-in, and a wrong code fails", async () => {
      const olivia = await setUp("olivia@lender.test");
      const first = await olivia.password("olivia@lender.test");
      expect(first.status).toBe(303);
      expect(first.headers.get("location")).toBe("/staff/sign-in/code");
      const stillOut = await olivia.request("GET", "/staff", { accept: "text/html" });
      expect(stillOut.status).toBe(303);
      expect(stillOut.headers.get("location")).toBe("/staff/sign-in");
      expect((await olivia.request("GET", "/staff", { accept: "application/json" })).status).toBe(
        401,
      );
      const wrong = await olivia.code(totpCode("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", Date.now()));
      expect(wrong.status).toBe(401);
      expect(await wrong.text()).toContain("That code is not right");
      expect((await olivia.request("GET", "/staff", { accept: "text/html" })).status).toBe(303);
    });

    test("a code that was used once is refused the second time", async () => {
      const client = await setUp("replay@lender.test");
      const used = await client.signIn("replay@lender.test");
      const again = new StaffClient(server.origin);
      again.secret = client.secret;
      expect((await again.password("replay@lender.test")).status).toBe(303);
      const replay = await again.code(used);
      expect(replay.status).toBe(401);
      expect((await again.request("GET", "/staff", { accept: "text/html" })).status).toBe(303);
      // The set-up's own code (an earlier step) is refused as well.
      const earlier = await again.code(totpCode(client.secret, Date.now()));
      expect(earlier.status).toBe(401);
    });

    test("session fixation: the cookie before sign-in never becomes the signed-in one", async () => {
      const client = await setUp("fixation@lender.test");
      // A value planted before sign-in (chosen by an attacker) is not kept, nor is the
      // password-stage id: each stage gets a new random id.
      const planted = "AttackerChosenStaffSession_0123456789abcdef";
      client.cookie = `${client.cookie}; __Host-staff=${planted}`;
      expect((await client.password("fixation@lender.test")).status).toBe(303);
      const passwordStage = client.staffCookie();
      expect(passwordStage).toBeTruthy();
      expect(passwordStage).not.toBe(planted);
      const code = await client.code(totpCode(client.secret, Date.now() + 30_000));
      expect(code.status).toBe(303);
      const signedIn = client.staffCookie();
      expect(signedIn).toBeTruthy();
      expect(signedIn).not.toBe(passwordStage);
      expect(signedIn).not.toBe(planted);
      const cookieHeader = code.headers.getSetCookie().find((c) => c.startsWith("__Host-staff="))!;
      expect(cookieHeader).toMatch(/; Path=\/; HttpOnly; SameSite=Strict; Secure$/);
      // The old (password-stage) id opens nothing.
      const old = new StaffClient(server.origin);
      old.cookie = `__Host-staff=${passwordStage}`;
      expect((await old.request("GET", "/staff", { accept: "application/json" })).status).toBe(401);
      // The new one does; signing out everywhere ends it.
      expect((await client.request("GET", "/staff", { accept: "text/html" })).status).toBe(200);
      await client.open("/staff");
      const out = await client.postForm("/staff/sign-out", { everywhere: "1" });
      expect(out.status).toBe(303);
      const after = new StaffClient(server.origin);
      after.cookie = `__Host-staff=${signedIn}`;
      expect((await after.request("GET", "/staff", { accept: "application/json" })).status).toBe(
        401,
      );
    });

    test("a staff POST without the CSRF token, or from another site, is refused", async () => {
      const admin = await setUp("admin@lender.test");
      await admin.signIn("admin@lender.test");
      adminClient = admin;
      await admin.open("/staff/members");
      const before = await (
        await admin.request("GET", "/staff/members", { accept: "text/html" })
      ).text();
      const noToken = await admin.postForm(
        "/staff/members",
        { intent: "create", name: "Mallory", email: "mallory@lender.test", role: "admin" },
        { csrf: false },
      );
      expect(noToken.status).toBe(403);
      const crossSite = await admin.postForm(
        "/staff/members",
        { intent: "create", name: "Mallory", email: "mallory@lender.test", role: "admin" },
        { origin: "https://evil.example" },
      );
      expect(crossSite.status).toBe(403);
      const after = await (
        await admin.request("GET", "/staff/members", { accept: "text/html" })
      ).text();
      expect(before).not.toContain("mallory@lender.test");
      expect(after).not.toContain("mallory@lender.test");
    });

    test("failed sign-ins slow down, then lock the account, with the same answer for an unknown e-mail", async () => {
      const client = await setUp("locked@lender.test");
      const answers: { status: number; text: string; ms: number }[] = [];
      for (const email of ["locked@lender.test", "nobody-here@lender.test"]) {
        for (let i = 0; i < 5; i++) {
          const started = performance.now();
          const res = await client.password(email, `wrong password number ${i}`);
          answers.push({
            status: res.status,
            text: await res.text(),
            ms: performance.now() - started,
          });
        }
      }
      const message = (t: string) =>
        /The e-mail address or password is not right[^<]*/.exec(t)?.[0];
      for (const a of answers) {
        expect(a.status).toBe(401);
        expect(message(a.text)).toBe(
          "The e-mail address or password is not right, or the account is not active.",
        );
      }
      // Slowed: the 5th failure waits 2 s, the 1st 250 ms (failureDelayMs), for both addresses.
      const known = answers.slice(0, 5).map((a) => a.ms);
      const unknown = answers.slice(5).map((a) => a.ms);
      expect(known[4]!).toBeGreaterThan(known[0]! + 1000);
      expect(unknown[4]!).toBeGreaterThan(unknown[0]! + 1000);
      // Similar timing whether the account exists or not (argon2 runs either way).
      const total = (xs: number[]) => xs.reduce((s, x) => s + x, 0);
      expect(total(unknown) / total(known)).toBeGreaterThan(0.6);
      expect(total(unknown) / total(known)).toBeLessThan(1.6);
      // Locked now: even the right password is refused, for the known and the unknown address alike.
      const locked = await client.password("locked@lender.test", STAFF_PASSWORD);
      expect(locked.status).toBe(401);
      expect(await locked.text()).toContain("Sign-in is paused for 15 minutes");
      const lockedUnknown = await client.password("nobody-here@lender.test", STAFF_PASSWORD);
      expect(await lockedUnknown.text()).toContain("Sign-in is paused for 15 minutes");
    }, 60_000);

    test("officers see their own and unassigned applications only; search; audit; no PII in logs", async () => {
      // A borrower submits a full purchase application.
      const borrower = new Visitor(server.origin);
      await borrower.open("/apply/purchase");
      const purchase = getForm("purchase")!;
      const walked = await walkForm(borrower, purchase, {
        persona: {
          personal_info: { first_name: BORROWER.first, last_name: BORROWER.last },
          contact_info: { email: BORROWER.email, phone: BORROWER.phone },
          review_and_consent: { ssn: BORROWER.ssn },
        },
      });
      const id = walked.position.sessionUUID;

      const oscar = await setUp("oscar@lender.test");
      await oscar.signIn("oscar@lender.test");

      // Unassigned: every officer sees it in the queue and can open it.
      const queue = await (await oscar.request("GET", "/staff", { accept: "text/html" })).text();
      expect(queue).toContain(`/staff/applications/${id}`);
      expect(queue).toContain(`${BORROWER.first} ${BORROWER.last}`);

      // Search by the exact e-mail, phone (any format) and full name: the blind index.
      await oscar.open("/staff");
      for (const q of [
        BORROWER.email.toUpperCase(),
        "503.555.0199",
        `  ${BORROWER.first.toLowerCase()}   ${BORROWER.last} `,
      ]) {
        const found = await oscar.search(q);
        expect(found.status, q).toBe(200);
        expect(found.html, q).toContain(`/staff/applications/${id}`);
      }
      const missing = await oscar.search("someone.else@example.test");
      expect(missing.html).not.toContain(`/staff/applications/${id}`);

      // Oscar takes it; the SSN is masked; revealing it needs a reason and is audited.
      await oscar.open(`/staff/applications/${id}`);
      const take = await oscar.postForm(`/staff/applications/${id}`, { intent: "take" });
      expect(take.status).toBe(200);
      const pageHtml = await (
        await oscar.request("GET", `/staff/applications/${id}`, { accept: "text/html" })
      ).text();
      expect(pageHtml).toContain("***-**-9999");
      expect(pageHtml).not.toContain(BORROWER.ssn);
      expect(pageHtml).not.toContain("219099999");
      const noReason = await oscar.postForm(`/staff/applications/${id}`, {
        intent: "reveal",
        field: "ssn",
        reason: "",
      });
      expect(noReason.status).toBe(422);
      const revealed = await oscar.postForm(`/staff/applications/${id}`, {
        intent: "reveal",
        field: "ssn",
        reason: "Credit pull for pre-approval",
      });
      expect(revealed.status).toBe(200);
      expect(await revealed.text()).toContain(BORROWER.ssn.replace(/-/g, ""));

      // Another officer (created by the admin on the staff page) gets 404 for Oscar's application.
      const ursula = new StaffClient(server.origin);
      ursula.secret = ""; // set by setUp below
      const made = await adminClient!.postForm("/staff/members", {
        intent: "create",
        name: "Ursula Officer",
        email: "ursula@lender.test",
        role: "officer",
      });
      expect(made.status).toBe(200);
      links["ursula@lender.test"] = setupPath(await made.text());
      const ursulaClient = await setUp("ursula@lender.test");
      await ursulaClient.signIn("ursula@lender.test");
      const notHers = await ursulaClient.request("GET", `/staff/applications/${id}`, {
        accept: "text/html",
      });
      expect(notHers.status).toBe(404);
      await ursulaClient.open("/staff");
      const postNotHers = await ursulaClient.postForm(`/staff/applications/${id}`, {
        intent: "note",
        note: "hi",
      });
      expect(postNotHers.status).toBe(404);
      const exportNotHers = await ursulaClient.postForm(`/staff/applications/${id}/export`, {
        format: "json",
      });
      expect(exportNotHers.status).toBe(404);
      const listHers = await (
        await ursulaClient.request("GET", "/staff", { accept: "text/html" })
      ).text();
      expect(listHers).not.toContain(`/staff/applications/${id}`);
      // Officers do not read the audit trail.
      expect(
        (await ursulaClient.request("GET", "/staff/audit", { accept: "text/html" })).status,
      ).toBe(403);

      // Oscar downloads it (audited), changes its status and adds a note.
      await oscar.open(`/staff/applications/${id}`);
      const json = await oscar.postForm(`/staff/applications/${id}/export`, { format: "json" });
      expect(json.status).toBe(200);
      expect(json.headers.get("content-disposition")).toContain("attachment");
      const document = (await json.json()) as {
        id: string;
        answers: { field: string; value: string }[];
      };
      expect(document.id).toBe(id);
      const status = await oscar.postForm(`/staff/applications/${id}`, {
        intent: "status",
        status: "contacted",
      });
      expect(status.status).toBe(200);
      const note = await oscar.postForm(`/staff/applications/${id}`, {
        intent: "note",
        note: "Called, will send W-2s",
      });
      expect(note.status).toBe(200);
      const after = await (
        await oscar.request("GET", `/staff/applications/${id}`, { accept: "text/html" })
      ).text();
      expect(after).toMatch(/Status: (<!-- -->)?Contacted/);
      expect(after).toContain("Called, will send W-2s");

      // The admin reads the audit trail: the reveal with its reason, the export, the status change.
      const admin2 = adminClient!;
      const csv = await admin2.request("GET", `/staff/audit/export.csv?application=${id}`);
      expect(csv.status).toBe(200);
      const lines = (await csv.text()).trim().split("\r\n");
      const actions = lines.slice(1).map((l) => l.split(",")[4]);
      expect(actions).toEqual(
        expect.arrayContaining([
          "view-application",
          "reveal",
          "export",
          "status-change",
          "note",
          "assign",
        ]),
      );
      const revealLine = lines.find((l) => l.split(",")[4] === "reveal")!;
      expect(revealLine).toContain("oscar@lender.test");
      expect(revealLine).toContain("Credit pull for pre-approval");
      expect(revealLine).toContain("127.0.0.1");
      const auditPage = await (
        await admin2.request("GET", "/staff/audit", { accept: "text/html" })
      ).text();
      expect(auditPage).toContain("Failed sign-in");
      expect(auditPage).toContain("Signed in");

      // Nothing of the borrower's identity reached the server's logs.
      const logs = server.logs();
      for (const value of [
        BORROWER.first,
        BORROWER.last,
        BORROWER.email,
        BORROWER.phoneDigits,
        "219099999",
        BORROWER.ssn,
      ]) {
        expect(logs, value).not.toContain(value);
      }
      // Nor a set-up token.
      expect(logs).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
    }, 120_000);
  });
}
