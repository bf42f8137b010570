CREATE TABLE "web_vital_samples" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"value" double precision NOT NULL,
	"rating" text NOT NULL,
	"route" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "web_vital_samples_name_created_idx" ON "web_vital_samples" USING btree ("name","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "web_vital_samples_created_idx" ON "web_vital_samples" USING btree ("created_at");