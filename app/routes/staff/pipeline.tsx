import { data, redirect } from "react-router";
import type { Route } from "./+types/pipeline";
import { PipelineView } from "~/features/staff/pipeline-view";
import { pipelinePage, pipelineSearch } from "~/features/staff/service.server";
import { staffMeta } from "./meta";

export const meta: Route.MetaFunction = () => staffMeta("Pipeline");

export function loader({ context, request }: Route.LoaderArgs) {
  return pipelinePage(context, new URL(request.url).searchParams);
}

/** The filter form (POST: its search must not be in a URL): a redirect to the filtered view. */
export async function action({ context, request }: Route.ActionArgs) {
  const result = pipelineSearch(context, await request.formData());
  if (result.ok) throw redirect(result.location, 303);
  return data(result, { status: 422 });
}

export default function Pipeline({ loaderData, actionData }: Route.ComponentProps) {
  return <PipelineView page={loaderData} search={actionData} />;
}
