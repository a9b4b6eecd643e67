import type { MembersAction, membersPage } from "./service.server";
import { BUTTON, BUTTON_QUIET, Notice, PostForm, SelectField, TextField } from "./ui";

type MembersPage = Awaited<ReturnType<typeof membersPage>>;

export function MembersView({ page, result }: { page: MembersPage; result?: MembersAction }) {
  const errors = result?.kind === "invalid" ? result.errors : {};
  return (
    <>
      <h1 className="text-3xl font-bold">Staff</h1>
      {result?.kind === "created" || result?.kind === "reset" ? (
        <Notice tone="good">
          <p>
            {result.kind === "created" ? "Created" : "Reset"} {result.email}. Send this one-time
            set-up link privately; it works for 24 hours and is not shown again:
          </p>
          <p className="mt-2 font-mono break-all" data-setup-link>
            {result.link}
          </p>
        </Notice>
      ) : null}
      {result?.kind === "done" ? <Notice tone="good">{result.message}</Notice> : null}
      {errors.form ? <Notice tone="bad">{errors.form}</Notice> : null}
      <div className="mt-4 overflow-x-auto rounded-card border border-line bg-white">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">Staff members</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col" className="p-3">
                Name
              </th>
              <th scope="col" className="p-3">
                E-mail
              </th>
              <th scope="col" className="p-3">
                Role
              </th>
              <th scope="col" className="p-3">
                State
              </th>
              <th scope="col" className="p-3">
                Actions
              </th>
            </tr>
          </thead>
          <tbody>
            {page.members.map((m) => (
              <tr key={m.id} className="border-t border-line">
                <td className="p-3">{m.name}</td>
                <td className="p-3">{m.email}</td>
                <td className="p-3">{m.role}</td>
                <td className="p-3">{m.state}</td>
                <td className="flex flex-wrap gap-2 p-3">
                  <PostForm label={`${m.disabled ? "Enable" : "Disable"} ${m.name}`}>
                    <input type="hidden" name="member" value={m.id} />
                    <input type="hidden" name="intent" value={m.disabled ? "enable" : "disable"} />
                    <button type="submit" className={BUTTON_QUIET}>
                      {m.disabled ? "Enable" : "Disable"}
                    </button>
                  </PostForm>
                  <PostForm label={`Reset sign-in of ${m.name}`}>
                    <input type="hidden" name="member" value={m.id} />
                    <input type="hidden" name="intent" value="reset-mfa" />
                    <button type="submit" className={BUTTON_QUIET}>
                      Reset password and authenticator
                    </button>
                  </PostForm>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section
        aria-labelledby="new-member"
        className="mt-8 max-w-xl rounded-card border border-line bg-white p-4"
      >
        <h2 id="new-member" className="text-xl font-semibold">
          Add a staff member
        </h2>
        <PostForm className="mt-3 grid gap-4" label="Add a staff member">
          <input type="hidden" name="intent" value="create" />
          <TextField label="Name" name="name" autoComplete="off" error={errors.name} />
          <TextField
            label="E-mail address"
            name="email"
            type="email"
            autoComplete="off"
            error={errors.email}
          />
          <SelectField
            label="Role"
            name="role"
            options={[
              {
                value: "officer",
                label: "Loan officer: their applications and the unassigned queue",
              },
              { value: "admin", label: "Administrator: everything, staff and the audit trail" },
            ]}
            defaultValue="officer"
            error={errors.role}
          />
          <button type="submit" className={BUTTON}>
            Create and show set-up link
          </button>
        </PostForm>
      </section>
    </>
  );
}
