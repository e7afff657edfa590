import { ERASED_MARKER } from "@kairos/shared";
import { Card, Stack, Text, Title } from "@mantine/core";
import type { ComponentType } from "react";
import { withdrawalTexts } from "@/content/withdrawal";
import { ScreenshotView } from "@/features/admin/shared/screenshot";
import type { ApplicationDto, HistoryEntry } from "@/features/admin/shared/types";
import { ApplicationFields, HistoryList, PersonalLinks } from "../details";
import { PaymentsSection } from "../payments/payments-section";
import { StaffWithdrawal } from "../withdrawal";
import type { PageDialog } from "./page-dialogs";

/** What every section of an application's page is given. */
export interface SectionProps {
  app: ApplicationDto;
  history: HistoryEntry[];
  roundName: (id: string) => string;
  /** Opens one of the list's dialogs (status, notes, screenshot, revoke links, delete). */
  open: (dialog: PageDialog) => void;
}

/** One section of the page: its heading (an h2) and its content. */
export interface ApplicationSection {
  /** The section's element id, for its heading's label and links to it. */
  id: string;
  title: string;
  Section: ComponentType<SectionProps>;
}

function DetailsSection({ app, roundName, open }: SectionProps) {
  return (
    <ApplicationFields
      app={app}
      roundName={roundName}
      onViewScreenshot={() => open({ kind: "screenshot" })}
    />
  );
}

function ProofSection({ app }: SectionProps) {
  if (!app.paymentScreenshot) return <Text c="dimmed">No payment screenshot was uploaded.</Text>;
  return (
    <ScreenshotView
      key={app.paymentScreenshot}
      path={app.paymentScreenshot}
      name={app.fullName ?? ERASED_MARKER}
    />
  );
}

function LedgerSection({ app }: SectionProps) {
  return <PaymentsSection applicationId={app.id} />;
}

function LinksSection({ app, open }: SectionProps) {
  return <PersonalLinks app={app} onRevoke={() => open({ kind: "revoke-links" })} />;
}

function WithdrawalSection({ app }: SectionProps) {
  return <StaffWithdrawal app={app} />;
}

function HistorySection({ history }: SectionProps) {
  return <HistoryList history={history} />;
}

/**
 * The page's sections, in order. A new part of the page (the payments ledger, say) is one more
 * entry here: a component taking SectionProps, placed where it should read.
 */
export const APPLICATION_SECTIONS: readonly ApplicationSection[] = [
  { id: "details", title: "Details", Section: DetailsSection },
  { id: "proof-of-payment", title: "Proof of payment", Section: ProofSection },
  { id: "payments", title: "Payments", Section: LedgerSection },
  { id: "applicant-page", title: "Applicant's page", Section: LinksSection },
  { id: "withdrawal", title: withdrawalTexts.staffTitle, Section: WithdrawalSection },
  { id: "history", title: "History", Section: HistorySection },
];

/** The sections, each a titled region of the page. */
export function ApplicationSections({
  sections = APPLICATION_SECTIONS,
  ...props
}: SectionProps & { sections?: readonly ApplicationSection[] }) {
  return (
    <Stack gap="lg">
      {sections.map(({ id, title, Section }) => (
        <Card
          key={id}
          component="section"
          withBorder
          padding="md"
          id={`section-${id}`}
          aria-labelledby={`section-${id}-heading`}
        >
          <Title order={2} size="h4" id={`section-${id}-heading`} mb="sm">
            {title}
          </Title>
          <Section {...props} />
        </Card>
      ))}
    </Stack>
  );
}
