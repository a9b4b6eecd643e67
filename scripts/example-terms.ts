/**
 * Prints the "Example terms" line of every learning-center example (app/content/example-terms.ts),
 * as markdown to paste under the example: `node_modules/.bin/tsx scripts/example-terms.ts`.
 * The unit test app/content/example-terms.test.ts fails until each article carries its line.
 */
import {
  CALCULATOR_EXAMPLES,
  EXAMPLES,
  exampleTermsLine,
  exampleTermsMarkdown,
} from "../app/content/example-terms";

for (const example of EXAMPLES) {
  console.log(`content/learn/${example.slug}.md, under "${example.heading}":\n`);
  console.log(`${exampleTermsMarkdown(example)}\n`);
}

for (const example of CALCULATOR_EXAMPLES) {
  console.log(`${example.file}, in the "how it works" note:\n`);
  console.log(`${exampleTermsLine(example)}\n`);
}
