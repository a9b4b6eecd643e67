import { data } from "react-router";
import type { Route } from "./+types/members";
import { MembersView } from "~/features/staff/members-view";
import { membersAction, membersPage } from "~/features/staff/service.server";
import { getEnv } from "~/utils/env.server";
import { staffMeta } from "./meta";

export const meta: Route.MetaFunction = () => staffMeta("Staff");

export function loader({ context }: Route.LoaderArgs) {
  return membersPage(context);
}

export async function action({ context, request }: Route.ActionArgs) {
  const origin = getEnv().PUBLIC_ORIGIN ?? new URL(request.url).origin;
  const result = await membersAction(context, await request.formData(), origin);
  return data(result, { status: result.kind === "invalid" ? 422 : 200 });
}

export default function Members({ loaderData, actionData }: Route.ComponentProps) {
  return <MembersView page={loaderData} result={actionData} />;
}
