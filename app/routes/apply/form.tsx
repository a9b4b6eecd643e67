import { data, redirect } from "react-router";
import type { Route } from "./+types/form";
import { StepScreen } from "~/features/application/step-screen";
import { requestInfoContext } from "~/utils/request-context.server";
import { pageMeta } from "~/utils/seo";
import { attributionFromQuery } from "~/lib/application/wire";
import { formOrNull, resumeSlug, stepPage } from "~/features/application/service.server";

export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * /apply/{form}: the form's first step, or, for a borrower who has started in this browser, a
 * redirect to the step they stopped at. The query string (marketing attribution) is kept.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const form = formOrNull(params.form);
  if (!form) throw data("Not found", { status: 404 });
  const info = context.get(requestInfoContext);
  const slug = await resumeSlug(form, info);
  if (slug !== form.firstSlug)
    throw redirect(`/apply/${form.id}/${slug}${new URL(request.url).search}`);
  const page = await stepPage(form, slug, info);
  if (!page || "redirectTo" in page) throw data("Not found", { status: 404 });
  const query = new URL(request.url).searchParams;
  const discarded = query.get("discarded") === "1";
  const attribution = attributionFromQuery(query);
  return { kind: "step" as const, view: page.view, errors: null, discarded, attribution };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) =>
  pageMeta({
    title: page?.view.formTitle ?? "Apply online",
    description:
      "Apply online for a home loan, one short step at a time. Your answers are saved as you go, and a loan officer contacts you within one business day.",
    path: page ? `/apply/${page.view.form}` : "/apply",
    matches,
  });

export default function ApplicationForm({ loaderData }: Route.ComponentProps) {
  return (
    <>
      {loaderData.discarded ? (
        <p role="status" className="mx-auto mt-6 max-w-2xl rounded-card bg-accent-soft px-4 py-3">
          Your answers were deleted from this device. You can start a new application below.
        </p>
      ) : null}
      <StepScreen page={loaderData} />
    </>
  );
}
