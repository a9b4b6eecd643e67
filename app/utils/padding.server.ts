import { kindOf } from "~/lib/application/field-kinds";
import type { FieldDef, FormDef } from "~/lib/application/types";

/**
 * The padded plaintext size of each encrypted field (issue 13): every legal value of the field
 * fits, so all its ciphertexts have one length. Sizes are multiples of 64 bytes and cover the
 * 2-byte length prefix (app/utils/crypto.server.ts) and the value as JSON:
 * - money, numbers, dates, SSN, yes/no: at most 13 characters ("9000000000000", the 90-billion
 *   dollar cap in cents) → 64;
 * - radio/select: the longest option value → 64 for every field we have;
 * - checkbox-group: every option chosen at once (the longest legal answer) → 64 for sex and
 *   ethnicity, 192 for race;
 * - free text: 6 bytes per allowed character (the worst JSON escape);
 * - a group: its most items, each its questions' longest answers.
 * Each kind's longest answer is its `maxJson` in the registry (lib/application/field-kinds.ts).
 * A value longer than its bucket (validation refuses it, so only after a rule changes) is padded
 * to the next multiple of the bucket: its length then says only that it is an outlier.
 */
const BLOCK = 64;

export function paddedSize(field: FieldDef): number {
  return Math.ceil((kindOf(field).maxJson(field) + 2) / BLOCK) * BLOCK;
}

/** Every encrypted field of a form with its padded size (the largest if a name repeats). */
export function sealedFieldSizes(form: FormDef): ReadonlyMap<string, number> {
  const sizes = new Map<string, number>();
  for (const step of form.steps) {
    for (const field of step.fields) {
      if (field.sensitive !== true) continue;
      sizes.set(field.name, Math.max(sizes.get(field.name) ?? 0, paddedSize(field)));
    }
  }
  return sizes;
}
