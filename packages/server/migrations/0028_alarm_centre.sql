CREATE TABLE "device_temperatures" (
	"device_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"temperature" double precision NOT NULL,
	CONSTRAINT "device_temperatures_device_id_recorded_at_pk" PRIMARY KEY("device_id","recorded_at")
);
--> statement-breakpoint
ALTER TABLE "device_alarms" ADD COLUMN "assigned_to" integer;--> statement-breakpoint
ALTER TABLE "device_alarms" ADD COLUMN "acknowledged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "device_alarms" ADD COLUMN "acknowledged_by" integer;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "temperature_min" smallint;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "temperature_max" smallint;--> statement-breakpoint
ALTER TABLE "device_temperatures" ADD CONSTRAINT "device_temperatures_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_temperatures_time_idx" ON "device_temperatures" USING btree ("recorded_at");--> statement-breakpoint
ALTER TABLE "device_alarms" ADD CONSTRAINT "device_alarms_assigned_to_managers_id_fk" FOREIGN KEY ("assigned_to") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_alarms" ADD CONSTRAINT "device_alarms_acknowledged_by_managers_id_fk" FOREIGN KEY ("acknowledged_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;