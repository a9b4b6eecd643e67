import type { Route } from "./+types/audit-export";
import { auditCsv } from "~/features/staff/service.server";

/** GET /staff/audit/export.csv?…filters: the audit trail as CSV (admins; audited). */
export function loader({ context, request }: Route.LoaderArgs) {
  return auditCsv(context, new URL(request.url).searchParams);
}
