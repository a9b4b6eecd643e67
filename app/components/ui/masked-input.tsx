import InputMask from "imask/esm/controls/input";
import {
  useEffect,
  useEffectEvent,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
  type Ref,
} from "react";
import type { NumberRange } from "~/lib/format/number";
import { formatMasked, keepsValue, maskOptions, type MaskKind } from "./masks";
import { mergeRefs } from "./merge-refs";

export type MaskedInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "defaultValue" | "onChange" | "children" | "prefix"
> & {
  mask: MaskKind;
  /** Money only: whole dollars. */
  dollarsOnly?: boolean;
  /**
   * Money, percentage and number: the field's range (its decimals and maximum). A value outside
   * it (from a link) is shown exactly as given, unmasked, until the user edits it into range.
   */
  range?: NumberRange;
  /** Controlled value; shown through the mask ("250000" shows "250,000"). */
  value?: string;
  defaultValue?: string;
  /** Called with the masked display string each time the user changes it. */
  onChange?: (value: string) => void;
  /** Unit text drawn inside the box, e.g. "$" before or "%" after; the label must say it too. */
  before?: string;
  after?: string;
  ref?: Ref<HTMLInputElement>;
  /** Classes for the visible box (the input, or the box around it and its unit). */
  className?: string;
};

// The keyboard a phone should show for each mask.
const INPUT_MODE: Record<MaskKind, InputHTMLAttributes<HTMLInputElement>["inputMode"]> = {
  number: "numeric",
  phone: "tel",
  date: "numeric",
  "month-year": "numeric",
  zip: "numeric",
  money: "decimal",
  name: "text",
  percentage: "decimal",
  ssn: "numeric",
};

/** The field's box (app.css: one class name instead of the utilities on every field). */
const BOX = "input-box";

/**
 * A text input with one of the spec 5 masks. The server renders a plain named input holding the
 * formatted value, so the form submits without JavaScript; after hydration imask formats as the
 * user types. The submitted value is the masked display string ("1,250.50", "(555) 123-4567").
 * A value written from outside (a date picker) is picked up on its `change` event.
 *
 * With a `range`, a value the mask would change into another number ("150" in a 0-100 %
 * field would become "15") is never masked: the input shows it as given, so it matches the
 * message and the missing result beside it; the mask takes over once the text fits.
 */
export function MaskedInput({
  mask,
  dollarsOnly = false,
  range,
  value,
  defaultValue,
  onChange,
  before,
  after,
  ref,
  className = "",
  type,
  inputMode,
  ...rest
}: MaskedInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const refs = useMemo(() => mergeRefs(inputRef, ref), [ref]);
  const maskRef = useRef<InputMask | null>(null);
  // Set while we push a new `value` prop into the mask, so the echo is not reported back.
  const syncing = useRef(false);
  const reportChange = useEffectEvent((text: string) => {
    if (!syncing.current) onChange?.(text);
  });
  const min = range?.min;
  const max = range?.max;
  const decimals = range?.decimals;
  const settings = useMemo(
    () => ({
      dollarsOnly,
      ...(max !== undefined && decimals !== undefined
        ? { range: { min: min ?? 0, max, decimals } }
        : {}),
    }),
    [dollarsOnly, min, max, decimals],
  );
  // Formatted once, for the server HTML and hydration; afterwards the mask owns the text.
  const [initial] = useState(() => {
    const raw = value ?? defaultValue ?? "";
    return keepsValue(mask, raw, settings) ? formatMasked(mask, raw, settings) : raw;
  });

  useEffect(() => {
    const el = inputRef.current;
    if (!el) return;
    let instance: InputMask | null = null;
    const attach = (): InputMask | null => {
      if (instance || !keepsValue(mask, el.value, settings)) return instance;
      const current = new InputMask(el, maskOptions(mask, settings));
      instance = current;
      maskRef.current = current;
      current.on("accept", () => reportChange(current.value));
      return current;
    };
    // Unmasked (a value out of range): report the user's edits and attach once the text fits.
    const onRawInput = () => {
      if (instance) return;
      reportChange(el.value);
      attach();
    };
    const onExternalChange = () => {
      if (instance) {
        if (el.value !== instance.value) instance.value = el.value;
        return;
      }
      // Written from outside before the mask was attached: the mask takes it as typed.
      const text = el.value;
      const attached = attach();
      if (!attached) return;
      attached.value = text;
      reportChange(attached.value);
    };
    // The mask is attached in a task of its own once the page is idle, or as soon as the field
    // is used (docs/decisions/033): attaching a dozen masks in the effects that follow hydration
    // was one long task on a phone, before anyone could type.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const cancelIdle = window.cancelIdleCallback ?? window.clearTimeout;
    const pending = idle(() => attach());
    el.addEventListener("focus", attach);
    el.addEventListener("input", onRawInput);
    el.addEventListener("change", onExternalChange);
    return () => {
      cancelIdle(pending);
      el.removeEventListener("focus", attach);
      el.removeEventListener("input", onRawInput);
      el.removeEventListener("change", onExternalChange);
      instance?.destroy();
      maskRef.current = null;
    };
  }, [mask, settings]);

  useEffect(() => {
    if (value === undefined) return;
    const instance = maskRef.current;
    if (instance) {
      if (instance.value === value) return;
      syncing.current = true;
      instance.value = value;
      syncing.current = false;
      return;
    }
    // No mask attached yet: shown as the mask would show it.
    const el = inputRef.current;
    const shown = keepsValue(mask, value, settings) ? formatMasked(mask, value, settings) : value;
    if (el && el.value !== shown) el.value = shown;
  }, [value, mask, settings]);

  const input = (
    <input
      {...rest}
      ref={refs}
      type={type ?? (mask === "phone" ? "tel" : "text")}
      inputMode={
        inputMode ??
        (mask === "money" && dollarsOnly
          ? "numeric"
          : mask === "number" && range && range.decimals > 0
            ? "decimal"
            : INPUT_MODE[mask])
      }
      defaultValue={initial}
      className={before || after ? "input-inner" : `${BOX} px-3 ${className}`}
    />
  );
  if (!before && !after) return input;
  // The box draws the border and focus ring so the unit sits inside it.
  return (
    <div className={`${BOX} input-affixed ${className}`}>
      {before ? (
        <span aria-hidden="true" className="text-muted">
          {before}
        </span>
      ) : null}
      {input}
      {after ? (
        <span aria-hidden="true" className="text-muted">
          {after}
        </span>
      ) : null}
    </div>
  );
}
