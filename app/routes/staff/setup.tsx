import { data, redirect } from "react-router";
import type { Route } from "./+types/setup";
import { SetupForm, SetupExpired } from "~/features/staff/sign-in-forms";
import { completeSetupForm, setupPage } from "~/features/staff/service.server";
import { staffMeta } from "./meta";

export const meta: Route.MetaFunction = () => staffMeta("Set up your account");

/** /staff/setup?token=…: the one-time link a new member (or a reset) gets. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const view = await setupPage(token);
  if (!view) throw data("expired", { status: 404 });
  return { token, ...view };
}

export async function action({ context, request }: Route.ActionArgs) {
  const result = await completeSetupForm(context, await request.formData());
  if (result.ok) throw redirect("/staff/sign-in?setup=done", 303);
  return data(result, { status: 422 });
}

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetupForm view={loaderData} errors={actionData && !actionData.ok ? actionData.errors : {}} />
  );
}

export function ErrorBoundary() {
  return <SetupExpired />;
}
