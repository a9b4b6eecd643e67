import type { ReactNode, Ref } from "react";
import type { StepView } from "~/lib/application/step-view";
import { CSRF_FIELD, hiddenFields, stepPath, type Attribution } from "~/lib/application/wire";
import { ProgressBar } from "./progress-bar";
import { StepFields, type StepFieldsProps } from "./step-fields";

export type StepFormProps = {
  view: StepView;
  csrfToken: string;
  attribution: Attribution | null;
  values: StepFieldsProps["values"];
  scripted?: StepFieldsProps["scripted"];
  onValueChange?: StepFieldsProps["onValueChange"];
  after?: StepFieldsProps["after"];
  /** Messages above the fields: the error summary or a problem with the request. */
  notice?: ReactNode;
  /** A note in the flow right above the buttons (the "Still there?" note): it never covers them. */
  beforeButtons?: ReactNode;
  busy?: boolean;
  formRef?: Ref<HTMLFormElement>;
  headingRef?: Ref<HTMLHeadingElement>;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  onPrevious?: (event: React.MouseEvent<HTMLAnchorElement>) => void;
};

/**
 * One application step as a form: the progress bar, the question, its fields, the hidden fields
 * of spec 3 and the Previous / NEXT (SUBMIT) buttons per the step's flags. It posts to its own
 * URL, so it works without JavaScript; the page's script sends it as PATCH JSON instead.
 */
export function StepForm({
  view,
  csrfToken,
  attribution,
  values,
  scripted,
  onValueChange,
  after,
  notice,
  beforeButtons,
  busy = false,
  formRef,
  headingRef,
  onSubmit,
  onPrevious,
}: StepFormProps) {
  return (
    <form
      ref={formRef}
      method="post"
      action={stepPath(view.form, view.slug)}
      noValidate
      data-application-form={view.form}
      data-prevent-submit={busy ? "true" : undefined}
      aria-busy={busy || undefined}
      onSubmit={onSubmit}
      className="grid gap-6"
    >
      <ProgressBar items={view.progress} />
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      {hiddenFields(view, attribution).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold outline-none sm:text-3xl">
          {view.title}
        </h1>
        {view.description ? <p className="mt-2 text-lg text-muted">{view.description}</p> : null}
      </div>
      {view.withheld ? (
        <p className="rounded-card border border-line bg-accent-soft px-4 py-3">
          For your security we don&apos;t show answers such as your date of birth, income or
          demographic details after 30 minutes away: please enter them again.
        </p>
      ) : null}
      {notice}
      <StepFields
        fields={view.fields}
        values={values}
        scripted={scripted}
        onValueChange={onValueChange}
        after={after}
      />
      <div className="mt-2 border-t border-line pt-6">
        {beforeButtons}
        <div className="flex flex-wrap-reverse items-center justify-between gap-3">
          {view.previousVisible === "true" && view.previousSlug ? (
            <a
              href={stepPath(view.form, view.previousSlug)}
              data-reload=""
              onClick={onPrevious}
              className="inline-flex min-h-12 items-center rounded-lg px-4 font-medium text-accent underline-offset-4 hover:underline"
            >
              <span aria-hidden="true">←&nbsp;</span>Back
              <span className="sr-only"> to the previous step (Previous)</span>
            </a>
          ) : (
            <span />
          )}
          {view.nextVisible === "true" ? (
            <button
              type="submit"
              disabled={busy}
              className="min-h-12 min-w-40 rounded-lg bg-accent px-6 text-lg font-semibold tracking-wide text-white hover:bg-accent-dark disabled:opacity-60"
            >
              {view.submitStep === "true" ? "SUBMIT" : "NEXT"}
            </button>
          ) : null}
        </div>
      </div>
      {view.version > 0 ? (
        <p className="text-sm text-muted">
          Not your application, or want to begin again?{" "}
          <a
            href={`/apply/${view.form}/discard`}
            data-confirm="Start over? This deletes the answers saved on this device. It can't be undone."
            data-confirm-post={`/apply/${view.form}/discard`}
            className="text-accent underline"
          >
            Start over
          </a>{" "}
          (deletes the answers saved on this device).
        </p>
      ) : null}
      {view.version > 0 ? (
        <p className="text-sm text-muted">
          Want to finish on your phone or another computer?{" "}
          <a href={`/apply/${view.form}/another-device`} className="text-accent underline">
            Continue on another device
          </a>{" "}
          (we e-mail you a one-time link).
        </p>
      ) : null}
    </form>
  );
}
