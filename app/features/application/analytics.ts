import type { StepView } from "~/lib/application/step-view";
import { dataLayerEvent, type DataLayerEvent } from "~/lib/application/wire";
import { waitForGlobal } from "~/utils/wait-for-global";

/**
 * After each step load (spec 4): the tag-manager data-layer event, the session-tracking helper if
 * a third-party script provides one within 2 s, and a page-load event. Only the step's slug, the
 * kind of form and the session id leave the page: never an answer (tests assert it).
 */
export function stepEvent(view: StepView): DataLayerEvent {
  return dataLayerEvent(view, view.progress[0]?.slug ?? "");
}

type Tracker = { track: (payload: DataLayerEvent) => unknown };

export function reportStepLoad(view: StepView): void {
  const payload = stepEvent(view);
  const w = window as unknown as { dataLayer?: unknown[] };
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(payload);
  waitForGlobal<Tracker>("sessionTracking")
    .then((tracker) => tracker.track({ ...payload }))
    .catch(() => undefined);
  document.dispatchEvent(
    new CustomEvent("application:page-load", {
      detail: { current_page: view.slug, form_type: view.formType },
    }),
  );
}
