import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PIPELINE_STATUSES, STAFF_ROLES } from "../lib/staff/pipeline";

/** Answers of an application, by step slug; sensitive values are stored encrypted (enc:v2:..., padded; enc:v1:... before issue 13). */
export type StoredAnswers = Record<string, Record<string, unknown>>;

export const applications = pgTable(
  "applications",
  {
    id: uuid("id").primaryKey(),
    formId: text("form_id").notNull(),
    /** SHA-256 of the visitor cookie's secret: the cookie owns the application, the id does not. */
    ownerHash: text("owner_hash").notNull(),
    /**
     * Other browsers that hold this draft: the SHA-256 of each visitor secret that followed a
     * "continue on another device" link (docs/decisions/024-resume-links.md). They own the draft
     * as the first cookie does.
     */
    linkedOwnerHashes: text("linked_owner_hashes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The hash of the cookie that created the application, while only its first step is stored
     * (version 1): an identical retry of that step from that cookie (its answer, and so the new
     * cookie, was lost) is recognised instead of starting a second application.
     */
    previousOwnerHash: text("previous_owner_hash"),
    status: text("status", { enum: ["draft", "submitted"] })
      .notNull()
      .default("draft"),
    currentSlug: text("current_slug").notNull(),
    answers: jsonb("answers").$type<StoredAnswers>().notNull().default({}),
    /**
     * Keyed HMAC of each step's last accepted NON-sensitive input (sensitive fields are compared
     * decrypted): an identical resubmission changes nothing. A step may have none (cleared by
     * migration 0002, issue 13).
     */
    stepFingerprints: jsonb("step_fingerprints")
      .$type<Record<string, string>>()
      .notNull()
      .default({}),
    /** Bumped on every accepted step; a write based on an older version is refused (two tabs). */
    version: integer("version").notNull().default(0),
    source: text("source"),
    internetSource: text("internet_source"),
    endorser: text("endorser"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Last page view or accepted step: sensitive answers are not pre-filled after 30 idle minutes. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Steps whose sensitive answers are not put back into a page (the draft was left idle): each
     * is asked again, and leaves this list when the borrower answers it again.
     */
    withheldSteps: jsonb("withheld_steps").$type<string[]>().notNull().default([]),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /**
     * TRID's application moment (12 CFR 1026.2(a)(3)(ii), decision 023): the first time the
     * answers held the six items. Set once, never moved; the Loan Estimate is due 3 business days
     * after it. NULL while any item is missing.
     */
    tridApplicationAt: timestamp("trid_application_at", { withTimezone: true }),
    // The lender's back office (docs/decisions/017-staff-back-office.md). Filled at submit time.
    /** Where the lender's staff have the application: new → contacted → … → closed. */
    pipelineStatus: text("pipeline_status", { enum: PIPELINE_STATUSES }).notNull().default("new"),
    /** The staff member (an officer) working on it; NULL = the unassigned queue. */
    assignedTo: uuid("assigned_to"),
    /** Last change by staff (status, assignment, note), else the submission. */
    staffTouchedAt: timestamp("staff_touched_at", { withTimezone: true }),
    /** Summary for the pipeline list (not sensitive): the loan asked for, the property's state. */
    loanAmountCents: bigint("loan_amount_cents", { mode: "number" }),
    propertyState: text("property_state"),
    /**
     * Blind index for exact search by staff: HMAC-SHA256 under the staff index key of the
     * normalised borrower name, e-mail and phone; `searchKeyId` names the key (a changed key is
     * re-indexed at start).
     */
    searchName: text("search_name"),
    searchEmail: text("search_email"),
    searchPhone: text("search_phone"),
    searchKeyId: text("search_key_id"),
  },
  (t) => [
    index("applications_owner_idx").on(t.ownerHash, t.formId, t.status),
    index("applications_updated_idx").on(t.status, t.updatedAt),
    index("applications_pipeline_idx").on(t.status, t.pipelineStatus, t.assignedTo),
    index("applications_search_name_idx").on(t.searchName),
    index("applications_search_email_idx").on(t.searchEmail),
    index("applications_search_phone_idx").on(t.searchPhone),
    index("applications_linked_owners_idx").using("gin", t.linkedOwnerHashes),
  ],
);

/**
 * "Continue on another device" links (docs/decisions/024-resume-links.md): only the SHA-256 of the
 * link's random token is stored. A link opens its draft once, within its lifetime.
 */
export const resumeLinks = pgTable(
  "resume_links",
  {
    tokenHash: text("token_hash").primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [index("resume_links_application_idx").on(t.applicationId)],
);

/** Append-only: one row per accepted step, written in the same transaction as the application. */
export const applicationEvents = pgTable(
  "application_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    slug: text("slug").notNull(),
    answers: jsonb("answers").$type<Record<string, unknown>>().notNull(),
    /**
     * Keyed HMAC of the step's non-sensitive input; never over an SSN, birth date, income or HMDA
     * answer (issue 13). NULL for events written before that (migration 0002 cleared them).
     */
    fingerprint: text("fingerprint"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("application_events_version_idx").on(t.applicationId, t.version)],
);

/** Completed applications waiting to reach the lender's webhook (transactional outbox). */
export const outbox = pgTable(
  "outbox",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    status: text("status", { enum: ["pending", "delivered", "dead"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastStatus: integer("last_status"),
    lastError: text("last_error"),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("outbox_application_kind_idx").on(t.applicationId, t.kind),
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    authorName: text("author_name").notNull(),
    location: text("location").notNull(),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    reviewedOn: date("reviewed_on", { mode: "string" }).notNull(),
    loanType: text("loan_type").notNull(),
    /** Development sample data: never shown in production mode. */
    sample: boolean("sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_newest_idx").on(t.sample, t.reviewedOn, t.id),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------------------------------------
// The lender's back office (docs/decisions/017-staff-back-office.md)
// ---------------------------------------------------------------------------------------------

/** A member of the lender's staff. Never deleted (the audit trail names them): disabled. */
export const staffMembers = pgTable(
  "staff_members",
  {
    id: uuid("id").primaryKey(),
    /** Lower-cased. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role", { enum: STAFF_ROLES }).notNull(),
    disabled: boolean("disabled").notNull().default(false),
    /** argon2id (PHC string); NULL until the set-up link is used. */
    passwordHash: text("password_hash"),
    /** The TOTP secret (base32), encrypted with ENCRYPTION_KEYS; NULL until set up. */
    totpSecret: text("totp_secret"),
    /** Whether a code from the authenticator has confirmed the secret. */
    totpConfirmed: boolean("totp_confirmed").notNull().default(false),
    /** The last accepted TOTP time step: a code is never accepted twice (replay). */
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    /** SHA-256 of the one-time set-up link's token; NULL once used. */
    setupTokenHash: text("setup_token_hash"),
    setupExpiresAt: timestamp("setup_expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("staff_members_email_idx").on(t.email),
    uniqueIndex("staff_members_setup_idx").on(t.setupTokenHash),
  ],
);

/**
 * Server-side staff sessions. Only the SHA-256 of the cookie's random id is stored. A session
 * is `password` (the password was right, the code is still due) or `full`.
 */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    idHash: text("id_hash").primaryKey(),
    memberId: uuid("member_id")
      .notNull()
      .references(() => staffMembers.id, { onDelete: "cascade" }),
    stage: text("stage", { enum: ["password", "full"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end, whatever the activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    address: text("address"),
  },
  (t) => [index("staff_sessions_member_idx").on(t.memberId)],
);

/** Status changes of submitted applications: who moved it, from where to where, when. */
export const applicationStatusChanges = pgTable(
  "application_status_changes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").notNull(),
    fromStatus: text("from_status").notNull(),
    toStatus: text("to_status").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_status_changes_app_idx").on(t.applicationId, t.createdAt)],
);

/** Staff notes on an application; the text is encrypted like sensitive answers. */
export const applicationNotes = pgTable(
  "application_notes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    memberId: uuid("member_id").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("application_notes_app_idx").on(t.applicationId, t.createdAt)],
);

/**
 * The audit trail (GLBA Safeguards Rule 314.4(c)(8)): append-only. A trigger (migration 0007)
 * raises on UPDATE and DELETE, so not even the application's own database user can rewrite it.
 * No foreign keys: a purged draft or a renamed member must not take rows with it.
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** NULL for a failed sign-in with an unknown e-mail. */
    memberId: uuid("member_id"),
    action: text("action").notNull(),
    applicationId: uuid("application_id"),
    address: text("address"),
    /** What happened, never borrower data (a reveal's reason, a status change, a filter). */
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index("staff_audit_at_idx").on(t.at),
    index("staff_audit_member_idx").on(t.memberId, t.at),
  ],
);
