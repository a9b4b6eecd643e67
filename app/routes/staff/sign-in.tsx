import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { SignInForm } from "~/features/staff/sign-in-forms";
import { signInWithPassword } from "~/features/staff/service.server";
import { staffContext } from "~/features/staff/session.server";
import { staffMeta } from "./meta";

export const meta: Route.MetaFunction = () => staffMeta("Sign in");

export function loader({ context, request }: Route.LoaderArgs) {
  if (context.get(staffContext)?.stage === "full") throw redirect("/staff", 303);
  return { setupDone: new URL(request.url).searchParams.get("setup") === "done" };
}

export async function action({ context, request }: Route.ActionArgs) {
  const result = await signInWithPassword(context, await request.formData());
  if (result.ok)
    throw redirect("/staff/sign-in/code", {
      status: 303,
      headers: { "Set-Cookie": result.cookie },
    });
  return data({ error: result.message }, { status: 401 });
}

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInForm error={actionData?.error} setupDone={loaderData.setupDone} />;
}
