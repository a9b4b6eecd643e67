import type { ReactNode } from "react";
import { lender } from "~/config/lender";
import { PostForm } from "./ui";

export type ShellMember = { name: string; role: "admin" | "officer" } | null;

/** The back office's frame: its own header and navigation, no site chrome, no analytics. */
export function StaffShell({ member, children }: { member: ShellMember; children: ReactNode }) {
  return (
    <div className="min-h-screen bg-surface">
      <header className="border-b border-line bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
          <p className="font-bold">
            {lender.name} <span className="font-normal text-muted">· Staff</span>
          </p>
          {member ? (
            <>
              <nav aria-label="Back office" className="flex flex-wrap gap-4">
                <a className="text-accent underline" href="/staff">
                  Pipeline
                </a>
                <a className="text-accent underline" href="/staff/drafts">
                  Drafts in progress
                </a>
                {member.role === "admin" ? (
                  <>
                    <a className="text-accent underline" href="/staff/members">
                      Staff
                    </a>
                    <a className="text-accent underline" href="/staff/audit">
                      Audit trail
                    </a>
                  </>
                ) : null}
              </nav>
              <div className="ml-auto flex flex-wrap items-center gap-3">
                <span className="text-sm text-muted">
                  {member.name} ({member.role})
                </span>
                <PostForm action="/staff/sign-out">
                  <button type="submit" className="text-accent underline">
                    Sign out
                  </button>
                </PostForm>
                <PostForm action="/staff/sign-out">
                  <input type="hidden" name="everywhere" value="1" />
                  <button type="submit" className="text-accent underline">
                    Sign out everywhere
                  </button>
                </PostForm>
              </div>
            </>
          ) : null}
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
        {children}
      </main>
    </div>
  );
}
