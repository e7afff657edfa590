import { REGISTRATION_FILES } from "@kairos/shared";
import { Alert, Anchor, Loader, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { Suspense, useEffect, useRef, useState } from "react";
import {
  DOCUMENTS_AGAIN,
  NETWORK_FAILED,
  REGISTRATION_STEP_COUNT,
  registrationPercent,
  registrationStepLabel,
  registrationStepTitles,
  STEP_INVALID,
} from "@/content/interpreter-registration";
import { trackEvent } from "@/lib/analytics/analytics";
import { publicConfig } from "@/lib/data/config";
import { preloadWhenIdle } from "@/lib/loading/idle";
import { lazyNamed } from "@/lib/loading/lazy";
import { HoneypotField } from "../forms/honeypot-field";
import { ReferenceNote } from "../forms/reference-note";
import { StepProgress } from "../forms/step-progress";
import { useWizard } from "../forms/use-wizard";
import { WizardFrame } from "../forms/wizard-frame";
import {
  clearRegistrationDraft,
  emptyRegistration,
  type FileKey,
  firstRegistrationStepOf,
  hasRegistrationDraft,
  type RegistrationFilesState,
  type RegistrationValues,
  registrationFormData,
  registrationOutcome,
  writeRegistrationDraft,
} from "./registration";
import { StepBasic } from "./step-basic";

const loadChecks = () => import("./checks");
// The later steps load when the browser is idle (or when reached).
const StepExperience = lazyNamed(() => import("./step-experience"), "StepExperience");
const StepFinal = lazyNamed(() => import("./step-final"), "StepFinal");

// The 3-step interpreter registration (docs/requirements.md, public-site §2, §4, §5; REG-01..26). Unlike the
// original site (REG-27) it really submits, to POST /api/interpreters/registrations.

/** The step that asks for the documents (the resume on it is required). */
const DOCUMENTS_STEP = 1;

interface Done {
  reference: string;
  emailSent: boolean;
  email: string;
}

function Confirmation({ done }: { done: Done }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const { supportEmail } = publicConfig;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }} data-testid="registration-done">
      <Stack align="center" gap="md" ta="center">
        <ThemeIcon size={56} radius="xl" color="teal" aria-hidden>
          <IconCircleCheck size={36} />
        </ThemeIcon>
        <Title order={2} ref={heading} tabIndex={-1}>
          Thank you for registering!
        </Title>
        <Text>Your registration was submitted successfully.</Text>
        {done.reference && (
          <ReferenceNote reference={done.reference} testId="registration-reference" />
        )}
        {done.emailSent ? (
          <Text data-testid="registration-email-note">
            A confirmation e-mail has been sent to <b>{done.email}</b>.
          </Text>
        ) : (
          <Text data-testid="registration-email-note">
            We could not send a confirmation e-mail this time. If you have any questions, please
            write to{" "}
            <Anchor href={`mailto:${supportEmail}`} inherit>
              {supportEmail}
            </Anchor>
            .
          </Text>
        )}
        <Text c="dimmed" size="sm">
          Our team will review your registration and get in touch with you.
        </Text>
      </Stack>
    </Paper>
  );
}

export function RegistrationWizard() {
  const form = useForm<RegistrationValues>({ initialValues: emptyRegistration() });
  const [askDocumentsAgain, setAskDocumentsAgain] = useState(false);
  const [files, setFiles] = useState<RegistrationFilesState>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const { values } = form;

  // The draft holds every answer but the documents, with the step.
  const wizard = useWizard({
    form,
    stepCount: REGISTRATION_STEP_COUNT,
    loadChecks,
    readDraft: (checks) => checks.readRegistrationDraft(),
    hasDraft: hasRegistrationDraft,
    onRestored: (draft) => setAskDocumentsAgain((draft?.step ?? 0) >= DOCUMENTS_STEP),
    stepErrors: (checks, current, at) => checks.registrationStepErrors(current, at, files),
    submitsOn: (at) => at === REGISTRATION_STEP_COUNT - 1,
    submit: () => submit(),
    writeDraft: writeRegistrationDraft,
    clearDraft: clearRegistrationDraft,
    firstStepOf: firstRegistrationStepOf,
    onNetworkFailure: () => setFailure(NETWORK_FAILED),
    scrollBlock: "start",
  });
  const { step, goTo } = wizard;
  useEffect(() => preloadWhenIdle([StepExperience, StepFinal]), []);

  const onFile = (key: FileKey, file: File | undefined) => {
    setFiles((current) => {
      const next = { ...current };
      if (file) next[key] = file;
      else delete next[key];
      return next;
    });
    form.clearFieldError(key);
  };

  const submit = () =>
    void wizard.send(async () => {
      setFailure(null);
      const current = form.getValues();
      const { status, answer } = await wizard.post(
        "/api/interpreters/registrations",
        registrationFormData(current, files),
      );
      const outcome = registrationOutcome(status, answer);
      if (outcome.kind === "success") {
        wizard.finish();
        trackEvent("Interpreter Registration", "Submitted");
        setDone({
          reference: outcome.reference,
          emailSent: outcome.emailSent,
          email: current.email,
        });
        window.scrollTo({ top: 0 });
        return;
      }
      // A refused document must be chosen again: its field shows why and takes the focus.
      for (const key of Object.keys(outcome.fieldErrors ?? {})) {
        if (key in REGISTRATION_FILES) onFile(key as FileKey, undefined);
      }
      wizard.showFieldErrors(outcome.fieldErrors);
      setFailure(outcome.text);
    });

  if (done) return <Confirmation done={done} />;

  const last = step === REGISTRATION_STEP_COUNT - 1;
  const percent = registrationPercent(step);

  return (
    <Stack gap="lg">
      <StepProgress
        name="Registration"
        step={step}
        titles={registrationStepTitles}
        label={registrationStepLabel(step)}
        labelTestId="registration-step"
        aside={`${percent}% complete`}
        asideTestId="registration-percent"
        percent={percent}
        valueText={`${registrationStepLabel(step)}, ${percent}% complete`}
        wideFrom="sm"
        canReach={wizard.canReach}
        onStepClick={goTo}
      />
      <WizardFrame
        wizard={wizard}
        headingId="registration-step-heading"
        title={registrationStepTitles[step]}
        invalidMessage={STEP_INVALID}
        notice={
          failure && (
            <Alert
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
              title="Your registration was not submitted"
              data-testid="registration-failure"
            >
              {failure}
            </Alert>
          )
        }
        nextLabel={last ? "Submit Application" : "Next"}
      >
        <HoneypotField
          value={values.website}
          onChange={(event) => form.setFieldValue("website", event.currentTarget.value)}
        />
        {step === 0 && <StepBasic form={form} />}
        {step === DOCUMENTS_STEP && askDocumentsAgain && !files.resumeFile && (
          <Alert color="blue" role="status">
            {DOCUMENTS_AGAIN}
          </Alert>
        )}
        <Suspense fallback={<Loader size="sm" mx="auto" my="xl" aria-label="Loading the step" />}>
          {step === DOCUMENTS_STEP && <StepExperience form={form} files={files} onFile={onFile} />}
          {step === 2 && <StepFinal form={form} files={files} onFile={onFile} />}
        </Suspense>
      </WizardFrame>
    </Stack>
  );
}
