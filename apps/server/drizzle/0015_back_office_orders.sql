CREATE SEQUENCE "public"."invoice_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"method" text NOT NULL,
	"device_id" text,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_code_categories" (
	"discount_code_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "discount_code_categories_discount_code_id_category_id_pk" PRIMARY KEY("discount_code_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "discount_code_products" (
	"discount_code_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "discount_code_products_discount_code_id_product_id_pk" PRIMARY KEY("discount_code_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"invoice_number" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "decision_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "disposition" text;--> statement-breakpoint
ALTER TABLE "order_returns" ADD COLUMN "restock_branch_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "return_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sign_ins" ADD CONSTRAINT "sign_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_categories" ADD CONSTRAINT "discount_code_categories_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_categories" ADD CONSTRAINT "discount_code_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_products" ADD CONSTRAINT "discount_code_products_discount_code_id_discount_codes_id_fk" FOREIGN KEY ("discount_code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_code_products" ADD CONSTRAINT "discount_code_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_ins_user_created_idx" ON "sign_ins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_number_uq" ON "order_invoices" USING btree ("invoice_number");--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_restock_branch_id_branches_id_fk" FOREIGN KEY ("restock_branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_return_id_order_returns_id_fk" FOREIGN KEY ("return_id") REFERENCES "public"."order_returns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("mobile", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_returns_status_created_idx" ON "order_returns" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_project_created_idx" ON "orders" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_number_trgm_idx" ON "orders" USING gin ("order_number" gin_trgm_ops);