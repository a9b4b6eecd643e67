import { data } from "react-router";
import type { Route } from "./+types/another-device";
import { formOrNull } from "~/features/application/service.server";
import { requestResumeLink, resumeFormPage } from "~/features/application/resume-link.server";
import { AnotherDevicePage } from "~/features/application/resume-pages";
import { requestInfoContext } from "~/utils/request-context.server";
import { pageMeta } from "~/utils/seo";

/** Nothing about a borrower's application is ever cached. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * /apply/{form}/another-device: "Continue on another device". The page asks for an e-mail
 * address (pre-filled when the draft holds one; never in the URL); the POST sends a one-time link
 * (features/application/resume-link.server.ts). Works without JavaScript.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const form = formOrNull(params.form);
  if (!form) throw data("Not found", { status: 404 });
  const info = context.get(requestInfoContext);
  const page = await resumeFormPage(form, info);
  return {
    form: form.id,
    formTitle: form.title,
    csrfToken: info.csrfToken,
    ...page,
    // Read by root.tsx: no third-party script on a page that shows the borrower's e-mail.
    sensitiveStep: true,
    state: "ask" as const,
    error: null as string | null,
    message: null as string | null,
  };
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const form = formOrNull(params.form);
  if (!form) throw data("Not found", { status: 404 });
  const info = context.get(requestInfoContext);
  const body = await request.formData();
  const outcome = await requestResumeLink(form, body.get("email"), info);
  const base = {
    form: form.id,
    formTitle: form.title,
    csrfToken: info.csrfToken,
    offered: true,
    hasDraft: true,
  };
  if (outcome.status === 200)
    return { ...base, email: "", state: "sent" as const, error: null, message: null };
  if (outcome.status === 422)
    return data(
      { ...base, email: outcome.email, state: "ask" as const, error: outcome.error, message: null },
      { status: 422 },
    );
  return data(
    {
      ...base,
      email: "",
      state: "refused" as const,
      error: null,
      message: outcome.message,
    },
    { status: outcome.status },
  );
}

export const meta: Route.MetaFunction = ({ data: page, matches }) =>
  pageMeta({
    title: `Continue on another device – ${page?.formTitle ?? "Application"}`,
    description: "Get a one-time link by e-mail to continue your application on another device.",
    path: `/apply/${page?.form ?? ""}`,
    matches,
    noindex: true,
  });

export default function AnotherDevice({ loaderData, actionData }: Route.ComponentProps) {
  return <AnotherDevicePage page={actionData ?? loaderData} />;
}
