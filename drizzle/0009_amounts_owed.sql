-- Each application records what it owes (its plan's total, in its currency), and Settings keep
-- one amount per price: the early bird price is the full payment, the installment its own field.
ALTER TABLE "applications" ADD COLUMN "amount_due" integer;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "currency" text;--> statement-breakpoint
-- The currency as step 5 chose it: the country the applicant lives in (PRICE-20, APP-26).
UPDATE "applications" SET "currency" = CASE WHEN "selected_country" = 'Egypt' THEN 'EGP' ELSE 'USD' END;--> statement-breakpoint
-- Applications made so far owe what step 5 charged: the plan amounts stored in Settings (the
-- spec's when none were saved), a full payment once, two payments twice.
UPDATE "applications" AS a SET "amount_due" = CASE a."payment_plan"
	WHEN 'full-payment' THEN COALESCE(
		(SELECT (s."value" #>> ARRAY['prices', 'plans', 'full-payment', a."currency"])::integer FROM "settings" s WHERE s."key" = 'site'),
		CASE a."currency" WHEN 'EGP' THEN 8500 ELSE 450 END)
	ELSE 2 * COALESCE(
		(SELECT (s."value" #>> ARRAY['prices', 'plans', 'two-payments', a."currency"])::integer FROM "settings" s WHERE s."key" = 'site'),
		CASE a."currency" WHEN 'EGP' THEN 4750 ELSE 250 END)
END;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "amount_due" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_amount_due_check" CHECK ("applications"."amount_due" > 0);--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_currency_check" CHECK ("applications"."currency" IN ('EGP', 'USD'));--> statement-breakpoint
-- Settings: the two-payments amount becomes each currency's installmentPrice; the separate
-- full-payment amounts go (the early bird price is what paying in full costs).
UPDATE "settings" SET "value" = jsonb_set(
	jsonb_set(
		"value" #- '{prices,plans}',
		'{prices,EGP,installmentPrice}',
		COALESCE("value" #> '{prices,plans,two-payments,EGP}', '4750'::jsonb)),
	'{prices,USD,installmentPrice}',
	COALESCE("value" #> '{prices,plans,two-payments,USD}', '250'::jsonb))
WHERE "key" = 'site' AND jsonb_typeof("value" #> '{prices,EGP}') = 'object' AND jsonb_typeof("value" #> '{prices,USD}') = 'object';
