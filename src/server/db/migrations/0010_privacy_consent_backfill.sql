-- At most one open (not withdrawn) consent per person and purpose, enforced by the database:
-- a double click or two tabs granting at once cannot leave two open grants.
CREATE UNIQUE INDEX IF NOT EXISTS "consents_one_open_idx" ON "consents" ("user_id", "purpose") WHERE "withdrawn_at" IS NULL;
--> statement-breakpoint
-- Switches turned on before consents were recorded count as granted since the settings were last saved,
-- so turning them off later records a withdrawal (one switch, one record).
INSERT INTO "consents" ("user_id", "purpose", "granted_at")
SELECT "user_id", 'public_portfolio', "updated_at" FROM "user_settings"
WHERE "settings" -> 'privacy' ->> 'profileVisibility' = 'public';
--> statement-breakpoint
INSERT INTO "consents" ("user_id", "purpose", "granted_at")
SELECT "user_id", 'analytics', "updated_at" FROM "user_settings"
WHERE ("settings" -> 'privacy' ->> 'analyticsOptOut')::boolean = false;
