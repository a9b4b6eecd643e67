// Calendar arithmetic for the date picker: plain year/month/day values, computed in UTC so the
// visitor's time zone and daylight saving never move a day.

/** A calendar day; `month` is 1-12. */
export type CalendarDate = { readonly year: number; readonly month: number; readonly day: number };

const DAY_MS = 86_400_000;

function toUtc(date: CalendarDate): number {
  return Date.UTC(date.year, date.month - 1, date.day);
}

function fromUtc(ms: number): CalendarDate {
  const d = new Date(ms);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Sunday = 0 … Saturday = 6. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(toUtc(date)).getUTCDay();
}

export function compareDates(a: CalendarDate, b: CalendarDate): number {
  return toUtc(a) - toUtc(b);
}

export function sameDate(a: CalendarDate | null, b: CalendarDate | null): boolean {
  return a !== null && b !== null && compareDates(a, b) === 0;
}

export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromUtc(toUtc(date) + days * DAY_MS);
}

/** Same day `months` later, or the month's last day when it is shorter (Jan 31 + 1 → Feb 29). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

export function clampDate(date: CalendarDate, min: CalendarDate, max: CalendarDate): CalendarDate {
  if (compareDates(date, min) < 0) return min;
  if (compareDates(date, max) > 0) return max;
  return date;
}

/** "03/05/2024" → March 5, 2024; anything else (including 02/30/2024) → null. */
export function tryParseUsDate(text: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const [, mm = "", dd = "", yyyy = ""] = match;
  const date = { year: Number(yyyy), month: Number(mm), day: Number(dd) };
  if (date.month < 1 || date.month > 12 || date.day < 1) return null;
  if (date.day > daysInMonth(date.year, date.month)) return null;
  return date;
}

/** Like tryParseUsDate, for dates a developer supplies: throws 'Invalid date supplied' (spec 8). */
export function parseUsDate(text: string): CalendarDate {
  const date = tryParseUsDate(text);
  if (!date) throw new Error("Invalid date supplied");
  return date;
}

export function formatUsDate(date: CalendarDate): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.month)}/${pad(date.day)}/${date.year}`;
}

/** The month as weeks of 7 cells, Sunday first; cells outside the month are null. */
export function monthWeeks(year: number, month: number): Array<Array<CalendarDate | null>> {
  const first = { year, month, day: 1 };
  const cells: Array<CalendarDate | null> = Array.from({ length: dayOfWeek(first) }, () => null);
  for (let day = 1; day <= daysInMonth(year, month); day++) cells.push({ year, month, day });
  while (cells.length % 7) cells.push(null);
  const weeks: Array<Array<CalendarDate | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

export type CalendarNames = {
  /** Sunday first. */
  weekdays: ReadonlyArray<{ short: string; long: string }>;
  /** "March 2024" */
  monthYear: (date: CalendarDate) => string;
  /** "Friday, March 15, 2024" */
  dayLabel: (date: CalendarDate) => string;
};

/** Throws 'invalid locale' (spec 8) for a locale Intl lacks. */
export function assertCalendarLocale(locale: string): void {
  let supported: string[];
  try {
    supported = Intl.DateTimeFormat.supportedLocalesOf(locale);
  } catch {
    throw new Error("invalid locale");
  }
  if (supported.length === 0) throw new Error("invalid locale");
}

/** Month and weekday names in `locale`; throws 'invalid locale' (spec 8) for one Intl lacks. */
export function calendarNames(locale: string): CalendarNames {
  assertCalendarLocale(locale);
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  const short = format({ weekday: "short" });
  const long = format({ weekday: "long" });
  const monthYear = format({ month: "long", year: "numeric" });
  const full = format({ weekday: "long", month: "long", day: "numeric", year: "numeric" });
  // 7 January 2024 was a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, i) => {
    const ms = Date.UTC(2024, 0, 7 + i);
    return { short: short.format(ms), long: long.format(ms) };
  });
  return {
    weekdays,
    monthYear: (date) => monthYear.format(toUtc(date)),
    dayLabel: (date) => full.format(toUtc(date)),
  };
}
