// What a page load of an application step asks of the database (service.server.ts, draftOf):
// a visitor whose cookie was just made has nothing stored under it, so no draft is looked up
// (server/app.ts marks the secret visitorIsNew); a draft's page view is written at most once a
// minute, and always when the draft has been idle (its sensitive answers are then withheld).
import pino from "pino";
import { beforeEach, expect, test, vi } from "vitest";
import { getForm } from "~/lib/application/forms";
import type { RequestInfo } from "~/utils/request-context.server";

type FoundDraft = { id: string; version: number; lastSeenAt: Date; withheldSteps: string[] };
const findDraft = vi.fn(async (): Promise<FoundDraft | null> => null);
const touchDraft = vi.fn(async (..._args: unknown[]) => {});
vi.mock("~/db/db.server", () => ({ getDb: async () => ({}) }));
vi.mock("~/utils/secrets.server", () => ({ getSecrets: () => ({ encryptionKeys: [] }) }));
vi.mock("~/models/applications.server", async (original) => ({
  ...(await original<typeof import("~/models/applications.server")>()),
  findDraft: () => findDraft(),
  touchDraft: (...args: unknown[]) => touchDraft(...args),
  // The draft's answers: the first step answered with a sensitive-free value.
  openAnswers: () => ({}),
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

beforeEach(() => {
  findDraft.mockReset();
  findDraft.mockResolvedValue(null);
  touchDraft.mockClear();
});

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

/** The purchase form's first step, for a visitor whose draft was last seen `secondsAgo`. */
async function viewDraftSeen(secondsAgo: number) {
  findDraft.mockResolvedValue({
    id: "00000000-0000-4000-8000-000000000000",
    version: 1,
    lastSeenAt: new Date(Date.now() - secondsAgo * 1000),
    withheldSteps: [],
  });
  const form = getForm("purchase")!;
  return stepPage(form, form.firstSlug, info(false));
}

test("a draft seen 10 seconds ago is not written again (a reload writes nothing)", async () => {
  await viewDraftSeen(10);
  expect(touchDraft).not.toHaveBeenCalled();
});

test("a draft seen 2 minutes ago records this view", async () => {
  await viewDraftSeen(120);
  expect(touchDraft).toHaveBeenCalledTimes(1);
  expect(touchDraft.mock.calls[0]![3]).toBeUndefined();
});

test("a draft idle for 31 minutes records this view with its withheld steps", async () => {
  await viewDraftSeen(31 * 60);
  expect(touchDraft).toHaveBeenCalledTimes(1);
  expect(touchDraft.mock.calls[0]![3]).toEqual([]);
});
