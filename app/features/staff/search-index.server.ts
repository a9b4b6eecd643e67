import { createHmac } from "node:crypto";
import { getForm } from "~/lib/application/forms";
import type { Answers } from "~/lib/application/types";
import {
  normalizeEmail,
  normalizeName,
  normalizePhone,
  summarizeAnswers,
} from "~/lib/staff/pipeline";
import type { PipelineColumns } from "~/models/staff.server";

export type IndexKey = { id: string; key: Buffer };

/**
 * A keyed blind index of one normalised value: HMAC-SHA256 under the staff index key, with the
 * kind of value in the message so a name never matches an e-mail. Exact match only; without the
 * key a copy of the database cannot test guesses against it.
 */
export function blindIndex(key: IndexKey, kind: "name" | "email" | "phone", value: string): string {
  return createHmac("sha256", key.key).update(`${kind}\n${value}`).digest("base64url");
}

/** What the pipeline lists and searches by, from an application's complete (decrypted) answers. */
export function pipelineColumns(formId: string, answers: Answers, key: IndexKey): PipelineColumns {
  const form = getForm(formId);
  const summary = form
    ? summarizeAnswers(form.id, answers)
    : {
        firstName: null,
        lastName: null,
        email: null,
        phone: null,
        propertyState: null,
        loanAmountCents: null,
      };
  const name = normalizeName([summary.firstName, summary.lastName].filter(Boolean).join(" "));
  const email = normalizeEmail(summary.email);
  const phone = normalizePhone(summary.phone);
  return {
    loanAmountCents: summary.loanAmountCents,
    propertyState: summary.propertyState,
    searchName: name ? blindIndex(key, "name", name) : null,
    searchEmail: email ? blindIndex(key, "email", email) : null,
    searchPhone: phone ? blindIndex(key, "phone", phone) : null,
    searchKeyId: key.id,
  };
}
