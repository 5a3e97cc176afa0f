CREATE TABLE "public_profiles" (
	"organisation_id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"show_footprint" boolean DEFAULT false NOT NULL,
	"show_highlights" boolean DEFAULT false NOT NULL,
	"show_in_process" boolean DEFAULT false NOT NULL,
	"highlights" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_profiles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "public_profiles" ADD CONSTRAINT "public_profiles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Organisations certified before public profiles existed get a slug of their own (the id keeps it unique).
INSERT INTO "public_profiles" ("organisation_id", "slug")
SELECT "id", coalesce(nullif(trim(both '-' from regexp_replace(lower("title"), '[^a-z0-9]+', '-', 'g')), ''), 'organisation') || '-' || "id"
FROM "organisations" WHERE "certified";
