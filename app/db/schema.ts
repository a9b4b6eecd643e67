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
  },
  (t) => [
    index("applications_owner_idx").on(t.ownerHash, t.formId, t.status),
    index("applications_updated_idx").on(t.status, t.updatedAt),
  ],
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
