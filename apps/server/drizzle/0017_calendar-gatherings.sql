CREATE TABLE "calendar_gatherings" (
	"id" text PRIMARY KEY NOT NULL,
	"published" text NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
