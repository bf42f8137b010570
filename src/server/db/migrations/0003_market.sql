CREATE TABLE "european_company_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"european_id" text NOT NULL,
	"name" text NOT NULL,
	"industry" text NOT NULL,
	"location" text NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"transformation_focus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cultural_values" text,
	"regulatory_context" text,
	"reputation_highlights" text,
	"trend_insights" text,
	"opportunities_forecast" text,
	"cross_border" boolean DEFAULT false NOT NULL,
	"executive_summary" text,
	"remote_policy" text,
	"employees" jsonb,
	"website" text,
	"source" text,
	"dataset" text,
	"derived" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"record" jsonb NOT NULL,
	"dimensions" jsonb,
	"work_culture" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "market_datasets" (
	"id" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "european_market_trends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"industry" text NOT NULL,
	"region" text NOT NULL,
	"growth_rate" numeric,
	"emerging_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"declining_skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"forecast_summary" text,
	"transformation_drivers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"source" text,
	"dataset" text,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "european_opportunity_signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"message" text NOT NULL,
	"region" text NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link" text,
	"source" text,
	"dataset" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shortage_occupations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record" jsonb NOT NULL,
	"country" text NOT NULL,
	"occupation" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_demand" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"record" jsonb NOT NULL,
	"skill" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "european_company_profiles_european_id_idx" ON "european_company_profiles" USING btree ("european_id");--> statement-breakpoint
CREATE INDEX "european_company_profiles_name_idx" ON "european_company_profiles" USING btree ("name");--> statement-breakpoint
CREATE INDEX "european_market_trends_last_updated_idx" ON "european_market_trends" USING btree ("last_updated" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "european_opportunity_signals_created_at_idx" ON "european_opportunity_signals" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shortage_occupations_country_idx" ON "shortage_occupations" USING btree ("country");