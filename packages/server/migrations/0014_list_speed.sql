-- Keyword search through an index (lists/search-grams.ts): the 1-, 2- and 3-character
-- pieces of lower(text), and the pieces a keyword needs.
CREATE FUNCTION text_grams(value text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT coalesce(array_agg(DISTINCT substr(lowered, start, len)), '{}')
  FROM lower(value) AS lowered,
    generate_series(1, 3) AS len,
    generate_series(1, char_length(lowered) - len + 1) AS start
$$;
--> statement-breakpoint
CREATE FUNCTION keyword_grams(keyword text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT CASE
    WHEN char_length(lowered) <= 3 THEN ARRAY[lowered]
    ELSE ARRAY(SELECT DISTINCT substr(lowered, start, 3) FROM generate_series(1, char_length(lowered) - 2) AS start)
  END
  FROM lower(keyword) AS lowered
$$;
--> statement-breakpoint
CREATE TABLE "table_row_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
-- Row counts kept by statement triggers, in the transaction of the write (lists/tables.ts).
CREATE FUNCTION count_inserted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_row_counts SET total = total + (SELECT count(*) FROM inserted_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION count_deleted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_row_counts SET total = total - (SELECT count(*) FROM deleted_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION count_truncated_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE table_row_counts SET total = 0 WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
LOCK TABLE "members" IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
INSERT INTO "table_row_counts" ("table_name", "total") SELECT 'members', count(*) FROM "members";
--> statement-breakpoint
CREATE TRIGGER members_count_inserted AFTER INSERT ON "members" REFERENCING NEW TABLE AS inserted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE TRIGGER members_count_deleted AFTER DELETE ON "members" REFERENCING OLD TABLE AS deleted_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();
--> statement-breakpoint
CREATE TRIGGER members_count_truncated AFTER TRUNCATE ON "members"
  FOR EACH STATEMENT EXECUTE FUNCTION count_truncated_rows();
--> statement-breakpoint
CREATE INDEX "members_search_idx" ON "members" USING gin ((text_grams("nick_name") || text_grams("phone")));
