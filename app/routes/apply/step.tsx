import { data, redirect } from "react-router";
import type { Route } from "./+types/step";
import { StepScreen } from "~/features/application/step-screen";
import { takeStep } from "~/features/application/prefetched-step";
import { refuseUnreadableForm } from "~/utils/form-body.server";
import { stepHasSensitiveFields } from "~/lib/application/engine";
import { FORM_RECEIVED, getStep } from "~/lib/application/forms";
import { requestInfoContext } from "~/utils/request-context.server";
import {
  attributionFromQuery,
  attributionSearch,
  formFields,
  readStepBody,
} from "~/lib/application/wire";
import { pageMeta } from "~/utils/seo";
import {
  formOrNull,
  readJsonBody,
  respond,
  stepPage,
  submitStep,
} from "~/features/application/service.server";
import { receivedPage } from "~/features/application/received.server";

/** Application pages and answers are never cached anywhere (DESIGN 7). */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * PATCH /apply/{form}/{slug} is the wire contract's step submission (spec 7): it answers with
 * its own JSON or HTML fragment, so it is handled here before React Router would render a page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, params, context }, next) => {
    if (request.method !== "PATCH")
      return (await refuseUnreadableForm(request, ["GET", "HEAD", "POST", "PATCH"])) ?? next();
    const form = formOrNull(params.form);
    const info = context.get(requestInfoContext);
    if (!form)
      return respond(request, { status: 404, message: "There is no such application form." });
    const parsed = await readJsonBody(request);
    if (!parsed.ok) return respond(request, parsed.outcome);
    return respond(request, await submitStep(form, params.slug, parsed.body, "json", info));
  },
];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const form = formOrNull(params.form);
  if (!form) throw data("Not found", { status: 404 });
  const info = context.get(requestInfoContext);
  if (params.slug === "form_received") {
    const received = await receivedPage(form, info);
    if (!received) throw redirect(`/apply/${form.id}`);
    return { kind: "received" as const, received, errors: null };
  }
  const page = await stepPage(form, params.slug, info);
  if (!page) throw data("Not found", { status: 404 });
  if ("redirectTo" in page) throw redirect(page.redirectTo + new URL(request.url).search);
  // Read by root.tsx: no third-party scripts on a page that asks for sensitive fields.
  const step = getStep(form, page.view.slug);
  const sensitiveStep = step ? stepHasSensitiveFields(step) : false;
  const attribution = attributionFromQuery(new URL(request.url).searchParams);
  return { kind: "step" as const, view: page.view, errors: null, sensitiveStep, attribution };
}

/** The step shown right after a NEXT or Back answer comes from that answer, not a second request. */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const view = takeStep(params.form, params.slug);
  if (view) return { kind: "step" as const, view, errors: null };
  return serverLoader();
}

/**
 * Without JavaScript the step is a plain form: POST here stands for PATCH, and a good answer
 * redirects to the next step's page (Post/Redirect/Get); a refused one redraws with messages.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = formOrNull(params.form);
  if (!form) throw data("Not found", { status: 404 });
  const info = context.get(requestInfoContext);
  const body = formFields(await request.formData());
  // Attribution rides on to the next page's hidden fields through its address (spec 3).
  const { attribution } = readStepBody(form, body, "form");
  const outcome = await submitStep(form, params.slug, body, "form", info);
  if (outcome.status === 200) {
    const next = outcome.view.slug;
    const search = next === FORM_RECEIVED ? "" : attributionSearch(attribution);
    throw redirect(`/apply/${form.id}/${next}${search}`, 303);
  }
  if (outcome.status === 422) {
    return data(
      { kind: "step" as const, view: outcome.view, errors: outcome.errors, attribution },
      { status: 422 },
    );
  }
  throw data(outcome.message, { status: outcome.status });
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const title =
    page?.kind === "step" ? `${page.view.title} – ${page.view.formTitle}` : "Application received";
  return pageMeta({
    title,
    description:
      "Apply online for a home loan, one short step at a time. Your answers are saved as you go.",
    path: page?.kind === "step" ? `/apply/${page.view.form}` : "/apply",
    matches,
    noindex: true,
  });
};

export default function ApplicationStep({ loaderData, actionData }: Route.ComponentProps) {
  return <StepScreen page={actionData ?? loaderData} />;
}
