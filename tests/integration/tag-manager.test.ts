import { afterAll, beforeAll, expect, test } from "vitest";
import { getForm, getStep } from "~/lib/application/forms";
import { validInput } from "~/lib/application/test-fixtures";
import { Visitor } from "../support/visitor";
import { removeDir, startServer, type RunningServer } from "./harness";

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ env: { GTM_ID: "GTM-TEST123" } });
});
afterAll(async () => {
  await server?.stop();
  if (server) removeDir(server.dataDir);
});

/**
 * Steps asking for income figures, date of birth, HMDA demographics, the preferred language
 * (decision 030) or the SSN (DESIGN 7).
 */
// The steps of the purchase walk with a sensitive field (by hand from their fields): the rent
// on the home (property_use), the date of birth, business income, pay, other jobs and other
// income, each property's rent, HMDA answers, language, and the SSN.
const SENSITIVE = new Set([
  "property_use",
  "personal_info",
  "employment",
  "income",
  "additional_employment",
  "other_income",
  "real_estate",
  "real_estate_2",
  "real_estate_3",
  "real_estate_4",
  "real_estate_5",
  "real_estate_6",
  "demographics",
  "language_preference",
  "review_and_consent",
]);

test("Tag Manager loads on ordinary pages and steps, never on a step with sensitive fields", async () => {
  const home = await (await fetch(`${server.url}/`)).text();
  expect(home).toContain("https://www.googletagmanager.com/gtm.js?id=GTM-TEST123");

  const form = getForm("purchase")!;
  const visitor = new Visitor(server.origin);
  let slug = form.firstSlug;
  let session = "";
  let version = 0;
  const seen: Record<string, boolean> = {};
  for (let guard = 0; guard < 100 && slug !== "form_received"; guard++) {
    const page = await visitor.open(`/apply/${form.id}/${slug}`);
    expect(page.status, slug).toBe(200);
    seen[slug] = (await page.text()).includes("googletagmanager.com");
    const res = await visitor.patchJson(`/apply/${form.id}/${slug}`, {
      ...validInput(getStep(form, slug)!),
      sessionUUID: session,
      version,
    });
    expect(res.status, slug).toBe(200);
    const json = (await res.json()) as { slug: string; sessionUUID: string; version: number };
    session = json.sessionUUID;
    version = json.version;
    slug = json.slug;
  }
  expect(slug).toBe("form_received");
  expect(Object.keys(seen)).toEqual(expect.arrayContaining([...SENSITIVE, "home_in_mind"]));
  for (const [step, loaded] of Object.entries(seen)) {
    expect(loaded, step).toBe(!SENSITIVE.has(step));
  }
});
