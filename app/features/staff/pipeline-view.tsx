import type { draftsPage, pipelinePage, PipelineSearch } from "./service.server";
import { BUTTON, Pager, PostForm, SelectField, TextField, When } from "./ui";

type PipelinePage = Awaited<ReturnType<typeof pipelinePage>>;
type DraftsPage = Awaited<ReturnType<typeof draftsPage>>;

function Tabs({ current }: { current: "submitted" | "drafts" }) {
  const tab = (href: string, label: string, active: boolean) => (
    <a
      href={href}
      aria-current={active ? "page" : undefined}
      className={`rounded-t-lg border border-b-0 border-line px-4 py-2 ${active ? "bg-white font-semibold" : "text-accent underline"}`}
    >
      {label}
    </a>
  );
  return (
    <nav aria-label="Applications" className="mt-4 flex gap-2 border-b border-line">
      {tab("/staff", "Submitted", current === "submitted")}
      {tab("/staff/drafts", "Drafts in progress", current === "drafts")}
    </nav>
  );
}

const SORTS = [
  { value: "submitted", label: "Submitted" },
  { value: "touched", label: "Last touched" },
  { value: "amount", label: "Loan amount" },
  { value: "status", label: "Status" },
];

const SEARCHED_BY = { name: "full name", email: "e-mail address", phone: "phone number" };

/**
 * The filters are POSTed, not a GET form: the search box holds a borrower's name, e-mail or phone,
 * which must not be in a URL. The server answers with a redirect to a URL without it.
 */
export function PipelineView({
  page,
  search,
}: {
  page: PipelinePage;
  /** The answer to a search the server could not run (not a name, e-mail or phone). */
  search?: Extract<PipelineSearch, { ok: false }>;
}) {
  const f = page.filters;
  return (
    <>
      <h1 className="text-3xl font-bold">Pipeline</h1>
      <Tabs current="submitted" />
      {page.searchedBy ? (
        <p className="mt-4" role="status">
          {`Showing exact matches for the ${SEARCHED_BY[page.searchedBy]} you searched. `}
          <a className="text-accent underline" href={page.clearSearch}>
            Clear search
          </a>
        </p>
      ) : null}
      <PostForm
        className="mt-4 grid gap-4 rounded-card border border-line bg-white p-4 md:grid-cols-4"
        label="Filter"
      >
        {f.match ? <input type="hidden" name="match" value={f.match} /> : null}
        <TextField
          label="Search"
          name="q"
          type="search"
          required={false}
          defaultValue={search?.q ?? ""}
          hint="Exact full name, e-mail or phone"
          error={search?.searchProblem}
        />
        <SelectField
          label="Status"
          name="status"
          options={page.statuses}
          defaultValue={f.status}
          empty="Any status"
        />
        <SelectField
          label="Form"
          name="form"
          options={page.forms}
          defaultValue={f.form}
          empty="Any form"
        />
        <SelectField
          label="Officer"
          name="officer"
          options={[{ value: "unassigned", label: "Unassigned" }, ...page.officers]}
          defaultValue={f.officer}
          empty="Anyone"
        />
        <SelectField label="Sort by" name="sort" options={SORTS} defaultValue={f.sort} />
        <SelectField
          label="Order"
          name="dir"
          options={[
            { value: "desc", label: "Newest or largest first" },
            { value: "asc", label: "Oldest or smallest first" },
          ]}
          defaultValue={f.dir}
        />
        <div className="flex items-end">
          <button type="submit" className={BUTTON}>
            Show
          </button>
        </div>
      </PostForm>
      <div className="mt-4 overflow-x-auto rounded-card border border-line bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Submitted applications</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col" className="p-3">
                Borrower
              </th>
              <th scope="col" className="p-3">
                Status
              </th>
              <th scope="col" className="p-3">
                Form
              </th>
              <th scope="col" className="p-3">
                State
              </th>
              <th scope="col" className="p-3 text-right">
                Loan amount
              </th>
              <th scope="col" className="p-3">
                Submitted
              </th>
              <th scope="col" className="p-3">
                Last touched
              </th>
              <th scope="col" className="p-3">
                Officer
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.length === 0 ? (
              <tr>
                <td colSpan={8} className="p-3">
                  No applications match.
                </td>
              </tr>
            ) : (
              page.rows.map((r) => (
                <tr key={r.id} className="border-t border-line">
                  <td className="p-3">
                    <a className="text-accent underline" href={`/staff/applications/${r.id}`}>
                      {r.borrower}
                    </a>
                  </td>
                  <td className="p-3">{r.status}</td>
                  <td className="p-3">{r.form}</td>
                  <td className="p-3">{r.state}</td>
                  <td className="p-3 text-right">{r.amount}</td>
                  <td className="p-3">
                    <When iso={r.submitted} />
                  </td>
                  <td className="p-3">
                    <When iso={r.touched} />
                  </td>
                  <td className="p-3">{r.officer}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager
        page={f.page}
        total={page.total}
        pageSize={page.pageSize}
        params={{
          match: f.match,
          status: f.status,
          form: f.form,
          officer: f.officer,
          sort: f.sort,
          dir: f.dir,
        }}
      />
    </>
  );
}

export function DraftsView({ page }: { page: DraftsPage }) {
  return (
    <>
      <h1 className="text-3xl font-bold">Drafts in progress</h1>
      <Tabs current="drafts" />
      <p className="mt-4 text-muted">
        Applications not submitted yet: contact details and the step reached only.
      </p>
      <div className="mt-4 overflow-x-auto rounded-card border border-line bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Drafts in progress</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col" className="p-3">
                Borrower
              </th>
              <th scope="col" className="p-3">
                E-mail
              </th>
              <th scope="col" className="p-3">
                Phone
              </th>
              <th scope="col" className="p-3">
                Form
              </th>
              <th scope="col" className="p-3">
                Step reached
              </th>
              <th scope="col" className="p-3">
                Last active
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.length === 0 ? (
              <tr>
                <td colSpan={6} className="p-3">
                  No drafts.
                </td>
              </tr>
            ) : (
              page.rows.map((r) => (
                <tr key={r.id} className="border-t border-line">
                  <td className="p-3">{r.borrower}</td>
                  <td className="p-3">{r.email}</td>
                  <td className="p-3">{r.phone}</td>
                  <td className="p-3">{r.form}</td>
                  <td className="p-3">{r.step}</td>
                  <td className="p-3">
                    <When iso={r.updated} />
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <Pager page={page.page} total={page.total} pageSize={page.pageSize} params={{}} />
    </>
  );
}
