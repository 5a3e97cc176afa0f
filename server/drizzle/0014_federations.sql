CREATE TABLE "federation_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"countries" text[] NOT NULL,
	"added_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "share_with_federation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_invitations" ADD COLUMN "federation_countries" text[];--> statement-breakpoint
ALTER TABLE "federation_members" ADD CONSTRAINT "federation_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "federation_members" ADD CONSTRAINT "federation_members_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;