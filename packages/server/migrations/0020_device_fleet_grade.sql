CREATE TABLE "alarm_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"device_id" integer,
	"sequence" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_status" integer,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alarm_notifications_event_id_unique" UNIQUE("event_id")
);
--> statement-breakpoint
CREATE TABLE "alarm_webhook_secrets" (
	"id" smallint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_rate_windows" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_reports" (
	"device_id" integer NOT NULL,
	"kind" text NOT NULL,
	"report_no" text NOT NULL,
	"digest" text NOT NULL,
	"result_id" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "device_reports_device_id_kind_report_no_pk" PRIMARY KEY("device_id","kind","report_no")
);
--> statement-breakpoint
-- Hand-written (drizzle-kit writes "SET DATA TYPE bigserial", which is no type): alarm ids 64-bit.
ALTER TABLE "device_alarms" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "device_alarms_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alarm_notifications" ADD CONSTRAINT "alarm_notifications_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_reports" ADD CONSTRAINT "device_reports_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alarm_notifications_due_idx" ON "alarm_notifications" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "alarm_notifications_device_idx" ON "alarm_notifications" USING btree ("device_id","sequence");--> statement-breakpoint
CREATE INDEX "device_rate_windows_window_idx" ON "device_rate_windows" USING btree ("window_start");