-- A database made before this migration may hold two merchants of one name under one agent
-- (the demo data had 16 such pairs): the later one keeps its name with its id added, so the
-- unique index can be made and nothing is lost.
UPDATE "merchants" AS "later" SET "name" = "later"."name" || '（' || "later"."id" || '）'
WHERE EXISTS (
  SELECT 1 FROM "merchants" AS "earlier"
  WHERE "earlier"."agent_id" = "later"."agent_id" AND "earlier"."name" = "later"."name" AND "earlier"."id" < "later"."id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "merchants_agent_id_name_idx" ON "merchants" USING btree ("agent_id","name");
