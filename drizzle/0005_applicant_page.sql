ALTER TYPE "public"."application_event" ADD VALUE 'booking-made';--> statement-breakpoint
ALTER TYPE "public"."application_event" ADD VALUE 'proof-replaced';--> statement-breakpoint
ALTER TYPE "public"."application_event" ADD VALUE 'link-sent';--> statement-breakpoint
ALTER TYPE "public"."application_event" ADD VALUE 'link-revoked';--> statement-breakpoint
CREATE TABLE "applicant_links" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"application_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_history" ADD COLUMN "by_applicant" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "application_history" ADD COLUMN "file_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "notify_slots_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessment_bookings" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "assessment_bookings" ADD COLUMN "reminder_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applicant_links" ADD CONSTRAINT "applicant_links_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicant_links_application_idx" ON "applicant_links" USING btree ("application_id");--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_bookings" ADD CONSTRAINT "assessment_bookings_end_reason_check" CHECK ("assessment_bookings"."end_reason" IS NULL OR "assessment_bookings"."end_reason" IN ('moved', 'cancelled'));--> statement-breakpoint
-- Bookings that ended before this migration: a move left a newer row of the same application,
-- written in the same transaction as the old one's cancellation.
UPDATE "assessment_bookings" AS b SET "end_reason" = CASE WHEN EXISTS (
  SELECT 1 FROM "assessment_bookings" AS n
  WHERE n."application_id" = b."application_id" AND n."id" > b."id" AND abs(extract(epoch FROM n."created_at" - b."cancelled_at")) < 60
) THEN 'moved' ELSE 'cancelled' END
WHERE b."cancelled_at" IS NOT NULL;--> statement-breakpoint
-- The call-link mail was the reminder until now: a booking that had it is not reminded again.
UPDATE "assessment_bookings" SET "reminder_mailed_at" = "call_link_mailed_at" WHERE "call_link_mailed_at" IS NOT NULL;--> statement-breakpoint
-- Applicants who applied when no slot was free hear of new slots.
UPDATE "applications" AS a SET "notify_slots_since" = a."created_at"
WHERE a."status" <> 'rejected' AND NOT EXISTS (
  SELECT 1 FROM "assessment_bookings" AS b WHERE b."application_id" = a."id"
);
