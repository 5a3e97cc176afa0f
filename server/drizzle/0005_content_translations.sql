CREATE TABLE "content_translations" (
	"language" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "content_translations_language_key_pk" PRIMARY KEY("language","key")
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_language_languages_key_fk" FOREIGN KEY ("language") REFERENCES "public"."languages"("key") ON DELETE cascade ON UPDATE no action;