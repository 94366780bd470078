-- Hand-written data migration (issue 37): the preset roles of a database made by an earlier
-- version (made at its first start, as the presets were then) brought up to what they are now
-- (src/modules/roles/presets.ts). Only the presets (preset_key set) are touched, never a role an
-- administrator made or copied; nothing is removed and no level is lowered; every statement may
-- run again and changes nothing the second time. Presets a database lacks altogether are made at
-- the start after it (ensurePresetRoles).
--
-- 1. The pages the presets gained since they were introduced, at the preset's level: 行程 for
--    区域经理 and 补货员 (issue 40), 销售报表 for 代理商, and the pages added since for 只读审计
--    (every page at 查看): 告警中心, 渠道对账, 行程. A page the role holds already keeps its level.
INSERT INTO "role_pages" ("role_id", "interface_name", "level")
SELECT r."id", p."interface_name", p."level"
FROM "roles" r
JOIN (VALUES
  ('regionManager', '行程', 'manage'),
  ('restocker', '行程', 'manage'),
  ('agent', '销售报表', 'view'),
  ('auditor', '告警中心', 'view'),
  ('auditor', '渠道对账', 'view'),
  ('auditor', '行程', 'view')
) AS p("preset_key", "interface_name", "level") ON p."preset_key" = r."preset_key"
ON CONFLICT ("role_id", "interface_name") DO NOTHING;
--> statement-breakpoint
-- 2. 代理商 holds 提现记录 at 管理: an agent account applies for its own withdrawals
--    (applyWithdrawal; the review stays with the platform). It was 查看 before that call existed.
UPDATE "role_pages" SET "level" = 'manage'
FROM "roles" r
WHERE r."id" = "role_pages"."role_id" AND r."preset_key" = 'agent'
  AND "role_pages"."interface_name" = '提现记录' AND "role_pages"."level" = 'view';
--> statement-breakpoint
-- 3. The descriptions that still read as first written say what the preset does now; one an
--    administrator rewrote stays as written.
UPDATE "roles" SET "description" = '查看设备与补货记录，按补货计划装货，在手机上记录行程；不能修改设备'
WHERE "preset_key" = 'restocker' AND "description" = '查看设备与补货记录，按补货计划装货；不能修改设备';
--> statement-breakpoint
UPDATE "roles" SET "description" = '代理商本人的账号：只看自己的商户、设备、订单、销售与分成，自己申请提现（由平台审核）'
WHERE "preset_key" = 'agent' AND "description" = '代理商本人的账号：只看自己的商户、设备、订单、分成与提现';
