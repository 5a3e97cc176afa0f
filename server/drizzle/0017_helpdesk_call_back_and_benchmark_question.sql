ALTER TABLE "helpdesk_messages" ADD COLUMN "call_back_phone" text;--> statement-breakpoint
ALTER TABLE "helpdesk_messages" ADD COLUMN "call_back_time" text;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "benchmark_sharing_answered_at" timestamp with time zone;