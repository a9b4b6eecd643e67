import { getDb } from "~/db/db.server";
import { FORM_RECEIVED, getStep } from "~/lib/application/forms";
import { buildStepView, type StepView } from "~/lib/application/step-view";
import type { FormDef } from "~/lib/application/types";
import { findLatestSubmitted, openAnswers } from "~/models/applications.server";
import type { RequestInfo } from "~/utils/request-context.server";
import { getSecrets } from "~/utils/secrets.server";
import { ownerHash } from "~/utils/session.server";

export type Received = {
  view: StepView;
  /** A short reference the borrower can quote on the phone (not personal data). */
  reference: string;
  submittedAt: string;
  /**
   * Whether the application holds TRID's six items (its moment is recorded): only then is a Loan
   * Estimate promised within 3 business days (decision 023).
   */
  tridApplication: boolean;
};

/** The "we have your application" page: only for the visitor who submitted it. */
export async function receivedPage(form: FormDef, info: RequestInfo): Promise<Received | null> {
  const db = await getDb();
  const row = await findLatestSubmitted(db, form.id, ownerHash(info.visitorSecret));
  if (!row || !row.submittedAt) return null;
  const step = getStep(form, FORM_RECEIVED)!;
  const answers = openAnswers(row, getSecrets().encryptionKeys);
  return {
    view: buildStepView({ form, step, answers, sessionUUID: row.id, version: row.version }),
    reference: row.id.slice(0, 8).toUpperCase(),
    submittedAt: row.submittedAt.toISOString(),
    tridApplication: row.tridApplicationAt !== null,
  };
}
