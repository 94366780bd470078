CREATE TABLE "carousel_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_flag" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recharge_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"bonus" integer DEFAULT 0 NOT NULL,
	"is_flag" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "low_stock_threshold" integer;--> statement-breakpoint
ALTER TABLE "carousel_images" ADD CONSTRAINT "carousel_images_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharge_options" ADD CONSTRAINT "recharge_options_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carousel_images_order_idx" ON "carousel_images" USING btree ("sort_order","id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharge_options_amount_idx" ON "recharge_options" USING btree ("amount");