/**
 * Glossary tooltips in an article (spec 2 and 4: hidden or visible, changing on hover, focus,
 * click or touch). The server renders each term as
 *   <span class="gloss"><button class="gloss-term" aria-describedby="ID">term</button>
 *   <span role="tooltip" id="ID" class="gloss-tip">definition</span></span>
 * and this small script, attached to the article container, shows and places the tips. No
 * library: a content page has about 13 KB of JavaScript to spare (DESIGN.md 9).
 *
 * Spec 9 defaults for the content site: placement bottom-start (flipped above when there is no
 * room below), no delay, 350 ms show and 300 ms hide transitions (CSS, app.css), 10 px from the
 * term, z-index 9999, at most 350 px wide.
 */
export const TOOLTIP = {
  distance: 10,
  viewportMargin: 8,
  zIndex: 9999,
  maxWidth: 350,
  showMs: 350,
  hideMs: 300,
} as const;

/** Time the pointer has to cross the 10 px gap from a term onto its tip (WCAG 1.4.13 hoverable). */
const HOVER_GRACE_MS = 120;

type Rect = { top: number; left: number; bottom: number; right: number };

/**
 * Where a tip goes: below the term, left edges aligned (bottom-start); above (top-start) when it
 * does not fit below but does above; shifted sideways to stay `viewportMargin` inside the window.
 */
export function placeTooltip(
  trigger: Rect,
  tip: { width: number; height: number },
  viewport: { width: number; height: number },
): { top: number; left: number; placement: "bottom-start" | "top-start" } {
  const { distance, viewportMargin: m } = TOOLTIP;
  let placement: "bottom-start" | "top-start" = "bottom-start";
  let top = trigger.bottom + distance;
  if (top + tip.height > viewport.height - m && trigger.top - distance - tip.height >= m) {
    placement = "top-start";
    top = trigger.top - distance - tip.height;
  }
  const left = Math.max(m, Math.min(trigger.left, viewport.width - m - tip.width));
  return { top: Math.round(top), left: Math.round(left), placement };
}

export function attachGlossaryTooltips(container: HTMLElement): () => void {
  const doc = container.ownerDocument;
  const win = doc.defaultView ?? window;
  let current: { trigger: HTMLElement; tip: HTMLElement; pinned: boolean } | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;

  // From here on the script, not the CSS :hover fallback, decides when a tip shows.
  container.setAttribute("data-tips", "on");

  const triggerOf = (target: EventTarget | null): HTMLElement | null => {
    const el = target instanceof win.Element ? target.closest<HTMLElement>(".gloss-term") : null;
    return el && container.contains(el) ? el : null;
  };
  const tipFor = (trigger: HTMLElement): HTMLElement | null => {
    const id = trigger.getAttribute("aria-describedby");
    return id ? doc.getElementById(id) : null;
  };
  const inCurrent = (node: EventTarget | null): boolean =>
    !!current &&
    node instanceof win.Node &&
    (current.trigger.contains(node) || current.tip.contains(node));

  const place = () => {
    if (!current) return;
    const { trigger, tip } = current;
    const r = trigger.getBoundingClientRect();
    const pos = placeTooltip(
      r,
      { width: tip.offsetWidth, height: tip.offsetHeight },
      {
        width: doc.documentElement.clientWidth || win.innerWidth,
        height: win.innerHeight,
      },
    );
    tip.style.top = `${pos.top}px`;
    tip.style.left = `${pos.left}px`;
    tip.setAttribute("data-placement", pos.placement);
  };

  const cancelHide = () => {
    if (hideTimer !== undefined) clearTimeout(hideTimer);
    hideTimer = undefined;
  };

  const hide = () => {
    cancelHide();
    if (!current) return;
    current.tip.removeAttribute("data-open");
    current.trigger.removeAttribute("data-open");
    current = null;
  };

  const show = (trigger: HTMLElement, pinned: boolean) => {
    cancelHide();
    const tip = tipFor(trigger);
    if (!tip) return;
    if (current && current.trigger !== trigger) hide();
    current = { trigger, tip, pinned: pinned || (current?.pinned ?? false) };
    place();
    tip.setAttribute("data-open", "");
    trigger.setAttribute("data-open", "");
  };

  const scheduleHide = () => {
    cancelHide();
    hideTimer = setTimeout(hide, HOVER_GRACE_MS);
  };

  const onPointerOver = (e: PointerEvent) => {
    if (e.pointerType === "touch") return;
    if (inCurrent(e.target)) return cancelHide();
    const trigger = triggerOf(e.target);
    if (trigger) show(trigger, false);
  };
  const onPointerOut = (e: PointerEvent) => {
    if (e.pointerType === "touch" || !current || current.pinned) return;
    if (inCurrent(e.relatedTarget)) return;
    if (doc.activeElement === current.trigger) return;
    scheduleHide();
  };
  const onFocusIn = (e: FocusEvent) => {
    const trigger = triggerOf(e.target);
    if (trigger) show(trigger, false);
  };
  const onFocusOut = (e: FocusEvent) => {
    if (current && triggerOf(e.target) === current.trigger && !inCurrent(e.relatedTarget)) hide();
  };
  const onClick = (e: MouseEvent) => {
    const trigger = triggerOf(e.target);
    if (!trigger) return;
    // First click or tap pins the tip open (a tap also focused it); the next one closes it.
    if (current?.trigger === trigger && current.pinned) hide();
    else show(trigger, true);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "Escape" && current) {
      hide();
      e.preventDefault();
    }
  };
  const onPointerDown = (e: PointerEvent) => {
    if (current && !inCurrent(e.target)) hide();
  };
  const onViewportChange = () => {
    if (!current || frame) return;
    frame = win.requestAnimationFrame(() => {
      frame = 0;
      place();
    });
  };

  container.addEventListener("pointerover", onPointerOver);
  container.addEventListener("pointerout", onPointerOut);
  container.addEventListener("focusin", onFocusIn);
  container.addEventListener("focusout", onFocusOut);
  container.addEventListener("click", onClick);
  doc.addEventListener("keydown", onKeyDown);
  doc.addEventListener("pointerdown", onPointerDown);
  win.addEventListener("scroll", onViewportChange, { passive: true, capture: true });
  win.addEventListener("resize", onViewportChange, { passive: true });

  return () => {
    hide();
    if (frame) win.cancelAnimationFrame(frame);
    container.removeAttribute("data-tips");
    container.removeEventListener("pointerover", onPointerOver);
    container.removeEventListener("pointerout", onPointerOut);
    container.removeEventListener("focusin", onFocusIn);
    container.removeEventListener("focusout", onFocusOut);
    container.removeEventListener("click", onClick);
    doc.removeEventListener("keydown", onKeyDown);
    doc.removeEventListener("pointerdown", onPointerDown);
    win.removeEventListener("scroll", onViewportChange, { capture: true });
    win.removeEventListener("resize", onViewportChange);
  };
}
