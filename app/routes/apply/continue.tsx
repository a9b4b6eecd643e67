import { data, redirect } from "react-router";
import type { Route } from "./+types/continue";
import { continuePage, followResumeLink } from "~/features/application/resume-link.server";
import { ContinuePage } from "~/features/application/resume-pages";
import { requestInfoContext } from "~/utils/request-context.server";
import { pageMeta } from "~/utils/seo";

/**
 * The link's page is never cached, and its address (the token) is never sent to another site as
 * a referrer. Not "no-referrer": a form posted from such a page carries `Origin: null`, which the
 * same-origin check rightly refuses.
 */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "same-origin",
});

/** A link that can't be used: 410 when it was used or has expired, 404 when unknown. */
function statusOf(kind: "used" | "expired" | "unknown"): number {
  return kind === "unknown" ? 404 : 410;
}

/**
 * /apply/continue/{token}: a "continue on another device" link. The GET only shows what the link
 * would open; the POST (CSRF-checked, one press) uses it and opens the application in this
 * browser at the step where the borrower left off.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const state = await continuePage(params.token);
  // Read by root.tsx: no third-party script on a page whose address carries the token.
  const sensitiveStep = true;
  if (state.kind !== "valid")
    return data({ kind: state.kind, sensitiveStep }, { status: statusOf(state.kind) });
  const { csrfToken } = context.get(requestInfoContext);
  return { kind: "valid" as const, csrfToken, token: params.token, sensitiveStep };
}

export async function action({ params, context }: Route.ActionArgs) {
  const formId = await followResumeLink(params.token, context.get(requestInfoContext));
  if (formId) throw redirect(`/apply/${formId}`, 303);
  // Used in the meantime, expired or unknown: say which, as the GET would.
  const state = await continuePage(params.token);
  const kind = state.kind === "valid" ? "used" : state.kind;
  return data({ kind }, { status: statusOf(kind) });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "Continue your application",
    description: "Open your saved application on this device.",
    path: "/apply",
    matches,
    noindex: true,
  });

export default function ContinueApplication({ loaderData, actionData }: Route.ComponentProps) {
  return <ContinuePage page={actionData ?? loaderData} />;
}
