-- Orders held one goods and its quantity: each becomes the order's first line, priced as sold.
INSERT INTO "order_lines" ("order_id", "line_no", "goods_id", "goods_name", "price", "quantity", "amount")
SELECT o."id", 1, o."goods_id", g."goods_name", o."amount" / GREATEST(o."quantity", 1), o."quantity", o."amount"
FROM "orders" o JOIN "goods" g ON g."id" = o."goods_id";
--> statement-breakpoint
-- A device marked online had a heartbeat just now; one marked offline has none on record.
UPDATE "devices" SET "last_heartbeat_at" = now() WHERE "online" = 1;
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_goods_id_goods_id_fk";
--> statement-breakpoint
ALTER TABLE "devices" DROP COLUMN "online";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "goods_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "quantity";