import {
  ACCESS_ACTIONS,
  ACCESS_SUBJECTS,
  APPLICATION_EVENTS,
  APPLICATION_STATUSES,
  HEAR_ABOUT,
  INBOX_STATES,
  JOB_REFERRALS,
  OCCUPATIONS,
  PAYMENT_PLANS,
  PREFERRED_MODES,
  REGISTRATION_DOCUMENT_KINDS,
  ROLES,
  ROUND_STATUSES,
  SERVICE_TYPES,
  WORK_CAPACITIES,
  YEARS_OF_EXPERIENCE,
} from "@kairos/shared";
import { pgEnum } from "drizzle-orm/pg-core";

// Postgres enum types: the database itself refuses a value outside the domain.
export const roleEnum = pgEnum("role", ROLES);
export const roundStatusEnum = pgEnum("round_status", ROUND_STATUSES);
export const applicationStatusEnum = pgEnum("application_status", APPLICATION_STATUSES);
export const applicationEventEnum = pgEnum("application_event", APPLICATION_EVENTS);
export const occupationEnum = pgEnum("occupation", OCCUPATIONS);
export const hearAboutEnum = pgEnum("hear_about", HEAR_ABOUT);
export const paymentPlanEnum = pgEnum("payment_plan", PAYMENT_PLANS);
export const jobReferralsEnum = pgEnum("job_referrals", JOB_REFERRALS);
export const serviceTypeEnum = pgEnum("service_type", SERVICE_TYPES);
export const yearsOfExperienceEnum = pgEnum("years_of_experience", YEARS_OF_EXPERIENCE);
export const preferredModeEnum = pgEnum("preferred_mode", PREFERRED_MODES);
export const workCapacityEnum = pgEnum("work_capacity", WORK_CAPACITIES);
export const registrationDocumentKindEnum = pgEnum(
  "registration_document_kind",
  REGISTRATION_DOCUMENT_KINDS,
);
export const inboxStateEnum = pgEnum("inbox_state", INBOX_STATES);
export const accessActionEnum = pgEnum("access_action", ACCESS_ACTIONS);
export const accessSubjectEnum = pgEnum("access_subject", ACCESS_SUBJECTS);
