import type { Route } from "./+types/pipeline";
import { PipelineView } from "~/features/staff/pipeline-view";
import { pipelinePage } from "~/features/staff/service.server";
import { staffMeta } from "./meta";

export const meta: Route.MetaFunction = () => staffMeta("Pipeline");

export function loader({ context, request }: Route.LoaderArgs) {
  return pipelinePage(context, new URL(request.url).searchParams);
}

export default function Pipeline({ loaderData }: Route.ComponentProps) {
  return <PipelineView page={loaderData} />;
}
