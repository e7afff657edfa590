-- The application form's e-mail codes (decision 0009): one code per address and round, hashed.
CREATE TABLE "email_codes" (
	"email" text NOT NULL,
	"round_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"wrong_tries" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "email_codes_email_round_id_pk" PRIMARY KEY("email","round_id"),
	CONSTRAINT "email_codes_email_lower_check" CHECK ("email_codes"."email" = lower("email_codes"."email"))
);
--> statement-breakpoint
ALTER TABLE "email_codes" ADD CONSTRAINT "email_codes_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "email_codes_expires_at_idx" ON "email_codes" USING btree ("expires_at");