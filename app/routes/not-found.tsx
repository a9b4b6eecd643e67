import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { notFoundData } from "~/content/not-found";
import { suggestPages } from "~/content/suggest.server";

/**
 * Any address the URL map does not know: a real 404, drawn by the root error boundary with
 * pages whose words match the address ("/fha" suggests the FHA loans guide).
 */
export function loader({ request }: Route.LoaderArgs) {
  throw data(notFoundData(suggestPages(new URL(request.url).pathname)), { status: 404 });
}

export default function NotFound() {
  return null;
}
