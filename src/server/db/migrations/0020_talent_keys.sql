ALTER TABLE "hidden_talents" ADD COLUMN "talent_key" text;--> statement-breakpoint
ALTER TABLE "hidden_talents" ADD COLUMN "message_params" jsonb;--> statement-breakpoint
ALTER TABLE "hidden_talents" ADD COLUMN "esco_uri" text;