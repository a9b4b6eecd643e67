import type { StepView } from "~/features/application/step-view";
import { waitForGlobal } from "~/utils/wait-for-global";

/**
 * After each step load (spec 4): the tag-manager data-layer event, the session-tracking helper if
 * a third-party script provides one within 2 s, and a page-load event. Only the step's slug, the
 * kind of form and the session id leave the page: never an answer (tests assert it).
 */
export type StepEvent = {
  event: "application_step";
  application_start: boolean;
  application_complete: boolean;
  current_page: string;
  session_uuid: string;
  product_type: StepView["productType"];
  form_type: StepView["formType"];
};

export function stepEvent(view: StepView): StepEvent {
  return {
    event: "application_step",
    application_start: view.slug === view.progress[0]?.slug,
    application_complete: view.slug === "form_received",
    current_page: view.slug,
    session_uuid: view.sessionUUID,
    product_type: view.productType,
    form_type: view.formType,
  };
}

type Tracker = { track: (payload: StepEvent) => unknown };

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
