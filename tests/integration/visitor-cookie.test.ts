/**
 * Security review, issue 13 (3): the visitor cookie is signed with SESSION_SECRET, a made-up or
 * forged value is replaced and owns nothing, and the value is rotated when the first step of a
 * new application is accepted (the visitor's applications follow the new value).
 */
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { getForm, getStep } from "~/lib/application/forms";
import { validInput } from "~/lib/application/test-fixtures";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { Visitor } from "../support/visitor";
import { startServer, type RunningServer } from "./harness";

const purchase = getForm("purchase")!;
const FIRST = purchase.firstSlug;
const COOKIE = "__Host-visitor";

type StepJson = { slug: string; sessionUUID: string; version: number };

/** The visitor cookie's value as a Set-Cookie header of `res` sets it, if it does. */
function setVisitorCookie(res: Response): string | undefined {
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(";")[0]!;
    if (pair.startsWith(`${COOKIE}=`)) return pair.slice(COOKIE.length + 1);
  }
  return undefined;
}

function cookieValue(visitor: Visitor): string {
  return /(?:^|; )__Host-visitor=([^;]*)/.exec(visitor.cookie)?.[1] ?? "";
}

/** A 43-character base64url value, as the visitor cookie used to be: anyone can make one up. */
const CHOSEN = "AttackerChosenValue_0123456789abcdefghijklm";

for (const kind of databaseKinds()) {
  describe(`the visitor cookie on ${kind}`, () => {
    let database: TestDatabase;
    let server: RunningServer;
    beforeAll(async () => {
      database = await provideDatabase(kind);
      server = await startServer({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    });
    afterAll(async () => {
      await server?.stop();
      await database?.cleanup();
    });

    test("a made-up or forged visitor cookie is replaced and reaches no draft", async () => {
      // The victim carries a value the attacker chose (cookie fixation) and starts an application.
      const victim = new Visitor(server.origin);
      victim.cookie = `${COOKIE}=${CHOSEN}`;
      const page = await victim.open(`/apply/purchase/${FIRST}`);
      const issued = setVisitorCookie(page);
      expect(issued).toBeDefined();
      expect(issued).not.toBe(CHOSEN);
      const first = await victim.patchJson(
        `/apply/purchase/${FIRST}`,
        validInput(getStep(purchase, FIRST)!),
      );
      expect(first.status).toBe(200);
      const { slug: second } = (await first.json()) as StepJson;
      const own = await victim.request("GET", `/apply/purchase/steps/${second}`, {
        accept: "application/json",
      });
      expect(own.status).toBe(200);

      // The attacker with the chosen value, or the victim's secret under a made-up signature.
      const real = cookieValue(victim);
      const forgeries = [CHOSEN, real.replace(/.$/, (c) => (c === "A" ? "B" : "A"))];
      const dot = real.indexOf(".");
      if (dot > 0) forgeries.push(real.slice(0, dot), `${real.slice(0, dot)}.`);
      for (const forged of forgeries) {
        const attacker = new Visitor(server.origin);
        attacker.cookie = `${COOKIE}=${forged}`;
        const res = await attacker.request("GET", `/apply/purchase/steps/${second}`, {
          accept: "application/json",
        });
        expect(res.status, forged).toBe(404);
        const replaced = setVisitorCookie(res);
        expect(replaced, forged).toBeDefined();
        expect(replaced, forged).not.toBe(forged);
      }
    });

    test("the cookie is rotated when the first step of a new application is accepted: the new value owns the draft, the old one does not", async () => {
      for (const js of [true, false]) {
        const visitor = new Visitor(server.origin);
        await visitor.open(`/apply/purchase/${FIRST}`);
        const before = cookieValue(visitor);
        expect(before).not.toBe("");
        const answer = validInput(getStep(purchase, FIRST)!) as Record<string, string>;
        const res = js
          ? await visitor.patchJson(`/apply/purchase/${FIRST}`, answer)
          : await visitor.request("POST", `/apply/purchase/${FIRST}`, {
              body: new URLSearchParams({ ...answer, csrf: visitor.csrfToken }).toString(),
              contentType: "application/x-www-form-urlencoded",
              csrf: false,
            });
        expect(res.status).toBe(js ? 200 : 303);
        const after = setVisitorCookie(res);
        expect(after).toBeDefined();
        expect(after).not.toBe(before);
        const second = js
          ? ((await res.json()) as StepJson).slug
          : res.headers.get("location")!.split("/").at(-1)!;

        const withNew = await visitor.request("GET", `/apply/purchase/steps/${second}`, {
          accept: "application/json",
        });
        expect(withNew.status).toBe(200);
        // The next step is accepted with the new cookie (and the CSRF token that goes with it).
        const next = await visitor.patchJson(`/apply/purchase/${second}`, {
          ...validInput(getStep(purchase, second)!),
          version: 1,
        });
        expect(next.status, await next.clone().text()).toBe(200);
        // Later steps do not rotate again.
        expect(setVisitorCookie(next) ?? cookieValue(visitor)).toBe(after);

        const old = new Visitor(server.origin);
        old.cookie = `${COOKIE}=${before}`;
        const withOld = await old.request("GET", `/apply/purchase/steps/${second}`, {
          accept: "application/json",
        });
        expect(withOld.status).toBe(404);
      }
    });

    test("only page loads extend the cookie: a script's request in flight while a step rotates it cannot put the old value back", async () => {
      const visitor = new Visitor(server.origin);
      const page = await visitor.open(`/apply/purchase/${FIRST}`);
      expect(setVisitorCookie(page)).toBeDefined();
      const before = cookieValue(visitor);
      // A ZIP lookup and the route manifest, as the page's script sends them (Accept */*).
      for (const path of ["/api/places/zip/97204", "/__manifest?paths=%2Fapply&version=x"]) {
        const res = await visitor.request("GET", path, { accept: "*/*" });
        expect(setVisitorCookie(res), path).toBeUndefined();
      }
      // The race that used to lose a borrower's second step: the lookup leaves after the step
      // that rotates the cookie but answers after it. Its answer must not set the old value.
      const lookup = await visitor.request("GET", "/api/places/zip/97204", { accept: "*/*" });
      const rotated = await visitor.patchJson(
        `/apply/purchase/${FIRST}`,
        validInput(getStep(purchase, FIRST)!),
      );
      expect(setVisitorCookie(rotated)).not.toBe(before);
      expect(setVisitorCookie(lookup)).toBeUndefined();
      // A page load still extends the cookie it came with.
      const again = await visitor.open("/");
      expect(setVisitorCookie(again)).toBe(cookieValue(visitor));
    });

    test("an identical retry of the first step from the old cookie (its answer was lost) gets the same application and a new cookie; anything else from it does not", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open(`/apply/purchase/${FIRST}`);
      const oldCookie = visitor.cookie;
      const oldToken = visitor.csrfToken;
      const answer = validInput(getStep(purchase, FIRST)!);
      const first = await visitor.patchJson(`/apply/purchase/${FIRST}`, answer);
      const { sessionUUID } = (await first.json()) as StepJson;
      const lostCookie = cookieValue(visitor);

      // The answer never arrived: the browser still has the old cookie and retries.
      const retry = new Visitor(server.origin);
      retry.cookie = oldCookie;
      retry.csrfToken = oldToken;
      const again = await retry.patchJson(`/apply/purchase/${FIRST}`, answer);
      expect(again.status).toBe(200);
      const view = (await again.json()) as StepJson;
      expect(view.sessionUUID).toBe(sessionUUID);
      expect(view.version).toBe(1);
      const fresh = setVisitorCookie(again);
      expect(fresh).toBeDefined();
      expect(fresh).not.toBe(lostCookie);
      expect(oldCookie).not.toContain(fresh!);
      const withFresh = await retry.request("GET", `/apply/purchase/steps/${view.slug}`, {
        accept: "application/json",
      });
      expect(withFresh.status).toBe(200);
      const withLost = new Visitor(server.origin);
      withLost.cookie = `${COOKIE}=${lostCookie}`;
      expect(
        (
          await withLost.request("GET", `/apply/purchase/steps/${view.slug}`, {
            accept: "application/json",
          })
        ).status,
      ).toBe(404);

      // Once the second step is stored, the old cookie's retry starts a new application.
      const second = await retry.patchJson(`/apply/purchase/${view.slug}`, {
        ...validInput(getStep(purchase, view.slug)!),
        version: 1,
      });
      expect(second.status).toBe(200);
      const late = new Visitor(server.origin);
      late.cookie = oldCookie;
      late.csrfToken = oldToken;
      const other = await late.patchJson(`/apply/purchase/${FIRST}`, answer);
      expect(other.status).toBe(200);
      expect(((await other.json()) as StepJson).sessionUUID).not.toBe(sessionUUID);
    });
  });
}
