import { useEffect, useState } from "react";
import { useLocation, useNavigate, useNavigation } from "react-router";
import { captureAttribution } from "~/utils/attribution.client";
import { installConfirmPrompts } from "./confirm-prompts";

/** Spec 9: scroll-to-element links stop 100 px above their target, below the sticky header. */
const SCROLL_OFFSET_PX = 100;
/** Spec 9: a page fetch that takes longer than this falls back to a full page load. */
const NAVIGATION_TIMEOUT_MS = 60_000;
/** Spec 9: the progress indicator shows only for navigations slower than this. */
const PROGRESS_DELAY_MS = 300;

/** Links that must keep the browser's own behaviour: a new window, a download, an opt-out. */
function shouldHandleLinkClick(
  event: MouseEvent,
  anchor: HTMLAnchorElement,
  origin: string,
): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = anchor.getAttribute("target");
  if (target && target !== "_self") return false;
  if (anchor.hasAttribute("download") || anchor.hasAttribute("data-reload")) return false;
  let url: URL;
  try {
    url = new URL(anchor.href);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  // Files and machine-readable pages load as documents.
  if (url.pathname.startsWith("/packs/") || /\.[a-z0-9]{2,5}$/i.test(url.pathname)) return false;
  return true;
}

/**
 * Site-wide behaviours of spec 2: same-origin links inside rendered content navigate without a
 * full reload, in-page links scroll with the header offset, a navigation that hangs for 60 s
 * becomes a full page load, and a progress bar shows while a navigation is under way.
 */
export function PageBehaviours() {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const { search } = useLocation();

  // A marker that the page's script runs (tests wait for it before using enhanced controls).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);

  // Spec 8: confirm prompts come from markup attributes (data-confirm).
  useEffect(() => installConfirmPrompts(), []);

  // Spec 3: marketing attribution from any page's address.
  useEffect(() => {
    captureAttribution(search);
  }, [search]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a");
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const href = anchor.getAttribute("href") ?? "";
      if (href.startsWith("#")) {
        if (event.defaultPrevented || event.button !== 0) return;
        const id = decodeURIComponent(href.slice(1));
        const target = id === "top" ? document.body : document.getElementById(id);
        if (!target) return;
        event.preventDefault();
        scrollToElement(target);
        if (id !== "top") {
          history.replaceState(history.state, "", href);
          if (
            !target.hasAttribute("tabindex") &&
            !/^(A|BUTTON|INPUT|SELECT|TEXTAREA)$/.test(target.tagName)
          ) {
            target.setAttribute("tabindex", "-1");
          }
          target.focus({ preventScroll: true });
        } else {
          document.getElementById("main")?.focus({ preventScroll: true });
        }
        return;
      }
      if (!shouldHandleLinkClick(event, anchor, window.location.origin)) return;
      const url = new URL(anchor.href);
      if (
        url.pathname === window.location.pathname &&
        url.search === window.location.search &&
        url.hash
      )
        return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);

  // A navigation still pending after 60 s: give up on the fetch and load the page in full.
  useEffect(() => {
    if (navigation.state !== "loading" || !navigation.location) return;
    const { pathname, search, hash } = navigation.location;
    const timer = window.setTimeout(
      () => window.location.assign(pathname + search + hash),
      NAVIGATION_TIMEOUT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigation.state, navigation.location]);

  const [showProgress, setShowProgress] = useState(false);
  const busy = navigation.state !== "idle";
  useEffect(() => {
    if (!busy) {
      setShowProgress(false);
      return;
    }
    const timer = window.setTimeout(() => setShowProgress(true), PROGRESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);

  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      aria-hidden={!showProgress}
      data-state={showProgress ? "loading" : "idle"}
      className={`nav-progress pointer-events-none fixed inset-x-0 top-0 z-50 h-1 ${showProgress ? "block" : "hidden"}`}
    />
  );
}

export function scrollToElement(element: Element): void {
  const top =
    element === document.body
      ? 0
      : element.getBoundingClientRect().top + window.scrollY - SCROLL_OFFSET_PX;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top: Math.max(0, top), behavior: reduce ? "auto" : "smooth" });
}
