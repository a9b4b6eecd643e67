import type { Route } from "./+types/robots";
import { robotsTxt } from "~/content/site-pages.server";
import { getEnv } from "~/utils/env.server";

export function loader({ request }: Route.LoaderArgs) {
  const origin = getEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin;
  return new Response(robotsTxt(origin), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
