import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FormEvent,
  type RefObject,
} from "react";
import { useLocation } from "react-router";

/** Spec 9: 400 ms for the mortgage payment calculator, 300 ms for the others. */
export const DEBOUNCE_MS = { mortgagePayment: 400, other: 300 } as const;

/** The form's current fields as a query string, in form order, skipping unchecked boxes. */
export function formToParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && name !== "csrf") params.append(name, value);
  }
  return params;
}

export type CalculatorForm<V> = {
  values: V;
  formRef: RefObject<HTMLFormElement | null>;
  /** Spread on the calculator's `<form method="get">`. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    method: "get";
    onInput?: () => void;
    onChange?: () => void;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  };
  /** Recalculate now (e.g. after a linked field was rewritten by code). */
  recalculate: () => void;
};

/**
 * The calculator contract (DESIGN.md 5). The page renders from the query string on the server;
 * in the browser, `live` calculators recalculate after a debounce on every input and `button`
 * calculators on submit, and only when the form passes the browser's validity check. The URL is
 * kept in sync (replaceState), so the address bar always holds a shareable link. Without
 * JavaScript the form is a plain GET form and the server renders the same results.
 */
export function useCalculator<V>(options: {
  parse: (params: URLSearchParams) => V;
  mode: "live" | "button";
  debounceMs?: number;
  /** Called on every input before the debounce (spec 4: an input collapses the table). */
  onInput?: () => void;
  /** Return false to skip a recalculation silently (spec 5: invalid calculator dates). */
  accept?: (params: URLSearchParams) => boolean;
}): CalculatorForm<V> {
  const location = useLocation();
  const [values, setValues] = useState<V>(() =>
    options.parse(new URLSearchParams(location.search)),
  );
  const formRef = useRef<HTMLFormElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const urlTimer = useRef<number | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  /**
   * `typing`: the debounced recalculation of a live calculator (docs/decisions/025). The results
   * render in a transition, which a key press interrupts, and the address is written in a task
   * of its own (replaceState took 2 to 50 ms at 4x CPU slowdown), so no one task holds up the
   * next key. Otherwise (a click, Enter, a field rewritten by code) both happen at once.
   */
  const run = useCallback((typing: boolean) => {
    const form = formRef.current;
    if (!form) return;
    const { mode, parse, accept } = latest.current;
    if (mode === "button" && !form.checkValidity()) {
      form.reportValidity();
      return;
    }
    const params = formToParams(form);
    if (accept && !accept(params)) return;
    const next = parse(params);
    const url = `${window.location.pathname}?${params.toString()}`;
    const writeUrl = () => window.history.replaceState(window.history.state, "", url);
    window.clearTimeout(urlTimer.current);
    if (typing) {
      startTransition(() => setValues(next));
      urlTimer.current = window.setTimeout(writeUrl, 0);
    } else {
      setValues(next);
      writeUrl();
    }
  }, []);
  const recalculate = useCallback(() => run(false), [run]);

  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
      window.clearTimeout(urlTimer.current);
    },
    [],
  );

  const onInput = useCallback(() => {
    latest.current.onInput?.();
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(
      () => run(true),
      latest.current.debounceMs ?? DEBOUNCE_MS.other,
    );
  }, [run]);

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      window.clearTimeout(timer.current);
      recalculate();
    },
    [recalculate],
  );

  return {
    values,
    formRef,
    recalculate,
    formProps: {
      ref: formRef,
      method: "get",
      ...(options.mode === "live" ? { onInput, onChange: onInput } : {}),
      onSubmit,
    },
  };
}
