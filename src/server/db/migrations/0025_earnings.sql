CREATE TABLE "market_earnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"isco_group" text NOT NULL,
	"measure" text NOT NULL,
	"value" numeric NOT NULL,
	"currency" text NOT NULL,
	"period" text NOT NULL,
	"source" text NOT NULL,
	"url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "market_earnings_key_idx" ON "market_earnings" USING btree ("country","isco_group","measure","period");--> statement-breakpoint
-- one-off rewrites below are not market news: no live update per row
ALTER TABLE "european_company_profiles" DISABLE TRIGGER "european_company_profiles_notify";
--> statement-breakpoint
-- issue 20: focus areas only from company-specific facts; the industry-derived ones go
UPDATE "european_company_profiles" SET "transformation_focus" = '[]'::jsonb, "derived" = "derived" - 'transformation_focus' WHERE "derived" ? 'transformation_focus';
--> statement-breakpoint
-- issue 20: the search text now holds places and industry words in six languages; rebuilt at the next start
UPDATE "european_company_profiles" SET "search_text" = '';
--> statement-breakpoint
ALTER TABLE "european_company_profiles" ENABLE TRIGGER "european_company_profiles_notify";
