CREATE SEQUENCE "public"."policy_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_number" text NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"product_name" text NOT NULL,
	"plan_name" text NOT NULL,
	"years" integer NOT NULL,
	"units" integer NOT NULL,
	"premium_centavos" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"cooling_off_ends_on" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"refund_reason" text,
	"refund_requested_at" timestamp with time zone,
	"signed_copy_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policies_number_uq" ON "policies" USING btree ("policy_number");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_order_item_uq" ON "policies" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "policies_order_idx" ON "policies" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "policies_user_idx" ON "policies" USING btree ("user_id");