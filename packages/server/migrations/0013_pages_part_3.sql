CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"media_kind" text NOT NULL,
	"media" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"placement" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_flag" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"device_id" integer NOT NULL,
	"advertisement_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_software_updates" (
	"device_id" integer PRIMARY KEY NOT NULL,
	"release_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"failure_reason" text DEFAULT '' NOT NULL,
	"pushed_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "software_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"version" text NOT NULL,
	"build_number" integer NOT NULL,
	"change_log" text DEFAULT '' NOT NULL,
	"package_url" text NOT NULL,
	"package_size" integer NOT NULL,
	"package_sha256" text NOT NULL,
	"force_update" smallint DEFAULT 0 NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"audience" jsonb NOT NULL,
	"audience_size" integer NOT NULL,
	"status" smallint NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_advertisements" ADD CONSTRAINT "device_advertisements_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_advertisements" ADD CONSTRAINT "device_advertisements_advertisement_id_advertisements_id_fk" FOREIGN KEY ("advertisement_id") REFERENCES "public"."advertisements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_advertisements" ADD CONSTRAINT "device_advertisements_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_software_updates" ADD CONSTRAINT "device_software_updates_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_software_updates" ADD CONSTRAINT "device_software_updates_release_id_software_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."software_releases"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_software_updates" ADD CONSTRAINT "device_software_updates_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "software_releases" ADD CONSTRAINT "software_releases_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_updated_by_managers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_messages" ADD CONSTRAINT "member_messages_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advertisements_order_idx" ON "advertisements" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "advertisements_period_idx" ON "advertisements" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_advertisements_pair_idx" ON "device_advertisements" USING btree ("device_id","advertisement_id");--> statement-breakpoint
CREATE INDEX "device_advertisements_ad_idx" ON "device_advertisements" USING btree ("advertisement_id");--> statement-breakpoint
CREATE INDEX "device_software_updates_release_idx" ON "device_software_updates" USING btree ("release_id");--> statement-breakpoint
CREATE UNIQUE INDEX "software_releases_build_idx" ON "software_releases" USING btree ("platform","build_number");--> statement-breakpoint
CREATE UNIQUE INDEX "software_releases_version_idx" ON "software_releases" USING btree ("platform","version");--> statement-breakpoint
CREATE INDEX "software_releases_release_at_idx" ON "software_releases" USING btree ("release_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "activities_due_idx" ON "activities" USING btree ("status","send_at");--> statement-breakpoint
CREATE INDEX "activities_created_at_idx" ON "activities" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "member_messages_activity_member_idx" ON "member_messages" USING btree ("activity_id","member_id");--> statement-breakpoint
CREATE INDEX "member_messages_member_idx" ON "member_messages" USING btree ("member_id","created_at" DESC NULLS LAST);