import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { signOut } from "~/features/staff/service.server";

/** POST only: ends this session (or, with everywhere=1, all of the member's sessions). */
export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const cookie = await signOut(context, form.get("everywhere") === "1");
  throw redirect("/staff/sign-in", { status: 303, headers: { "Set-Cookie": cookie } });
}

export function loader() {
  throw redirect("/staff", 303);
}
