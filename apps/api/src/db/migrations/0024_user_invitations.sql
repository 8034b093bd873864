DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accepted_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Users who never chose a password were invited and have not accepted yet; the others joined when created.
UPDATE "users" SET "accepted_at" = CASE WHEN "password_hash" IS NULL THEN NULL ELSE "created_at" END;--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_key" ON "users" USING btree (coalesce("company_id", 0),lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email")) WHERE "users"."accepted_at" is not null;