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
ALTER TABLE "erasure_log" ADD CONSTRAINT "erasure_log_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "erasure_log_erased_at_idx" ON "erasure_log" USING btree ("erased_at");--> statement-breakpoint
CREATE INDEX "erasure_log_record_idx" ON "erasure_log" USING btree ("kind","record_id");--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_held_by_id_users_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_held_by_id_users_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpreter_registrations" ADD CONSTRAINT "interpreter_registrations_held_by_id_users_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interpreter_requests" ADD CONSTRAINT "interpreter_requests_held_by_id_users_id_fk" FOREIGN KEY ("held_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;