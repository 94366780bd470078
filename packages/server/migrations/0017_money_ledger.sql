CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"gst" integer DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"method" smallint NOT NULL,
	"status" smallint NOT NULL,
	"lines" jsonb,
	"reason" text NOT NULL,
	"channel_reference" text,
	"failure" text,
	"attempts" smallint DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_kind" smallint NOT NULL,
	"account_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"kind" text NOT NULL,
	"balance_after" integer,
	"order_id" integer,
	"refund_id" integer,
	"recharge_id" integer,
	"withdrawal_id" integer,
	"settlement_id" integer,
	"manager_id" integer,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_settlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"agent_id" integer NOT NULL,
	"month" text NOT NULL,
	"orders" integer NOT NULL,
	"sales" integer NOT NULL,
	"gst" integer NOT NULL,
	"share" integer NOT NULL,
	"currency" text NOT NULL,
	"settled_by" integer,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "merchant_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "agent_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "share_rate" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_gst" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "recharges" ADD COLUMN "currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "currency" text DEFAULT 'CNY' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_created_by_managers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_settlements" ADD CONSTRAINT "share_settlements_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_settlements" ADD CONSTRAINT "share_settlements_settled_by_managers_id_fk" FOREIGN KEY ("settled_by") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_kind","account_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_entries_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "share_settlements_agent_month_idx" ON "share_settlements" USING btree ("agent_id","month");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- What was there before the ledger: orders attributed as their device stands at this upgrade
-- (the best record there is), every money record in the currency in force, every balance an
-- opening entry, so that from here on a balance is the sum of its entries.
UPDATE "orders" AS o SET "merchant_id" = d."merchant_id", "agent_id" = m."agent_id", "share_rate" = a."share_rate"
FROM "devices" AS d JOIN "merchants" AS m ON m."id" = d."merchant_id" JOIN "agents" AS a ON a."id" = m."agent_id"
WHERE d."id" = o."device_id";--> statement-breakpoint
UPDATE "orders" SET "currency" = coalesce((SELECT "value"->>'currency' FROM "system_settings" WHERE "key" = 'money'), 'CNY');--> statement-breakpoint
UPDATE "recharges" SET "currency" = coalesce((SELECT "value"->>'currency' FROM "system_settings" WHERE "key" = 'money'), 'CNY');--> statement-breakpoint
UPDATE "withdrawals" SET "currency" = coalesce((SELECT "value"->>'currency' FROM "system_settings" WHERE "key" = 'money'), 'CNY');--> statement-breakpoint
INSERT INTO "ledger_entries" ("account_kind", "account_id", "amount", "currency", "kind", "balance_after", "at")
SELECT 1, "id", "balance", coalesce((SELECT "value"->>'currency' FROM "system_settings" WHERE "key" = 'money'), 'CNY'), 'opening', "balance", now()
FROM "members" WHERE "balance" <> 0;--> statement-breakpoint
INSERT INTO "ledger_entries" ("account_kind", "account_id", "amount", "currency", "kind", "balance_after", "at")
SELECT 2, "id", "balance", coalesce((SELECT "value"->>'currency' FROM "system_settings" WHERE "key" = 'money'), 'CNY'), 'opening', "balance", now()
FROM "agents" WHERE "balance" <> 0;
