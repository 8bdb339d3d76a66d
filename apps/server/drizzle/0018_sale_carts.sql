DROP INDEX "carts_user_uq";--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "kind" text DEFAULT 'main' NOT NULL;--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "carts_sale_expiry_idx" ON "carts" USING btree ("expires_at") WHERE "carts"."kind" = 'sale';--> statement-breakpoint
CREATE UNIQUE INDEX "carts_user_uq" ON "carts" USING btree ("user_id") WHERE "carts"."kind" = 'main';