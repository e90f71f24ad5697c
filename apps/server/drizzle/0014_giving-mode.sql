ALTER TABLE "donations" ADD COLUMN "mode" text;--> statement-breakpoint
UPDATE "donations" SET "mode" = CASE WHEN "provider_transaction_id" LIKE 'TEST-%' THEN 'test' ELSE 'live' END;--> statement-breakpoint
ALTER TABLE "donations" ALTER COLUMN "mode" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "donations_mode_created_idx" ON "donations" USING btree ("mode","created_at","id");--> statement-breakpoint
CREATE INDEX "donations_user_idx" ON "donations" USING btree ("user_id","created_at");
