ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD COLUMN "cancel_token_hash" text;--> statement-breakpoint
ALTER TABLE "email_change_tokens" ADD CONSTRAINT "email_change_tokens_cancel_token_hash_unique" UNIQUE("cancel_token_hash");