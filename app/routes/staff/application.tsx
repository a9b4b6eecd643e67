import { data } from "react-router";
import type { Route } from "./+types/application";
import { ApplicationView } from "~/features/staff/application-view";
import { applicationAction, applicationPage } from "~/features/staff/service.server";
import { staffMeta } from "./meta";

export const meta: Route.MetaFunction = ({ data: page }) =>
  staffMeta(page ? `Application ${page.reference}` : "Application");

export function loader({ context, params }: Route.LoaderArgs) {
  return applicationPage(context, params.id);
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const result = await applicationAction(context, params.id, await request.formData());
  if (result.kind === "revealed")
    return { revealedPage: await applicationPage(context, params.id, { field: result.field }) };
  if (result.kind === "invalid") return data({ errors: result.errors }, { status: 422 });
  return { message: result.message };
}

export default function Application({ loaderData, actionData }: Route.ComponentProps) {
  const revealed = actionData && "revealedPage" in actionData ? actionData.revealedPage : null;
  return (
    <ApplicationView
      page={revealed ?? loaderData}
      message={actionData && "message" in actionData ? actionData.message : undefined}
      errors={actionData && "errors" in actionData ? actionData.errors : {}}
    />
  );
}
