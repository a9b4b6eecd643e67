import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from "react";

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The current value of the controls named `name` under `root`: the checked radio or box, else the value. */
export function readTriggerValue(root: ParentNode, name: string): string {
  const selector = `[name="${name.replace(/["\\]/g, "\\$&")}"]`;
  for (const el of root.querySelectorAll<FormControl>(selector)) {
    // A trigger inside a hidden dependent group has no value either.
    if (el.matches(":disabled")) continue;
    if (el instanceof HTMLInputElement && (el.type === "radio" || el.type === "checkbox")) {
      if (el.checked) return el.value;
      continue;
    }
    return el.value;
  }
  return "";
}

export type DependentFieldsProps = {
  /** The name of the input, radio group or select that decides. */
  trigger: string;
  /** The trigger values that show these fields, or a test of the value. */
  showFor: string | readonly string[] | ((value: string) => boolean);
  /** The trigger's value when the server renders (the saved answer), so the HTML starts right. */
  initialValue?: string;
  children: ReactNode;
  className?: string;
};

function matches(showFor: DependentFieldsProps["showFor"], value: string): boolean {
  // Spec 4: nothing shows while the trigger has no value.
  if (value === "") return false;
  if (typeof showFor === "function") return showFor(value);
  return typeof showFor === "string" ? showFor === value : showFor.includes(value);
}

/**
 * Fields that show only for some values of another field (spec 4). Hidden, they are in a
 * `hidden` and `disabled` fieldset and each control is disabled, so none of them is submitted
 * or validated. It
 * follows the trigger through the form's change and input events, so the trigger can be any
 * plain (uncontrolled) input.
 */
export function DependentFields({
  trigger,
  showFor,
  initialValue = "",
  children,
  className = "",
}: DependentFieldsProps) {
  const ref = useRef<HTMLFieldSetElement>(null);
  const [shown, setShown] = useState(() => matches(showFor, initialValue));
  const shows = useEffectEvent((value: string) => matches(showFor, value));

  useEffect(() => {
    const fieldset = ref.current;
    if (!fieldset) return;
    const root: ParentNode & EventTarget = fieldset.form ?? fieldset.ownerDocument;
    const update = () => setShown(shows(readTriggerValue(root, trigger)));
    const onEvent = (event: Event) => {
      const target = event.target;
      if (target instanceof Element && target.getAttribute("name") === trigger) update();
    };
    // The browser may have restored the trigger (back button) before hydration.
    update();
    root.addEventListener("change", onEvent);
    root.addEventListener("input", onEvent);
    return () => {
      root.removeEventListener("change", onEvent);
      root.removeEventListener("input", onEvent);
    };
  }, [trigger]);

  // The disabled fieldset already keeps its controls out of a submitted form. Each control is
  // disabled as well so that code reading `control.disabled` (a JSON step serializer) agrees;
  // only the ones disabled here are enabled again.
  useEffect(() => {
    const fieldset = ref.current;
    if (!fieldset) return;
    for (const el of fieldset.querySelectorAll<FormControl>("input, select, textarea")) {
      if (!shown && !el.disabled) {
        el.disabled = true;
        el.dataset.dependentDisabled = "";
      } else if (shown && el.dataset.dependentDisabled !== undefined) {
        el.disabled = false;
        delete el.dataset.dependentDisabled;
      }
    }
  }, [shown]);

  return (
    <fieldset
      ref={ref}
      hidden={!shown}
      disabled={!shown}
      data-depends-on={trigger}
      className={`m-0 min-w-0 border-0 p-0 ${className}`}
    >
      {children}
    </fieldset>
  );
}
