ALTER TYPE "public"."application_event" ADD VALUE 'withdrawn';--> statement-breakpoint
ALTER TYPE "public"."application_event" ADD VALUE 'payment-recorded';--> statement-breakpoint
ALTER TYPE "public"."application_event" ADD VALUE 'refund-recorded';--> statement-breakpoint
ALTER TYPE "public"."application_event" ADD VALUE 'payment-corrected';--> statement-breakpoint
ALTER TYPE "public"."application_event" ADD VALUE 'proof-uploaded';--> statement-breakpoint
CREATE TABLE "application_payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "application_payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"proof_file_id" uuid,
	"corrects_id" integer,
	"note" text,
	"request_id" text NOT NULL,
	"recorded_by_id" uuid,
	"api_key_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_payments_amount_check" CHECK ("application_payments"."amount" > 0),
	CONSTRAINT "application_payments_kind_check" CHECK ("application_payments"."kind" IN ('payment', 'refund')),
	CONSTRAINT "application_payments_currency_check" CHECK ("application_payments"."currency" IN ('EGP', 'USD'))
);
--> statement-breakpoint
CREATE TABLE "installment_reminders" (
	"application_id" integer NOT NULL,
	"installment" integer NOT NULL,
	"kind" text NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installment_reminders_application_id_installment_kind_pk" PRIMARY KEY("application_id","installment","kind"),
	CONSTRAINT "installment_reminders_kind_check" CHECK ("installment_reminders"."kind" IN ('before', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"application_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	"installment" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_proofs_installment_check" CHECK ("payment_proofs"."installment" >= 1)
);
--> statement-breakpoint
CREATE TABLE "staff_alert_queue" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_alert_queue_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"digested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "early_bird_ends_on" date;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "regular_price_egp" integer;--> statement-breakpoint
ALTER TABLE "rounds" ADD COLUMN "regular_price_usd" integer;--> statement-breakpoint
ALTER TABLE "application_payments" ADD CONSTRAINT "application_payments_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_payments" ADD CONSTRAINT "application_payments_proof_file_id_stored_files_id_fk" FOREIGN KEY ("proof_file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_payments" ADD CONSTRAINT "application_payments_corrects_id_application_payments_id_fk" FOREIGN KEY ("corrects_id") REFERENCES "public"."application_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_payments" ADD CONSTRAINT "application_payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_payments" ADD CONSTRAINT "application_payments_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_reminders" ADD CONSTRAINT "installment_reminders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_payments_request_unique" ON "application_payments" USING btree ("application_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_payments_corrects_unique" ON "application_payments" USING btree ("corrects_id");--> statement-breakpoint
CREATE INDEX "application_payments_application_idx" ON "application_payments" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_proofs_application_idx" ON "payment_proofs" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "staff_alert_queue_pending_idx" ON "staff_alert_queue" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_regular_price_egp_check" CHECK ("rounds"."regular_price_egp" IS NULL OR "rounds"."regular_price_egp" > 0);--> statement-breakpoint
ALTER TABLE "rounds" ADD CONSTRAINT "rounds_regular_price_usd_check" CHECK ("rounds"."regular_price_usd" IS NULL OR "rounds"."regular_price_usd" > 0);