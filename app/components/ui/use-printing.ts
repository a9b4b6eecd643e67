import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

/**
 * True while the page is being printed (from `beforeprint` to `afterprint`, or while the print
 * media query matches). The update is flushed at once, so what print shows is in the document
 * before the browser lays out the printed pages.
 */
export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("print");
    const set = (value: boolean) => flushSync(() => setPrinting(value));
    const before = () => set(true);
    // After printing, and whenever the print media query changes: whatever the query says now.
    const follow = () => set(query.matches);
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", follow);
    query.addEventListener("change", follow);
    if (query.matches) setPrinting(true);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", follow);
      query.removeEventListener("change", follow);
    };
  }, []);
  return printing;
}
