import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in-code";
import { CodeForm } from "~/features/staff/sign-in-forms";
import { awaitingCode, signInWithCode } from "~/features/staff/service.server";
import { staffMeta } from "./meta";

export const meta: Route.MetaFunction = () => staffMeta("Enter your code");

export function loader({ context }: Route.LoaderArgs) {
  if (!awaitingCode(context)) throw redirect("/staff/sign-in", 303);
  return null;
}

export async function action({ context, request }: Route.ActionArgs) {
  const result = await signInWithCode(context, await request.formData());
  if (result.ok)
    throw redirect("/staff", { status: 303, headers: { "Set-Cookie": result.cookie } });
  return data({ error: result.message, restart: !awaitingCode(context) }, { status: 401 });
}

export default function SignInCode({ actionData }: Route.ComponentProps) {
  return <CodeForm error={actionData?.error} />;
}
