CREATE TABLE "replenishment_plan_lines" (
	"plan_id" integer NOT NULL,
	"device_id" integer NOT NULL,
	"slot_no" smallint NOT NULL,
	"goods_id" integer NOT NULL,
	"par_level" smallint NOT NULL,
	"stock" smallint NOT NULL,
	"basis" text NOT NULL,
	"daily_vends" double precision NOT NULL,
	"last_fill_at" timestamp with time zone,
	"planned" smallint NOT NULL,
	"loaded" smallint,
	"replenishment_id" integer,
	CONSTRAINT "replenishment_plan_lines_plan_id_device_id_slot_no_pk" PRIMARY KEY("plan_id","device_id","slot_no")
);
--> statement-breakpoint
CREATE TABLE "replenishment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" smallint NOT NULL,
	"filters" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "case_size" smallint;--> statement-breakpoint
ALTER TABLE "device_slots" ADD COLUMN "par_level" smallint;--> statement-breakpoint
ALTER TABLE "device_types" ADD COLUMN "par_level" smallint;--> statement-breakpoint
ALTER TABLE "replenishment_plan_lines" ADD CONSTRAINT "replenishment_plan_lines_plan_id_replenishment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."replenishment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_plan_lines" ADD CONSTRAINT "replenishment_plan_lines_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_plan_lines" ADD CONSTRAINT "replenishment_plan_lines_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_plan_lines" ADD CONSTRAINT "replenishment_plan_lines_replenishment_id_replenishments_id_fk" FOREIGN KEY ("replenishment_id") REFERENCES "public"."replenishments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_plans" ADD CONSTRAINT "replenishment_plans_created_by_managers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "replenishment_plans" ADD CONSTRAINT "replenishment_plans_handled_by_managers_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "replenishment_plan_lines_device_idx" ON "replenishment_plan_lines" USING btree ("device_id","plan_id");--> statement-breakpoint
CREATE INDEX "replenishment_plans_created_at_idx" ON "replenishment_plans" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "replenishment_plans_status_idx" ON "replenishment_plans" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);