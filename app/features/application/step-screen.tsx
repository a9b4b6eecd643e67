import { useRouteLoaderData } from "react-router";
import type { RootData } from "~/root";
import type { StepView } from "~/lib/application/step-view";
import type { Attribution } from "~/lib/application/wire";
import type { Received } from "./received.server";
import { ReceivedPage } from "./received-page";
import { StepPage } from "./step-page";

export type StepScreenData =
  | {
      kind: "step";
      view: StepView;
      errors: Record<string, string> | null;
      attribution?: Attribution | null;
    }
  | { kind: "received"; received: Received };

/** What an application page shows: a step (keyed so each step starts fresh) or the received page. */
export function StepScreen({ page }: { page: StepScreenData }) {
  const root = useRouteLoaderData<RootData>("root");
  if (page.kind === "received") return <ReceivedPage received={page.received} />;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <StepPage
        key={`${page.view.slug}:${page.view.version}:${page.errors ? "errors" : ""}`}
        initial={page.view}
        initialErrors={page.errors}
        initialAttribution={page.attribution ?? null}
        csrf={root?.csrfToken ?? ""}
        placesKey={root?.placesKey ?? null}
      />
    </div>
  );
}
