import type { Page } from "@playwright/test";
import { FORM_IDS, getForm } from "~/lib/application/forms";
import { readStepBody } from "~/lib/application/wire";
import { walkPage } from "../support/page-walk";
import { DESKTOP, expect, PHONE, test } from "./helpers";

/**
 * Spec 3: a borrower who lands on an application straight from a campaign link sends the three
 * attribution values with every step, the first one included (the first step used to read session
 * storage before the page had captured the address, and sent them empty).
 */
const LANDING = "?src=mail&isrc=spring&end=agent42";
const EXPECTED = { source: "mail", internet_source: "spring", endorser: "agent42" };

/** Every step submission the page makes, as the server reads it. */
function recordSteps(page: Page, formId: (typeof FORM_IDS)[number]) {
  const form = getForm(formId)!;
  const sent: { slug: string; attribution: unknown }[] = [];
  page.on("request", (req) => {
    const method = req.method();
    if (!req.url().includes(`/apply/${formId}/`)) return;
    if (method === "PATCH") {
      const body: unknown = JSON.parse(req.postData() ?? "null");
      sent.push({
        slug: new URL(req.url()).pathname.split("/").at(-1)!,
        attribution: readStepBody(form, body, "json").attribution,
      });
    } else if (method === "POST") {
      const body = Object.fromEntries(new URLSearchParams(req.postData() ?? ""));
      sent.push({
        slug: new URL(req.url()).pathname.split("/").at(-1)!,
        attribution: readStepBody(form, body, "form").attribution,
      });
    }
  });
  return sent;
}

test.describe("with JavaScript", () => {
  test.use({ viewport: PHONE });

  for (const formId of FORM_IDS) {
    test(`${formId}: every step, the first included, carries the campaign's attribution`, async ({
      page,
    }) => {
      // A full form is about 20 steps: as long as the purchase walk in apply.spec.ts allows.
      test.setTimeout(360_000);
      const sent = recordSteps(page, formId);
      // A fresh browser: nothing in session storage before the campaign link is opened.
      await page.goto(`/apply/${formId}${LANDING}`);
      const visited = await walkPage(page, getForm(formId)!);
      expect(sent.map((s) => s.slug)).toEqual(visited);
      for (const step of sent) expect(step, step.slug).toEqual({ ...step, attribution: EXPECTED });
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: DESKTOP });

  test("the attribution rides from page to page in the plain forms", async ({ page }) => {
    test.setTimeout(120_000);
    const sent = recordSteps(page, "short-refinance");
    await page.goto(`/apply/short-refinance${LANDING}`);
    const visited = await walkPage(page, getForm("short-refinance")!);
    expect(sent.map((s) => s.slug)).toEqual(visited);
    for (const step of sent) expect(step, step.slug).toEqual({ ...step, attribution: EXPECTED });
  });
});
