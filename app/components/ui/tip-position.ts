/**
 * Where a tooltip goes (position: fixed, so viewport coordinates): on its preferred side of the
 * trigger, `distance` px off it, flipped to the other side when it does not fit there and does
 * on the other, then slid along the trigger so it stays `padding` px inside the viewport. The
 * few lines the site's two placements need, instead of a positioning library in every page.
 */
export type TipPlacement = "top" | "bottom-start";

export type Box = { top: number; left: number; width: number; height: number };

export function placeTip(
  anchor: Box,
  tip: { width: number; height: number },
  viewport: { width: number; height: number },
  placement: TipPlacement,
  distance = 10,
  padding = 8,
): { top: number; left: number; side: "top" | "bottom" } {
  const above = anchor.top - distance - tip.height;
  const below = anchor.top + anchor.height + distance;
  const fitsAbove = above >= padding;
  const fitsBelow = below + tip.height <= viewport.height - padding;
  const preferTop = placement === "top";
  const side: "top" | "bottom" = preferTop
    ? fitsAbove || !fitsBelow
      ? "top"
      : "bottom"
    : fitsBelow || !fitsAbove
      ? "bottom"
      : "top";
  const wanted = placement === "top" ? anchor.left + anchor.width / 2 - tip.width / 2 : anchor.left;
  const left = Math.max(padding, Math.min(wanted, viewport.width - padding - tip.width));
  return { top: side === "top" ? above : below, left, side };
}
