ALTER TABLE "rounds" ADD COLUMN "application_deadline" date;--> statement-breakpoint
ALTER TABLE "interpreter_requests" ADD COLUMN "service_date" date;--> statement-breakpoint
ALTER TABLE "interpreter_requests" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "interpreter_requests" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "interpreter_requests" ADD COLUMN "setting" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone;