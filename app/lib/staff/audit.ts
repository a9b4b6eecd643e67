/** What the staff audit trail records, and how the audit page names it. */
export const AUDIT_ACTIONS = {
  "sign-in": "Signed in",
  "sign-in-failed": "Failed sign-in",
  "sign-out": "Signed out",
  "sign-out-everywhere": "Signed out everywhere",
  "setup-completed": "Finished account set-up",
  "view-pipeline": "Viewed the pipeline",
  "view-drafts": "Viewed drafts in progress",
  "view-application": "Viewed an application",
  reveal: "Revealed a masked value",
  export: "Downloaded an application",
  "status-change": "Changed a status",
  assign: "Changed the assigned officer",
  note: "Added a note",
  "resend-delivery": "Re-sent the lender delivery",
  "staff-created": "Created a staff member",
  "staff-disabled": "Disabled a staff member",
  "staff-enabled": "Enabled a staff member",
  "staff-reset-mfa": "Reset a member's sign-in",
  "audit-export": "Downloaded the audit trail",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === "string" && Object.hasOwn(AUDIT_ACTIONS, value);
}
