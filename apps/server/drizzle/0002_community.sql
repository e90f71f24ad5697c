CREATE TABLE "campus_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"applicant_name" text NOT NULL,
	"proposed_campus_name" text NOT NULL,
	"proposed_location" text NOT NULL,
	"proposed_leader_name" text NOT NULL,
	"contact_info" text NOT NULL,
	"mission_statement" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"campus_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "new_converts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"area_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"whats_app" text,
	"whats_app_group" text,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"community" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agree" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prayer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"request_text" text NOT NULL,
	"is_private" boolean DEFAULT false NOT NULL,
	"is_answered" boolean DEFAULT false NOT NULL,
	"avatar_url" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"story_text" text NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "volunteer_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "campus_applications" ADD CONSTRAINT "campus_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campus_applications" ADD CONSTRAINT "campus_applications_campus_id_light_campuses_id_fk" FOREIGN KEY ("campus_id") REFERENCES "public"."light_campuses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prayer_requests" ADD CONSTRAINT "prayer_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "testimonies" ADD CONSTRAINT "testimonies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_applications" ADD CONSTRAINT "volunteer_applications_team_id_ministry_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."ministry_teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "volunteer_applications" ADD CONSTRAINT "volunteer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prayer_requests_wall_idx" ON "prayer_requests" USING btree ("is_private","created_at");--> statement-breakpoint
CREATE INDEX "testimonies_approved_idx" ON "testimonies" USING btree ("is_approved","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "volunteer_applications_one_pending" ON "volunteer_applications" USING btree ("team_id","user_id") WHERE "volunteer_applications"."status" = 'Pending';