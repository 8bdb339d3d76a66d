ALTER TABLE "orders" ADD COLUMN "buyer_country" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_mobile" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_mobile" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "recipient_email" text;