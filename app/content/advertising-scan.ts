/**
 * A check of the advertising rules of Regulation Z, 12 CFR 1026.24, over the site's text: where a
 * passage states an interest rate, a loan payment or an amount of interest or mortgage insurance
 * (a finance charge) as an example, the same example block must carry an "Example terms" line
 * that states the APR (1026.24(c)), the terms of repayment (1026.24(d)(2)), and for a payment,
 * that taxes and insurance are not included (1026.24(f)(2)). Every interest rate the block states
 * must appear in its Example terms line, and so must every principal-and-interest payment.
 *
 * Pure text in, findings out: the tests run it over every article, legal page and data file.
 */

export type TriggerKind = "rate" | "payment" | "finance charge";

export type Trigger = {
  kind: TriggerKind;
  /** The words that triggered, as written. */
  text: string;
  /** The number in it: percent for a rate, dollars for an amount. */
  value: number;
  /** True for a stated principal-and-interest payment, which the Example terms must repeat. */
  mustRepeat: boolean;
};

export type Block = {
  /** The heading the block sits under ("(top)" before the first one). */
  heading: string;
  text: string;
};

export type Finding = { heading: string; problem: string };

/** The label every disclosure line starts with. */
export const EXAMPLE_TERMS_LABEL = "Example terms:";

/**
 * An example block: the text under one second-level heading (its subheadings continue the same
 * example), down to the next one, a `<details>` box, or a thematic break. Each question of a
 * "Frequently asked questions" section and each collapsible box is its own block.
 */
export function splitBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let current: Block = { heading: "(top)", text: "" };
  const push = () => {
    if (current.text.trim()) blocks.push(current);
  };
  let inFaq = false;
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const summary = /<summary>(.*?)<\/summary>/.exec(line);
    const level = heading ? heading[1]!.length : 0;
    if (heading && level <= 2) inFaq = /frequently asked questions/i.test(heading[2]!);
    if (heading && (level <= 2 || inFaq)) {
      push();
      current = { heading: heading[2]!.trim(), text: "" };
    } else if (heading) {
      current.text += `${line}\n`;
    } else if (/^\s*<details>/.test(line)) {
      push();
      current = { heading: summary ? summary[1]!.trim() : "(details)", text: "" };
    } else if (/^\s*<\/details>/.test(line) || /^\s{0,3}([-*_])(\s*\1){2,}\s*$/.test(line)) {
      push();
      current = { heading: `after ${current.heading}`, text: "" };
    } else {
      current.text += `${line}\n`;
    }
  }
  push();
  return blocks;
}

/** Markdown emphasis and links reduced to their words, so "**6.5%**" reads "6.5%". */
function plainWords(markdown: string): string {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .replace(/\s+/g, " ");
}

/** Sentences (and list items), so that context words are judged within one statement. */
function sentences(text: string): string[] {
  return text
    .split(/\n\s*\n|\n\s*[-*+]\s+|\n\s*\d+\.\s+|(?<=[.!?])\s+(?=[A-Z$])/)
    .map(plainWords)
    .map((s) => s.trim())
    .filter(Boolean);
}

const PERCENT = String.raw`(\d{1,2}(?:\.\d+)?)\s?%`;
const MONEY = String.raw`\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)`;

/** A percent read as an interest rate: "at 6.5%", "6.5% fixed", "rate is 6.50%", "6.25% for 30 years". */
const RATE_PATTERNS = [
  new RegExp(String.raw`\b(?:at|of)\s+(?:an?\s+)?(?:illustrative\s+|example\s+)?${PERCENT}`, "gi"),
  new RegExp(
    String.raw`${PERCENT}\s+(?:fixed|interest|rate\b|mortgage|ARM\b|for \d+ years|\(an illustrative rate\))`,
    "gi",
  ),
  new RegExp(String.raw`\brates?\s+(?:of|is|becomes|to|at|from)\s+${PERCENT}`, "gi"),
  new RegExp(String.raw`\btaking\s+${PERCENT}`, "gi"),
  // A month's interest worked out: "$360,000 × 6.5% ÷ 12".
  new RegExp(String.raw`×\s+${PERCENT}\s+÷\s+(?:12|365)\b`, "gi"),
];
/** What follows a percent that is not an interest rate: a share of something, a down payment, a fee. */
const NOT_A_RATE_AFTER =
  /^\s?%?\s*(?:down\b|of\b|a year\b|per year\b|APR\b|annual percentage rate|limit\b|in total\b|total\b|housing\b|credit card\b|or (?:more|less)\b|to \d)/i;
/** Words before a percent that make it something other than the loan's rate. */
const NOT_A_RATE_BEFORE =
  /(?:PMI|MIP|insurance|fee|premium|utilization|ratio|DTI|LTV|tax(?:es)?|income|down payment|limit|cap|guide|funding|guarantee)\s+(?:\w+\s+){0,3}(?:at|of)\s+(?:an?\s+)?(?:illustrative\s+|example\s+)?$/i;

const PAYMENT_PATTERNS = [
  new RegExp(String.raw`${MONEY}\s+(?:a|per)\s+month\b`, "gi"),
  new RegExp(String.raw`\bpayment\b[^$.]{0,30}?,?\s+to\s+${MONEY}`, "gi"),
  new RegExp(
    String.raw`(?:payments?|principal(?:-and-| and )interest)(?:\s+(?:is|of|becomes|would be|comes to|climbs to|rises to))?:?\s+(?:would\s+\w+\s+to\s+)?(?:about\s+)?${MONEY}`,
    "gi",
  ),
];
/** A sentence about money that is not the loan's payment: escrow, other debts, a budget, income. */
const NOT_ABOUT_THE_LOAN =
  /escrow|\bdebts\b|car loan|student loan|card minimum|budget|income|earn\b/i;
/** Words just before an amount that make it something other than a payment: savings, extras. */
const NOT_A_PAYMENT_BEFORE =
  /(?:saving|saves|save|extra|additional|add|shortage|balance[^$]*|difference|by|up|down|down payment:?|lower|covers?|about \d+ months of|left for principal(?:-and-| and )interest:?|total[\w ]*payment:?|the total is)\s*(?:about\s+)?$/i;
/** Words near an amount that make it mortgage insurance or a fee rather than principal and interest. */
const INSURANCE_NEAR =
  /PMI|MIP|mortgage insurance|annual fee|funding fee|guarantee fee|taxes|insurance at|insurance:/i;
const INSURANCE_AFTER =
  /^[^.;,]{0,25}\b(?:for taxes|of taxes|of MIP|of PMI|for (?:homeowners )?insurance|in (?:PMI|MIP))/i;
/** Mortgage insurance or a fee just before a percent: a premium rate, not the loan's. */
const INSURANCE_BEFORE =
  /\b(?:PMI|MIP|mortgage insurance|premium|funding fee|guarantee fee|annual fee)\b/i;
/** A sentence about a loan the reader already has: its rate is not one the site offers. */
const EXISTING_LOAN =
  /\byears? ago\b|\byour current (?:loan|rate)\b|\bexisting (?:loan|rate)\b|\byour (?:[\w-]+ )?payment is\b/i;

const FINANCE_CHARGE_PATTERNS = [
  new RegExp(String.raw`${MONEY}[^.;$]{0,25}\binterest\b`, "gi"),
  new RegExp(String.raw`\binterest\b[^.;$]{0,40}?${MONEY}`, "gi"),
  new RegExp(
    String.raw`\b(?:PMI|MIP|mortgage insurance|funding fee|guarantee fee)\b[^.;$]{0,60}?${MONEY}`,
    "gi",
  ),
];

function toNumber(text: string): number {
  return Number(text.replace(/,/g, ""));
}

/** The rates, payments and finance charges one block states. */
export function findTriggers(text: string): Trigger[] {
  const found: Trigger[] = [];
  const prose = text
    .split(/\n\s*\n/)
    .filter((paragraph) => !plainWords(paragraph).trim().startsWith(EXAMPLE_TERMS_LABEL))
    .join("\n\n");
  for (const sentence of sentences(prose)) {
    for (const pattern of RATE_PATTERNS) {
      for (const m of sentence.matchAll(pattern)) {
        const value = toNumber(m[1]!);
        const end = m.index + m[0].length;
        const after = sentence.slice(end, end + 40);
        const before = sentence.slice(0, m.index + m[0].indexOf(m[1]!));
        if (value <= 0 || value > 20) continue;
        if (NOT_A_RATE_AFTER.test(after) || NOT_A_RATE_BEFORE.test(before)) continue;
        if (INSURANCE_BEFORE.test(sentence.slice(Math.max(0, m.index - 60), m.index + 1))) continue;
        if (EXISTING_LOAN.test(sentence)) continue;
        found.push({ kind: "rate", text: m[0], value, mustRepeat: true });
      }
    }
    const aboutTheLoan = !NOT_ABOUT_THE_LOAN.test(sentence);
    const statesRate = found.some((t) => t.kind === "rate" && sentence.includes(t.text));
    const seen = new Set<number>();
    for (const pattern of PAYMENT_PATTERNS) {
      for (const m of sentence.matchAll(pattern)) {
        const amountAt = m.index + m[0].lastIndexOf("$");
        if (!aboutTheLoan || EXISTING_LOAN.test(sentence) || seen.has(amountAt)) continue;
        seen.add(amountAt);
        const before = sentence.slice(Math.max(0, amountAt - 60), amountAt);
        if (NOT_A_PAYMENT_BEFORE.test(before)) continue;
        const pi =
          /principal(?:-and-| and )interest|payment/i.test(m[0]) ||
          /principal(?:-and-| and )interest/i.test(sentence) ||
          statesRate;
        const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 40);
        const insurance =
          INSURANCE_NEAR.test(before) ||
          INSURANCE_AFTER.test(after) ||
          /^[^,;]*\b(?:PMI|MIP)\b/.test(sentence);
        found.push({
          kind: "payment",
          text: m[0],
          value: toNumber(m[1]!),
          mustRepeat: pi && !insurance,
        });
      }
    }
    for (const pattern of FINANCE_CHARGE_PATTERNS) {
      for (const m of sentence.matchAll(pattern)) {
        if (/escrow/i.test(sentence)) continue;
        found.push({
          kind: "finance charge",
          text: m[0],
          value: toNumber(m[1]!),
          mustRepeat: false,
        });
      }
    }
  }
  return found;
}

/** The Example terms lines of a block, as plain words. */
export function exampleTermsLines(text: string): string[] {
  return sentencesOfParagraphs(text).filter((p) => p.startsWith(EXAMPLE_TERMS_LABEL));
}

function sentencesOfParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map(plainWords)
    .map((s) => s.trim())
    .filter(Boolean);
}

function percentsIn(text: string): number[] {
  return [...text.matchAll(/(\d{1,2}(?:\.\d+)?)\s?%/g)].map((m) => toNumber(m[1]!));
}

function dollarsIn(text: string): number[] {
  return [...text.matchAll(/\$(\d{1,3}(?:,\d{3})*(?:\.\d{2})?)/g)].map((m) => toNumber(m[1]!));
}

/** What an Example terms line must say, whatever else it says. */
const REQUIRED_IN_TERMS: Array<[RegExp, string]> = [
  [/\d+(?:\.\d+)?% APR\b/, "the APR, using that term (1026.24(c))"],
  [
    /\d+(?:\.\d+)?% (?:fixed )?interest rate|interest rate of \d/,
    "the interest rate behind the APR",
  ],
  [
    /\b\d+ monthly (?:principal-and-interest )?payments of \$/,
    "the number and amount of the payments (1026.24(d)(2)(ii), (f)(2))",
  ],
  [/\$[\d,]+(?:\.\d{2})? loan\b/, "the loan amount"],
  [
    /do(?:es)?n[o']t include (?:property )?taxes(?:,| and) (?:homeowners )?insurance/i,
    "that taxes and insurance are not included (1026.24(f)(2)(i)(C))",
  ],
];

/**
 * The findings for one text: each block that states a rate, a payment or a finance charge without
 * a complete Example terms line, or whose Example terms leave out a rate or a payment it states.
 */
export function checkDisclosures(markdown: string): Finding[] {
  const findings: Finding[] = [];
  for (const block of splitBlocks(markdown)) {
    const triggers = findTriggers(block.text);
    const terms = exampleTermsLines(block.text);
    for (const line of terms) {
      for (const [pattern, what] of REQUIRED_IN_TERMS) {
        if (!pattern.test(line))
          findings.push({ heading: block.heading, problem: `its Example terms leave out ${what}` });
      }
      if (/adjustable|ARM\b/i.test(line) && !/may (?:increase|rise)/i.test(line)) {
        findings.push({
          heading: block.heading,
          problem:
            "its adjustable-rate Example terms do not say the rate may increase (1026.24(c), (d)(2)(iii))",
        });
      }
    }
    if (triggers.length === 0) continue;
    if (terms.length === 0) {
      const first = triggers[0]!;
      findings.push({
        heading: block.heading,
        problem: `states a ${first.kind} ("${first.text}") with no Example terms line`,
      });
      continue;
    }
    const termPercents = terms.flatMap(percentsIn);
    const termDollars = terms.flatMap(dollarsIn);
    const reported = new Set<string>();
    for (const t of triggers) {
      const key = `${t.kind} ${t.value}`;
      if (reported.has(key)) continue;
      reported.add(key);
      if (t.kind === "rate" && !termPercents.includes(t.value)) {
        findings.push({
          heading: block.heading,
          problem: `states the rate ${t.value}% ("${t.text}") that its Example terms do not`,
        });
      }
      if (t.kind === "payment" && t.mustRepeat && !termDollars.includes(t.value)) {
        findings.push({
          heading: block.heading,
          problem: `states the payment $${t.value} ("${t.text}") that its Example terms do not`,
        });
      }
    }
  }
  return findings;
}
