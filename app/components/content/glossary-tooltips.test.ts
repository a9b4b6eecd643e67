// @vitest-environment happy-dom
import { afterEach, expect, test } from "vitest";
import { attachGlossaryTooltips, placeTooltip, TOOLTIP } from "./glossary-tooltips";

const viewport = { width: 375, height: 700 };

test("spec 9 defaults for the content site", () => {
  expect(TOOLTIP).toMatchObject({
    distance: 10,
    zIndex: 9999,
    maxWidth: 350,
    showMs: 350,
    hideMs: 300,
  });
});

test("a tip sits 10 px below the term, left edges aligned (bottom-start)", () => {
  const trigger = { top: 100, bottom: 120, left: 40, right: 120 };
  expect(placeTooltip(trigger, { width: 200, height: 60 }, viewport)).toEqual({
    top: 130,
    left: 40,
    placement: "bottom-start",
  });
});

test("a tip that would leave the window on the right is shifted back inside", () => {
  const trigger = { top: 100, bottom: 120, left: 300, right: 360 };
  expect(placeTooltip(trigger, { width: 300, height: 60 }, viewport).left).toBe(375 - 8 - 300);
});

test("with no room below, the tip goes above (top-start)", () => {
  const trigger = { top: 650, bottom: 670, left: 20, right: 80 };
  expect(placeTooltip(trigger, { width: 200, height: 80 }, viewport)).toEqual({
    top: 560,
    left: 20,
    placement: "top-start",
  });
});

afterEach(() => {
  document.body.innerHTML = "";
});

function mount() {
  document.body.innerHTML = `
    <div class="article-body"><p>Your
      <span class="gloss"><button type="button" class="gloss-term" aria-describedby="t1">LTV</button><span role="tooltip" id="t1" class="gloss-tip">Loan to value.</span></span>
      and <span class="gloss"><button type="button" class="gloss-term" aria-describedby="t2">PMI</button><span role="tooltip" id="t2" class="gloss-tip">Insurance.</span></span>
    </p></div><button id="elsewhere">Other</button>`;
  const container = document.querySelector<HTMLElement>(".article-body")!;
  const detach = attachGlossaryTooltips(container);
  const [ltv, pmi] = [...container.querySelectorAll<HTMLButtonElement>(".gloss-term")];
  return {
    container,
    detach,
    ltv: ltv!,
    pmi: pmi!,
    tip1: document.getElementById("t1")!,
    tip2: document.getElementById("t2")!,
  };
}

test("focus shows the tip, Escape hides it, moving focus away hides it", () => {
  const { container, ltv, pmi, tip1, tip2, detach } = mount();
  expect(container.getAttribute("data-tips")).toBe("on");
  expect(tip1.hasAttribute("data-open")).toBe(false);
  ltv.focus();
  expect(tip1.hasAttribute("data-open")).toBe(true);
  document.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
  expect(tip1.hasAttribute("data-open")).toBe(false);
  expect(document.activeElement).toBe(ltv);
  pmi.focus();
  expect(tip2.hasAttribute("data-open")).toBe(true);
  expect(tip1.hasAttribute("data-open")).toBe(false);
  document.getElementById("elsewhere")!.focus();
  expect(tip2.hasAttribute("data-open")).toBe(false);
  detach();
  expect(container.hasAttribute("data-tips")).toBe(false);
});

test("a click (or tap) pins the tip open and a second click closes it; a click outside closes it", () => {
  const { ltv, tip1 } = mount();
  ltv.click();
  expect(tip1.hasAttribute("data-open")).toBe(true);
  ltv.click();
  expect(tip1.hasAttribute("data-open")).toBe(false);
  ltv.click();
  expect(tip1.hasAttribute("data-open")).toBe(true);
  document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
  expect(tip1.hasAttribute("data-open")).toBe(false);
});

test("hovering shows the tip and leaving hides it after a short grace period", async () => {
  const { ltv, tip1 } = mount();
  ltv.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
  expect(tip1.hasAttribute("data-open")).toBe(true);
  ltv.dispatchEvent(
    new PointerEvent("pointerout", {
      bubbles: true,
      pointerType: "mouse",
      relatedTarget: document.body,
    }),
  );
  expect(tip1.hasAttribute("data-open")).toBe(true);
  await new Promise((r) => setTimeout(r, 200));
  expect(tip1.hasAttribute("data-open")).toBe(false);
});

test("the pointer can move from the term onto the tip without it closing", async () => {
  const { ltv, tip1 } = mount();
  ltv.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
  ltv.dispatchEvent(
    new PointerEvent("pointerout", { bubbles: true, pointerType: "mouse", relatedTarget: tip1 }),
  );
  tip1.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
  await new Promise((r) => setTimeout(r, 200));
  expect(tip1.hasAttribute("data-open")).toBe(true);
});
