import { startTransition, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { lender } from "~/config/lender";
import { primaryNav, subNav } from "./nav-items";

/**
 * Site header: logo, primary navigation whose items that do not fit move into a "More" menu,
 * a shadow once the page is scrolled, and a calculators sub-menu that hides while scrolling down
 * and comes back when scrolling up.
 */
export function Header() {
  const [scrolled, setScrolled] = useState(false);
  const [subHidden, setSubHidden] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setScrolled(y > 0);
      if (Math.abs(y - last) > 4) {
        setSubHidden(y > last && y > 80);
        last = y;
      }
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // The header is fixed and always 100 px tall (spec 9's scroll offset): the sub-menu slides
  // under the main bar instead of collapsing, so hiding it never shifts the page.
  return (
    <>
      <div aria-hidden="true" className="h-[100px]" />
      <header className="fixed inset-x-0 top-0 z-40" data-scrolled={scrolled ? "true" : "false"}>
        <div
          className={`relative z-10 bg-white transition-shadow ${scrolled && subHidden ? "shadow-menu" : ""}`}
        >
          <div className="mx-auto flex h-[60px] max-w-6xl items-center gap-3 px-4">
            <Link
              to="/"
              className="flex shrink-0 items-center gap-2 py-2 font-semibold text-ink no-underline"
            >
              <svg
                aria-hidden="true"
                width="28"
                height="28"
                viewBox="0 0 28 28"
                className="text-accent"
              >
                <path
                  d="M3 14 14 4l11 10v10a1 1 0 0 1-1 1h-6v-7h-8v7H4a1 1 0 0 1-1-1z"
                  fill="currentColor"
                />
              </svg>
              <span>{lender.name}</span>
            </Link>
            <OverflowNav />
          </div>
        </div>
        <nav
          aria-label="Popular calculators"
          data-hidden={subHidden ? "true" : "false"}
          inert={subHidden}
          className={`border-t border-line bg-surface transition-[transform,box-shadow] duration-200 ${
            subHidden ? "-translate-y-full" : "translate-y-0"
          } ${scrolled && !subHidden ? "shadow-menu" : ""}`}
        >
          <ul className="mx-auto flex h-10 max-w-6xl items-center gap-5 overflow-x-auto px-4 text-sm whitespace-nowrap">
            {subNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    `py-2 ${isActive ? "font-semibold text-accent" : "text-muted hover:text-ink"}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
    </>
  );
}

function OverflowNav() {
  const rowRef = useRef<HTMLUListElement>(null);
  const moreRef = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState<number>(primaryNav.length);
  const [open, setOpen] = useState(false);
  // Until the script has measured, the row scrolls sideways so no item is out of reach.
  const [measured, setMeasured] = useState(false);
  const location = useLocation();

  // Measure once per resize, after the page has painted (the row is invisible until then), and
  // re-render the row in a transition: measuring in a layout effect made React re-render
  // synchronously inside the hydration's commit, and run every passive effect of the page in
  // that same task (a 40 to 110 ms task on a phone; decision 038). The sizes are read in the
  // ResizeObserver's callback, which the browser calls right after it has laid the page out, so
  // reading them costs no layout of its own; read from the effect, they forced a layout of the
  // whole page inside the task that runs the page's effects (16 to 29 ms on a calculator,
  // unthrottled; decision 041).
  useEffect(() => {
    const row = rowRef.current;
    if (!row) return;
    let widths: number[] | undefined;
    const measure = () => {
      // Every item is shown until the first measure, so each keeps its natural width.
      widths ??= Array.from(row.querySelectorAll<HTMLElement>(":scope > li[data-nav-item]")).map(
        (li) => li.getBoundingClientRect().width,
      );
      const available = row.getBoundingClientRect().width;
      const moreWidth = moreRef.current?.getBoundingClientRect().width || 88;
      const gap = 4;
      let used = 0;
      let count = 0;
      for (const [i, w] of widths.entries()) {
        const needsMore = i < widths.length - 1;
        const room = available - (needsMore ? moreWidth + gap : 0);
        if (used + w <= room || (i === widths.length - 1 && used + w <= available)) {
          used += w + gap;
          count++;
        } else break;
      }
      startTransition(() => {
        setVisible(count);
        setMeasured(true);
      });
    };
    // The first callback comes after the next layout, then one per change of the row's size.
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, []);

  useEffect(() => setOpen(false), [location.pathname]);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setOpen(false);
        moreRef.current?.querySelector("button")?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (!moreRef.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [open]);

  const overflow = primaryNav.slice(visible);
  return (
    <nav aria-label="Main" className="flex min-w-0 flex-1 items-center justify-end">
      {/* Until measured the row is laid out but not shown, so hiding the items that do not fit
          moves nothing on screen (issue 19: CLS 0); without scripting it shows and scrolls
          sideways (data-js-measured, app/root.tsx). */}
      <ul
        ref={rowRef}
        data-js-measured={measured ? undefined : ""}
        className={`flex min-w-0 flex-1 items-center justify-end gap-1 ${measured ? "overflow-hidden" : "invisible overflow-x-auto"}`}
      >
        {primaryNav.map((item, i) => (
          <li key={item.to} data-nav-item="" hidden={i >= visible} className="shrink-0">
            <NavLink
              to={item.to}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2.5 text-[0.95rem] whitespace-nowrap ${
                  isActive
                    ? "bg-accent-soft font-semibold text-accent-dark"
                    : "text-ink hover:bg-surface"
                }`
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div ref={moreRef} className={`relative shrink-0 ${overflow.length === 0 ? "hidden" : ""}`}>
        <button
          type="button"
          aria-expanded={open}
          aria-controls="more-menu"
          onClick={() => setOpen((v) => !v)}
          className="flex min-h-11 items-center gap-1 rounded-md px-3 py-2 text-[0.95rem] text-ink hover:bg-surface"
        >
          More
          <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
            <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.5" fill="none" />
          </svg>
        </button>
        <ul
          id="more-menu"
          hidden={!open}
          className="absolute right-0 mt-1 min-w-52 rounded-card border border-line bg-white py-1 shadow-menu"
        >
          {overflow.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className="block px-4 py-3 text-ink hover:bg-surface">
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
