CREATE TABLE "cv_corrections" (
	"cv_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"corrections" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cv_corrections" ADD CONSTRAINT "cv_corrections_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_corrections" ADD CONSTRAINT "cv_corrections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;