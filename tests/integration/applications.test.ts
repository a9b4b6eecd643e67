import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { applicationEvents, applications, outbox } from "~/db/schema";
import { getForm, getStep } from "~/lib/application/forms";
import { validInput } from "~/lib/application/test-fixtures";
import type { FormDef } from "~/lib/application/types";
import type { Attribution } from "~/lib/application/wire";
import { Visitor } from "../support/visitor";
import { walkForm, type StepAnswer as StepJson } from "../support/walk";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { startServer, type RunningServer } from "./harness";

const purchase = getForm("purchase")!;
const shortPurchase = getForm("short-purchase")!;

/** Walks a form over the wire with valid answers; returns the slugs answered and where it ended. */
async function completeForm(
  visitor: Visitor,
  form: FormDef,
  attribution: Attribution | null = null,
) {
  const { visited, position } = await walkForm(visitor, form, { attribution });
  return { visited, session: position.sessionUUID, finalSlug: position.slug };
}

for (const kind of databaseKinds()) {
  describe(`applications over the wire on ${kind}`, () => {
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

    /** Reads the database: for PGlite only while the server is stopped (it holds the lock). */
    async function inspect<T>(
      fn: (db: Awaited<ReturnType<typeof openDb>>["db"]) => Promise<T>,
    ): Promise<T> {
      if (kind === "pglite") await server.stop();
      const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      try {
        return await fn(handle.db);
      } finally {
        await handle.close();
        if (kind === "pglite") server = await startServer({ dataDir: database.dataDir });
      }
    }

    test("a full purchase application walks every step to form_received and is stored with an outbox row", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/apply/purchase/home_in_mind");
      const attribution = { source: "radio", internet_source: "podcast", endorser: "agent-7" };
      const { visited, session, finalSlug } = await completeForm(visitor, purchase, attribution);
      expect(finalSlug).toBe("form_received");
      expect(visited[0]).toBe("home_in_mind");
      expect(visited.at(-1)).toBe("review_and_consent");
      expect(visited.length).toBeGreaterThanOrEqual(16);

      const stored = await inspect(async (db) => {
        const [row] = await db.select().from(applications).where(eq(applications.id, session));
        const events = await db
          .select()
          .from(applicationEvents)
          .where(eq(applicationEvents.applicationId, session));
        const box = await db.select().from(outbox).where(eq(outbox.applicationId, session));
        return { row, events, box };
      });
      expect(stored.row?.status).toBe("submitted");
      expect(stored.row?.source).toBe("radio");
      expect(stored.row?.internetSource).toBe("podcast");
      expect(stored.row?.endorser).toBe("agent-7");
      expect(stored.events.map((e) => e.slug)).toEqual(visited);
      expect(stored.box).toHaveLength(1);
      expect(stored.box[0]?.kind).toBe("application.submitted");
    });

    test("short forms wrap their fields; an unwrapped body is refused with 422 and stores nothing", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/apply/short-purchase/property_area");
      const step = getStep(shortPurchase, "property_area")!;
      const bare = await visitor.patchJson("/apply/short-purchase/property_area", validInput(step));
      expect(bare.status).toBe(422);
      const refused = (await bare.json()) as { errors: Record<string, string> };
      expect(Object.keys(refused.errors).length).toBeGreaterThan(0);

      const { finalSlug, visited } = await completeForm(visitor, shortPurchase);
      expect(visited).toEqual(["property_area", "purchase_price", "credit_score", "contact_info"]);
      expect(finalSlug).toBe("form_received");
    });

    test("invalid input gets 422 with a message per field and nothing is stored", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/");
      const res = await visitor.patchJson("/apply/purchase/home_in_mind", { home_found: "maybe" });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { errors: Record<string, string>; sessionUUID: string };
      expect(body.errors.home_found).toMatch(/\w+/);
      const count = await inspect(
        async (db) =>
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(applications)
              .where(eq(applications.id, body.sessionUUID))
          )[0]?.n,
      );
      expect(count).toBe(0);
    });

    test("a step that is not reachable yet gets 409; another visitor's application gets 404", async () => {
      const owner = new Visitor(server.origin);
      await owner.open("/");
      const ahead = await owner.patchJson("/apply/purchase/property_type", {
        property_type: "single_family",
      });
      expect(ahead.status, server.logs().slice(-3000)).toBe(409);
      expect(((await ahead.json()) as { currentSlug: string }).currentSlug).toBe("home_in_mind");

      const first = await owner.patchJson(
        "/apply/purchase/home_in_mind",
        validInput(getStep(purchase, "home_in_mind")!),
      );
      const { sessionUUID } = (await first.json()) as StepJson;

      const stranger = new Visitor(server.origin);
      await stranger.open("/");
      const hijack = await stranger.patchJson("/apply/purchase/home_in_mind", {
        ...validInput(getStep(purchase, "home_in_mind")!),
        sessionUUID,
      });
      expect(hijack.status).toBe(404);
      const peek = await stranger.request("GET", "/apply/purchase/steps/property_address", {
        accept: "application/json",
      });
      expect(peek.status).toBe(404);
    });

    test("Back returns the previous step pre-filled, as JSON or as an HTML fragment", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/");
      const res = await visitor.patchJson("/apply/purchase/home_in_mind", {
        home_found: "no",
        purchase_timeline: "within_3_months",
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as StepJson).slug).toBe("property_area");

      const json = await visitor.request("GET", "/apply/purchase/steps/home_in_mind", {
        accept: "application/json",
      });
      expect(json.status).toBe(200);
      expect(json.headers.get("cache-control")).toBe("no-store");
      const view = (await json.json()) as StepJson;
      expect(view.fields.find((f) => f.name === "home_found")?.value).toBe("no");
      expect(view.fields.find((f) => f.name === "purchase_timeline")?.value).toBe(
        "within_3_months",
      );
      expect(view.previousVisible).toBe("false");
      expect(view.nextVisible).toBe("true");

      const html = await visitor.request("GET", "/apply/purchase/steps/home_in_mind", {
        accept: "text/html",
      });
      expect(html.headers.get("content-type")).toContain("text/html");
      const fragment = await html.text();
      expect(fragment).not.toContain("<html");
      expect(fragment).toContain('name="sessionUUID"');
      expect(fragment).toMatch(/value="no"[^>]*checked|checked[^>]*value="no"/);

      const notYet = await visitor.request("GET", "/apply/purchase/steps/credit_score", {
        accept: "application/json",
      });
      expect(notYet.status).toBe(409);
    });

    test("a change without the CSRF token is refused and stores nothing", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/");
      const res = await visitor.request("PATCH", "/apply/purchase/home_in_mind", {
        body: JSON.stringify(validInput(getStep(purchase, "home_in_mind")!)),
        contentType: "application/json",
        accept: "application/json",
        csrf: false,
      });
      expect(res.status).toBe(403);
      const drafts = await visitor.request("GET", "/apply/purchase/steps/property_address", {
        accept: "application/json",
      });
      expect(drafts.status).toBe(404);
    });

    test("without JavaScript a step is a form post answered with a redirect to the next step", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/apply/purchase/home_in_mind");
      const form = new URLSearchParams({
        csrf: visitor.csrfToken,
        home_found: "yes",
        under_contract: "no",
        sessionUUID: "",
        version: "0",
      });
      const res = await visitor.request("POST", "/apply/purchase/home_in_mind", {
        body: form.toString(),
        contentType: "application/x-www-form-urlencoded",
        csrf: false,
      });
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/apply/purchase/property_address");

      const bad = new URLSearchParams({
        csrf: visitor.csrfToken,
        property_street: "",
        property_city: "Portland",
      });
      const refused = await visitor.request("POST", "/apply/purchase/property_address", {
        body: bad.toString(),
        contentType: "application/x-www-form-urlencoded",
        csrf: false,
        accept: "text/html",
      });
      expect(refused.status).toBe(422);
      const page = await refused.text();
      expect(page).toContain("Some answers need your attention");
    });

    test("an identical resubmission is idempotent; a stale write from another tab is refused", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/");
      const answer = validInput(getStep(purchase, "home_in_mind")!);
      const first = (await (
        await visitor.patchJson("/apply/purchase/home_in_mind", answer)
      ).json()) as StepJson;
      expect(first.version).toBe(1);
      const again = await visitor.patchJson("/apply/purchase/home_in_mind", {
        ...answer,
        sessionUUID: first.sessionUUID,
        version: 0,
      });
      expect(again.status).toBe(200);
      const repeat = (await again.json()) as StepJson;
      expect(repeat.slug).toBe(first.slug);
      expect(repeat.version).toBe(1);

      // Tab A moves on; tab B, still showing version 1, tries a different answer.
      const tabA = await visitor.patchJson(`/apply/purchase/${first.slug}`, {
        ...validInput(getStep(purchase, first.slug)!),
        sessionUUID: first.sessionUUID,
        version: 1,
      });
      expect(tabA.status).toBe(200);
      const tabB = await visitor.patchJson("/apply/purchase/home_in_mind", {
        home_found: "no",
        purchase_timeline: "within_3_months",
        sessionUUID: first.sessionUUID,
        version: 1,
      });
      expect(tabB.status).toBe(409);
      const refusal = (await tabB.json()) as { error: string; code: string };
      expect(refusal.code).toBe("stale");
      expect(refusal.error).toMatch(/another tab or window/);

      const events = await inspect(async (db) =>
        db
          .select({ slug: applicationEvents.slug, version: applicationEvents.version })
          .from(applicationEvents)
          .where(eq(applicationEvents.applicationId, first.sessionUUID)),
      );
      expect(events.map((e) => [e.slug, e.version])).toEqual([
        ["home_in_mind", 1],
        [first.slug, 2],
      ]);
    });

    test("a step whose fingerprint was cleared (migration 0002) is still recognised when resubmitted identically, sensitive answers included", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/");
      const walked = await completeForm(visitor, purchase);
      expect(walked.finalSlug).toBe("form_received");
      await inspect(async (db) => {
        await db
          .update(applications)
          .set({ stepFingerprints: {} })
          .where(eq(applications.id, walked.session));
        await db
          .update(applicationEvents)
          .set({ fingerprint: null })
          .where(eq(applicationEvents.applicationId, walked.session));
      });
      // The server may have restarted on another port (PGlite): the same browser, there.
      const browser = new Visitor(server.origin);
      browser.cookie = visitor.cookie;
      browser.csrfToken = visitor.csrfToken;
      // review_and_consent carries the SSN: an identical retry of SUBMIT changes nothing.
      const again = await browser.patchJson("/apply/purchase/review_and_consent", {
        ...validInput(getStep(purchase, "review_and_consent")!),
        sessionUUID: walked.session,
      });
      expect(again.status, await again.clone().text()).toBe(200);
      expect(((await again.json()) as StepJson).slug).toBe("form_received");
      // A different SSN is not the same step: the application is already submitted.
      const changed = await browser.patchJson("/apply/purchase/review_and_consent", {
        ...validInput(getStep(purchase, "review_and_consent")!),
        ssn: "345-67-8912",
        sessionUUID: walked.session,
      });
      expect(changed.status).toBe(409);
      const events = await inspect((db) =>
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(applicationEvents)
          .where(eq(applicationEvents.applicationId, walked.session)),
      );
      expect(events[0]!.n).toBe(walked.visited.length);
    });

    test("application answers are never cached and the logs carry no personal data", async () => {
      const visitor = new Visitor(server.origin);
      const page = await visitor.open("/apply/short-refinance/approximate_value");
      expect(page.headers.get("cache-control")).toBe("no-store");
      await completeForm(visitor, getForm("short-refinance")!);
      const step = await visitor.patchJson("/apply/short-refinance/approximate_value", {});
      expect(step.headers.get("cache-control")).toBe("no-store");
      const logs = server.logs();
      for (const secret of [
        "pat@example.com",
        "5035550142",
        "(503) 555-0142",
        "Pat",
        "97204",
        "250,000",
        "25000000",
      ]) {
        expect(logs).not.toContain(secret);
      }
    });

    test("/apply/{form} shows the first step to a new visitor and resumes a returning one", async () => {
      const visitor = new Visitor(server.origin);
      const first = await visitor.open("/apply/purchase?src=a&isrc=b&end=c");
      expect(first.status).toBe(200);
      expect(await first.text()).toContain('name="slug" value="home_in_mind"');
      const answered = await visitor.patchJson(
        "/apply/purchase/home_in_mind",
        validInput(getStep(purchase, "home_in_mind")!),
      );
      const next = ((await answered.json()) as StepJson).slug;
      const again = await visitor.request("GET", "/apply/purchase?src=a&isrc=b&end=c", {
        accept: "text/html",
      });
      expect(again.status).toBe(302);
      expect(again.headers.get("location")).toBe(`/apply/purchase/${next}?src=a&isrc=b&end=c`);
    });

    test("wrong content types and unreadable JSON get a clear 4xx", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/");
      const form = await visitor.request("PATCH", "/apply/purchase/home_in_mind", {
        body: "home_found=yes",
        contentType: "text/plain",
        accept: "application/json",
      });
      expect(form.status).toBe(415);
      const broken = await visitor.request("PATCH", "/apply/purchase/home_in_mind", {
        body: "{",
        contentType: "application/json",
        accept: "application/json",
      });
      expect(broken.status).toBe(400);
      expect(((await broken.json()) as { error: string }).error).toMatch(/couldn't read/);
      const unknownForm = await visitor.patchJson("/apply/boat/home_in_mind", {});
      expect(unknownForm.status).toBe(404);
      const unknownStep = await visitor.patchJson("/apply/purchase/nope", {});
      expect(unknownStep.status).toBe(404);
    });
  });
}
