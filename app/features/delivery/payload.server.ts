import { getForm } from "~/lib/application/forms";
import { exportAnswers, type ExportedAnswer } from "~/lib/application/export";
import { openAnswers, type ApplicationRow } from "~/models/applications.server";
import type { EncryptionKey } from "~/utils/secrets.server";

export type ApplicationDocument = {
  id: string;
  form: string;
  productType: string;
  formType: string;
  status: string;
  createdAt: string;
  submittedAt: string | null;
  /**
   * TRID (12 CFR 1026.2(a)(3)(ii)): when the application first held the six items, which starts
   * the 3 business days for the Loan Estimate; null while any is missing (decision 023).
   */
  trid: { applicationReceivedAt: string | null };
  attribution: { source: string | null; internet_source: string | null; endorser: string | null };
  answers: ExportedAnswer[];
};

/** A stored application as the lender receives it (webhook body, JSON/CSV export): decrypted. */
export function applicationDocument(
  row: ApplicationRow,
  keys: EncryptionKey[],
): ApplicationDocument {
  const form = getForm(row.formId);
  if (!form) throw new Error(`Unknown form ${row.formId} on application ${row.id}`);
  return {
    id: row.id,
    form: form.id,
    productType: form.productType,
    formType: form.formType,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    trid: { applicationReceivedAt: row.tridApplicationAt?.toISOString() ?? null },
    attribution: {
      source: row.source,
      internet_source: row.internetSource,
      endorser: row.endorser,
    },
    answers: exportAnswers(form, openAnswers(row, keys)),
  };
}
