ALTER TABLE "provider_documents" ADD COLUMN "updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_documents" ADD COLUMN "retired_at" timestamp with time zone;