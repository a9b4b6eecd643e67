import type { StepView } from "~/lib/application/step-view";
import { StepForm } from "./step-form";

/**
 * The HTML-fragment representation of a step (wire contract, Accept: text/html): the same form as
 * the page, without the document around it. The page it is placed into supplies the CSRF token
 * from its meta tag, so the fragment carries none.
 */
export function StepFragment({ view }: { view: StepView }) {
  return (
    <div data-step={view.slug} data-form={view.form}>
      <StepForm view={view} csrfToken="" attribution={null} values={null} />
    </div>
  );
}
