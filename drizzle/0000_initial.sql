CREATE TYPE "public"."application_event" AS ENUM('submitted', 'status-changed', 'notes-changed', 'mail-sent', 'mail-failed', 'booking-cancelled', 'booking-moved');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('pending', 'approved', 'rejected', 'payment-pending');--> statement-breakpoint
CREATE TYPE "public"."hear_about" AS ENUM('facebook', 'instagram', 'linkedin', 'word-of-mouth', 'other');--> statement-breakpoint
CREATE TYPE "public"."inbox_state" AS ENUM('new', 'read', 'handled');--> statement-breakpoint
CREATE TYPE "public"."job_referrals" AS ENUM('yes', 'no');--> statement-breakpoint
CREATE TYPE "public"."occupation" AS ENUM('working', 'student', 'not-working');--> statement-breakpoint
CREATE TYPE "public"."payment_plan" AS ENUM('full-payment', 'two-payments');--> statement-breakpoint
CREATE TYPE "public"."preferred_mode" AS ENUM('in-person', 'remote', 'both');--> statement-breakpoint
CREATE TYPE "public"."registration_document_kind" AS ENUM('resume', 'certificate', 'certifications', 'eligibility-proof');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('admin', 'moderator');--> statement-breakpoint
CREATE TYPE "public"."round_status" AS ENUM('open', 'closed', 'in-progress', 'past');--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('onsite', 'phone', 'video');--> statement-breakpoint
CREATE TYPE "public"."work_capacity" AS ENUM('full-time', 'part-time', 'freelance', 'on-call');--> statement-breakpoint
CREATE TYPE "public"."years_of_experience" AS ENUM('less-than-1', '1-3', '3-5', '5-plus');--> statement-breakpoint
CREATE TABLE "application_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"event" "application_event" NOT NULL,
	"actor_id" uuid,
	"from_status" "application_status",
	"to_status" "application_status",
	"notes" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"selected_country" text NOT NULL,
	"selected_city" text NOT NULL,
	"training_course" text NOT NULL,
	"language_pair" text,
	"second_language" text NOT NULL,
	"custom_language" text,
	"occupation" "occupation" NOT NULL,
	"job_title" text,
	"job_referrals" "job_referrals" DEFAULT 'yes' NOT NULL,
	"interests" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_interest" text,
	"hear_about" "hear_about" NOT NULL,
	"other_hear_about" text,
	"payment_plan" "payment_plan" NOT NULL,
	"payment_screenshot_id" uuid,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "applications_email_lower_check" CHECK ("applications"."email" = lower("applications"."email"))
);
--> statement-breakpoint
CREATE TABLE "assessment_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slot_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"email" text NOT NULL,
	"application_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" uuid,
	"call_link_mailed_at" timestamp with time zone,
	CONSTRAINT "assessment_bookings_email_lower_check" CHECK ("assessment_bookings"."email" = lower("assessment_bookings"."email"))
);
--> statement-breakpoint
CREATE TABLE "assessment_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assessment_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"round_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"booked_count" integer DEFAULT 0 NOT NULL,
	"call_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_slots_capacity_check" CHECK ("assessment_slots"."capacity" >= 1),
	CONSTRAINT "assessment_slots_booked_check" CHECK ("assessment_slots"."booked_count" >= 0 AND "assessment_slots"."booked_count" <= "assessment_slots"."capacity")
);
--> statement-breakpoint
CREATE TABLE "rounds" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"schedule" text,
	"status" "round_status" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_key_unique" UNIQUE("key"),
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"inbox_state" "inbox_state" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interpreter_registration_documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interpreter_registration_documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"registration_id" integer NOT NULL,
	"kind" "registration_document_kind" NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interpreter_registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interpreter_registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"country_of_residence" text NOT NULL,
	"city_zip_code" text NOT NULL,
	"language_pair" text NOT NULL,
	"other_languages" text,
	"proficiency_ratings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"years_of_experience" "years_of_experience" NOT NULL,
	"interpreting_settings" text[] DEFAULT '{}'::text[] NOT NULL,
	"interpretation_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"preferred_mode" "preferred_mode" NOT NULL,
	"availability" text[] DEFAULT '{}'::text[] NOT NULL,
	"available_hours" text,
	"is_certified_medical" boolean DEFAULT false NOT NULL,
	"certification_body" text,
	"training_programs" text,
	"professional_fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"other_field_specify" text,
	"working_with_providers" boolean DEFAULT false NOT NULL,
	"provider_names" text,
	"work_capacity" "work_capacity",
	"has_quiet_workspace" boolean DEFAULT false NOT NULL,
	"hourly_rate" text NOT NULL,
	"per_minute_rate" text,
	"work_authorization" text,
	"why_join_kairos" text NOT NULL,
	"reference1" jsonb NOT NULL,
	"reference2" jsonb NOT NULL,
	"confirm_accuracy" boolean NOT NULL,
	"consent_contact" boolean NOT NULL,
	"inbox_state" "inbox_state" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interpreter_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interpreter_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"full_name" text NOT NULL,
	"organization" text,
	"email" text NOT NULL,
	"country_code" text NOT NULL,
	"phone_number" text NOT NULL,
	"source_language" text NOT NULL,
	"target_language" text NOT NULL,
	"service_type" "service_type" NOT NULL,
	"street" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"country" text,
	"budget_range" text,
	"additional_info" text,
	"inbox_state" "inbox_state" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by_id" uuid
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"password_hash" text NOT NULL,
	"role" "role" NOT NULL,
	"first_name" text,
	"last_name" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_training_course_rounds_id_fk" FOREIGN KEY ("training_course") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_payment_screenshot_id_stored_files_id_fk" FOREIGN KEY ("payment_screenshot_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_bookings" ADD CONSTRAINT "assessment_bookings_slot_id_assessment_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."assessment_slots"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_bookings" ADD CONSTRAINT "assessment_bookings_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "assessment_bookings" ADD CONSTRAINT "assessment_bookings_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_bookings" ADD CONSTRAINT "assessment_bookings_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_slots" ADD CONSTRAINT "assessment_slots_round_id_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."rounds"("id") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "interpreter_registration_documents" ADD CONSTRAINT "interpreter_registration_documents_registration_id_interpreter_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."interpreter_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpreter_registration_documents" ADD CONSTRAINT "interpreter_registration_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_history_application_idx" ON "application_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_email_course_unique" ON "applications" USING btree ("email","training_course");--> statement-breakpoint
CREATE INDEX "applications_created_at_idx" ON "applications" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_bookings_active_email_round_unique" ON "assessment_bookings" USING btree ("round_id","email") WHERE "assessment_bookings"."cancelled_at" IS NULL;--> statement-breakpoint
CREATE INDEX "assessment_bookings_slot_idx" ON "assessment_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE INDEX "assessment_bookings_application_idx" ON "assessment_bookings" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_slots_round_starts_unique" ON "assessment_slots" USING btree ("round_id","starts_at");--> statement-breakpoint
CREATE INDEX "assessment_slots_starts_at_idx" ON "assessment_slots" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "contact_messages_created_at_idx" ON "contact_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "interpreter_registration_documents_registration_idx" ON "interpreter_registration_documents" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "interpreter_registrations_created_at_idx" ON "interpreter_registrations" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "interpreter_requests_created_at_idx" ON "interpreter_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_idx" ON "login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_unique" ON "users" USING btree (lower("username"));