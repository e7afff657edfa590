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
CREATE TABLE "erasure_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasure_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"record_id" integer NOT NULL,
	"by_type" text NOT NULL,
	"by_user_id" uuid,
	"reason" text NOT NULL,
	"erased_at" timestamp with time zone NOT NULL,
	"files_deleted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "erasure_log_kind_check" CHECK ("erasure_log"."kind" IN ('application', 'interpreter_registration', 'interpreter_request', 'contact_message')),
	CONSTRAINT "erasure_log_by_type_check" CHECK ("erasure_log"."by_type" IN ('staff', 'applicant', 'retention'))
);
--> statement-breakpoint
CREATE TABLE "erased_applicant_links" (
	"id" text PRIMARY KEY NOT NULL,
	"erased_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "privacy_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"wants" text NOT NULL,
	"application_id" integer,
	"email" text,
	"reason" text,
	"status" text NOT NULL,
	"verify_hash" text,
	"verify_expires_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_id" uuid,
	"decision_note" text,
	CONSTRAINT "privacy_requests_email_lower_check" CHECK ("privacy_requests"."email" = lower("privacy_requests"."email")),
	CONSTRAINT "privacy_requests_kind_check" CHECK ("privacy_requests"."kind" IN ('application', 'email_address')),
	CONSTRAINT "privacy_requests_wants_check" CHECK ("privacy_requests"."wants" IN ('copy', 'erasure')),
	CONSTRAINT "privacy_requests_status_check" CHECK ("privacy_requests"."status" IN ('unverified', 'open', 'done', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "erased_by" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "held_by_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "erased_by" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "held_by_id" uuid;--> statement-breakpoint
ALTER TABLE "interpreter_registrations" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interpreter_registrations" ADD COLUMN "erased_by" text;--> statement-breakpoint
ALTER TABLE "interpreter_registrations" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interpreter_registrations" ADD COLUMN "held_by_id" uuid;--> statement-breakpoint
ALTER TABLE "interpreter_requests" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interpreter_requests" ADD COLUMN "erased_by" text;--> statement-breakpoint
ALTER TABLE "interpreter_requests" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interpreter_requests" ADD COLUMN "held_by_id" uuid;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_log" ADD CONSTRAINT "erasure_log_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_log_at_idx" ON "access_log" USING btree ("at");--> statement-breakpoint
CREATE INDEX "access_log_user_at_idx" ON "access_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "erasure_log_erased_at_idx" ON "erasure_log" USING btree ("erased_at");--> statement-breakpoint
CREATE INDEX "erasure_log_record_idx" ON "erasure_log" USING btree ("kind","record_id");--> statement-breakpoint
CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_verify_hash_unique" ON "privacy_requests" USING btree ("verify_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_open_application_unique" ON "privacy_requests" USING btree ("application_id","wants") WHERE "privacy_requests"."status" = 'open' AND "privacy_requests"."application_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_held_by_id_users_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_held_by_id_users_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpreter_registrations" ADD CONSTRAINT "interpreter_registrations_held_by_id_users_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpreter_requests" ADD CONSTRAINT "interpreter_requests_held_by_id_users_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;