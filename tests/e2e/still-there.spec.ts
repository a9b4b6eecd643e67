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
    // The note sits in the flow above the buttons: NEXT is not covered, whatever the scroll.
    const next = page.getByRole("button", { name: "NEXT" });
    await next.scrollIntoViewIfNeeded();
    await expect(note).toHaveText(NOTE);
    await expect(next).toBeInViewport();
    const [noteBox, nextBox] = [await note.boundingBox(), await next.boundingBox()];
    expect(noteBox!.y + noteBox!.height).toBeLessThanOrEqual(nextBox!.y);
    const onTop = await next.evaluate((button) => {
      const r = button.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit === button || button.contains(hit);
    });
    expect(onTop).toBe(true);
    await screenshot(page, `still-there-${name}`);
    await expectNoAxeViolations(page, "the still-there note");
    await page.keyboard.press("Tab");
    await expect(note).toHaveText("");
    // Left alone again, it comes back.
    await expect(note).toHaveText(NOTE, { timeout: 5000 });
  });
}
