import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { Field } from "~/components/ui/field";
import { PercentSlider, PriceSlider } from "~/components/ui/slider";
import { CALCULATORS, calculatorByPath } from "~/content/calculators";
import { CopyLink } from "~/features/calculators/copy-link";
import { DEBOUNCE_MS, useCalculator } from "~/features/calculators/use-calculator";
import { sliderFieldText, sliderPosition } from "~/lib/format/slider";
import { runCalculator, type CalculatorState, type SimpleCalculator } from "./calculator";
import { fieldMessage, type FieldSpec, type FieldValues } from "./fields";

const INPUT =
  "h-11 w-full rounded-lg border border-muted/70 bg-white text-base text-ink tabular-nums user-invalid:border-bad user-invalid:border-2";

const UNIT: Record<FieldSpec["kind"], { before?: string; after?: string }> = {
  money: { before: "$" },
  percent: { after: "%" },
  years: { after: "years" },
  months: { after: "months" },
};

/**
 * The slider beside a field with a `slider` option, kept in step with it both ways: typing
 * moves the slider (through `text`), sliding writes the field and asks for a recalculation.
 * In the server's HTML too, so nothing moves when the script takes over (issue 19); a page
 * without scripting hides it (data-js-only, app/root.tsx) and the field works alone.
 */
function FieldSlider({
  field,
  text,
  onSlide,
}: {
  field: FieldSpec & { slider: NonNullable<FieldSpec["slider"]> };
  text: string;
  onSlide: (text: string) => void;
}) {
  const { min, max, step } = field.slider;
  const props = {
    label: <span className="sr-only">{`${field.label}, slider`}</span>,
    min,
    max,
    step,
    value: sliderPosition(text, field.slider),
    onChange: (value: number) => onSlide(sliderFieldText(value, field.range.decimals)),
    className: "mt-1",
  };
  return field.kind === "money" ? <PriceSlider {...props} /> : <PercentSlider {...props} />;
}

function NumberField({
  field,
  value,
  error,
  onSlide,
}: {
  field: FieldSpec;
  value: string;
  error: string | null;
  /** Called after the slider rewrote the field. */
  onSlide: () => void;
}) {
  const unit = UNIT[field.kind];
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(value);
  const slide = (next: string) => {
    if (inputRef.current) inputRef.current.value = next;
    setText(next);
    onSlide();
  };
  return (
    <div>
      <Field
        label={field.label}
        hint={field.hint}
        required={field.required}
        help={field.help}
        error={error}
      >
        {(props) => (
          <div className="relative">
            {unit.before ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-muted"
              >
                {unit.before}
              </span>
            ) : null}
            <input
              {...props}
              ref={inputRef}
              onInput={(event) => setText(event.currentTarget.value)}
              type="number"
              name={field.name}
              defaultValue={value}
              required={field.required}
              min={field.min}
              max={field.max}
              step={field.step}
              inputMode={field.kind === "years" ? "numeric" : "decimal"}
              autoComplete="off"
              className={`${INPUT} ${unit.before ? "pl-7" : "pl-3"} ${unit.after === "years" ? "pr-16" : unit.after ? "pr-8" : "pr-3"}`}
            />
            {unit.after ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-muted"
              >
                {unit.after}
              </span>
            ) : null}
          </div>
        )}
      </Field>
      {field.slider ? (
        <div data-js-only="">
          <FieldSlider field={{ ...field, slider: field.slider }} text={text} onSlide={slide} />
        </div>
      ) : null}
    </div>
  );
}

/** One result: a label and the value, marked with its spec name as `data-output`. */
export function Output({
  name,
  label,
  value,
  hint,
  primary = false,
}: {
  name: string;
  label: ReactNode;
  value: string;
  hint?: ReactNode;
  primary?: boolean;
}) {
  return (
    <div
      className={
        primary
          ? "rounded-lg bg-white p-4 shadow-sm ring-1 ring-line"
          : "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-line py-2 last:border-b-0"
      }
    >
      <dt className={primary ? "font-medium text-muted" : "text-ink"}>{label}</dt>
      <dd
        data-output={name}
        className={
          primary
            ? "mt-1 text-3xl font-bold tabular-nums break-words text-ink"
            : "font-semibold tabular-nums text-ink"
        }
      >
        {value}
      </dd>
      {hint ? (
        <dd className={primary ? "mt-1 text-sm text-muted" : "w-full text-sm text-muted"}>
          {hint}
        </dd>
      ) : null}
    </div>
  );
}

export type SimpleCalculatorPageProps<R> = {
  calculator: SimpleCalculator<R>;
  /** The page's path, also its key in the calculators list (`/calculators/affordability`). */
  path: `/calculators/${string}`;
  intro: ReactNode;
  /** A sentence announced to screen readers whenever the result changes. */
  summary: (result: R) => string;
  /** The results of a valid form; `values` are the fields the result was computed from. */
  results: (result: R, values: FieldValues) => ReactNode;
  /** DESIGN 8: every page that shows a payment shows what it rests on. */
  assumptions: readonly ReactNode[];
  /** How the numbers are worked out, in plain words. */
  method?: ReactNode;
};

/**
 * The page of one simple calculator (DESIGN 5): a GET form with the spec's input names whose
 * button calculates, the results beside it, the assumptions below. The first render comes from
 * the query string (also on the server, so a shared link shows its results without JavaScript);
 * afterwards the button recalculates in the browser, only when the form is valid.
 */
export function SimpleCalculatorPage<R>({
  calculator,
  path,
  intro,
  summary,
  results,
  assumptions,
  method,
}: SimpleCalculatorPageProps<R>) {
  const calc = useCalculator<CalculatorState<R>>({
    mode: "button",
    parse: (params) => runCalculator(calculator, params),
  });
  const { values, result } = calc.values;
  // A slider fires for every step it passes: recalculate once it rests, as a live form does.
  const slideTimer = useRef<number | undefined>(undefined);
  const { recalculate } = calc;
  const onSlide = useCallback(() => {
    window.clearTimeout(slideTimer.current);
    slideTimer.current = window.setTimeout(recalculate, DEBOUNCE_MS.other);
  }, [recalculate]);
  useEffect(() => () => window.clearTimeout(slideTimer.current), []);
  const resultsRef = useRef<HTMLElement>(null);
  const initialValues = useRef(calc.values);

  // After a calculation, bring the results into view when they are off screen (below the form
  // on a phone, or above the button of a long form).
  useEffect(() => {
    if (calc.values === initialValues.current) return;
    const el = resultsRef.current;
    if (!el) return;
    const top = el.getBoundingClientRect().top;
    if (top < 0 || top > window.innerHeight * 0.6) {
      const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
      el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    }
  }, [calc.values]);
  const info = calculatorByPath(path);
  const title = info?.name ?? "Calculator";
  const related = CALCULATORS.filter((c) => c.group === info?.group && c.path !== path);
  const formTitle = `${calculator.id}-form-title`;
  const resultsTitle = `${calculator.id}-results-title`;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-muted">
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link to="/calculators" className="text-accent underline">
              Calculators
            </Link>
            <span aria-hidden="true" className="mx-1">
              /
            </span>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{title}</h1>
      <div className="mt-3 max-w-3xl text-lg text-muted">{intro}</div>

      <div className="mt-8 grid items-start gap-6 lg:grid-cols-2">
        <form
          {...calc.formProps}
          data-calculator={calculator.id}
          aria-labelledby={formTitle}
          className="grid gap-5 rounded-card border border-line p-5 sm:p-6"
        >
          <div>
            <h2 id={formTitle} className="text-xl font-bold">
              Your numbers
            </h2>
            <p className="mt-1 text-sm text-muted">
              Fields marked{" "}
              <span aria-hidden="true" className="text-bad">
                *
              </span>
              <span className="sr-only">as required</span> are required. Amounts are in US dollars.
            </p>
          </div>
          {calculator.fields.map((field) => (
            <NumberField
              key={field.name}
              field={field}
              value={values.text[field.name] ?? ""}
              error={values.invalid.includes(field.name) ? fieldMessage(field) : null}
              onSlide={onSlide}
            />
          ))}
          <button
            type="submit"
            data-calculator={calculator.id}
            className="min-h-12 rounded-md bg-accent px-6 py-3 text-lg font-semibold text-white hover:bg-accent-dark"
          >
            Calculate
          </button>
        </form>

        <section
          ref={resultsRef}
          aria-labelledby={resultsTitle}
          className="rounded-card bg-surface p-5 sm:p-6 lg:sticky lg:top-32"
        >
          <h2 id={resultsTitle} className="text-xl font-bold">
            Results
          </h2>
          <p role="status" className="mt-1 text-muted">
            {result === null
              ? "Enter your numbers and press Calculate to see the results."
              : summary(result)}
          </p>
          {result === null ? null : <div className="mt-4">{results(result, values)}</div>}
          <p className="mt-4 text-sm text-muted">
            An estimate to help you plan, not a loan offer or a commitment to lend. The rate is the
            one you enter, not a rate we quote.
          </p>
          <div className="mt-4">
            <CopyLink calculator={calculator.id} />
          </div>
        </section>
      </div>

      <section aria-labelledby="assumptions-title" className="mt-10 max-w-3xl">
        <h2 id="assumptions-title" className="text-2xl font-bold">
          What this estimate assumes
        </h2>
        <ul className="mt-3 list-disc space-y-2 pl-6">
          {assumptions.map((item, i) => (
            <li key={i}>{item}</li>
          ))}
        </ul>
        {method ? (
          <>
            <h3 className="mt-6 text-lg font-bold">How it is worked out</h3>
            <div className="mt-2 space-y-2">{method}</div>
          </>
        ) : null}
      </section>

      {related.length > 0 ? (
        <section aria-labelledby="related-title" className="mt-10">
          <h2 id="related-title" className="text-2xl font-bold">
            Related calculators
          </h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-3">
            {related.map((c) => (
              <li key={c.path}>
                <Link
                  to={c.path}
                  className="block h-full rounded-card border border-line p-4 no-underline hover:border-accent"
                >
                  <span className="font-semibold text-accent">{c.name}</span>
                  <span className="mt-1 block text-sm text-muted">{c.description}</span>
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <Link to="/calculators" className="font-semibold text-accent underline">
              All mortgage calculators
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
