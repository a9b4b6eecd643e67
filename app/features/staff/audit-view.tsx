import type { auditPage } from "./service.server";
import { BUTTON, BUTTON_QUIET, Pager, SelectField, TextField, When } from "./ui";

type AuditPage = Awaited<ReturnType<typeof auditPage>>;

export function AuditView({ page }: { page: AuditPage }) {
  const f = page.filter;
  const query = new URLSearchParams(
    Object.entries({
      member: f.member,
      action: f.action,
      application: f.application,
      from: f.from,
      to: f.to,
    }).filter(([, v]) => v !== ""),
  ).toString();
  return (
    <>
      <h1 className="text-3xl font-bold">Audit trail</h1>
      <p className="mt-2 text-muted">
        Every sign-in, view, reveal, download and change, newest first. Nothing here can be edited
        or deleted.
      </p>
      <form
        method="get"
        className="mt-4 grid gap-4 rounded-card border border-line bg-white p-4 md:grid-cols-3"
        aria-label="Filter"
      >
        <SelectField
          label="Member"
          name="member"
          options={page.members}
          defaultValue={f.member}
          empty="Anyone"
        />
        <SelectField
          label="What"
          name="action"
          options={page.actions}
          defaultValue={f.action}
          empty="Everything"
        />
        <TextField
          label="Application id"
          name="application"
          required={false}
          defaultValue={f.application}
        />
        <TextField label="From (YYYY-MM-DD)" name="from" required={false} defaultValue={f.from} />
        <TextField label="To (YYYY-MM-DD)" name="to" required={false} defaultValue={f.to} />
        <div className="flex items-end gap-3">
          <button type="submit" className={BUTTON}>
            Show
          </button>
          <a
            className={BUTTON_QUIET}
            href={`/staff/audit/export.csv${query ? `?${query}` : ""}`}
            download
          >
            Download CSV
          </a>
        </div>
      </form>
      <div className="mt-4 overflow-x-auto rounded-card border border-line bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Audit entries</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col" className="p-3">
                When
              </th>
              <th scope="col" className="p-3">
                Member
              </th>
              <th scope="col" className="p-3">
                What
              </th>
              <th scope="col" className="p-3">
                Application
              </th>
              <th scope="col" className="p-3">
                Address
              </th>
              <th scope="col" className="p-3">
                Details
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.map((r) => (
              <tr
                key={r.id}
                className="border-t border-line align-top"
                data-audit-action={r.action}
              >
                <td className="p-3 whitespace-nowrap">
                  <When iso={r.at} />
                </td>
                <td className="p-3">{r.member}</td>
                <td className="p-3">{r.action}</td>
                <td className="p-3">
                  {r.applicationId ? (
                    <a
                      className="text-accent underline"
                      href={`/staff/applications/${r.applicationId}`}
                    >
                      {r.applicationId.slice(0, 8).toUpperCase()}
                    </a>
                  ) : (
                    "—"
                  )}
                </td>
                <td className="p-3">{r.address}</td>
                <td className="p-3 font-mono text-xs break-all">{r.detail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager
        page={f.page}
        total={page.total}
        pageSize={page.pageSize}
        params={{
          member: f.member,
          action: f.action,
          application: f.application,
          from: f.from,
          to: f.to,
        }}
      />
    </>
  );
}
