CREATE TABLE "channel_statement_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"statement_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"transaction_id" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_statements" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" smallint NOT NULL,
	"day" text NOT NULL,
	"lines" integer NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"currency" text NOT NULL,
	"imported_by" integer,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "channel_transaction_id" text;--> statement-breakpoint
ALTER TABLE "channel_statement_lines" ADD CONSTRAINT "channel_statement_lines_statement_id_channel_statements_id_fk" FOREIGN KEY ("statement_id") REFERENCES "public"."channel_statements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_statements" ADD CONSTRAINT "channel_statements_imported_by_managers_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_statement_lines_statement_idx" ON "channel_statement_lines" USING btree ("statement_id");--> statement-breakpoint
CREATE INDEX "channel_statement_lines_transaction_idx" ON "channel_statement_lines" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "channel_statements_channel_day_idx" ON "channel_statements" USING btree ("channel","day");--> statement-breakpoint
CREATE INDEX "orders_channel_transaction_idx" ON "orders" USING btree ("channel_transaction_id");