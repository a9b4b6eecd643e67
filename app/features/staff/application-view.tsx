import type { applicationPage } from "./service.server";
import { BUTTON, BUTTON_QUIET, Notice, PostForm, SelectField, TextField, When } from "./ui";
import { Field } from "~/components/ui/field";

type ApplicationPage = Awaited<ReturnType<typeof applicationPage>>;

const REVEAL_LABEL: Record<string, string> = {
  ssn: "Social Security number",
  date_of_birth: "date of birth",
};

export function ApplicationView({
  page,
  message,
  errors,
}: {
  page: ApplicationPage;
  message?: string;
  errors: Record<string, string>;
}) {
  const masked = page.steps.flatMap((s) => s.answers.filter((a) => a.masked));
  return (
    <>
      <p>
        <a className="text-accent underline" href="/staff">
          ← Pipeline
        </a>
      </p>
      <h1 className="mt-2 text-3xl font-bold">{page.borrower}</h1>
      <p className="mt-1 text-muted">
        {page.form} · reference {page.reference} · submitted <When iso={page.submitted} />
      </p>
      <p className="mt-1" data-trid>
        {page.trid.receivedAt ? (
          <>
            TRID application received <When iso={page.trid.receivedAt} />: the Loan Estimate is due
            within 3 business days.
          </>
        ) : (
          <>Not a TRID application yet. Missing: {page.trid.missing.join(", ")}.</>
        )}
      </p>
      {message ? <Notice tone="good">{message}</Notice> : null}
      {page.revealed ? (
        <Notice>
          The full {REVEAL_LABEL[page.revealed]} is shown on this page only; your reason was
          recorded.
        </Notice>
      ) : null}
      {errors.form ? <Notice tone="bad">{errors.form}</Notice> : null}

      <div className="mt-6 grid gap-6 lg:grid-cols-3">
        <div className="grid gap-6 lg:col-span-2">
          {page.steps.map((step) => (
            <section
              key={step.slug}
              aria-labelledby={`step-${step.slug}`}
              className="rounded-card border border-line bg-white p-4"
            >
              <h2 id={`step-${step.slug}`} className="text-lg font-semibold">
                {step.title}
              </h2>
              <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
                {step.answers.map((a) => (
                  <div key={a.field} className="border-t border-line py-2">
                    <dt className="text-sm text-muted">{a.label}</dt>
                    <dd data-field={a.field} className="break-words">
                      {a.value || "—"}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>

        <aside className="grid content-start gap-6">
          <section
            aria-labelledby="status-heading"
            className="rounded-card border border-line bg-white p-4"
          >
            <h2 id="status-heading" className="text-lg font-semibold">
              Status: {page.statusLabel}
            </h2>
            <PostForm className="mt-3 grid gap-3" label="Change status">
              <input type="hidden" name="intent" value="status" />
              <SelectField
                label="New status"
                name="status"
                options={page.statuses}
                defaultValue={page.status}
                error={errors.status}
              />
              <button type="submit" className={BUTTON}>
                Change status
              </button>
            </PostForm>
            {page.history.length > 0 ? (
              <ul className="mt-3 grid gap-1 text-sm">
                {page.history.map((h) => (
                  <li key={h.id}>
                    {h.from} → {h.to}, {h.by}, <When iso={h.at} />
                  </li>
                ))}
              </ul>
            ) : null}
          </section>

          <section
            aria-labelledby="officer-heading"
            className="rounded-card border border-line bg-white p-4"
          >
            <h2 id="officer-heading" className="text-lg font-semibold">
              Officer: {page.officer}
            </h2>
            {page.canAssign ? (
              <PostForm className="mt-3 grid gap-3" label="Assign">
                <input type="hidden" name="intent" value="assign" />
                <SelectField
                  label="Assign to"
                  name="officer"
                  options={page.officers}
                  defaultValue={page.assignedTo ?? ""}
                  empty="Nobody (unassigned queue)"
                  error={errors.officer}
                />
                <button type="submit" className={BUTTON_QUIET}>
                  Assign
                </button>
              </PostForm>
            ) : null}
            {page.canTake ? (
              <PostForm className="mt-3" label="Take">
                <input type="hidden" name="intent" value="take" />
                <button type="submit" className={BUTTON_QUIET}>
                  Take this application
                </button>
              </PostForm>
            ) : null}
          </section>

          {masked.length > 0 ? (
            <section
              aria-labelledby="reveal-heading"
              className="rounded-card border border-line bg-white p-4"
            >
              <h2 id="reveal-heading" className="text-lg font-semibold">
                Masked values
              </h2>
              {masked.map((a) => (
                <PostForm
                  key={a.field}
                  className="mt-3 grid gap-2"
                  label={`Reveal ${REVEAL_LABEL[a.field] ?? a.label}`}
                >
                  <input type="hidden" name="intent" value="reveal" />
                  <input type="hidden" name="field" value={a.field} />
                  <TextField
                    label={`Why do you need the full ${REVEAL_LABEL[a.field] ?? a.label}?`}
                    name="reason"
                    id={`f-reason-${a.field}`}
                    error={errors[`reason-${a.field}`]}
                  />
                  <button type="submit" className={BUTTON_QUIET}>
                    Reveal {REVEAL_LABEL[a.field] ?? a.label}
                  </button>
                </PostForm>
              ))}
            </section>
          ) : null}

          <section
            aria-labelledby="notes-heading"
            className="rounded-card border border-line bg-white p-4"
          >
            <h2 id="notes-heading" className="text-lg font-semibold">
              Notes
            </h2>
            <ul className="mt-2 grid gap-3">
              {page.notes.map((n) => (
                <li key={n.id} className="border-t border-line pt-2">
                  <p className="whitespace-pre-wrap" data-note>
                    {n.body}
                  </p>
                  <p className="text-sm text-muted">
                    {n.by}, <When iso={n.at} />
                  </p>
                </li>
              ))}
            </ul>
            <PostForm className="mt-3 grid gap-2" label="Add a note">
              <input type="hidden" name="intent" value="note" />
              <Field label="New note" id="f-note" error={errors.note} required>
                {(props) => (
                  <textarea
                    {...props}
                    name="note"
                    rows={3}
                    className="block w-full rounded-lg border border-line p-2"
                  />
                )}
              </Field>
              <button type="submit" className={BUTTON_QUIET}>
                Add note
              </button>
            </PostForm>
          </section>

          <section
            aria-labelledby="delivery-heading"
            className="rounded-card border border-line bg-white p-4"
          >
            <h2 id="delivery-heading" className="text-lg font-semibold">
              Delivery to the lender&apos;s system
            </h2>
            {page.deliveries.length === 0 ? (
              <p className="mt-2">No delivery recorded.</p>
            ) : (
              <ul className="mt-2 grid gap-1">
                {page.deliveries.map((d) => (
                  <li key={d.id}>
                    {d.status === "delivered" ? (
                      <>
                        Delivered <When iso={d.deliveredAt ?? ""} />
                      </>
                    ) : d.status === "dead" ? (
                      <>Failed after {d.attempts} attempts</>
                    ) : (
                      <>
                        Pending ({d.attempts} attempts so far; next <When iso={d.nextAttemptAt} />)
                      </>
                    )}
                    {d.lastError ? (
                      <span className="block text-sm text-muted">Last error: {d.lastError}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <PostForm className="mt-3" label="Re-send">
              <input type="hidden" name="intent" value="resend" />
              <button type="submit" className={BUTTON_QUIET}>
                Re-send now
              </button>
            </PostForm>
          </section>

          <section
            aria-labelledby="download-heading"
            className="rounded-card border border-line bg-white p-4"
          >
            <h2 id="download-heading" className="text-lg font-semibold">
              Download
            </h2>
            <p className="mt-1 text-sm text-muted">
              Includes every value in full. Recorded in the audit trail.
            </p>
            <div className="mt-3 flex gap-3">
              <PostForm action={`/staff/applications/${page.id}/export`} label="Download JSON">
                <input type="hidden" name="format" value="json" />
                <button type="submit" className={BUTTON_QUIET}>
                  JSON
                </button>
              </PostForm>
              <PostForm action={`/staff/applications/${page.id}/export`} label="Download CSV">
                <input type="hidden" name="format" value="csv" />
                <button type="submit" className={BUTTON_QUIET}>
                  CSV
                </button>
              </PostForm>
            </div>
          </section>
        </aside>
      </div>
    </>
  );
}
