CREATE TABLE "cvs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"mime_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"step" text,
	"is_active" boolean DEFAULT false NOT NULL,
	"failure_reason" text,
	"parsed_data" jsonb,
	"quality" jsonb,
	"insights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"analyzed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hidden_talents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"cv_id" uuid NOT NULL,
	"talent_name" text NOT NULL,
	"description" text NOT NULL,
	"confidence_score" integer NOT NULL,
	"supporting_evidence" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'discovered' NOT NULL,
	"validation_sources" jsonb DEFAULT '["cv"]'::jsonb NOT NULL,
	"industry_relevance" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"development_recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"development_plan" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cvs" ADD CONSTRAINT "cvs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_talents" ADD CONSTRAINT "hidden_talents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hidden_talents" ADD CONSTRAINT "hidden_talents_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cvs_user_created_idx" ON "cvs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "cvs_one_active_per_user" ON "cvs" USING btree ("user_id") WHERE "cvs"."is_active";--> statement-breakpoint
CREATE INDEX "cvs_processing_idx" ON "cvs" USING btree ("updated_at") WHERE "cvs"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "hidden_talents_user_confidence_idx" ON "hidden_talents" USING btree ("user_id","confidence_score" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "hidden_talents_cv_name_idx" ON "hidden_talents" USING btree ("cv_id","talent_name");