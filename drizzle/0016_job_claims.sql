CREATE TABLE "job_claims" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_claims_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
-- The claims kept until now as settings rows `job:<job>:<period>` are copied here, so that a
-- job claimed just before the upgrade is not run again after it. The rows stay in settings
-- while the release before may still run (README, Upgrades): it reads its claims there.
INSERT INTO "job_claims" ("job", "period", "claimed_at")
SELECT substring("key" from '^job:(.*):[^:]*$'), substring("key" from ':([^:]*)$'), "updated_at"
FROM "settings" WHERE "key" LIKE 'job:%'
ON CONFLICT DO NOTHING;
