import { Box, Group, type MantineBreakpoint, Progress, Stepper, Text } from "@mantine/core";
import type { ReactNode } from "react";

interface StepProgressProps {
  /** The form's name in the labels: "Application" gives "Application progress". */
  name: string;
  step: number;
  titles: readonly string[];
  /** "Step n of N", announced when it changes. */
  label: string;
  labelTestId: string;
  /** The dimmed text beside the label: the step's title or how much is done. */
  aside: ReactNode;
  asideTestId?: string;
  /** 0-100. */
  percent: number;
  valueText: string;
  /**
   * The step titles fit beside each other from this breakpoint on. CSS decides, not a media
   * query in script, so that the server's HTML already has the phone's layout.
   */
  wideFrom: MantineBreakpoint;
  /** Whether a step's title takes the person to it: every step before it is complete. */
  canReach: (step: number) => boolean;
  onStepClick: (step: number) => void;
}

/** The head of a multi-step form: where the person is, a progress bar and the step titles. */
export function StepProgress(props: StepProgressProps) {
  const { name, step, titles, wideFrom, canReach, onStepClick } = props;
  return (
    <>
      <Box>
        <Group justify="space-between" mb={6}>
          <Text fw={600} aria-live="polite" data-testid={props.labelTestId}>
            {props.label}
          </Text>
          <Text c="dimmed" size="sm" data-testid={props.asideTestId}>
            {props.aside}
          </Text>
        </Group>
        <Progress.Root size="md">
          {/* Mantine's own aria attributes come last and would replace the value text with
              "14.285714285714285%": the bar's are written here. */}
          <Progress.Section
            value={props.percent}
            withAria={false}
            role="progressbar"
            aria-label={`${name} progress`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(props.percent)}
            aria-valuetext={props.valueText}
          />
        </Progress.Root>
      </Box>
      <Stepper
        visibleFrom={wideFrom}
        active={step}
        onStepClick={(index) => {
          if (canReach(index)) onStepClick(index);
        }}
        size="sm"
        aria-label={`${name} steps`}
        // One row: short separators, and a long title wraps within its step rather than a
        // step wrapping alone onto a second row.
        styles={{
          steps: { flexWrap: "nowrap" },
          separator: { marginInline: 6, minWidth: 12 },
          stepBody: { marginInlineStart: 8 },
        }}
      >
        {titles.map((title, index) => (
          // Mantine leaves a step that cannot be chosen a button without focus: say so.
          <Stepper.Step
            key={title}
            label={title}
            allowStepSelect={canReach(index)}
            aria-disabled={index !== step && !canReach(index)}
            aria-current={index === step ? "step" : undefined}
          />
        ))}
      </Stepper>
    </>
  );
}
