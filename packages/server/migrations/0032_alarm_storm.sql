ALTER TABLE "device_alarms" ADD COLUMN "summarised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alarm_notifications" ADD COLUMN "last_attempt_at" timestamp with time zone;