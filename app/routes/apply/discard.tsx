import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/discard";
import { discardDraft, formOrNull } from "~/features/application/service.server";
import { CSRF_FIELD } from "~/lib/application/wire";
import { requestInfoContext } from "~/utils/request-context.server";
import { pageMeta } from "~/utils/seo";

/** Nothing about a borrower's application is ever cached. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

/**
 * /apply/{form}/discard: "Start over". The page is the confirmation (it works without
 * JavaScript, and nothing is deleted by a GET); the POST deletes this device's draft and rotates
 * the visitor cookie, then opens the form's first step.
 */
export function loader({ params, context }: Route.LoaderArgs) {
  const form = formOrNull(params.form);
  if (!form) throw data("Not found", { status: 404 });
  // This request's token: the cookie may have been rotated since the page shell was loaded.
  const { csrfToken } = context.get(requestInfoContext);
  const application = form.productType === "purchase" ? "home purchase" : "refinance";
  return { form: form.id, formTitle: form.title, application, csrfToken };
}

export async function action({ params, context }: Route.ActionArgs) {
  const form = formOrNull(params.form);
  if (!form) throw data("Not found", { status: 404 });
  await discardDraft(form, context.get(requestInfoContext));
  throw redirect(`/apply/${form.id}?discarded=1`, 303);
}

export const meta: Route.MetaFunction = ({ data: page, matches }) =>
  pageMeta({
    title: `Start over – ${page?.formTitle ?? "Application"}`,
    description: "Discard the answers saved on this device and start a new application.",
    path: `/apply/${page?.form ?? ""}`,
    matches,
    noindex: true,
  });

export default function DiscardApplication({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <h1 className="text-3xl font-bold">Start over?</h1>
      <p className="mt-4 text-lg">
        This deletes the answers to your {loaderData.application} application saved on this device,
        and this browser will no longer open them. It can&apos;t be undone. An application you have
        already submitted is not affected.
      </p>
      <Form method="post" className="mt-8 flex flex-wrap items-center gap-4" reloadDocument>
        <input type="hidden" name={CSRF_FIELD} value={loaderData.csrfToken} />
        <button
          type="submit"
          className="min-h-12 rounded-lg bg-bad px-6 font-semibold text-white hover:opacity-90"
        >
          Yes, discard my answers
        </button>
        <Link
          to={`/apply/${loaderData.form}`}
          className="inline-flex min-h-12 items-center rounded-lg px-4 font-medium text-accent underline"
        >
          No, keep my application
        </Link>
      </Form>
    </div>
  );
}
