ALTER TABLE "replenishment_plan_lines" ADD COLUMN "expiry" text;--> statement-breakpoint
ALTER TABLE "replenishment_plan_lines" ADD COLUMN "to_remove" smallint DEFAULT 0 NOT NULL;