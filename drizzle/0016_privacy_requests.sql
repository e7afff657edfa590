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
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "privacy_requests_status_idx" ON "privacy_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_verify_hash_unique" ON "privacy_requests" USING btree ("verify_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "privacy_requests_open_application_unique" ON "privacy_requests" USING btree ("application_id","wants") WHERE "privacy_requests"."status" = 'open' AND "privacy_requests"."application_id" IS NOT NULL;