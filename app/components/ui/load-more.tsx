import { useRef, useState, type ReactNode } from "react";
import { useHydrated } from "./use-hydrated";

type Fetcher = (input: string, init: RequestInit) => Promise<Response>;

export type LoadMoreProps = {
  /** Where the next pages come from; `?page=N` (or `&page=N`) is added. */
  url: string;
  /** The page already in the list (1-based); the first load asks for currentPage + 1. */
  currentPage: number;
  /** The server-rendered items of the current page. */
  children: ReactNode;
  /** The list element; fragments must fit it (<li> items for "ul"). */
  as?: "ul" | "ol" | "div";
  listClassName?: string;
  /** False when the server already knows there is no next page. */
  hasMore?: boolean;
  loadMoreLabel?: string;
  loadingLabel?: string;
  endLabel?: string;
  /** The no-JavaScript link's text. */
  nextPageLabel?: string;
  nextPageHref?: (page: number) => string;
  /** Whether a response means "no more pages"; spec 4: 2 characters or fewer. */
  isExhausted?: (text: string) => boolean;
  /** Failed loads are ignored by default (spec 8); the button can be pressed again. */
  onError?: (error: unknown) => void;
  /** Injectable for tests; the global fetch by default. */
  fetcher?: Fetcher;
  className?: string;
};

const BUTTON =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-accent px-5 font-semibold text-accent hover:bg-accent-soft aria-disabled:cursor-not-allowed aria-disabled:border-line aria-disabled:text-muted aria-disabled:hover:bg-transparent";

function pageUrl(url: string, page: number): string {
  return `${url}${url.includes("?") ? "&" : "?"}page=${page}`;
}

function csrfToken(): string | undefined {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content || undefined;
}

/**
 * A list with a "Load more" button (spec 4 generic load-more list). Each press fetches
 * `{url}?page={n}` (n counting on from `currentPage`) with the XMLHttpRequest marker, the CSRF
 * token and same-origin credentials, and appends the returned HTML fragment to the list. An
 * exhausted response turns the button into the end label. While loading the button is
 * aria-disabled rather than disabled, so keyboard focus stays on it. Without JavaScript it is a
 * plain "Next page" link.
 */
export function LoadMore({
  url,
  currentPage,
  children,
  as: List = "div",
  listClassName = "",
  hasMore = true,
  loadMoreLabel = "Load more",
  loadingLabel = "Loading…",
  endLabel = "No more results",
  nextPageLabel = "Next page",
  nextPageHref = (page) => `?page=${page}`,
  isExhausted = (text) => text.length <= 2,
  onError = () => {},
  fetcher,
  className = "",
}: LoadMoreProps) {
  const hydrated = useHydrated();
  const listRef = useRef<HTMLElement>(null);
  const page = useRef(currentPage);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(!hasMore);
  const [status, setStatus] = useState("");

  async function loadNext() {
    if (busy || done) return;
    setBusy(true);
    const next = page.current + 1;
    const token = csrfToken();
    try {
      const response = await (fetcher ?? fetch)(pageUrl(url, next), {
        method: "GET",
        credentials: "same-origin",
        headers: {
          Accept: "text/html",
          "X-Requested-With": "XMLHttpRequest",
          ...(token ? { "X-CSRF-Token": token } : {}),
        },
      });
      if (!response.ok) throw new Error(`Loading page ${next} failed with ${response.status}`);
      const html = await response.text();
      if (isExhausted(html)) {
        setDone(true);
        setStatus(endLabel);
        return;
      }
      listRef.current?.insertAdjacentHTML("beforeend", html);
      page.current = next;
      setStatus(`Page ${next} loaded`);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  }

  let control: ReactNode;
  if (done) {
    control = (
      <button type="button" aria-disabled="true" className={BUTTON}>
        {endLabel}
      </button>
    );
  } else if (!hydrated) {
    control = (
      <a href={nextPageHref(currentPage + 1)} className={BUTTON}>
        {nextPageLabel}
      </a>
    );
  } else {
    control = (
      <button
        type="button"
        aria-disabled={busy || undefined}
        onClick={() => void loadNext()}
        className={BUTTON}
      >
        {busy ? loadingLabel : loadMoreLabel}
      </button>
    );
  }

  return (
    <div className={className}>
      {/* Items appended from fragments are not React's: keep `children` stable. */}
      <List
        ref={(node: HTMLElement | null) => {
          listRef.current = node;
        }}
        className={listClassName}
      >
        {children}
      </List>
      <div className="mt-4 flex justify-center">{control}</div>
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  );
}
