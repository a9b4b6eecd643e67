// A visitor cookie rides on every response (server/app.ts), so no shared cache may keep these: private.
import type { Route } from "./+types/sitemap";
import { sitemapXml } from "~/content/site-pages.server";
import { getEnv } from "~/utils/env.server";

export function loader({ request }: Route.LoaderArgs) {
  const origin = getEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin;
  return new Response(sitemapXml(origin), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
