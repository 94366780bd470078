-- Hand-written data migration (issue 37): each ordinary administrator's pages (manager_menus)
-- become a role of its own, "<username>的权限", holding those pages at 管理 (manage: what a
-- page held meant before levels existed) with the data scope 全部 (all), and the administrator
-- holds that role. Nothing changes for anyone: the same pages, every row, every write.
INSERT INTO "roles" ("name", "description", "data_scope")
SELECT m."username" || '的权限', '由原菜单权限迁移', 'all'
FROM "managers" m
WHERE m."manager_type" <> 1 AND EXISTS (SELECT 1 FROM "manager_menus" g WHERE g."manager_id" = m."id");
--> statement-breakpoint
INSERT INTO "manager_roles" ("manager_id", "role_id")
SELECT m."id", r."id"
FROM "managers" m JOIN "roles" r ON r."name" = m."username" || '的权限'
WHERE m."manager_type" <> 1;
--> statement-breakpoint
INSERT INTO "role_pages" ("role_id", "interface_name", "level")
SELECT mr."role_id", g."interface_name", 'manage'
FROM "manager_menus" g JOIN "manager_roles" mr ON mr."manager_id" = g."manager_id";
