import { startTransition, StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";
import { installCsrfFetch } from "~/utils/csrf-fetch.client";
import { installPageCache } from "~/utils/page-cache.client";

installCsrfFetch();
installPageCache();

/** Waits before each new try of a failed chunk load: 1, 2, 4 and 8 seconds (15 s in all). */
const CHUNK_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];

/**
 * React DOM's client, fetched again when its load fails (a phone losing signal for a moment).
 * Chromium fetches a failed dynamic import again (checked in 156); a browser that keeps the
 * failure fails each try at once. Without React DOM the page stays as the server drew it: links
 * and forms still work, but no calculator updates as the borrower types.
 */
async function loadReactDomClient() {
  for (let attempt = 0; ; attempt++) {
    try {
      return await import("react-dom/client");
    } catch (error) {
      const wait = CHUNK_RETRY_DELAYS_MS[attempt];
      if (wait === undefined) throw error;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }
}

// React DOM's client is a chunk of its own, evaluated in a task of its own after the page's
// other scripts: its evaluation was half of the page's longest task on a phone (decision 038).
void loadReactDomClient().then(({ hydrateRoot }) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
