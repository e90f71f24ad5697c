-- Trigram indexes serve "contains" searches over names and texts (docs/decisions/028-lists-page.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree (lower("full_name"),"id");--> statement-breakpoint
CREATE INDEX "users_search_idx" ON "users" USING gin ((lower("full_name") || ' ' || lower("email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_newest_idx" ON "contact_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_newest_idx" ON "newsletter_subscriptions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "new_converts_newest_idx" ON "new_converts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "new_converts_search_idx" ON "new_converts" USING gin (lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "prayer_requests_newest_idx" ON "prayer_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "prayer_requests_search_idx" ON "prayer_requests" USING gin (lower("name" || ' ' || "request_text") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "testimonies_pending_first_idx" ON "testimonies" USING btree ((not "is_approved"),"created_at","id");--> statement-breakpoint
CREATE INDEX "chat_messages_private_author_idx" ON "chat_messages" USING btree ("author_id","room_id") WHERE "chat_messages"."chat_type" = 'private';