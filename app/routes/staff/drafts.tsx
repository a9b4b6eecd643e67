import type { Route } from "./+types/drafts";
import { DraftsView } from "~/features/staff/pipeline-view";
import { draftsPage } from "~/features/staff/service.server";
import { staffMeta } from "./meta";

export const meta: Route.MetaFunction = () => staffMeta("Drafts in progress");

export function loader({ context, request }: Route.LoaderArgs) {
  return draftsPage(context, new URL(request.url).searchParams);
}

export default function Drafts({ loaderData }: Route.ComponentProps) {
  return <DraftsView page={loaderData} />;
}
