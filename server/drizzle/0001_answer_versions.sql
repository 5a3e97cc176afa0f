ALTER TABLE "answer_sets" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;