import {
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { useNavigate } from "react-router";
import { InactivityClass } from "~/components/ui/inactivity-class";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { StepView } from "~/lib/application/step-view";
import { readAttribution } from "~/utils/attribution.client";
import {
  attributionFromQuery,
  CSRF_HEADER,
  previousStepPath,
  stepPath,
  stepRequestBody,
  type Attribution,
  type StepErrorBody,
} from "~/lib/application/wire";
import { attachPlaces, loadPlaces, lookupZip, setControlValue, suggestCities } from "./address";
import { reportStepLoad } from "./analytics";
import { holdStep } from "./prefetched-step";
import { StepForm } from "./step-form";
import { triggerValues } from "./step-fields";
import { stepInputs, useFieldCheck, withMessages } from "./use-field-check";

/** Spec 9: seconds without input before a step says its answers are safe (the element's delay). */
export const STILL_THERE_DELAY = 600;

type Notice =
  | { kind: "errors"; errors: Record<string, string> }
  | { kind: "problem"; message: string; action?: { label: string; href: string } };

/** The PATCH body of spec 7 from the form's inputs (radios only when checked; groups as lists). */
export function stepBody(
  form: HTMLFormElement,
  view: StepView,
  attribution: Attribution | null,
): Record<string, unknown> {
  return stepRequestBody(view, stepInputs(form, view), attribution);
}

function csrfToken(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? "";
}

/** A step that starts an application rotates the visitor cookie: its CSRF token comes along. */
function adoptCsrfToken(res: Response): void {
  const token = res.headers.get(CSRF_HEADER);
  const meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (token && meta) meta.content = token;
}

function problemFor(status: number, body: StepErrorBody | null, view: StepView): Notice {
  const message =
    body?.error ??
    "Something went wrong on our side. Your answers on this page are still here: please try again.";
  if (status === 409 && body?.code === "stale")
    return {
      kind: "problem",
      message,
      action: { label: "Reload this step", href: stepPath(view.form, view.slug) },
    };
  if (status === 409 && body?.currentSlug)
    return {
      kind: "problem",
      message,
      action: { label: "Go to your current step", href: stepPath(view.form, body.currentSlug) },
    };
  if (status === 404)
    return {
      kind: "problem",
      message,
      action: { label: "Start a new application", href: `/apply/${view.form}` },
    };
  if (status === 403)
    return {
      kind: "problem",
      message,
      action: { label: "Reload the page", href: stepPath(view.form, view.slug) },
    };
  return { kind: "problem", message };
}

/**
 * One step on the page, enhanced: NEXT sends the step as PATCH JSON and shows the server's next
 * step in place (the client never decides what comes next), Back fetches the previous step,
 * errors come back as field messages. Nothing the borrower typed is lost on an error.
 */
export function StepPage({
  initial,
  initialErrors = null,
  initialAttribution = null,
  csrf,
  placesKey,
}: {
  initial: StepView;
  /** Messages of a step refused without JavaScript (the server re-rendered the page). */
  initialErrors?: Record<string, string> | null;
  /** Attribution the server read from the address (it fills the hidden fields without JS). */
  initialAttribution?: Attribution | null;
  csrf: string;
  placesKey: string | null;
}) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const [view, setView] = useState(initial);
  const [values, setValues] = useState(() => triggerValues(initial.fields));
  const [notice, setNotice] = useState<Notice | null>(
    initialErrors ? { kind: "errors", errors: initialErrors } : null,
  );
  const [busy, setBusy] = useState(false);
  const [attribution, setAttribution] = useState<Attribution | null>(initialAttribution);
  const [cities, setCities] = useState<{ city: string; state: string }[]>([]);
  const citiesAsked = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const checking = useRef(false);
  const fieldCheck = useFieldCheck(view, formRef);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  // The "where are you looking" question suggests cities from the site's ZIP data.
  const cityField = view.fields.some((f) => f.address === "street")
    ? undefined
    : view.fields.find((f) => f.address === "city");
  const listId = `cities-${view.slug}`;

  // Each step load: analytics, the session id, the progress bar into view, focus on the question.
  useEffect(() => {
    // The address wins over storage: the page's own capture of it may not have run yet (spec 3).
    setAttribution(
      attributionFromQuery(new URLSearchParams(window.location.search)) ??
        readAttribution() ??
        initialAttribution,
    );
    try {
      window.sessionStorage.setItem(`application-session:${initial.form}`, initial.sessionUUID);
    } catch {
      // Private browsing may refuse storage; the server does not depend on it.
    }
    reportStepLoad(initial);
    formRef.current?.querySelector("[data-progress-bar]")?.scrollIntoView({ block: "nearest" });
    if (window.history.state?.idx > 0 && document.activeElement === document.body)
      headingRef.current?.focus({ preventScroll: true });
  }, [initial]);

  // Answers chosen before the script ran (a slow phone) decide which dependent fields show.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const triggers = new Set(
      initial.fields.flatMap((f) => (f.dependsOn ? [f.dependsOn.field] : [])),
    );
    const typed: Record<string, string | string[]> = {};
    for (const f of initial.fields) {
      if (!triggers.has(f.name)) continue;
      const answers = data.getAll(f.name).filter((v): v is string => typeof v === "string");
      if (f.widget === "checkbox-group") typed[f.name] = answers;
      else if (answers[0] !== undefined) typed[f.name] = answers[0];
    }
    setValues((v) => ({ ...v, ...typed }));
  }, [initial]);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  // Google Places on the street field when a key is configured (5 s limit, spec 9).
  useEffect(() => {
    const street = initial.fields.find((f) => f.address === "street");
    if (!placesKey || !street) return;
    let active = true;
    void loadPlaces(placesKey).then((api) => {
      const form = formRef.current;
      const input = form?.elements.namedItem(street.name);
      if (!active || !api || !(input instanceof HTMLInputElement) || !form) return;
      attachPlaces(api, input, (parts) => {
        const byRole = (role: string) => initial.fields.find((f) => f.address === role)?.name;
        if (parts.route)
          setControlValue(input, [parts.streetNumber, parts.route].filter(Boolean).join(" "));
        if (parts.city)
          setControlValue(
            form.elements.namedItem(byRole("city") ?? "") as Element | null,
            parts.city,
          );
        if (parts.stateShort)
          setControlValue(
            form.elements.namedItem(byRole("state") ?? "") as Element | null,
            parts.stateShort,
          );
        if (parts.postalCode)
          setControlValue(
            form.elements.namedItem(byRole("zip") ?? "") as Element | null,
            parts.postalCode,
          );
      });
    });
    return () => {
      active = false;
    };
  }, [initial, placesKey]);

  const onValueChange = (name: string, value: string | string[]) => {
    setValues((v) => ({ ...v, [name]: value }));
    const field = view.fields.find((f) => f.name === name);
    const form = formRef.current;
    if (!field || !form || typeof value !== "string") return;
    if (field.address === "zip" && /^\d{5}$/.test(value)) {
      void lookupZip(value).then((place) => {
        if (!place) return;
        for (const [role, text] of [
          ["city", place.city],
          ["state", place.state],
        ] as const) {
          const target = view.fields.find((f) => f.address === role && f.dependsOn === undefined);
          const control = target ? form.elements.namedItem(target.name) : null;
          if (control instanceof HTMLInputElement || control instanceof HTMLSelectElement) {
            if (control.value === "") setControlValue(control, text);
          }
        }
      });
    }
    if (field.address === "city" && field === cityField) {
      const state = view.fields.find((f) => f.address === "state");
      const stateValue = state
        ? (form.elements.namedItem(state.name) as HTMLSelectElement | null)?.value
        : undefined;
      // Answers can arrive out of order: only the one for the latest text is shown.
      const asked = ++citiesAsked.current;
      void suggestCities(value, stateValue || undefined).then((found) => {
        if (asked === citiesAsked.current) setCities(found);
      });
    }
  };

  const send = async (request: () => Promise<Response>, onDone?: () => void) => {
    setBusy(true);
    setNotice(null);
    try {
      const res = await request();
      adoptCsrfToken(res);
      const body = (await res.json().catch(() => null)) as (StepView & StepErrorBody) | null;
      if (res.ok && body?.slug) {
        // The received page has its own content (reference, next steps): the server renders it.
        if (body.slug !== "form_received") holdStep(body);
        await navigate(stepPath(body.form, body.slug));
        onDone?.();
        return;
      }
      if (res.status === 422 && body?.errors) {
        const errors = body.errors;
        fieldCheck.clear();
        setView((v) => ({ ...v, fields: v.fields.map((f) => ({ ...f, error: errors[f.name] })) }));
        setNotice({ kind: "errors", errors });
        return;
      }
      setNotice(problemFor(res.status, body, view));
    } catch {
      setNotice({
        kind: "problem",
        message:
          "We couldn't reach our server. Your answers on this page are still here: check your connection and press NEXT again.",
      });
    } finally {
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy || checking.current || form.dataset.preventSubmit === "true") return;
    checking.current = true;
    void fieldCheck
      .checkStep(form)
      .then((ok) => {
        // Refused here: the messages are beside the fields and the first one to fix has focus.
        if (ok) submit(form);
        else setNotice(null);
      })
      .finally(() => {
        checking.current = false;
      });
  };

  const submit = (form: HTMLFormElement) => {
    const body = stepBody(form, view, attribution);
    void send(
      () =>
        fetch(stepPath(view.form, view.slug), {
          method: "PATCH",
          credentials: "same-origin",
          headers: {
            "Content-Type": "application/json",
            Accept: "application/json",
            [CSRF_HEADER]: csrfToken() || csrf,
            "X-Requested-With": "XMLHttpRequest",
          },
          body: JSON.stringify(body),
        }),
      () => {
        if (view.formType === "short") window.scrollTo({ top: 0, behavior: "smooth" });
      },
    );
  };

  const onPrevious = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!view.previousSlug) return;
    event.preventDefault();
    if (busy) return;
    const slug = view.previousSlug;
    void send(() =>
      fetch(previousStepPath(view.form, slug), {
        credentials: "same-origin",
        headers: { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" },
      }),
    );
  };

  // Spec 5: a form flagged to prevent submission blocks the Enter key too.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (
      event.key === "Enter" &&
      formRef.current?.dataset.preventSubmit === "true" &&
      (event.target as HTMLElement).tagName === "INPUT"
    ) {
      event.preventDefault();
    }
  };

  useEffect(() => {
    const input = cityField ? formRef.current?.elements.namedItem(cityField.name) : null;
    if (input instanceof HTMLInputElement) input.setAttribute("list", listId);
  }, [cityField, listId]);

  // A ZIP code or city typed before the page's script ran (a slow phone) still gets its help.
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of initial.fields) {
      if (field.address !== "zip" && field.address !== "city") continue;
      const control = form.elements.namedItem(field.name);
      if (control instanceof HTMLInputElement && control.value !== "")
        onValueChange(field.name, control.value);
    }
    // Once per step: later typing reaches onValueChange through the fields' own events.
  }, [initial]);

  const noticeNode = notice ? (
    <div
      ref={noticeRef}
      tabIndex={-1}
      role="alert"
      className="rounded-card border border-bad bg-red-50 p-4 text-ink outline-none"
    >
      {notice.kind === "errors" ? (
        <>
          <p className="font-semibold">Some answers need your attention:</p>
          <ul className="mt-2 list-disc pl-5">
            {Object.entries(notice.errors).map(([name, message]) => (
              <li key={name}>
                <a className="text-accent underline" href={`#field-${name}`} data-reload="">
                  {message}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p>{notice.message}</p>
          {notice.action ? (
            <a
              className="mt-2 inline-block font-semibold text-accent underline"
              href={notice.action.href}
              data-reload=""
            >
              {notice.action.label}
            </a>
          ) : null}
        </>
      )}
    </div>
  ) : null;

  return (
    <div onKeyDown={onKeyDown}>
      <StepForm
        view={withMessages(view, fieldCheck.messages)}
        csrfToken={csrf}
        attribution={attribution}
        values={hydrated ? values : null}
        scripted
        onValueChange={onValueChange}
        notice={noticeNode}
        beforeButtons={
          // Always in the page, so a screen reader hears the note (politely) when it appears. In
          // the flow above the buttons, never over them (a fixed note covered NEXT at 375 px).
          <InactivityClass
            delay={STILL_THERE_DELAY}
            role="status"
            data-still-there=""
            inactiveClassName="mb-4 rounded-card border border-line bg-accent-soft px-4 py-3 text-ink"
          >
            {(inactive) =>
              inactive ? (
                <p>
                  <strong className="font-semibold">Still there?</strong> Your answers so far are
                  saved; pick up where you left off whenever you&apos;re ready.
                </p>
              ) : null
            }
          </InactivityClass>
        }
        busy={busy}
        formRef={formRef}
        headingRef={headingRef}
        onSubmit={onSubmit}
        onPrevious={onPrevious}
        after={(field) =>
          field.name === cityField?.name ? (
            <datalist id={listId}>
              {cities.map((c) => (
                <option
                  key={`${c.city}-${c.state}`}
                  value={c.city}
                >{`${c.city}, ${c.state}`}</option>
              ))}
            </datalist>
          ) : null
        }
      />
    </div>
  );
}
