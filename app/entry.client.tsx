import { startTransition, StrictMode } from "react";
import { HydratedRouter } from "react-router/dom";
import { installCsrfFetch } from "~/utils/csrf-fetch.client";
import { installPageCache } from "~/utils/page-cache.client";

installCsrfFetch();
installPageCache();

// React DOM's client is a chunk of its own, evaluated in a task of its own after the page's
// other scripts: its evaluation was half of the page's longest task on a phone (decision 038).
void import("react-dom/client").then(({ hydrateRoot }) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
