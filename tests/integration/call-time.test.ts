import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { openDb } from "~/db/client.server";
import { applications } from "~/db/schema";
import { exportAnswers } from "~/lib/application/export";
import { getForm, getStep } from "~/lib/application/forms";
import { validInput } from "~/lib/application/test-fixtures";
import { Visitor } from "../support/visitor";
import { stepBody, walkForm } from "../support/walk";
import { databaseKinds, provideDatabase, type TestDatabase } from "./databases";
import { startServer, type RunningServer } from "./harness";

const shortPurchase = getForm("short-purchase")!;
const contact = getStep(shortPurchase, "contact_info")!;

/** "YYYY-MM-DD" of the Saturday after `ms` (UTC calendar; a Saturday in any US zone too). */
function nextSaturday(ms: number): string {
  const d = new Date(ms + 86_400_000);
  while (d.getUTCDay() !== 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

for (const kind of databaseKinds()) {
  describe(`call-back time on the short forms on ${kind}`, () => {
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

    test("a slot on a closed day, outside the hours, in the past or malformed is refused with 422; a good one is stored", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/apply/short-purchase/property_area");
      const { position } = await walkForm(visitor, shortPurchase, { until: "contact_info" });
      expect(position.slug).toBe("contact_info");

      const send = (call_time: unknown) =>
        visitor.patchJson(
          "/apply/short-purchase/contact_info",
          stepBody(shortPurchase, validInput(contact, { call_time }), position),
        );
      const refusal = async (call_time: unknown) => {
        const res = await send(call_time);
        const body = (await res.json()) as { errors?: Record<string, string> };
        return { status: res.status, message: body.errors?.call_time };
      };

      expect(await refusal({ day: nextSaturday(Date.now()), time: "10:00" })).toEqual({
        status: 422,
        message: "We call Monday to Friday, except holidays. Choose another day.",
      });
      // Monday 2 Nov 2026 was a business day, long before this test can run... unless it runs
      // before then; either way a 2020 day is in the past.
      expect(await refusal({ day: "2020-01-06", time: "09:00" })).toEqual({
        status: 422,
        message: "That time has passed. Choose a later time.",
      });
      expect(await refusal({ day: "2099-01-05", time: "19:00" })).toEqual({
        status: 422,
        message:
          "Choose a time from 9:00 a.m. to 4:30 p.m. Pacific time, on the hour or half hour.",
      });
      expect(await refusal({ day: "tomorrow", time: "9" })).toEqual({
        status: 422,
        message: "Choose a day and a time from the lists.",
      });
      expect(await refusal({ day: "2099-01-05" })).toEqual({
        status: 422,
        message: "Choose both a day and a time, or leave both blank.",
      });
      expect(await refusal("<script>")).toEqual({
        status: 422,
        message: "Choose a day and a time from the lists.",
      });

      // The page offers the open days; the second one's first time is at least a day ahead.
      const page = await (await visitor.open("/apply/short-purchase/contact_info")).text();
      const days = [...page.matchAll(/<option value="(\d{4}-\d{2}-\d{2})"/g)].map((m) => m[1]!);
      expect(days).toHaveLength(10);
      expect(page).toContain("Time (Pacific time)");
      const chosen = { day: days[1]!, time: "09:00" };
      const ok = await send(chosen);
      expect(ok.status).toBe(200);
      expect(((await ok.json()) as { slug: string }).slug).toBe("form_received");

      if (kind === "pglite") await server.stop();
      const handle = await openDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
      const [row] = await handle.db
        .select()
        .from(applications)
        .where(eq(applications.id, position.sessionUUID));
      await handle.close();
      if (kind === "pglite") server = await startServer({ dataDir: database.dataDir });

      const stored = (row?.answers as Record<string, Record<string, unknown>>).contact_info
        ?.call_time as string;
      // Pacific time is UTC-8 in winter, UTC-7 in summer.
      expect(stored).toMatch(new RegExp(`^${chosen.day}T09:00-0[78]:00$`));
      // What the lender's payload and the back office show (export.ts, read by both): the
      // stored answers as they are (the other contact answers are encrypted; only presence counts
      // for the path).
      const exported = exportAnswers(
        shortPurchase,
        row?.answers as Parameters<typeof exportAnswers>[1],
      ).find((r) => r.field === "call_time");
      expect(exported).toEqual({
        step: "contact_info",
        field: "call_time",
        label: "When should a loan officer call you?",
        value: expect.stringMatching(
          new RegExp(
            `^\\w+day, \\w+ \\d{1,2}, \\d{4}, 9:00 a\\.m\\. Pacific time \\(${stored}\\)$`,
          ),
        ),
      });
    });

    test("without JavaScript the two selects post name[day] and name[time]; a bad slot redraws the step with its message", async () => {
      const visitor = new Visitor(server.origin);
      await visitor.open("/apply/short-purchase/property_area");
      const { position } = await walkForm(visitor, shortPurchase, { until: "contact_info" });
      const form = new URLSearchParams({
        csrf: visitor.csrfToken,
        sessionUUID: position.sessionUUID,
        version: String(position.version),
        first_name: "Pat",
        last_name: "Lee",
        email: "pat@example.com",
        phone: "(503) 555-0142",
        "call_time[day]": nextSaturday(Date.now()),
        "call_time[time]": "10:00",
      });
      const refused = await visitor.request("POST", "/apply/short-purchase/contact_info", {
        body: form.toString(),
        contentType: "application/x-www-form-urlencoded",
        csrf: false,
        accept: "text/html",
      });
      expect(refused.status).toBe(422);
      expect(await refused.text()).toContain(
        "We call Monday to Friday, except holidays. Choose another day.",
      );
    });
  });
}
