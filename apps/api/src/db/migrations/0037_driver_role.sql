ALTER TABLE "drivers" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_user_key" ON "drivers" USING btree ("user_id") WHERE "drivers"."user_id" is not null;--> statement-breakpoint
-- The driver app's role (issue 36): it reaches the driver app and the user's own account only.
INSERT INTO roles (id, name) VALUES (8, 'DRIVER') ON CONFLICT (id) DO NOTHING;
