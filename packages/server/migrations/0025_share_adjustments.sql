CREATE TABLE "share_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"settlement_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"month" text NOT NULL,
	"for_month" text NOT NULL,
	"orders" integer NOT NULL,
	"sales" integer NOT NULL,
	"gst" integer NOT NULL,
	"share" integer NOT NULL,
	"share_rate" integer,
	"currency" text NOT NULL,
	"settled_by" integer,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "share_settlements" ADD COLUMN "share_rate" integer;--> statement-breakpoint
ALTER TABLE "share_adjustments" ADD CONSTRAINT "share_adjustments_settlement_id_share_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."share_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_adjustments" ADD CONSTRAINT "share_adjustments_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_adjustments" ADD CONSTRAINT "share_adjustments_settled_by_managers_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "share_adjustments_agent_month_idx" ON "share_adjustments" USING btree ("agent_id","month","for_month");