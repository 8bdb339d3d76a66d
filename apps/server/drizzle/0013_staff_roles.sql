CREATE TABLE "activity_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" text NOT NULL,
	"actor_id" uuid,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"record_type" text NOT NULL,
	"record_id" text NOT NULL,
	"changes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "activity_log_created_idx" ON "activity_log" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("project_id","actor_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_log_record_idx" ON "activity_log" USING btree ("project_id","record_type","record_id","created_at");--> statement-breakpoint
CREATE INDEX "users_project_role_idx" ON "users" USING btree ("project_id","role_name");--> statement-breakpoint
-- The former `operator` role is `staff` now (issue #13): same rights over orders and returns.
UPDATE "users" SET "role_name" = 'staff' WHERE "role_name" = 'operator';--> statement-breakpoint
-- Staff sessions are never remembered (docs/decisions/012): end the devices an operator kept.
UPDATE "refresh_tokens" SET "revoked_at" = now()
WHERE "revoked_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "role_name" IN ('staff', 'admin'));
