import { expect, test } from "vitest";
import { parseCsv, readReviewsCsv } from "./csv";

const HEADER = "author_name,location,rating,title,body,reviewed_on,loan_type,sample";

test("quoted fields keep commas, doubled quotes and line breaks", () => {
  const records = parseCsv('a,b\n"x, y","she said ""great""\nsecond line"\nlast,row\n');
  expect(records).toEqual([
    { line: 1, fields: ["a", "b"] },
    { line: 2, fields: ["x, y", 'she said "great"\nsecond line'] },
    { line: 4, fields: ["last", "row"] },
  ]);
});

test("CRLF line endings and a byte-order mark are accepted", () => {
  expect(parseCsv("\uFEFFa,b\r\nc,d\r\n")).toEqual([
    { line: 1, fields: ["a", "b"] },
    { line: 2, fields: ["c", "d"] },
  ]);
});

test("an unclosed quote is an error naming its line", () => {
  expect(() => parseCsv('a,b\n"open,c\n')).toThrow("Line 2");
});

test("a good file gives every review", () => {
  const result = readReviewsCsv(
    `${HEADER}\nMaria G.,"Austin, TX",5,Smooth close,"Closed in 28 days, as promised.",2026-05-01,purchase,false\n`,
    "2026-11-22",
  );
  expect(result).toEqual({
    ok: true,
    reviews: [
      {
        authorName: "Maria G.",
        location: "Austin, TX",
        rating: 5,
        title: "Smooth close",
        body: "Closed in 28 days, as promised.",
        reviewedOn: "2026-05-01",
        loanType: "purchase",
        sample: false,
      },
    ],
  });
});

test("bad rows are reported with their line numbers and nothing is returned to import", () => {
  const result = readReviewsCsv(
    [
      HEADER,
      "Ann B.,Boise ID,5,Great,Fine.,2026-01-02,fha,false",
      "Bob C.,Reno NV,6,Too high,Rating out of range.,2026-01-02,va,false",
      "Cy D.,Salem OR,4,Future,From the future.,2027-01-01,va,false",
      "Di E.,Mesa AZ,4,Odd type,Unknown loan.,2026-02-30,boat,maybe",
      "short,row",
    ].join("\n"),
    "2026-11-22",
  );
  expect(result.ok).toBe(false);
  if (result.ok) return;
  expect(result.errors).toEqual([
    "Line 3: rating must be a whole number from 1 to 5.",
    "Line 4: reviewed_on is in the future.",
    "Line 5: reviewed_on is not a real date; loan_type must be one of purchase, refinance, fha, va, usda, jumbo; sample must be true or false.",
    "Line 6: expected 8 columns, found 2.",
  ]);
});

test("a wrong header is refused", () => {
  const result = readReviewsCsv("name,rating\nA,5\n", "2026-11-22");
  expect(result).toEqual({ ok: false, errors: [`Line 1: the header must be exactly: ${HEADER}`] });
});
