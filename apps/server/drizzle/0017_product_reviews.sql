CREATE TABLE "product_review_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"review_id" uuid,
	"media_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" text NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"text" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_review_photos" ADD CONSTRAINT "product_review_photos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_photos" ADD CONSTRAINT "product_review_photos_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_photos" ADD CONSTRAINT "product_review_photos_review_id_product_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."product_reviews"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_review_photos" ADD CONSTRAINT "product_review_photos_media_key_media_key_fk" FOREIGN KEY ("media_key") REFERENCES "public"."media"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_review_photos_review_idx" ON "product_review_photos" USING btree ("review_id","position");--> statement-breakpoint
CREATE INDEX "product_review_photos_owner_idx" ON "product_review_photos" USING btree ("user_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_reviews_user_product_uq" ON "product_reviews" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "product_reviews_visible_idx" ON "product_reviews" USING btree ("product_id","created_at") WHERE "product_reviews"."hidden_at" is null;--> statement-breakpoint
CREATE INDEX "product_reviews_project_created_idx" ON "product_reviews" USING btree ("project_id","created_at");--> statement-breakpoint
-- A review written, edited, hidden or shown again changes a product's rating summary, which the
-- catalogue snapshot carries (docs/decisions/001, 024): bump the version like other catalogue writes.
CREATE TRIGGER "catalogue_version_product_reviews" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_bump_version();
