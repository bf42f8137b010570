CREATE TABLE "job_ads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"source_text" text NOT NULL,
	"ad" jsonb NOT NULL,
	"title" text NOT NULL,
	"employer" text,
	"status" text DEFAULT 'saved' NOT NULL,
	"status_history" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"relocation" text,
	"notes" text,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_step" text,
	"next_step_due" text,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_ads" ADD CONSTRAINT "job_ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_ads_user_idx" ON "job_ads" USING btree ("user_id","updated_at" DESC NULLS LAST);