import type { Route } from "./+types/previous-step";
import { requestInfoContext } from "~/utils/request-context.server";
import { formOrNull, previousStep, respond } from "~/features/application/service.server";

/**
 * GET /apply/{form}/steps/{slug} (spec 7): a step the borrower already reached, pre-filled, as
 * JSON or an HTML fragment. 404 when this browser has no such application, 409 when the step is
 * not reachable yet.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const form = formOrNull(params.form);
  if (!form)
    return respond(request, { status: 404, message: "There is no such application form." });
  return respond(request, await previousStep(form, params.slug, context.get(requestInfoContext)));
}
