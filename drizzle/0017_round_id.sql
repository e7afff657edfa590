-- One name for a round from table to screen: the applications' round column is round_id, as
-- on assessment_slots and assessment_bookings (the spec's `trainingCourse` stays the name of
-- the form field and of the REST answers). A rename keeps every value and constraint.
ALTER TABLE "applications" RENAME COLUMN "training_course" TO "round_id";--> statement-breakpoint
ALTER TABLE "applications" RENAME CONSTRAINT "applications_training_course_rounds_id_fk" TO "applications_round_id_rounds_id_fk";--> statement-breakpoint
ALTER INDEX "applications_email_course_unique" RENAME TO "applications_email_round_unique";
