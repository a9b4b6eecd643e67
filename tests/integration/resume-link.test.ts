/**
 * Issue 14, items 5 and 6: "Continue on another device". The borrower asks for a link on a step;
 * the mail goes through a real SMTP receiver on loopback (smtp-server); the link opens the draft
 * once, within 24 hours, in a second browser (cookie jar) at the borrower's current step, and
 * the first browser keeps it. Requests are limited per draft and per address. A draft untouched
 * for 30 days no longer resumes from its cookie alone.
 */
import { once } from "node:events";
import { createServer, type AddressInfo } from "node:net";
import { and, eq, isNull, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { applications, resumeLinks } from "~/db/schema";
import { getForm, getStep } from "~/lib/application/forms";
import { validInput } from "~/lib/application/test-fixtures";
import { CSRF_FIELD } from "~/lib/application/wire";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { Visitor } from "../support/visitor";
import { removeDir, startServer, type RunningServer } from "./harness";

const purchase = getForm("purchase")!;

/** Answers nobody else would give: if any of them shows up in the e-mail, it leaked. */
const PERSONAL = {
  personal_info: { first_name: "Quinlan", last_name: "Marchetti" },
  contact_info: { email: "quinlan.marchetti@example.net", phone: "(503) 555-0199" },
} as const;
const EMAIL = PERSONAL.contact_info.email;

type Mail = { to: string[]; raw: string };
type StepJson = { slug: string; sessionUUID: string; fields: { name: string; value?: unknown }[] };

function browser(server: RunningServer): Visitor {
  return new Visitor(server.origin);
}

/** A port nobody uses now: the server keeps it across a restart, and so do its links. */
async function freePort(): Promise<number> {
  const probe = createServer().listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  await new Promise((r) => probe.close(r));
  return port;
}

async function answerThrough(visitor: Visitor, until: string): Promise<string> {
  let slug = purchase.firstSlug;
  await visitor.open(`/apply/purchase/${slug}`);
  for (let i = 0; i < 30; i++) {
    const given = (PERSONAL as Record<string, Record<string, string>>)[slug] ?? {};
    const res = await visitor.patchJson(
      `/apply/purchase/${slug}`,
      validInput(getStep(purchase, slug)!, given),
    );
    expect(res.status, `${slug}: ${res.status === 200 ? "" : await res.clone().text()}`).toBe(200);
    const next = ((await res.json()) as StepJson).slug;
    if (slug === until) return next;
    slug = next;
  }
  throw new Error(`never reached ${until}`);
}

async function askForLink(visitor: Visitor, email: string): Promise<Response> {
  await visitor.open("/apply/purchase/another-device");
  return visitor.request("POST", "/apply/purchase/another-device", {
    body: new URLSearchParams({ email, [CSRF_FIELD]: visitor.csrfToken }).toString(),
    contentType: "application/x-www-form-urlencoded",
    accept: "text/html",
  });
}

async function followLink(visitor: Visitor, path: string): Promise<Response> {
  const page = await visitor.open(path);
  if (page.status !== 200) return page;
  return visitor.request("POST", path, {
    body: new URLSearchParams({ [CSRF_FIELD]: visitor.csrfToken }).toString(),
    contentType: "application/x-www-form-urlencoded",
    accept: "text/html",
  });
}

/** The message's text, quoted-printable undone (a long link is folded at 76 characters). */
function bodyOf(raw: string): string {
  const body = raw.slice(raw.search(/\r?\n\r?\n/));
  return body
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function linkIn(mail: Mail): URL {
  const found = /https?:\/\/[^\s"<>]+\/apply\/continue\/[A-Za-z0-9_-]+/.exec(bodyOf(mail.raw));
  expect(found, "a link in the mail").not.toBeNull();
  return new URL(found![0]);
}

for (const kind of databaseKinds()) {
  describe(`resume on another device on ${kind}`, () => {
    let database: TestDatabase;
    let server: RunningServer;
    let smtp: SMTPServer;
    let smtpUrl: string;
    let port: number;
    const inbox: Mail[] = [];

    const start = () =>
      startServer({
        databaseUrl: database.databaseUrl,
        dataDir: database.dataDir,
        env: {
          SMTP_URL: smtpUrl,
          MAIL_FROM: "Harbor Home Lending <no-reply@lender.example>",
          PORT: String(port),
        },
      });

    async function nextMail(count: number): Promise<Mail> {
      for (let i = 0; i < 100 && inbox.length < count; i++)
        await new Promise((r) => setTimeout(r, 50));
      expect(inbox.length).toBe(count);
      return inbox[count - 1]!;
    }

    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        onData(stream, session, done) {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => {
            inbox.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              raw: Buffer.concat(chunks).toString("utf8"),
            });
            done();
          });
        },
      });
      smtp.listen(0, "127.0.0.1");
      await once(smtp.server, "listening");
      smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
      database = await provideDatabase(kind);
      port = await freePort();
      server = await start();
    });
    afterAll(async () => {
      await server?.stop();
      await database?.cleanup();
      await new Promise<void>((r) => smtp.close(() => r()));
    });

    test("a link by e-mail opens the draft once in another browser; limits; 24 hours; 30 days", async () => {
      // The borrower, in browser A, has answered up to their contact details.
      const a = browser(server);
      const current = await answerThrough(a, "contact_info");
      const stepPage = await (await a.request("GET", `/apply/purchase/${current}`)).text();
      expect(stepPage).toContain('href="/apply/purchase/another-device"');
      expect(stepPage).toContain("Continue on another device");

      // The page asks for an address, pre-filled with the one the draft holds; nothing in the URL.
      const ask = await a.open("/apply/purchase/another-device");
      expect(ask.status).toBe(200);
      expect(ask.headers.get("cache-control")).toContain("no-store");
      expect(await ask.text()).toContain(`value="${EMAIL}"`);

      // A bad address: a message and a 422, nothing sent.
      const bad = await askForLink(a, "not-an-address");
      expect(bad.status).toBe(422);
      expect(await bad.text()).toContain("Enter an email address like name@example.com.");

      const sent = await askForLink(a, EMAIL);
      expect(sent.status).toBe(200);
      expect(await sent.text()).toContain("sent a link to that address");
      const mail = await nextMail(1);
      expect(mail.to).toEqual([EMAIL]);

      // The mail holds the link and nothing about the borrower: no name, no answers, not even
      // the address it was sent to (only the envelope and the To header carry it).
      const body = bodyOf(mail.raw);
      for (const value of ["Quinlan", "Marchetti", EMAIL, "555-0199", "Pat"])
        expect(body).not.toContain(value);
      expect(mail.raw).not.toMatch(/Quinlan|Marchetti/);
      const link = linkIn(mail);
      // The link's host is the site's configured one (PUBLIC_ORIGIN, here unset: localhost on
      // the server's port), never the Host the request came with (127.0.0.1).
      expect(link.origin).toBe(`http://localhost:${port}`);
      expect(server.origin).toBe(`http://127.0.0.1:${port}`);
      const token = link.pathname.split("/").at(-1)!;
      expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16);

      // Browser B (a second cookie jar) follows the link: the GET alone uses nothing.
      const b = browser(server);
      const preview = await b.open(link.pathname);
      expect(preview.status).toBe(200);
      expect(await preview.text()).toContain("Continue my application");
      const opened = await followLink(b, link.pathname);
      expect(opened.status).toBe(303);
      expect(opened.headers.get("location")).toBe("/apply/purchase");
      const resumed = await b.request("GET", "/apply/purchase");
      expect(resumed.headers.get("location")).toBe(`/apply/purchase/${current}`);
      const personal = await b.request("GET", "/apply/purchase/steps/personal_info", {
        accept: "application/json",
      });
      expect(personal.status).toBe(200);
      const fields = ((await personal.json()) as StepJson).fields;
      expect(fields.find((f) => f.name === "first_name")?.value).toBe("Quinlan");
      expect(b.cookie).not.toBe(a.cookie);

      // The link works once.
      const again = await followLink(b, link.pathname);
      expect(again.status).toBe(410);
      expect(await again.text()).toContain("already been used");
      const stranger = await followLink(browser(server), link.pathname);
      expect(stranger.status).toBe(410);
      // Neither the address nor the link's token goes to the logs.
      expect(server.logs()).toContain("/apply/continue/:token");
      expect(server.logs()).not.toContain(EMAIL);
      expect(server.logs()).not.toContain(token);

      // Both browsers hold the same draft: B answers the current step, A sees its progress.
      await b.open(`/apply/purchase/${current}`);
      const step = await b.patchJson(
        `/apply/purchase/${current}`,
        validInput(getStep(purchase, current)!),
      );
      expect(step.status).toBe(200);
      const afterB = ((await step.json()) as StepJson).slug;
      const inA = await a.request("GET", "/apply/purchase");
      expect(inA.headers.get("location")).toBe(`/apply/purchase/${afterB}`);

      // Three links per draft an hour: the 4th is refused with a message.
      expect((await askForLink(a, EMAIL)).status).toBe(200);
      expect((await askForLink(a, EMAIL)).status).toBe(200);
      const tooMany = await askForLink(a, EMAIL);
      expect(tooMany.status).toBe(429);
      expect(await tooMany.text()).toContain("asked for several links in a short time");
      await nextMail(3);
      const unused = linkIn(inbox[1]!);

      // And three per address: another draft asking for the same address is refused too, while
      // another address goes through.
      const c = browser(server);
      await answerThrough(c, purchase.firstSlug);
      expect((await askForLink(c, EMAIL)).status).toBe(429);
      expect((await askForLink(c, "someone.else@example.org")).status).toBe(200);

      // Another borrower D stopped after two steps, E too; then time passes: D's draft was last
      // seen 31 days ago, E's 29 days ago, and A's unused links are 25 hours old.
      const d = browser(server);
      await answerThrough(d, purchase.firstSlug);
      const dSecond = await d.request("GET", "/apply/purchase");
      expect(dSecond.status).toBe(302);
      const e = browser(server);
      const eNext = await answerThrough(e, purchase.firstSlug);
      const draftId = async (visitor: Visitor) => {
        const res = await visitor.request("GET", `/apply/purchase/steps/${purchase.firstSlug}`, {
          accept: "application/json",
        });
        return ((await res.json()) as StepJson).sessionUUID;
      };
      const [aId, dId, eId] = [await draftId(a), await draftId(d), await draftId(e)];

      await server.stop();
      const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        await handle.db
          .update(resumeLinks)
          .set({ expiresAt: sql`now() - interval '1 hour'` })
          .where(and(eq(resumeLinks.applicationId, aId), isNull(resumeLinks.usedAt)));
        await handle.db
          .update(applications)
          .set({ lastSeenAt: sql`now() - interval '31 days'` })
          .where(eq(applications.id, dId));
        await handle.db
          .update(applications)
          .set({ lastSeenAt: sql`now() - interval '29 days'` })
          .where(eq(applications.id, eId));
      } finally {
        await handle.close();
      }
      server = await start();
      const reopen = (visitor: Visitor) => {
        const next = browser(server);
        next.cookie = visitor.cookie;
        return next;
      };

      // An expired link: a clear page offering to start again.
      const expired = await followLink(browser(server), unused.pathname);
      expect(expired.status).toBe(410);
      const expiredHtml = await expired.text();
      expect(expiredHtml).toContain("This link has expired");
      expect(expiredHtml).toContain('href="/apply"');
      // An unknown one: 404, the same kind of page.
      const unknown = await browser(server).open(`/apply/continue/${"x".repeat(43)}`);
      expect(unknown.status).toBe(404);

      // 29 days: still resumes. 31 days: the cookie alone no longer opens it; a new draft starts.
      const e2 = reopen(e);
      expect((await e2.request("GET", "/apply/purchase")).headers.get("location")).toBe(
        `/apply/purchase/${eNext}`,
      );
      const d2 = reopen(d);
      const fresh = await d2.open("/apply/purchase");
      expect(fresh.status).toBe(200);
      expect(await fresh.text()).not.toContain("Continue on another device");
      const old = await d2.request("GET", `/apply/purchase/steps/${purchase.firstSlug}`, {
        accept: "application/json",
      });
      expect(((await old.json()) as StepJson).sessionUUID).not.toBe(dId);
      // A step sent from a page still naming the old draft is not stored in it.
      const stale = await d2.patchJson(`/apply/purchase/${purchase.firstSlug}`, {
        ...validInput(getStep(purchase, purchase.firstSlug)!),
        sessionUUID: dId,
      });
      expect(stale.status).toBe(404);
    });

    test("Start over lets go of the draft in that browser only", async () => {
      const startOver = async (visitor: Visitor) => {
        await visitor.open("/apply/purchase/discard");
        const res = await visitor.request("POST", "/apply/purchase/discard", {
          body: new URLSearchParams({ [CSRF_FIELD]: visitor.csrfToken }).toString(),
          contentType: "application/x-www-form-urlencoded",
          accept: "text/html",
        });
        expect(res.status).toBe(303);
      };
      const resumesAt = async (visitor: Visitor) =>
        (await visitor.request("GET", "/apply/purchase")).headers.get("location");
      const linkedPair = async (address: string) => {
        const first = browser(server);
        const next = await answerThrough(first, purchase.firstSlug);
        const before = inbox.length;
        expect((await askForLink(first, address)).status).toBe(200);
        const second = browser(server);
        const opened = await followLink(second, linkIn(await nextMail(before + 1)).pathname);
        expect(opened.status).toBe(303);
        expect(await resumesAt(second)).toBe(`/apply/purchase/${next}`);
        return { first, second, next };
      };

      // The second browser starts over: the first keeps the draft.
      const one = await linkedPair("one@example.org");
      await startOver(one.second);
      expect(await resumesAt(one.second)).toBeNull();
      expect(await resumesAt(one.first)).toBe(`/apply/purchase/${one.next}`);

      // The first browser starts over: the second keeps it; once it lets go too, it is gone.
      const two = await linkedPair("two@example.org");
      await startOver(two.first);
      expect(await resumesAt(two.first)).toBeNull();
      expect(await resumesAt(two.second)).toBe(`/apply/purchase/${two.next}`);
      await startOver(two.second);
      expect(await resumesAt(two.second)).toBeNull();
    });
  });
}

describe("when the mail server is down", () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    const database = await provideDatabase("pglite");
    dataDir = database.dataDir;
    // Nothing listens there: every send fails.
    server = await startServer({
      dataDir,
      env: { SMTP_URL: `smtp://127.0.0.1:${await freePort()}` },
    });
  });
  afterAll(async () => {
    await server?.stop();
    removeDir(dataDir);
  });

  test("the page says the same, and the log says why without the address", async () => {
    const borrower = browser(server);
    await answerThrough(borrower, purchase.firstSlug);
    const res = await askForLink(borrower, "nobody.home@example.net");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("sent a link to that address");
    expect(server.logs()).toContain("resume link not sent");
    expect(server.logs()).not.toContain("nobody.home");
  });
});
