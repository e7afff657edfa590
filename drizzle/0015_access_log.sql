CREATE TYPE "public"."access_action" AS ENUM('file-opened', 'export-downloaded');--> statement-breakpoint
CREATE TYPE "public"."access_subject" AS ENUM('payment-proof', 'installment-proof', 'replaced-proof', 'resume', 'certificate', 'certifications', 'eligibility-proof', 'applications-csv', 'access-log-csv');--> statement-breakpoint
CREATE TABLE "access_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" uuid,
	"api_key_id" text,
	"action" "access_action" NOT NULL,
	"subject" "access_subject" NOT NULL,
	"file_id" uuid,
	"application_id" integer,
	"registration_id" integer,
	"filters" jsonb,
	"request_id" text,
	"ip" text,
	CONSTRAINT "access_log_file_check" CHECK (("access_log"."action" = 'file-opened') = ("access_log"."file_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "access_log_user_at_idx" ON "access_log" USING btree ("user_id","at");