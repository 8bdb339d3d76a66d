DROP INDEX "orders_project_created_idx";--> statement-breakpoint
CREATE INDEX "orders_project_created_idx" ON "orders" USING btree ("project_id","created_at","id");