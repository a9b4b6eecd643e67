import { getForm } from "~/lib/application/forms";
import { urlaDocument, type UrlaDocument } from "~/lib/application/urla-payload";
import { openAnswers, type ApplicationRow } from "~/models/applications.server";
import type { EncryptionKey } from "~/utils/secrets.server";

/**
 * A stored application as the lender receives it (webhook body, JSON/CSV export, the back
 * office's download): the URLA document (urla-payload.ts, decision 031), decrypted.
 */
export type ApplicationDocument = UrlaDocument;

export function applicationDocument(
  row: ApplicationRow,
  keys: EncryptionKey[],
): ApplicationDocument {
  const form = getForm(row.formId);
  if (!form) throw new Error(`Unknown form ${row.formId} on application ${row.id}`);
  return urlaDocument(form, openAnswers(row, keys), {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    submittedAt: row.submittedAt?.toISOString() ?? null,
    applicationReceivedAt: row.tridApplicationAt?.toISOString() ?? null,
    attribution: {
      source: row.source,
      internetSource: row.internetSource,
      endorser: row.endorser,
    },
  });
}
