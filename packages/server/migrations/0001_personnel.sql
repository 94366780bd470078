CREATE TABLE "tester_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"reject_reason" text,
	"tester_id" integer
);
--> statement-breakpoint
CREATE TABLE "tester_devices" (
	"tester_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	CONSTRAINT "tester_devices_tester_id_device_id_pk" PRIMARY KEY("tester_id","device_id")
);
--> statement-breakpoint
CREATE TABLE "testers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"is_flag" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "testers_phone_unique" UNIQUE("phone")
);
--> statement-breakpoint
ALTER TABLE "tester_applications" ADD CONSTRAINT "tester_applications_handled_by_managers_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tester_applications" ADD CONSTRAINT "tester_applications_tester_id_testers_id_fk" FOREIGN KEY ("tester_id") REFERENCES "public"."testers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tester_devices" ADD CONSTRAINT "tester_devices_tester_id_testers_id_fk" FOREIGN KEY ("tester_id") REFERENCES "public"."testers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tester_devices" ADD CONSTRAINT "tester_devices_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testers" ADD CONSTRAINT "testers_created_by_managers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tester_applications_created_at_idx" ON "tester_applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tester_applications_status_idx" ON "tester_applications" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tester_applications_tester_id_idx" ON "tester_applications" USING btree ("tester_id");--> statement-breakpoint
CREATE INDEX "tester_devices_device_id_idx" ON "tester_devices" USING btree ("device_id");--> statement-breakpoint
CREATE INDEX "testers_created_at_idx" ON "testers" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);