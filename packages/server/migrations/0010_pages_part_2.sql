CREATE TABLE "goods_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "goods_library" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_name" text NOT NULL,
	"barcode" text NOT NULL,
	"category_id" integer,
	"price" integer NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"model" text NOT NULL,
	"slot_rows" smallint NOT NULL,
	"slot_columns" smallint NOT NULL,
	"slot_capacity" smallint NOT NULL,
	"picture" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "replenishment_lines" (
	"replenishment_id" integer NOT NULL,
	"slot_no" smallint NOT NULL,
	"goods_id" integer NOT NULL,
	"before" smallint NOT NULL,
	"after" smallint NOT NULL,
	CONSTRAINT "replenishment_lines_replenishment_id_slot_no_pk" PRIMARY KEY("replenishment_id","slot_no")
);
--> statement-breakpoint
CREATE TABLE "replenishments" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"operator_name" text NOT NULL,
	"operator_phone" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"manager_id" integer,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"line_no" smallint NOT NULL,
	"goods_id" integer NOT NULL,
	"goods_name" text NOT NULL,
	"price" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "order_lines_order_id_line_no_pk" PRIMARY KEY("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer DEFAULT 0 NOT NULL,
	"bank_name" text NOT NULL,
	"bank_account" text NOT NULL,
	"account_holder" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"reject_reason" text
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "goods_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "quantity" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "cost" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "barcode" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "picture" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "on_shelf" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "type_id" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "last_heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "software_version" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "is_flag" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "updated_by" integer;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gst" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "goods_categories" ADD CONSTRAINT "goods_categories_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_library" ADD CONSTRAINT "goods_library_category_id_goods_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."goods_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_library" ADD CONSTRAINT "goods_library_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_types" ADD CONSTRAINT "device_types_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_lines" ADD CONSTRAINT "replenishment_lines_replenishment_id_replenishments_id_fk" FOREIGN KEY ("replenishment_id") REFERENCES "public"."replenishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_lines" ADD CONSTRAINT "replenishment_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishments" ADD CONSTRAINT "replenishments_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_settings" ADD CONSTRAINT "system_settings_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_handled_by_managers_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_categories_name_idx" ON "goods_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_library_barcode_idx" ON "goods_library" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "goods_library_created_at_idx" ON "goods_library" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "device_types_name_idx" ON "device_types" USING btree ("name");--> statement-breakpoint
CREATE INDEX "replenishments_created_at_idx" ON "replenishments" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "replenishments_device_id_idx" ON "replenishments" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "order_events_order_id_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "order_lines_goods_id_idx" ON "order_lines" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "withdrawals_created_at_idx" ON "withdrawals" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "withdrawals_agent_id_idx" ON "withdrawals" USING btree ("agent_id");--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_category_id_goods_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."goods_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_type_id_device_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."device_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_handled_by_managers_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "goods_barcode_idx" ON "goods" USING btree ("barcode");--> statement-breakpoint
CREATE INDEX "goods_category_id_idx" ON "goods" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "goods_created_at_idx" ON "goods" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "devices_type_id_idx" ON "devices" USING btree ("type_id");--> statement-breakpoint
CREATE INDEX "devices_merchant_id_idx" ON "devices" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "devices_created_at_idx" ON "devices" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_newest_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_device_id_idx" ON "orders" USING btree ("device_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_member_id_idx" ON "orders" USING btree ("member_id");