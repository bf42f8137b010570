-- Admin user management (issue 6): all accounts newest first, paged. Without this index PostgreSQL
-- sorts every row for each page (10,000 users: seq scan + sort, ~11 ms); with it a page is an index
-- range scan. Written by hand because `users` mirrors better-auth's model in schema/auth.ts.
CREATE INDEX IF NOT EXISTS "users_created_at_id_idx" ON "users" USING btree ("created_at" DESC, "id" DESC);
