-- Existing drafts were last seen when last changed, not when this migration ran.
UPDATE "applications" SET "last_seen_at" = "updated_at";
