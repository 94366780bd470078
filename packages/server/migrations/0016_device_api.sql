CREATE TABLE "device_alarms" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"kind" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "credential_hash" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "credential_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "temperature" double precision;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "door_open" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "device_order_no" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_due" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "device_alarms" ADD CONSTRAINT "device_alarms_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_alarms" ADD CONSTRAINT "device_alarms_closed_by_managers_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_alarms_open_idx" ON "device_alarms" USING btree ("device_id","kind") WHERE closed_at is null;--> statement-breakpoint
CREATE INDEX "device_alarms_device_idx" ON "device_alarms" USING btree ("device_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_device_order_no_idx" ON "orders" USING btree ("device_id","device_order_no");--> statement-breakpoint
ALTER TABLE "device_slots" ADD CONSTRAINT "device_slots_stock_check" CHECK ("device_slots"."stock" >= 0);