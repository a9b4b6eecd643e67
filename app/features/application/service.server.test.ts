// A visitor whose cookie was just made has nothing stored under it: their first look at an
// application is rendered without asking the database for a draft (server/app.ts marks the
// secret visitorIsNew; service.server.ts, draftOf). A visitor with a cookie is looked up as before.
import pino from "pino";
import { beforeEach, expect, test, vi } from "vitest";
import { getForm } from "~/lib/application/forms";
import type { RequestInfo } from "~/utils/request-context.server";

const findDraft = vi.fn(async () => null);
vi.mock("~/db/db.server", () => ({ getDb: async () => ({}) }));
vi.mock("~/models/applications.server", async (original) => ({
  ...(await original<typeof import("~/models/applications.server")>()),
  findDraft: (...args: unknown[]) => findDraft(...(args as [])),
}));

const { stepPage } = await import("./service.server");

function info(visitorIsNew: boolean): RequestInfo {
  return {
    requestId: "test",
    nonce: "n",
    visitorSecret: "a".repeat(43),
    visitorIsNew,
    clientAddress: "127.0.0.1",
    csrfToken: "t",
    secureCookies: false,
    setVisitorSecret: () => {},
    log: pino({ enabled: false }),
  };
}

beforeEach(() => findDraft.mockClear());

test("a new visitor's first step is rendered without a draft lookup", async () => {
  const form = getForm("purchase")!;
  const page = await stepPage(form, form.firstSlug, info(true));
  expect(page && "view" in page).toBe(true);
  expect(findDraft).not.toHaveBeenCalled();
});

test("a visitor with a cookie is looked up: their draft may be there", async () => {
  const form = getForm("purchase")!;
  const page = await stepPage(form, form.firstSlug, info(false));
  expect(page && "view" in page).toBe(true);
  expect(findDraft).toHaveBeenCalledTimes(1);
});
