/**
 * The state a ZIP code is in, from its first three digits (the USPS sectional centre), so a
 * borrower who gives only a ZIP code for the area they're looking at is told at once when it is
 * outside the lender's licensed states (issue 14 item 3). Pure and small enough for the browser.
 *
 * Built from content/geo/us-zips.csv (the bundled data set: 41,108 ZIP codes): each run below is
 * "first prefix, last prefix, state"; the six ZIP codes whose state differs from the rest of their
 * prefix are listed on their own. zip-states.test.ts checks every ZIP of the data set against it.
 */
const RUNS =
  "005005NY 006007PR 009009PR 010027MA 028029RI 030038NH 039049ME 050054VT 055055MA 056059VT " +
  "060069CT 070089NJ 100149NY 150196PA 197199DE 200200DC 201201VA 202205DC 206212MD 214219MD " +
  "220246VA 247268WV 270289NC 290299SC 300319GA 320339FL 341342FL 344344FL 346347FL 349349FL " +
  "350352AL 354369AL 370385TN 386397MS 398399GA 400418KY 420427KY 430459OH 460479IN 480499MI " +
  "500516IA 520528IA 530532WI 534535WI 537549WI 550551MN 553567MN 569569DC 570577SD 580588ND " +
  "590599MT 600620IL 622629IL 630631MO 633641MO 644658MO 660662KS 664679KS 680681NE 683693NE " +
  "700701LA 703708LA 710714LA 716729AR 730731OK 733733TX 734741OK 743749OK 750770TX 772799TX " +
  "800816CO 820831WY 832838ID 840847UT 850853AZ 855857AZ 859860AZ 863865AZ 870871NM 873884NM " +
  "885885TX 889891NV 893895NV 897898NV 900908CA 910928CA 930961CA 967968HI 970979OR 980986WA " +
  "988994WA 995999AK";

/** ZIP codes in a prefix that is otherwise another state's (e.g. 06390 Fishers Island, NY). */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  "06390": "NY",
  "20588": "MD",
  "20598": "VA",
  "72643": "MO",
  "73960": "TX",
  "83414": "WY",
};

type Run = { from: number; to: number; state: string };

const TABLE: readonly Run[] = RUNS.trim()
  .split(/\s+/)
  .map((run) => ({
    from: Number(run.slice(0, 3)),
    to: Number(run.slice(3, 6)),
    state: run.slice(6),
  }));

/**
 * The USPS state code of a 5-digit ZIP code, or undefined for a prefix no ZIP code uses.
 *
 * @example stateOfZip("97201") // "OR"
 * @example stateOfZip("06390") // "NY"
 */
export function stateOfZip(zip: string): string | undefined {
  if (!/^\d{5}$/.test(zip)) return undefined;
  const exception = EXCEPTIONS[zip];
  if (exception) return exception;
  const prefix = Number(zip.slice(0, 3));
  return TABLE.find((run) => prefix >= run.from && prefix <= run.to)?.state;
}
