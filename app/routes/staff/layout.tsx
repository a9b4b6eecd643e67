import { Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { StaffShell } from "~/features/staff/shell";
import { staffShell } from "~/features/staff/service.server";

/** Every /staff page: marks the match so the document shell leaves out site chrome and analytics. */
export const handle = { staff: true };

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export function loader({ context }: Route.LoaderArgs) {
  return staffShell(context);
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  return (
    <StaffShell member={loaderData.member}>
      <Outlet />
    </StaffShell>
  );
}
