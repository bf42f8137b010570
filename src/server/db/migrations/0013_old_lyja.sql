CREATE TABLE "brand_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"last_sync_at" timestamp with time zone,
	"cultural_theme" text NOT NULL,
	"tokens_snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_services" (
	"key" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"enabled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_sync_operations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"brand_id" uuid,
	"brand_name" text NOT NULL,
	"theme_key" text NOT NULL,
	"error" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "brand_webhook_deliveries" (
	"signature" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branding_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" uuid NOT NULL,
	"service" text NOT NULL,
	"target" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"brand_version" integer,
	"error" text,
	"requested_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "brand_sync_operations" ADD CONSTRAINT "brand_sync_operations_brand_id_brand_profiles_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branding_applications" ADD CONSTRAINT "branding_applications_brand_id_brand_profiles_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "brand_profiles_name_idx" ON "brand_profiles" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "brand_sync_operations_created_idx" ON "brand_sync_operations" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "brand_sync_operations_brand_idx" ON "brand_sync_operations" USING btree ("brand_id","status");--> statement-breakpoint
CREATE INDEX "brand_webhook_deliveries_expires_idx" ON "brand_webhook_deliveries" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "branding_applications_service_idx" ON "branding_applications" USING btree ("service","status");