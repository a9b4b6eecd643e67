import { DESKTOP, expect, expectNoAxeViolations, PHONE, screenshot, test } from "./helpers";

const NOTE =
  "Still there? Your answers so far are saved; pick up where you left off whenever you're ready.";

for (const [name, viewport] of [
  ["375", PHONE],
  ["1280", DESKTOP],
] as const) {
  test(`a step left alone says the answers are saved; any input hides the note (${name} px)`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/apply/purchase");
    const note = page.locator("[data-still-there]");
    await expect(note).toHaveAttribute("role", "status");
    // Ten minutes in the page's markup; the test shortens the element's own delay to 1 second.
    await expect(note).toHaveAttribute("data-inactivity-delay", "600");
    await expect(note).toHaveText("");
    await page.evaluate(() =>
      document.querySelector("[data-still-there]")?.setAttribute("data-inactivity-delay", "1"),
    );
    await expect(note).toHaveText(NOTE, { timeout: 5000 });
    await expect(note).toBeInViewport();
    await screenshot(page, `still-there-${name}`);
    await expectNoAxeViolations(page, "the still-there note");
    await page.keyboard.press("Tab");
    await expect(note).toHaveText("");
    // Left alone again, it comes back.
    await expect(note).toHaveText(NOTE, { timeout: 5000 });
  });
}
