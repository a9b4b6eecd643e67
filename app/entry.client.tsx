import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { installCsrfFetch } from "~/utils/csrf-fetch.client";
import { installPageCache } from "~/utils/page-cache.client";

installCsrfFetch();
installPageCache();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
