import { APPLICATION_MESSAGES } from "@kairos/shared";
import { Loader, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useNavigate } from "@tanstack/react-router";
import { Suspense, useEffect, useLayoutEffect, useState } from "react";
import {
  EMAIL_CODE_STEP,
  STEP_COUNT,
  stepHeadings,
  stepLabel,
  stepTitles,
  stillNeeded,
} from "@/content/application";
import { trackFunnelEvent } from "@/lib/analytics/analytics";
import { preloadWhenIdle, useIdle } from "@/lib/loading/idle";
import { lazyNamed } from "@/lib/loading/lazy";
import { StepProgress } from "../forms/step-progress";
import { useWizard } from "../forms/use-wizard";
import { WizardFrame } from "../forms/wizard-frame";
import type { ErrorInfo, SuccessInfo } from "./dialogs";
import { loadCalls, useAvailableDates, useRounds } from "./form-data";
import { StepCourse } from "./step-course";
import {
  type ApplicationValues,
  applicantPaysInEgp,
  applicationFormData,
  clearDraft,
  emailChecked,
  emptyValues,
  firstStepOf,
  hasDraft,
  isPlan,
  missingData,
  roundStartOf,
  STEP,
  submitOutcome,
  writeDraft,
} from "./steps";
import { useEmailCode } from "./use-email-code";
import { useResidencePrefill } from "./use-residence-prefill";

// The 7-step training application (docs/requirements.md, application-and-admin §2, §4 "Form flow", "Submit").
// The first step is in the page's HTML and its code comes with the page; the checks, the later
// steps and the dialogs load when the browser is idle (or when reached).

const loadChecks = () => import("./checks");
const StepContact = lazyNamed(() => import("./step-contact"), "StepContact");
const EmailCodePanel = lazyNamed(() => import("./email-code-panel"), "EmailCodePanel");
const StepBackground = lazyNamed(() => import("./step-background"), "StepBackground");
const StepHearAbout = lazyNamed(() => import("./step-background"), "StepHearAbout");
const StepPlan = lazyNamed(() => import("./step-plan"), "StepPlan");
const StepPayment = lazyNamed(() => import("./step-payment"), "StepPayment");
const StepAssessment = lazyNamed(() => import("./step-assessment"), "StepAssessment");
const SlotTakenDialog = lazyNamed(() => import("./dialogs"), "SlotTakenDialog");
const SuccessDialog = lazyNamed(() => import("./dialogs"), "SuccessDialog");
const ErrorDialog = lazyNamed(() => import("./dialogs"), "ErrorDialog");
const DuplicateDialog = lazyNamed(() => import("./dialogs"), "DuplicateDialog");
// The later steps' own queries (the slots) run under the QueryProvider of ./calls.ts.
const LaterStepsQueries = lazyNamed(loadCalls, "QueryProvider");
const LATER_PARTS = [
  LaterStepsQueries,
  StepContact,
  EmailCodePanel,
  StepBackground,
  StepPlan,
  StepPayment,
  StepAssessment,
  SuccessDialog,
];

export function ApplicationForm() {
  const navigate = useNavigate();
  const form = useForm<ApplicationValues>({ initialValues: emptyValues() });
  const [askScreenshotAgain, setAskScreenshotAgain] = useState(false);
  // The dialogs render once their code may load: none can open before a submission.
  const dialogsLoaded = useIdle();
  const [screenshot, setScreenshot] = useState<File | null>(null);
  const [slotTaken, setSlotTaken] = useState(false);
  const [success, setSuccess] = useState<SuccessInfo | null>(null);
  const [failure, setFailure] = useState<ErrorInfo | null>(null);
  const [duplicateOf, setDuplicateOf] = useState<string | null>(null);
  // Step 2's e-mail code: only the mailbox's holder learns whether the address has applied.
  const emailCode = useEmailCode(form, (text) => setFailure({ text }));
  const { values } = form;

  // The first stage of the dashboard's funnel: a visit to the form.
  useEffect(() => {
    trackFunnelEvent("Visited");
  }, []);
  useEffect(() => preloadWhenIdle(LATER_PARTS), []);

  const rounds = useRounds();
  const course = values.trainingCourse;
  const [datesAsked, setDatesAsked] = useState(0);
  const dates = useAvailableDates(course, datesAsked);
  const noDates = dates.data?.length === 0;

  const { residence, location, setDialCountry, setCountry, draftRead } = useResidencePrefill(form);

  // A single round taking applications is chosen for the applicant as soon as the rounds come,
  // before the browser paints them (a layout effect), so that the list and its course card
  // replace their placeholder in one paint. It is not the person's answer: the form stays
  // clean for the draft, which is read only into a form nobody has typed in.
  const openRounds = (rounds.data ?? []).filter((round) => round.takesApplications);
  const onlyOpen = openRounds.length === 1 ? openRounds[0]?.id : undefined;
  const { setFieldValue, getValues, isDirty, resetDirty } = form;
  useLayoutEffect(() => {
    if (!onlyOpen || course) return;
    const typed = isDirty();
    setFieldValue("trainingCourse", onlyOpen);
    if (!typed) resetDirty();
  }, [onlyOpen, course, setFieldValue, isDirty, resetDirty]);

  // The last step submits, and so does the payment when the course has no assessment dates.
  const submits = (at: number) => at === STEP.assessment || (at === STEP.payment && noDates);
  // The draft holds every answer but the file, with the step (GAP-24).
  const wizard = useWizard({
    form,
    stepCount: STEP_COUNT,
    loadChecks,
    readDraft: (checks) => checks.readDraft(),
    hasDraft,
    onRestored: (draft) => {
      setAskScreenshotAgain(!!draft && draft.step >= STEP.payment);
      draftRead(!!draft?.values.selectedCountry);
    },
    stepErrors: (checks, current, at) => checks.stepErrors(current, at, screenshot),
    // The steps after the contact step wait for its e-mail check (decision 0009).
    complete: (current, at) => at !== STEP.contact || emailChecked(current),
    beforeNext: (at) => at !== STEP.contact || emailCode.beforeNext(),
    submitsOn: submits,
    submit: () => submit(),
    onStepDone: (at) => trackFunnelEvent("Step Completed", `step-${at + 1}`),
    writeDraft,
    clearDraft,
    firstStepOf,
    onNetworkFailure: () => setFailure({ text: APPLICATION_MESSAGES.failed }),
    scrollBlock: "center",
  });
  const { step, goTo } = wizard;
  const { reset: resetEmailCode } = emailCode;
  // The code's questions belong to step 2 as it was left: another step starts them afresh.
  useEffect(() => {
    if (step !== STEP.contact) resetEmailCode();
  }, [step, resetEmailCode]);
  const askingCode = step === STEP.contact && emailCode.phase !== null;

  const egp = applicantPaysInEgp({
    selectedCountry: values.selectedCountry,
    residenceCountry: residence?.country,
    detectedCountryCode: residence ? null : location.countryCode,
  });

  // The chosen plan at the page's prices: shown on steps 5 and 6, its total sent with the
  // application so that the server refuses a price changed meanwhile (APP-26).
  const plan = isPlan(values.paymentPlan)
    ? { plan: values.paymentPlan, egp, roundStart: roundStartOf(values, rounds.data) }
    : null;

  const roundName = (id: string) => rounds.data?.find((round) => round.id === id)?.name ?? id;

  const changeCourse = (next: string) => {
    if (next === values.trainingCourse) return;
    // APP-13: another course clears the assessment date and slot.
    form.setValues({ trainingCourse: next, assessmentDate: "", assessmentSlot: "" });
  };

  const onSlotTaken = () => {
    setSlotTaken(true);
    form.setFieldValue("assessmentSlot", "");
    void loadCalls().then((calls) => calls.forgetSlots());
    setDatesAsked((asked) => asked + 1);
    if (step !== STEP.assessment) goTo(STEP.assessment);
  };

  const submit = () => {
    if (!screenshot) return;
    void wizard.send(async () => {
      const current = getValues();
      const withSlot = !noDates && !!current.assessmentSlot;
      if (withSlot) {
        const calls = await loadCalls();
        if (!(await calls.slotAvailable(Number(current.assessmentSlot)))) {
          onSlotTaken();
          return;
        }
      }
      const { quotedTerms } = await import("./quote");
      const total = plan ? quotedTerms(plan.plan, plan.egp, plan.roundStart).total : null;
      const { status, answer } = await wizard.post(
        "/api/trainings/apply",
        applicationFormData(current, screenshot, withSlot, total),
      );
      const outcome = submitOutcome(status, answer);
      if (outcome.kind === "success") {
        wizard.finish();
        trackFunnelEvent("Submitted", current.trainingCourse);
        setSuccess({
          message: outcome.message,
          emailSent: outcome.emailSent,
          email: current.email,
          reference: outcome.reference,
          booking: outcome.startsAt
            ? {
                startsAt: outcome.startsAt,
                roundName: roundName(current.trainingCourse),
                calendar: outcome.calendar,
              }
            : null,
        });
      } else if (outcome.kind === "duplicate") {
        setDuplicateOf(current.email);
      } else if (outcome.kind === "slot-taken") {
        onSlotTaken();
      } else if (outcome.fieldErrors && firstStepOf(Object.keys(outcome.fieldErrors)) !== null) {
        // A refused answer or file (a screenshot that is no image): the wizard goes to its step,
        // the field says why and takes the focus; a refused file must be chosen again.
        if (outcome.fieldErrors.paymentScreenshot) setScreenshot(null);
        wizard.showFieldErrors(outcome.fieldErrors);
      } else {
        setFailure({ text: outcome.text, detail: outcome.detail });
      }
    });
  };

  const nextLabel = submits(step)
    ? "Complete Application"
    : askingCode && emailCode.phase?.kind === "code"
      ? EMAIL_CODE_STEP.confirm
      : step === STEP.plan
        ? "Proceed to Payment"
        : step === STEP.payment
          ? "Schedule Assessment"
          : "Next";
  const missing = askingCode ? [] : missingData(values, step, screenshot);
  // An address that has applied goes no further: its page is the way on.
  const ready = askingCode ? emailCode.phase?.kind !== "applied" : missing.length === 0;

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
        wideFrom="md"
        canReach={wizard.canReach}
        onStepClick={goTo}
      />
      <WizardFrame
        wizard={wizard}
        headingId="application-step-heading"
        title={askingCode ? EMAIL_CODE_STEP.heading : stepHeadings[step]}
        invalidMessage={
          step === STEP.payment && !screenshot
            ? APPLICATION_MESSAGES.screenshot
            : APPLICATION_MESSAGES.stepInvalid
        }
        nextLabel={nextLabel}
        ready={ready}
        missing={stillNeeded(missing)}
        busy={step === STEP.contact && emailCode.pending}
      >
        {step === STEP.course && (
          <StepCourse
            form={form}
            rounds={rounds.data}
            roundsFailed={rounds.failed}
            onCourseChange={changeCourse}
          />
        )}
        {step !== STEP.course && (
          <Suspense fallback={<StepLoading />}>
            <LaterStepsQueries>
              {step === STEP.contact && !askingCode && (
                <StepContact
                  form={form}
                  onDialCodeChange={setDialCountry}
                  onCountryChange={setCountry}
                />
              )}
              {askingCode && (
                <EmailCodePanel
                  emailCode={emailCode}
                  onChangeEmail={() => {
                    emailCode.reset();
                    // Once the fields are back, the address takes the focus.
                    requestAnimationFrame(() => form.getInputNode("email")?.focus());
                  }}
                />
              )}
              {step === STEP.background && <StepBackground form={form} />}
              {step === STEP.hearAbout && <StepHearAbout form={form} />}
              {step === STEP.plan && <StepPlan form={form} egp={egp} rounds={rounds.data} />}
              {step === STEP.payment && (
                <StepPayment
                  egp={egp}
                  plan={plan}
                  screenshot={screenshot}
                  onScreenshot={(file) => {
                    setScreenshot(file);
                    // APP-29: without a file the step says what it needs.
                    if (file) form.clearFieldError("paymentScreenshot");
                    else form.setFieldError("paymentScreenshot", APPLICATION_MESSAGES.screenshot);
                  }}
                  error={
                    form.errors.paymentScreenshot
                      ? String(form.errors.paymentScreenshot)
                      : undefined
                  }
                  askAgain={askScreenshotAgain}
                />
              )}
              {step === STEP.assessment && (
                <StepAssessment form={form} dates={dates.data} datesFailed={dates.failed} />
              )}
            </LaterStepsQueries>
          </Suspense>
        )}
      </WizardFrame>
      {(dialogsLoaded || slotTaken || !!success || !!failure || !!duplicateOf) && (
        <Suspense fallback={null}>
          <SlotTakenDialog opened={slotTaken} onClose={() => setSlotTaken(false)} />
          <SuccessDialog success={success} onClose={() => void navigate({ to: "/" })} />
          <ErrorDialog error={failure} onClose={() => setFailure(null)} />
          <DuplicateDialog
            email={duplicateOf}
            onOtherEmail={() => {
              setDuplicateOf(null);
              goTo(STEP.contact);
            }}
            onClose={() => setDuplicateOf(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}

/** A later step whose code is still on its way (it loads when the browser is idle). */
function StepLoading() {
  return <Loader size="sm" mx="auto" my="xl" aria-label="Loading the step" />;
}
