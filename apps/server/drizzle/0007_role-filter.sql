-- Admin Users filtered by role reads the staff alone, in name order (docs/decisions/028-lists-page.md).
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role",lower("full_name"),"id");