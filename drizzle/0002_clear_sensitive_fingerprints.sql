-- Custom SQL migration file, put your code below! --
-- Issue 13: fingerprints written before it were keyed hashes over every field of a step,
-- birth dates and SSNs included: with SESSION_SECRET and a copy of the database they could be
-- brute-forced. They are dropped; a step without a fingerprint is compared in full, decrypted.
UPDATE "applications" SET "step_fingerprints" = '{}'::jsonb WHERE "step_fingerprints" <> '{}'::jsonb;
--> statement-breakpoint
UPDATE "application_events" SET "fingerprint" = NULL WHERE "fingerprint" IS NOT NULL;
