import { APPLICATION_MESSAGES } from "@kairos/shared";
import { Alert, Button, Group, Paper, Stack, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertCircle } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { STEP_COUNT, stepHeadings, stepLabel, stepTitles } from "../../content/application";
import { countryByCode, countryByName } from "../../content/countries";
import { trackFunnelEvent } from "../../lib/analytics";
import { changeDialCountry } from "../../lib/phone";
import { trpc } from "../../lib/trpc";
import { StepProgress } from "../forms/step-progress";
import { useSubmissionKey } from "../forms/submission-key";
import { useStoredResidence, useVisitorLocation } from "../residence/use-residence";
import {
  ErrorDialog,
  type ErrorInfo,
  SlotTakenDialog,
  SuccessDialog,
  type SuccessInfo,
} from "./dialogs";
import { StepAssessment } from "./step-assessment";
import { StepBackground, StepHearAbout } from "./step-background";
import { StepContact } from "./step-contact";
import { StepCourse } from "./step-course";
import { StepPayment } from "./step-payment";
import { StepPlan } from "./step-plan";
import {
  type ApplicationValues,
  applicantPaysInEgp,
  applicationFormData,
  clearDraft,
  emptyValues,
  firstStepOf,
  hasMinimumData,
  readDraft,
  restoredStep,
  STEP,
  stepErrors,
  submitOutcome,
  writeDraft,
} from "./steps";

// The 7-step training application (docs/requirements.md, application-and-admin §2, §4 "Form flow", "Submit").

export function ApplicationForm() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [draft] = useState(readDraft);
  const form = useForm<ApplicationValues>({
    initialValues: draft?.values ?? emptyValues(),
  });
  const [step, setStep] = useState(() => (draft ? restoredStep(draft.step) : 0));
  const [askScreenshotAgain] = useState(() => !!draft && draft.step >= STEP.payment);
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [stepInvalid, setStepInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submissionKey = useSubmissionKey();
  const [slotTaken, setSlotTaken] = useState(false);
  const [success, setSuccess] = useState<SuccessInfo | null>(null);
  const [failure, setFailure] = useState<ErrorInfo | null>(null);
  const done = useRef(false);
  const { values } = form;

  // The first stage of the dashboard's funnel: a visit to the form.
  useEffect(() => {
    trackFunnelEvent("Visited");
  }, []);

  const rounds = useQuery(trpc.assessments.rounds.queryOptions());
  const course = values.trainingCourse;
  const dates = useQuery(
    trpc.assessments.availableDates.queryOptions({ course }, { enabled: !!course, staleTime: 0 }),
  );
  const noDates = dates.isSuccess && dates.data.length === 0;

  // A single open round is chosen for the applicant.
  const openRounds = (rounds.data ?? []).filter((round) => round.status === "open");
  const onlyOpen = openRounds.length === 1 ? openRounds[0]?.id : undefined;
  const { setFieldValue, getValues } = form;
  useEffect(() => {
    if (onlyOpen && !getValues().trainingCourse) setFieldValue("trainingCourse", onlyOpen);
  }, [onlyOpen, getValues, setFieldValue]);

  // APP-20: the stored residence, else the detected location, prefills country, city and
  // country code, and a later change of the stored residence is followed.
  const residence = useStoredResidence();
  const { location } = useVisitorLocation({ enabled: !residence });
  const residenceKey = residence
    ? `${residence.country}|${residence.city}|${residence.timestamp}`
    : null;
  // A restored draft keeps its own country until the residence changes.
  const appliedResidence = useRef<string | null>(
    draft?.values.selectedCountry ? residenceKey : null,
  );
  const usedLocation = useRef(!!draft?.values.selectedCountry);

  const setDialCountry = (code: string) => {
    const current = getValues();
    if (current.countryCode === code) return;
    const next = changeDialCountry(current, code);
    setFieldValue("phoneNumber", next.phoneNumber);
    setFieldValue("countryCode", next.countryCode);
  };
  const setDialCountryRef = useRef(setDialCountry);
  setDialCountryRef.current = setDialCountry;

  useEffect(() => {
    if (!residence || !residenceKey || appliedResidence.current === residenceKey) return;
    appliedResidence.current = residenceKey;
    const country = countryByName(residence.country);
    if (!country) return;
    setFieldValue("selectedCountry", country.name);
    setFieldValue("selectedCity", residence.city);
    setDialCountryRef.current(country.code);
  }, [residence, residenceKey, setFieldValue]);

  useEffect(() => {
    if (residence || usedLocation.current) return;
    const country = countryByCode(location.countryCode);
    if (!country) return;
    usedLocation.current = true;
    if (getValues().selectedCountry) return;
    setFieldValue("selectedCountry", country.name);
    if (location.city && location.city !== "Unknown") setFieldValue("selectedCity", location.city);
    setDialCountryRef.current(country.code);
  }, [residence, location, getValues, setFieldValue]);

  // The draft: every answer but the file, with the step (GAP-24).
  useEffect(() => {
    if (!done.current) writeDraft({ step, values });
  }, [step, values]);

  const egp = applicantPaysInEgp({
    selectedCountry: values.selectedCountry,
    residenceCountry: residence?.country,
    detectedCountryCode: residence ? null : location.countryCode,
  });

  // Focus the new step's heading, so that keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "center" });
  }, [step]);

  const goTo = (next: number) => {
    moved.current = true;
    setStepInvalid(false);
    form.clearErrors();
    setStep(next);
  };

  const changeCourse = (next: string) => {
    if (next === values.trainingCourse) return;
    // APP-13: another course clears the assessment date and slot.
    form.setValues({ trainingCourse: next, assessmentDate: "", assessmentSlot: "" });
  };

  const onSlotTaken = () => {
    setSlotTaken(true);
    form.setFieldValue("assessmentSlot", "");
    void queryClient.invalidateQueries(trpc.assessments.availableSlots.queryFilter());
    void queryClient.invalidateQueries(trpc.assessments.availableDates.queryFilter());
    if (step !== STEP.assessment) goTo(STEP.assessment);
  };

  const submit = async () => {
    if (!screenshot || submitting) return;
    setSubmitting(true);
    try {
      const current = getValues();
      const withSlot = !noDates && !!current.assessmentSlot;
      if (withSlot) {
        const { available } = await queryClient.fetchQuery({
          ...trpc.assessments.checkAvailability.queryOptions({
            slotId: Number(current.assessmentSlot),
          }),
          staleTime: 0,
        });
        if (!available) {
          onSlotTaken();
          return;
        }
      }
      const res = await fetch("/api/trainings/apply", {
        method: "POST",
        body: applicationFormData(current, screenshot, withSlot),
        headers: { Accept: "application/json", ...submissionKey.headers() },
      });
      submissionKey.answered(res.status);
      const body: unknown = await res.json().catch(() => null);
      const outcome = submitOutcome(res.status, body);
      if (outcome.kind === "success") {
        done.current = true;
        clearDraft();
        trackFunnelEvent("Submitted", current.trainingCourse);
        setSuccess({
          message: outcome.message,
          emailSent: outcome.emailSent,
          email: current.email,
        });
      } else if (outcome.kind === "slot-taken") {
        onSlotTaken();
      } else {
        if (outcome.fieldErrors) {
          const target = firstStepOf(Object.keys(outcome.fieldErrors));
          if (target !== null && target !== step) goTo(target);
          form.setErrors(outcome.fieldErrors);
        }
        setFailure({ text: outcome.text, detail: outcome.detail });
      }
    } catch {
      setFailure({ text: APPLICATION_MESSAGES.failed });
    } finally {
      setSubmitting(false);
    }
  };

  const next = () => {
    const errors = stepErrors(getValues(), step, screenshot);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      setStepInvalid(true);
      return;
    }
    form.clearErrors();
    setStepInvalid(false);
    trackFunnelEvent("Step Completed", `step-${step + 1}`);
    if (step === STEP.assessment || (step === STEP.payment && noDates)) void submit();
    else goTo(step + 1);
  };

  const submits = step === STEP.assessment || (step === STEP.payment && noDates);
  const nextLabel = submits
    ? "Complete Application"
    : step === STEP.plan
      ? "Proceed to Payment"
      : step === STEP.payment
        ? "Schedule Assessment"
        : "Next";
  const ready = hasMinimumData(values, step, screenshot);
  const wide = useMediaQuery("(min-width: 62em)");

  return (
    <Stack gap="lg">
      <StepProgress
        name="Application"
        step={step}
        titles={stepTitles}
        label={stepLabel(step)}
        labelTestId="step-indicator"
        aside={stepTitles[step]}
        percent={((step + 1) / STEP_COUNT) * 100}
        valueText={stepLabel(step)}
        wide={wide === true}
        onBack={goTo}
      />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <form
          noValidate
          aria-labelledby="application-step-heading"
          onSubmit={(event) => {
            event.preventDefault();
            if (ready && !submitting) next();
          }}
        >
          <Stack gap="lg">
            <Title order={2} size="h3" id="application-step-heading" ref={heading} tabIndex={-1}>
              {stepHeadings[step]}
            </Title>
            {step === STEP.course && (
              <StepCourse
                form={form}
                rounds={rounds.data}
                roundsFailed={rounds.isError}
                onCourseChange={changeCourse}
              />
            )}
            {step === STEP.contact && (
              <StepContact
                form={form}
                onDialCodeChange={setDialCountry}
                onCountryChange={(name) => {
                  form.setFieldValue("selectedCountry", name);
                  const code = countryByName(name)?.code;
                  if (code) setDialCountry(code);
                }}
              />
            )}
            {step === STEP.background && <StepBackground form={form} />}
            {step === STEP.hearAbout && <StepHearAbout form={form} />}
            {step === STEP.plan && <StepPlan form={form} egp={egp} rounds={rounds.data} />}
            {step === STEP.payment && (
              <StepPayment
                egp={egp}
                plan={values.paymentPlan}
                screenshot={screenshot}
                onScreenshot={(file) => {
                  setScreenshot(file);
                  // APP-29: without a file the step says what it needs.
                  if (file) form.clearFieldError("paymentScreenshot");
                  else form.setFieldError("paymentScreenshot", APPLICATION_MESSAGES.screenshot);
                }}
                error={
                  form.errors.paymentScreenshot ? String(form.errors.paymentScreenshot) : undefined
                }
                askAgain={askScreenshotAgain}
              />
            )}
            {step === STEP.assessment && (
              <StepAssessment form={form} dates={dates.data} datesFailed={dates.isError} />
            )}
            {stepInvalid && (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                {step === STEP.payment && !screenshot
                  ? APPLICATION_MESSAGES.screenshot
                  : APPLICATION_MESSAGES.stepInvalid}
              </Alert>
            )}
            <Group justify="space-between">
              <Button
                variant="default"
                disabled={step === 0 || submitting}
                onClick={() => goTo(step - 1)}
              >
                Previous
              </Button>
              <Button type="submit" disabled={!ready} loading={submitting}>
                {nextLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <SlotTakenDialog opened={slotTaken} onClose={() => setSlotTaken(false)} />
      <SuccessDialog success={success} onClose={() => void navigate({ to: "/" })} />
      <ErrorDialog error={failure} onClose={() => setFailure(null)} />
    </Stack>
  );
}
