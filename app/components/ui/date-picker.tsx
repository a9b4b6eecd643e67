import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import {
  addDays,
  addMonths,
  assertCalendarLocale,
  calendarNames,
  clampDate,
  compareDates,
  dayOfWeek,
  formatUsDate,
  monthWeeks,
  parseUsDate,
  sameDate,
  tryParseUsDate,
  type CalendarDate,
} from "./calendar";
import { Modal } from "./modal";
import { useHydrated } from "./use-hydrated";

const TEXT_TYPES = new Set(["text", "tel", "search", ""]);

/**
 * The text input a date picker fills, or throws 'Invalid input element specified' (spec 8):
 * anything but an <input> of a text type.
 */
function assertDateInput(element: unknown): HTMLInputElement {
  if (!(element instanceof HTMLInputElement) || !TEXT_TYPES.has(element.type)) {
    throw new Error("Invalid input element specified");
  }
  return element;
}

/**
 * Writes `text` into an input the way a user edit would be seen: through the native value
 * setter (so React's change tracking notices) and a bubbling `change` event, which React's
 * onChange and MaskedInput both listen to. (An `input` event would make imask diff the text as
 * if typed at the cursor.)
 */
function setInputValue(input: HTMLInputElement, text: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
  if (setter) setter.call(input, text);
  else input.value = text;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

function localToday(): CalendarDate {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export type DatePickerProps = {
  /** The id of the MM/DD/YYYY text input to fill; typing into it keeps working. */
  inputId: string;
  /** Month and weekday names; the input format stays MM/DD/YYYY. Throws 'invalid locale'. */
  locale?: string;
  /** MM/DD/YYYY bounds, the date mask's range by default. Throw 'Invalid date supplied'. */
  min?: string;
  max?: string;
  /** MM/DD/YYYY; the visitor's local date by default (a prop so tests and pages can pin it). */
  today?: string;
  /** The calendar button's accessible name. */
  label?: string;
  title?: string;
  className?: string;
};

/**
 * A calendar button for a date text input. It opens a dialog with a month grid: arrow keys move
 * by day and week, Home/End to the week's ends, PageUp/PageDown by month (with Shift by year),
 * Enter or Space picks, Escape closes; focus then returns to the button. Without JavaScript the
 * button stays hidden and the date is typed.
 */
export function DatePicker({
  inputId,
  locale = "en-US",
  min = "01/01/1900",
  max = "01/01/2100",
  today,
  label = "Choose date",
  title = "Choose a date",
  className = "",
}: DatePickerProps) {
  // The page's first Intl call makes the browser load ICU (20–70 ms in Chromium without
  // throttling; decision 040), so the names are built when the calendar first opens. An unknown
  // locale still throws at render; "en-US", the default, is one every browser has.
  if (locale !== "en-US") assertCalendarLocale(locale);
  const [opened, setOpened] = useState(false);
  const names = useMemo(() => (opened ? calendarNames(locale) : null), [opened, locale]);
  const minDate = useMemo(() => parseUsDate(min), [min]);
  const maxDate = useMemo(() => parseUsDate(max), [max]);
  const todayDate = useMemo(() => (today === undefined ? null : parseUsDate(today)), [today]);
  const hydrated = useHydrated();
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState<CalendarDate>(minDate);
  const [selected, setSelected] = useState<CalendarDate | null>(null);
  const [now, setNow] = useState<CalendarDate | null>(todayDate);
  const gridRef = useRef<HTMLTableElement>(null);
  // Set when the keyboard moved the focused day, so focus follows it into the grid; the month
  // buttons change the month but keep focus on themselves.
  const moveFocus = useRef(false);

  // A wrong inputId is a developer error: report it when the page mounts, not on first use.
  useEffect(() => {
    assertDateInput(document.getElementById(inputId));
  }, [inputId]);

  useEffect(() => {
    if (!open || !moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [open, focused]);

  const outOfRange = (date: CalendarDate) =>
    compareDates(date, minDate) < 0 || compareDates(date, maxDate) > 0;

  function openCalendar() {
    const input = assertDateInput(document.getElementById(inputId));
    const current = tryParseUsDate(input.value);
    const day = todayDate ?? localToday();
    setNow(day);
    setSelected(current && !outOfRange(current) ? current : null);
    setFocused(clampDate(current ?? day, minDate, maxDate));
    setOpened(true);
    setOpen(true);
  }

  function choose(date: CalendarDate) {
    if (outOfRange(date)) return;
    setInputValue(assertDateInput(document.getElementById(inputId)), formatUsDate(date));
    setOpen(false);
  }

  function onGridKeyDown(event: KeyboardEvent<HTMLTableElement>) {
    const moves: Record<string, (date: CalendarDate) => CalendarDate> = {
      ArrowLeft: (d) => addDays(d, -1),
      ArrowRight: (d) => addDays(d, 1),
      ArrowUp: (d) => addDays(d, -7),
      ArrowDown: (d) => addDays(d, 7),
      Home: (d) => addDays(d, -dayOfWeek(d)),
      End: (d) => addDays(d, 6 - dayOfWeek(d)),
      PageUp: (d) => addMonths(d, event.shiftKey ? -12 : -1),
      PageDown: (d) => addMonths(d, event.shiftKey ? 12 : 1),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    moveFocus.current = true;
    setFocused(clampDate(move(focused), minDate, maxDate));
  }

  const firstOfMonth = { year: focused.year, month: focused.month, day: 1 };
  const canGoBack = compareDates(addDays(firstOfMonth, -1), minDate) >= 0;
  const canGoForward = compareDates(addMonths(firstOfMonth, 1), maxDate) <= 0;
  const navButton =
    "inline-flex size-11 items-center justify-center rounded-full text-ink hover:bg-surface aria-disabled:cursor-not-allowed aria-disabled:text-line aria-disabled:hover:bg-transparent";

  return (
    <>
      <button
        type="button"
        hidden={!hydrated}
        aria-label={label}
        aria-haspopup="dialog"
        onClick={openCalendar}
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-lg border border-line bg-white text-accent hover:bg-accent-soft ${className}`}
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none">
          <rect
            x="3"
            y="4.5"
            width="14"
            height="12.5"
            rx="2"
            stroke="currentColor"
            strokeWidth="1.5"
          />
          <path
            d="M3 8.5h14M7 3v3M13 3v3"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      </button>
      {hydrated && names ? (
        <Modal open={open} onClose={() => setOpen(false)} title={title} className="max-w-sm">
          <div className="grid gap-2">
            <div className="flex items-center justify-between">
              <button
                type="button"
                aria-label="Previous month"
                aria-disabled={!canGoBack || undefined}
                onClick={() =>
                  canGoBack && setFocused(clampDate(addMonths(focused, -1), minDate, maxDate))
                }
                className={navButton}
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none">
                  <path
                    d="M12.5 5l-5 5 5 5"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
              <p id={headingId} aria-live="polite" className="font-semibold">
                {names.monthYear(focused)}
              </p>
              <button
                type="button"
                aria-label="Next month"
                aria-disabled={!canGoForward || undefined}
                onClick={() =>
                  canGoForward && setFocused(clampDate(addMonths(focused, 1), minDate, maxDate))
                }
                className={navButton}
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none">
                  <path
                    d="M7.5 5l5 5-5 5"
                    stroke="currentColor"
                    strokeWidth="2"
                    strokeLinecap="round"
                  />
                </svg>
              </button>
            </div>
            <table
              ref={gridRef}
              role="grid"
              aria-labelledby={headingId}
              onKeyDown={onGridKeyDown}
              className="w-full table-fixed border-collapse text-center"
            >
              <thead>
                <tr>
                  {names.weekdays.map((weekday) => (
                    <th
                      key={weekday.long}
                      scope="col"
                      className="pb-1 text-xs font-medium text-muted"
                    >
                      <span aria-hidden="true">{weekday.short}</span>
                      <span className="sr-only">{weekday.long}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(focused.year, focused.month).map((week, row) => (
                  <tr key={row}>
                    {week.map((date, column) => {
                      if (!date) return <td key={column} />;
                      const isFocused = sameDate(date, focused);
                      const isSelected = sameDate(date, selected);
                      const disabled = outOfRange(date);
                      return (
                        <td key={column} className="p-0">
                          <button
                            type="button"
                            tabIndex={isFocused ? 0 : -1}
                            data-autofocus={isFocused ? "" : undefined}
                            aria-label={names.dayLabel(date)}
                            aria-pressed={isSelected}
                            aria-current={sameDate(date, now) ? "date" : undefined}
                            aria-disabled={disabled || undefined}
                            onClick={() => choose(date)}
                            className="mx-auto inline-flex aspect-square w-11 max-w-full items-center justify-center rounded-full tabular-nums text-ink hover:bg-accent-soft aria-[current=date]:font-bold aria-[current=date]:underline aria-disabled:cursor-not-allowed aria-disabled:text-line aria-disabled:hover:bg-transparent aria-pressed:bg-accent aria-pressed:text-white"
                          >
                            {date.day}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </Modal>
      ) : null}
    </>
  );
}
