/**
 * Issue 13 (5): a draft's sensitive answers (date of birth, incomes, demographics) are not shown
 * again after 30 minutes without activity, measured on the server: whoever uses the browser next
 * is asked for them again. Other answers still come back, and an active borrower sees theirs.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { applications } from "~/db/schema";
import { getForm, getStep } from "~/lib/application/forms";
import { validInput } from "~/lib/application/test-fixtures";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { Visitor } from "../support/visitor";
import { startServer, type RunningServer } from "./harness";

const purchase = getForm("purchase")!;

type FieldJson = { name: string; value?: unknown };
type StepJson = { slug: string; fields: FieldJson[]; withheld?: boolean };

/** Answers the purchase form with valid answers until `until` has been accepted. */
async function answerThrough(visitor: Visitor, until: string): Promise<void> {
  let slug = purchase.firstSlug;
  await visitor.open(`/apply/purchase/${slug}`);
  for (let i = 0; i < 30; i++) {
    const res = await visitor.patchJson(
      `/apply/purchase/${slug}`,
      validInput(getStep(purchase, slug)!),
    );
    expect(res.status, slug).toBe(200);
    const next = ((await res.json()) as StepJson).slug;
    if (slug === until) return;
    slug = next;
  }
  throw new Error(`never reached ${until}`);
}

async function stepJson(visitor: Visitor, slug: string): Promise<StepJson> {
  const res = await visitor.request("GET", `/apply/purchase/steps/${slug}`, {
    accept: "application/json",
  });
  expect(res.status).toBe(200);
  return (await res.json()) as StepJson;
}

const valueOf = (step: StepJson, name: string) => step.fields.find((f) => f.name === name)?.value;

for (const kind of databaseKinds()) {
  describe(`sensitive answers after an idle half hour on ${kind}`, () => {
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

    test("after 30 idle minutes the date of birth and income are asked for again", async () => {
      const borrower = new Visitor(server.origin);
      // Through income: the personal step (date of birth) comes before it (URLA 1).
      await answerThrough(borrower, "income");
      const active = await stepJson(borrower, "personal_info");
      expect(valueOf(active, "date_of_birth")).toBe("04/15/1985");
      expect(valueOf(active, "first_name")).toBe("Pat");
      expect(active.withheld).toBeUndefined();

      // 29 minutes away: still the borrower's session.
      const setLastSeen = async (minutesAgo: number) => {
        await server.stop();
        const handle = await openDb({
          databaseUrl: database.databaseUrl,
          dataDir: database.dataDir,
        });
        try {
          await handle.db
            .update(applications)
            .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutesAgo})` });
        } finally {
          await handle.close();
        }
        server = await startServer({
          databaseUrl: database.databaseUrl,
          dataDir: database.dataDir,
        });
        const next = new Visitor(server.origin);
        next.cookie = borrower.cookie;
        return next;
      };
      const soon = await setLastSeen(29);
      expect(valueOf(await stepJson(soon, "personal_info"), "date_of_birth")).toBe("04/15/1985");

      // 31 minutes away: the next person at this browser does not see them.
      const later = await setLastSeen(31);
      const idle = await stepJson(later, "personal_info");
      expect(valueOf(idle, "date_of_birth")).toBeUndefined();
      expect(valueOf(idle, "first_name")).toBe("Pat");
      expect(idle.withheld).toBe(true);
      // Every step holding such an answer asks again, not just the first page opened after the
      // idle half hour, until the borrower answers that step again.
      const page = await later.request("GET", "/apply/purchase/income");
      const html = await page.text();
      expect(html).toContain("please enter them again");
      expect(html).not.toContain('value="250,000"');
      later.csrfToken = /<meta name="csrf-token" content="([^"]+)"/.exec(html)![1]!;
      const income = getStep(purchase, "income")!;
      const again = await later.patchJson("/apply/purchase/income", validInput(income));
      expect(again.status).toBe(200);
      const shownAgain = await stepJson(later, "income");
      expect(shownAgain.withheld).toBeUndefined();
      expect(valueOf(shownAgain, "base_income")).toBe("250,000");
      expect(valueOf(await stepJson(later, "personal_info"), "date_of_birth")).toBeUndefined();
    });
  });
}
