import { APPLICANT_MESSAGES, interestLabels } from "@kairos/shared";
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { withdrawalTexts } from "@/content/withdrawal";
import { AppModal } from "@/features/layout/app-modal";
import { trpc } from "@/lib/data/trpc";
import { assessmentText, humanize, planAmountText } from "../shared/application-text";
import { egyptTimeText } from "../shared/dates";
import { failureOf, staffErrorText } from "../shared/failure";
import { notifyError, notifySuccess } from "../shared/notify";
import { screenshotUrl } from "../shared/screenshot";
import { StatusBadge } from "../shared/status-badge";
import type { ApplicationDto, HistoryEntry } from "../shared/types";
import { eventLabel, historyActorText } from "./format";
import { useRefreshApplications } from "./refresh";
import { StaffWithdrawal, WithdrawnBadge } from "./withdrawal";

// What staff read of one application: its fields, its history and the applicant's links. The
// details dialog of the list and the application's own page both show them.

/** A field's row; on a phone the label column narrows and a long value (an address) breaks. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={{ base: 110, sm: 180 }}>{label}</Table.Th>
      <Table.Td style={{ overflowWrap: "anywhere" }}>{children}</Table.Td>
    </Table.Tr>
  );
}

const text = (value: string | null | undefined) => value || "—";

export function HistoryList({ history }: { history: HistoryEntry[] }) {
  if (history.length === 0) return <Text c="dimmed">No history yet.</Text>;
  return (
    <List spacing="xs" listStyleType="none" aria-label="History" withPadding={false}>
      {history.map((h) => (
        <List.Item key={h.id}>
          <Text size="sm">
            <b>{eventLabel(h.event)}</b> by {historyActorText(h)} on {egyptTimeText(h.createdAt)}
            {(h.fromStatus || h.toStatus) && (
              <>
                {": "}
                {h.fromStatus ? humanize(h.fromStatus) : "—"} →{" "}
                {h.toStatus ? humanize(h.toStatus) : "—"}
              </>
            )}
          </Text>
          {h.notes && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
              Staff note: {h.notes}
            </Text>
          )}
          {h.applicantMessage && (
            <Text size="sm" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
              Message to the applicant: {h.applicantMessage}
            </Text>
          )}
          {h.detail && (
            <Text size="sm" c="dimmed">
              {h.detail}
            </Text>
          )}
          {h.file && (
            <Anchor
              size="sm"
              href={screenshotUrl(h.file)}
              target="_blank"
              rel="noopener noreferrer"
            >
              Previous proof of payment
            </Anchor>
          )}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The applicant's personal links to their page (decision 0010): a new one by e-mail, or every one
 * withdrawn (behind a confirmation, `onRevoke`). The history lists both.
 */
export function PersonalLinks({ app, onRevoke }: { app: ApplicationDto; onRevoke: () => void }) {
  const refresh = useRefreshApplications();
  const resend = useMutation(
    trpc.applications.resendLink.mutationOptions({
      onSuccess: async ({ emailSent }) => {
        await refresh();
        if (emailSent) notifySuccess("Link sent", APPLICANT_MESSAGES.linkSent);
        else
          notifyError(
            "E-mail not sent",
            "The e-mail with the new link could not be sent; it is retried later. The failure is listed on the application's history.",
          );
      },
      onError: (error) => notifyError("Link not sent", error),
    }),
  );
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        The applicant follows the application and changes the assessment booking through the
        personal links e-mailed to them.
      </Text>
      <Group gap="sm">
        <Button
          size="xs"
          variant="default"
          loading={resend.isPending}
          onClick={() => resend.mutate({ id: app.id })}
        >
          Send link again
        </Button>
        <Button size="xs" variant="outline" color="red.9" onClick={onRevoke}>
          Revoke links
        </Button>
      </Group>
    </Stack>
  );
}

/** Every field of one application (APPS-17), the booked assessment and the proof of payment. */
export function ApplicationFields({
  app,
  roundName,
  onViewScreenshot,
}: {
  app: ApplicationDto;
  roundName: (id: string) => string;
  onViewScreenshot: () => void;
}) {
  const interests = interestLabels(app.interests, app.otherInterest);
  return (
    <Table variant="vertical" layout="fixed" withTableBorder>
      <Table.Tbody>
        <Field label="ID">{app.id}</Field>
        <Field label="Full name">{app.fullName}</Field>
        <Field label="Email">{app.email}</Field>
        <Field label="Phone">{text(app.phoneNumber)}</Field>
        <Field label="Country code">{text(app.countryCode)}</Field>
        <Field label="City">{text(app.selectedCity)}</Field>
        <Field label="Country">{text(app.selectedCountry)}</Field>
        <Field label="Training course">{roundName(app.trainingCourse)}</Field>
        <Field label="Language pair">{text(app.languagePair)}</Field>
        <Field label="Second language">{text(app.secondLanguage)}</Field>
        <Field label="Custom language">{text(app.customLanguage)}</Field>
        <Field label="Assessment">{assessmentText(app)}</Field>
        <Field label="Occupation">{humanize(app.occupation)}</Field>
        <Field label="Job title">{text(app.jobTitle)}</Field>
        <Field label="Job referrals">{humanize(app.jobReferrals)}</Field>
        <Field label="Interests">{interests.length ? interests.join(", ") : "—"}</Field>
        <Field label="Other interest">{text(app.otherInterest)}</Field>
        <Field label="How they heard">{humanize(app.hearAbout)}</Field>
        <Field label="Other (how they heard)">{text(app.otherHearAbout)}</Field>
        <Field label="Payment plan">{planAmountText(app)}</Field>
        <Field label="Payment screenshot">
          {app.paymentScreenshot ? (
            <Button size="xs" variant="default" onClick={onViewScreenshot}>
              View screenshot
            </Button>
          ) : (
            "—"
          )}
        </Field>
        <Field label="Status">
          <Group gap="xs">
            <StatusBadge status={app.applicationStatus} />
            <WithdrawnBadge app={app} />
          </Group>
        </Field>
        <Field label="Applied">{egyptTimeText(app.applicationDate)}</Field>
        <Field label="Created">{egyptTimeText(app.createdAt)}</Field>
        <Field label="Updated">{egyptTimeText(app.updatedAt)}</Field>
        <Field label="Staff notes">
          <Text style={{ whiteSpace: "pre-wrap" }}>{text(app.notes)}</Text>
        </Field>
      </Table.Tbody>
    </Table>
  );
}

/** Every field of one application and its history (APPS-07, APPS-17). */
export function DetailsModal({
  id,
  roundName,
  onClose,
  onViewScreenshot,
  onRevokeLinks,
}: {
  id: number | null;
  roundName: (id: string) => string;
  onClose: () => void;
  onViewScreenshot: (app: ApplicationDto) => void;
  onRevokeLinks: (app: ApplicationDto) => void;
}) {
  const details = useQuery({
    ...trpc.applications.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
  });
  const app = details.data?.application;
  return (
    <AppModal opened={id !== null} onClose={onClose} title="Application details" size="xl">
      {details.isPending && <Loader size="sm" aria-label="Loading application details" />}
      {details.isError && (
        <Alert color="red" role="alert">
          {staffErrorText(failureOf(details.error), "Failed to load application details")}
        </Alert>
      )}
      {app && (
        <Stack>
          <ApplicationFields
            app={app}
            roundName={roundName}
            onViewScreenshot={() => onViewScreenshot(app)}
          />
          <Title order={3} size="h5">
            Applicant's page
          </Title>
          <PersonalLinks app={app} onRevoke={() => onRevokeLinks(app)} />
          <Title order={3} size="h5">
            {withdrawalTexts.staffTitle}
          </Title>
          <StaffWithdrawal app={app} />
          <Title order={3} size="h5">
            History
          </Title>
          <HistoryList history={details.data?.history ?? []} />
        </Stack>
      )}
    </AppModal>
  );
}
