CREATE TABLE "trip_stop_lines" (
	"trip_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"slot_no" smallint NOT NULL,
	"goods_id" integer NOT NULL,
	"planned" smallint NOT NULL,
	"filled" smallint,
	"removed_expired" smallint DEFAULT 0 NOT NULL,
	"removed_damaged" smallint DEFAULT 0 NOT NULL,
	"expiry_date" date,
	CONSTRAINT "trip_stop_lines_trip_id_device_id_slot_no_pk" PRIMARY KEY("trip_id","device_id","slot_no")
);
--> statement-breakpoint
CREATE TABLE "trip_stops" (
	"trip_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"seq" smallint NOT NULL,
	"record_id" uuid,
	"done_at" timestamp with time zone,
	"operator_id" integer,
	"photo_url" text,
	"replenishment_id" integer,
	CONSTRAINT "trip_stops_trip_id_device_id_pk" PRIMARY KEY("trip_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "trips" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"plan_id" integer,
	"assignee_id" integer NOT NULL,
	"trip_date" date NOT NULL,
	"vehicle" text NOT NULL,
	"stop_order" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	CONSTRAINT "trips_status_check" CHECK ("trips"."status" in ('waiting', 'underway', 'done'))
);
--> statement-breakpoint
ALTER TABLE "device_slots" ADD COLUMN "expiry_date" date;--> statement-breakpoint
ALTER TABLE "trip_stop_lines" ADD CONSTRAINT "trip_stop_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stop_lines" ADD CONSTRAINT "trip_stop_lines_stop_fk" FOREIGN KEY ("trip_id","device_id") REFERENCES "public"."trip_stops"("trip_id","device_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_trip_id_trips_id_fk" FOREIGN KEY ("trip_id") REFERENCES "public"."trips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_operator_id_managers_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_stops" ADD CONSTRAINT "trip_stops_replenishment_id_replenishments_id_fk" FOREIGN KEY ("replenishment_id") REFERENCES "public"."replenishments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_plan_id_replenishment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."replenishment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_assignee_id_managers_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."managers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trips" ADD CONSTRAINT "trips_created_by_managers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trip_stops_record_id_idx" ON "trip_stops" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "trip_stops_device_idx" ON "trip_stops" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "trips_assignee_date_idx" ON "trips" USING btree ("assignee_id","trip_date");