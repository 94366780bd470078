CREATE TABLE "balance_adjustment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"entry_id" integer
);
--> statement-breakpoint
ALTER TABLE "balance_adjustment_requests" ADD CONSTRAINT "balance_adjustment_requests_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustment_requests" ADD CONSTRAINT "balance_adjustment_requests_requested_by_managers_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balance_adjustment_requests" ADD CONSTRAINT "balance_adjustment_requests_decided_by_managers_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "balance_adjustment_requests_member_idx" ON "balance_adjustment_requests" USING btree ("member_id","id");