/**
 * Call-back times: the slots a borrower can ask a loan officer to call in, in the lender's time
 * zone (config/lender.ts `callBack`). Pure: "now" is passed in as an instant (ms since the epoch),
 * and the zone's offset on a day (daylight saving included) comes from the runtime's time-zone
 * data (Intl), so a slot is the same wall-clock time whatever zone the server or browser runs in.
 *
 * A slot travels as `{ day: "YYYY-MM-DD", time: "HH:MM" }` (two selects post `name[day]` and
 * `name[time]`) and is stored as the lender-local ISO time with its offset,
 * "2026-11-30T09:00-08:00", so it names one instant even if the lender's zone changes later.
 */

import { FULL_MONTH_NAMES } from "~/lib/format/month";

export type CallBackRules = {
  readonly timeZone: string;
  readonly zoneName: string;
  /** ISO weekday numbers, 1 = Monday … 7 = Sunday. */
  readonly weekdays: readonly number[];
  /** Minutes after midnight: first slot's start, last slot's end. */
  readonly firstStart: number;
  readonly lastEnd: number;
  readonly slotMinutes: number;
  readonly businessDays: number;
  /** "YYYY-MM-DD" days without calls. */
  readonly holidays: readonly string[];
};

export type CallTimeOption = { readonly value: string; readonly label: string };

/** One day a borrower can choose, with the times still open on it. */
export type CallDay = {
  /** "2026-11-30" */
  readonly value: string;
  /** "Monday, November 30" */
  readonly label: string;
  /** "HH:MM" values of the open slots, in order. */
  readonly times: readonly string[];
};

type Day = { year: number; month: number; day: number };

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Calendar days looked at to find the business days (10 business days never span 30). */
const LOOKAHEAD_DAYS = 30;

const pad2 = (n: number) => String(n).padStart(2, "0");
const dayText = (d: Day) => `${d.year}-${pad2(d.month)}-${pad2(d.day)}`;
const timeText = (minutes: number) => `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;

function addDays(d: Day, days: number): Day {
  const t = new Date(Date.UTC(d.year, d.month - 1, d.day) + days * DAY_MS);
  return { year: t.getUTCFullYear(), month: t.getUTCMonth() + 1, day: t.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
function weekday(d: Day): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `timeZone` at an instant: the calendar day and minutes after midnight. */
export function wallClock(instant: number, timeZone: string): Day & { minutes: number } {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    });
    formats.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const p of format.formatToParts(instant)) {
    if (p.type !== "literal") parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    minutes: (parts.hour ?? 0) * 60 + (parts.minute ?? 0),
  };
}

/** The zone's offset from UTC at an instant, in minutes (Pacific: -480 in winter, -420 in summer). */
export function zoneOffsetMinutes(instant: number, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day) + wall.minutes * MINUTE_MS;
  return Math.round((asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** The instant a wall-clock time of `timeZone` names (times in business hours are never skipped). */
export function instantOf(d: Day, minutes: number, timeZone: string): number {
  const naive = Date.UTC(d.year, d.month - 1, d.day) + minutes * MINUTE_MS;
  const first = naive - zoneOffsetMinutes(naive, timeZone) * MINUTE_MS;
  return naive - zoneOffsetMinutes(first, timeZone) * MINUTE_MS;
}

/** Every slot of a business day, as select options ("09:00" → "9:00 a.m."). */
export function slotTimes(rules: CallBackRules): CallTimeOption[] {
  const times: CallTimeOption[] = [];
  for (let m = rules.firstStart; m + rules.slotMinutes <= rules.lastEnd; m += rules.slotMinutes) {
    times.push({ value: timeText(m), label: clockLabel(m) });
  }
  return times;
}

/** 570 → "9:30 a.m."; 720 → "12:00 p.m.". */
function clockLabel(minutes: number): string {
  const hour = Math.floor(minutes / 60);
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${pad2(minutes % 60)} ${hour < 12 ? "a.m." : "p.m."}`;
}

function isBusinessDay(d: Day, rules: CallBackRules): boolean {
  const iso = weekday(d) === 0 ? 7 : weekday(d);
  return rules.weekdays.includes(iso) && !rules.holidays.includes(dayText(d));
}

function dayLabel(d: Day): string {
  return `${WEEKDAYS[weekday(d)]}, ${FULL_MONTH_NAMES[d.month - 1]} ${d.day}`;
}

/**
 * The days a borrower can choose at `now`: the next `businessDays` business days in the lender's
 * zone that still have a slot starting after `now` (today counts while it has one), each with
 * its open times.
 *
 * @example callDays(Date.parse("2026-11-21T00:45:00Z"), rules)[0] // Friday 20 November, 16:45 PST
 *   // { value: "2026-11-23", label: "Monday, November 23", times: ["09:00", …, "16:30"] }
 */
export function callDays(now: number, rules: CallBackRules): CallDay[] {
  const today = wallClock(now, rules.timeZone);
  const all = slotTimes(rules);
  const days: CallDay[] = [];
  for (let i = 0; i < LOOKAHEAD_DAYS && days.length < rules.businessDays; i++) {
    const d = addDays(today, i);
    if (!isBusinessDay(d, rules)) continue;
    const times = all
      .filter((t) => instantOf(d, minutesOf(t.value), rules.timeZone) > now)
      .map((t) => t.value);
    if (times.length > 0) days.push({ value: dayText(d), label: dayLabel(d), times });
  }
  return days;
}

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export type CallTimeRead = { ok: true; value: string } | { ok: false; message: string };

export function callTimeMessages(rules: CallBackRules) {
  const times = slotTimes(rules);
  return {
    unreadable: "Choose a day and a time from the lists.",
    half: "Choose both a day and a time, or leave both blank.",
    closed: "We call Monday to Friday, except holidays. Choose another day.",
    hours: `Choose a time from ${times[0]?.label} to ${times.at(-1)?.label} ${rules.zoneName}, on the hour or half hour.`,
    past: "That time has passed. Choose a later time.",
    far: `Choose a day within the next ${rules.businessDays} business days.`,
  };
}

/**
 * A chosen day ("YYYY-MM-DD") and time ("HH:MM") checked against the rules, as the stored value
 * "2026-11-30T09:00-08:00". `now` null (the browser's pre-check) skips "not in the past" and
 * "within the next business days".
 */
export function readCallTime(
  dayValue: string,
  time: string,
  now: number | null,
  rules: CallBackRules,
): CallTimeRead {
  const m = callTimeMessages(rules);
  const dm = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dayValue);
  const tm = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dm || !tm) return { ok: false, message: m.unreadable };
  const d = { year: Number(dm[1]), month: Number(dm[2]), day: Number(dm[3]) };
  const back = addDays(d, 0);
  if (d.month < 1 || d.month > 12 || d.day < 1 || dayText(back) !== dayValue) {
    return { ok: false, message: m.unreadable };
  }
  if (d.year < 1900 || d.year > 2100) return { ok: false, message: m.unreadable };
  if (!isBusinessDay(d, rules)) return { ok: false, message: m.closed };
  if (!slotTimes(rules).some((t) => t.value === time)) return { ok: false, message: m.hours };
  const minutes = minutesOf(time);
  const instant = instantOf(d, minutes, rules.timeZone);
  if (now !== null) {
    if (instant <= now) return { ok: false, message: m.past };
    if (!callDays(now, rules).some((c) => c.value === dayValue)) {
      return { ok: false, message: m.far };
    }
  }
  const offset = zoneOffsetMinutes(instant, rules.timeZone);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return {
    ok: true,
    value: `${dayValue}T${time}${sign}${pad2(Math.floor(abs / 60))}:${pad2(abs % 60)}`,
  };
}

const STORED = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})([+-]\d{2}:\d{2})$/;

/** A stored value's day and time, as the two selects show them; undefined if not one. */
export function callTimeParts(stored: unknown): { day: string; time: string } | undefined {
  const m = typeof stored === "string" ? STORED.exec(stored) : null;
  return m ? { day: `${m[1]}-${m[2]}-${m[3]}`, time: `${m[4]}:${m[5]}` } : undefined;
}

/**
 * A stored value as people read it (review, export, the lender's payload):
 * "2026-11-30T09:00-08:00" → "Monday, November 30, 2026, 9:00 a.m. Pacific time".
 */
export function callTimeText(stored: unknown, rules: CallBackRules): string {
  const parts = callTimeParts(stored);
  if (!parts) return "";
  const [year, month, day] = parts.day.split("-").map(Number) as [number, number, number];
  return `${dayLabel({ year, month, day })}, ${year}, ${clockLabel(minutesOf(parts.time))} ${rules.zoneName}`;
}
