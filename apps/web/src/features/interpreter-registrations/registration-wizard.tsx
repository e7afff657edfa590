import { Alert, Anchor, Button, Group, Paper, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import {
  NETWORK_FAILED,
  REGISTRATION_STEP_COUNT,
  registrationPercent,
  registrationStepLabel,
  registrationStepTitles,
  STEP_INVALID,
} from "../../content/interpreter-registration";
import { trackEvent } from "../../lib/analytics";
import { publicConfig } from "../../lib/config";
import { StepProgress } from "../forms/step-progress";
import { useSubmissionKey } from "../forms/submission-key";
import { HoneypotField } from "../interpreter-requests/honeypot-field";
import {
  clearRegistrationDraft,
  emptyRegistration,
  type FileKey,
  firstRegistrationStepOf,
  type RegistrationFilesState,
  type RegistrationValues,
  readRegistrationDraft,
  registrationFormData,
  registrationOutcome,
  registrationStepErrors,
  writeRegistrationDraft,
} from "./registration";
import { StepBasic } from "./step-basic";
import { StepExperience } from "./step-experience";
import { StepFinal } from "./step-final";

// The 3-step interpreter registration (docs/requirements.md, public-site §2, §4, §5; REG-01..26). Unlike the
// original site (REG-27) it really submits, to POST /api/interpreters/registrations.

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
          <Text>
            Your reference number is{" "}
            <Text span fw={700} data-testid="registration-reference">
              {done.reference}
            </Text>
            . Please quote it if you contact us.
          </Text>
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
  const [draft] = useState(readRegistrationDraft);
  const form = useForm<RegistrationValues>({
    initialValues: draft?.values ?? emptyRegistration(),
  });
  const [step, setStep] = useState(() => draft?.step ?? 0);
  const [files, setFiles] = useState<RegistrationFilesState>({});
  const [stepInvalid, setStepInvalid] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const submissionKey = useSubmissionKey();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  const finished = useRef(false);
  const { values } = form;
  // The step titles fit beside each other from the sm breakpoint; below it the progress text
  // and bar say where the interpreter is.
  const wide = useMediaQuery("(min-width: 48em)", true);

  // The draft: every answer but the documents, with the step.
  useEffect(() => {
    if (!finished.current) writeRegistrationDraft({ step, values });
  }, [step, values]);

  // Focus the new step's heading, so that keyboard and screen-reader users start there.
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change
  useEffect(() => {
    if (!moved.current) return;
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "start" });
  }, [step]);

  const goTo = (next: number, keepErrors = false) => {
    moved.current = true;
    setStepInvalid(false);
    if (!keepErrors) form.clearErrors();
    setStep(next);
  };

  const onFile = (key: FileKey, file: File | undefined) => {
    setFiles((current) => {
      const next = { ...current };
      if (file) next[key] = file;
      else delete next[key];
      return next;
    });
    form.clearFieldError(key);
  };

  const submit = async () => {
    if (submitting) return;
    setSubmitting(true);
    setFailure(null);
    const current = form.getValues();
    try {
      const res = await fetch("/api/interpreters/registrations", {
        method: "POST",
        body: registrationFormData(current, files),
        headers: { Accept: "application/json", ...submissionKey.headers() },
      });
      submissionKey.answered(res.status);
      const body: unknown = await res.json().catch(() => null);
      const outcome = registrationOutcome(res.status, body);
      if (outcome.kind === "success") {
        finished.current = true;
        clearRegistrationDraft();
        trackEvent("Interpreter Registration", "Submitted");
        setDone({
          reference: outcome.reference,
          emailSent: outcome.emailSent,
          email: current.email,
        });
        window.scrollTo({ top: 0 });
        return;
      }
      if (outcome.fieldErrors) {
        const target = firstRegistrationStepOf(Object.keys(outcome.fieldErrors));
        if (target !== null && target !== step) goTo(target, true);
        form.setErrors(outcome.fieldErrors);
      }
      setFailure(outcome.text);
    } catch {
      setFailure(NETWORK_FAILED);
    } finally {
      setSubmitting(false);
    }
  };

  const next = () => {
    const errors = registrationStepErrors(form.getValues(), step, files);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      setStepInvalid(true);
      return;
    }
    form.clearErrors();
    setStepInvalid(false);
    if (step === REGISTRATION_STEP_COUNT - 1) void submit();
    else goTo(step + 1);
  };

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
        wide={wide}
        onBack={goTo}
      />
      <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
        <form
          noValidate
          aria-labelledby="registration-step-heading"
          onSubmit={(event) => {
            event.preventDefault();
            if (!submitting) next();
          }}
        >
          <Stack gap="lg">
            <Title order={2} size="h3" id="registration-step-heading" ref={heading} tabIndex={-1}>
              {registrationStepTitles[step]}
            </Title>
            <HoneypotField
              value={values.website}
              onChange={(event) => form.setFieldValue("website", event.currentTarget.value)}
            />
            {step === 0 && <StepBasic form={form} />}
            {step === 1 && <StepExperience form={form} files={files} onFile={onFile} />}
            {step === 2 && <StepFinal form={form} files={files} onFile={onFile} />}
            {stepInvalid && (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                {STEP_INVALID}
              </Alert>
            )}
            {failure && (
              <Alert
                color="red"
                icon={<IconAlertCircle size={18} aria-hidden />}
                role="alert"
                title="Your registration was not submitted"
                data-testid="registration-failure"
              >
                {failure}
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
              <Button type="submit" loading={submitting}>
                {last ? "Submit Application" : "Next"}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
