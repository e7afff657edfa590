import { Alert, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { PrivacyNote } from "../privacy/privacy-note";
import type { Wizard } from "./use-wizard";

interface WizardFrameProps {
  wizard: Pick<Wizard, "step" | "goTo" | "next" | "stepInvalid" | "submitting" | "heading">;
  /** The step heading's id, which also names the form. */
  headingId: string;
  title: ReactNode;
  /** Said when Next finds the step invalid. */
  invalidMessage: ReactNode;
  /** Under that message: e.g. why the submission failed. */
  notice?: ReactNode;
  nextLabel: string;
  /** Whether Next may be pressed (Enter included); a step can ask for its minimum first. */
  ready?: boolean;
  /** While Next may not be pressed: what the step still needs, said beside the button. */
  missing?: ReactNode;
  /** Next is at work for the step itself (e.g. sending a code): it shows so and waits. */
  busy?: boolean;
  /** The step's fields. */
  children: ReactNode;
}

const MISSING_ID = "wizard-step-missing";

/** The card of a multi-step form: the step's heading and fields, what is wrong, and the buttons. */
export function WizardFrame(props: WizardFrameProps) {
  const { step, goTo, next, submitting } = props.wizard;
  const ready = props.ready ?? true;
  return (
    <Paper withBorder radius="md" p={{ base: "md", sm: "xl" }}>
      <form
        noValidate
        aria-labelledby={props.headingId}
        onSubmit={(event) => {
          event.preventDefault();
          if (ready && !submitting && !props.busy) void next();
        }}
      >
        <Stack gap="lg">
          <Title order={2} size="h3" id={props.headingId} ref={props.wizard.heading} tabIndex={-1}>
            {props.title}
          </Title>
          {props.children}
          {props.wizard.stepInvalid && (
            <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
              {props.invalidMessage}
            </Alert>
          )}
          {props.notice}
          <Group justify="space-between">
            <Button
              variant="default"
              disabled={step === 0 || submitting || props.busy}
              onClick={() => goTo(step - 1)}
            >
              Previous
            </Button>
            <Button
              type="submit"
              disabled={!ready}
              loading={submitting || props.busy}
              aria-describedby={!ready && props.missing ? MISSING_ID : undefined}
            >
              {props.nextLabel}
            </Button>
          </Group>
          {!ready && props.missing && (
            <Text id={MISSING_ID} size="sm" c="dimmed" ta="end" data-testid="step-missing">
              {props.missing}
            </Text>
          )}
          {/* Every step collects (a draft, the e-mail code, the submission): the notice is here. */}
          <PrivacyNote />
        </Stack>
      </form>
    </Paper>
  );
}
