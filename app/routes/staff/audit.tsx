import type { Route } from "./+types/audit";
import { AuditView } from "~/features/staff/audit-view";
import { auditPage } from "~/features/staff/service.server";
import { staffMeta } from "./meta";

export const meta: Route.MetaFunction = () => staffMeta("Audit trail");

export function loader({ context, request }: Route.LoaderArgs) {
  return auditPage(context, new URL(request.url).searchParams);
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  return <AuditView page={loaderData} />;
}
