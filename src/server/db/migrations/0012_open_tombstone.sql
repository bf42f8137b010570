CREATE TABLE "cultural_themes" (
	"key" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"foundation" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"tokens" jsonb NOT NULL,
	"applications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"built_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_hostnames" (
	"hostname" text PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"branding" jsonb NOT NULL,
	"cultural_sensitivity_level" text DEFAULT 'high' NOT NULL,
	"ai_transparency_required" boolean DEFAULT true NOT NULL,
	"adaptive_theming" boolean DEFAULT true NOT NULL,
	"branding_integration" boolean DEFAULT false NOT NULL,
	"default_theme_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theme_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"theme_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenant_hostnames" ADD CONSTRAINT "tenant_hostnames_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_default_theme_key_cultural_themes_key_fk" FOREIGN KEY ("default_theme_key") REFERENCES "public"."cultural_themes"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_preferences" ADD CONSTRAINT "theme_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theme_preferences" ADD CONSTRAINT "theme_preferences_theme_key_cultural_themes_key_fk" FOREIGN KEY ("theme_key") REFERENCES "public"."cultural_themes"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenant_hostnames_tenant_idx" ON "tenant_hostnames" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tenants_one_default_idx" ON "tenants" USING btree ("is_default") WHERE "tenants"."is_default";--> statement-breakpoint
CREATE INDEX "theme_preferences_theme_idx" ON "theme_preferences" USING btree ("theme_key");