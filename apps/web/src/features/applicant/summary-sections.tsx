import {
  amountWithCurrency,
  egyptTimeLabel,
  formatCohortRange,
  PAYMENT_PLAN_LABELS,
  paymentsText,
} from "@kairos/shared";
import { Group, Stack, Text, Timeline, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { applicantSections, roundTexts } from "@/content/applicant";
import { COHORT_TO_BE_ANNOUNCED } from "@/content/cohort";
import { StatusBadge } from "../admin/shared/status-badge";
import { ClassSchedule } from "../applications/class-schedule";
import { useApplicant } from "./applicant-state";

// The read-only parts of the applicant's page: the status and what comes next, the round and
// plan, and the history.

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <Title order={2} id={`${id}-title`} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

export function StatusSection() {
  const { page } = useApplicant();
  return (
    <>
      <Section id="status" title={applicantSections.status}>
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <StatusBadge status={page.status} size="lg" style={{ flexShrink: 0 }} />
          <Text>{page.statusText}</Text>
        </Group>
      </Section>
      <Section id="next" title={applicantSections.next}>
        <Text>{page.next}</Text>
      </Section>
    </>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text>
      <Text span fw={600}>
        {label}:
      </Text>{" "}
      {children}
    </Text>
  );
}

export function RoundSection() {
  const { page } = useApplicant();
  const { round } = page;
  return (
    <Section id="round" title={applicantSections.round}>
      <Stack gap="xs">
        <Text fw={600}>{round.name}</Text>
        <Fact label={roundTexts.dates}>
          {round.startDate && round.endDate
            ? formatCohortRange(round.startDate, round.endDate)
            : COHORT_TO_BE_ANNOUNCED}
        </Fact>
        {round.schedule && (
          <Fact label={roundTexts.schedule}>
            <ClassSchedule schedule={round.schedule} round={round} />
          </Fact>
        )}
        {/* What the application owes, as recorded when it was submitted (APP-26). */}
        <Fact label={roundTexts.plan}>{PAYMENT_PLAN_LABELS[page.payment.plan]}</Fact>
        <Fact label={roundTexts.owed}>
          <span data-testid="amount-owed">{amountWithCurrency(page.payment)}</span>
        </Fact>
        <Fact label={roundTexts.payments}>{paymentsText(page.payment)}</Fact>
      </Stack>
    </Section>
  );
}

/** What happened to the application, oldest first, in Egypt time like the assessment. */
export function HistorySection() {
  const { page } = useApplicant();
  return (
    <Section id="history" title={applicantSections.history}>
      <Timeline
        active={page.history.length - 1}
        bulletSize={14}
        lineWidth={2}
        role="list"
        aria-labelledby="history-title"
      >
        {page.history.map((entry, index) => (
          <Timeline.Item
            // The history only grows, oldest first: an entry's place is its identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            role="listitem"
            title={entry.title}
          >
            <Text size="sm" c="dimmed">
              {egyptTimeLabel(new Date(entry.at))}
            </Text>
            {entry.note && (
              <Text size="sm" mt={4} style={{ whiteSpace: "pre-wrap" }}>
                Message from our team: {entry.note}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </Section>
  );
}
