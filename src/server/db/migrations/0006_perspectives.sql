CREATE TABLE "profile_perspectives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"target_audience" text,
	"sections" jsonb NOT NULL,
	"tone" text NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"slug" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_perspectives" ADD CONSTRAINT "profile_perspectives_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_perspectives_user_idx" ON "profile_perspectives" USING btree ("user_id","usage_count" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "profile_perspectives_slug_idx" ON "profile_perspectives" USING btree ("slug");