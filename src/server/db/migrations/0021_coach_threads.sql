ALTER TABLE "coaching_sessions" ADD COLUMN "conversation_id" uuid;--> statement-breakpoint
ALTER TABLE "coaching_sessions" ADD COLUMN "intent" jsonb;--> statement-breakpoint
CREATE INDEX "coaching_sessions_conversation_idx" ON "coaching_sessions" USING btree ("user_id","conversation_id","created_at");