import type { Route } from "./+types/application-export";
import { exportApplication } from "~/features/staff/service.server";

/** POST (a form with the CSRF token): the application as a JSON or CSV download, audited. */
export async function action({ context, params, request }: Route.ActionArgs) {
  const form = await request.formData();
  return exportApplication(context, params.id, String(form.get("format") ?? ""));
}
