import { z } from "zod";
import content from "../../../content/mortgage-types.json";
import { fillProgramFigures } from "~/content/program-figures";
import type { Comparison } from "./comparison";

const schema = z
  .object({
    asOf: z.string().regex(/^\d{4}-\d{2}$/),
    sourceNote: z.string().min(1),
    columns: z.array(z.object({ id: z.string().min(1), label: z.string().min(1) })).min(2),
    rows: z
      .array(
        z.object({
          id: z.string().min(1),
          name: z.string().min(1),
          summary: z.string().min(1),
          values: z.record(z.string(), z.string()),
        }),
      )
      .min(1),
  })
  .superRefine((data, ctx) => {
    for (const row of data.rows) {
      for (const column of data.columns) {
        if (!row.values[column.id]?.trim()) {
          ctx.addIssue({ code: "custom", message: `${row.id} has no value for ${column.id}` });
        }
      }
    }
  });

let cached: Comparison | undefined;

/** The comparison content, checked once: a column a row leaves empty is a content error. */
export function getComparison(): Comparison {
  // Program figures ({{conformingLimit}}, …) come from the one data file (program-figures.ts).
  cached ??= schema.parse(JSON.parse(fillProgramFigures(JSON.stringify(content))));
  return cached;
}
