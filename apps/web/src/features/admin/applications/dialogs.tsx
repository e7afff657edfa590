import { APPLICANT_MESSAGES, APPLICATION_STATUSES, interestLabels } from "@kairos/shared";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  Image,
  List,
  Loader,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { nounFor } from "../../../lib/plural";
import { messageOf, trpc } from "../../../lib/trpc";
import { AppModal } from "../../layout/app-modal";
import { notifyError, notifySuccess } from "../notify";
import { StatusBadge } from "../status-badge";
import { egyptTimeText } from "./dates";
import { failureOf } from "./failure";
import {
  assessmentText,
  eventLabel,
  historyActorText,
  humanize,
  isApplicationStatus,
  planAmountText,
  STATUS_LABELS,
  screenshotUrl,
  staffErrorText,
  statusMailNote,
  statusSavedText,
} from "./format";
import { PaymentsSection } from "./payments/payments-section";
import type { ApplicationDto, HistoryEntry } from "./types";

export const IMAGE_ERROR = "Unable to load image. The image may have been moved or deleted.";

/** Invalidates every applications query (list, details, by e-mail, booked slots). */
function useRefreshApplications() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.applications.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.overview.queryKey() }),
    ]);
}

/** The payment screenshot at full size with a download link (APPS-12, BOOK-12). */
export function ScreenshotView({ path, name }: { path: string; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Stack>
      {failed ? (
        <Alert color="red" role="alert">
          {IMAGE_ERROR}
        </Alert>
      ) : (
        <Image
          src={screenshotUrl(path)}
          alt={`Payment screenshot of ${name}`}
          fit="contain"
          mah="70vh"
          onError={() => setFailed(true)}
        />
      )}
      <Group justify="flex-end">
        <Button
          component="a"
          href={screenshotUrl(path, true)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download
        </Button>
      </Group>
    </Stack>
  );
}

export function ScreenshotModal({
  app,
  onClose,
}: {
  app: Pick<ApplicationDto, "fullName" | "paymentScreenshot"> | null;
  onClose: () => void;
}) {
  return (
    <AppModal opened={!!app} onClose={onClose} title="Payment screenshot" size="xl" centered>
      {app?.paymentScreenshot ? (
        <ScreenshotView
          key={app.paymentScreenshot}
          path={app.paymentScreenshot}
          name={app.fullName}
        />
      ) : (
        <Text>No payment screenshot was uploaded.</Text>
      )}
    </AppModal>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Th w={180}>{label}</Table.Th>
      <Table.Td>{children}</Table.Td>
    </Table.Tr>
  );
}

const text = (value: string | null | undefined) => value || "—";

function HistoryList({ history }: { history: HistoryEntry[] }) {
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
 * The applicant's personal links to their page (issue 21): a new one by e-mail, or every one
 * withdrawn (behind a confirmation, `onRevoke`). The history lists both.
 */
function PersonalLinks({ app, onRevoke }: { app: ApplicationDto; onRevoke: () => void }) {
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
      <Title order={3} size="h5">
        Applicant's page
      </Title>
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
  const interests = app ? interestLabels(app.interests, app.otherInterest) : [];
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
                  <Button size="xs" variant="default" onClick={() => onViewScreenshot(app)}>
                    View screenshot
                  </Button>
                ) : (
                  "—"
                )}
              </Field>
              <Field label="Status">
                <StatusBadge status={app.applicationStatus} />
              </Field>
              <Field label="Applied">{egyptTimeText(app.applicationDate)}</Field>
              <Field label="Created">{egyptTimeText(app.createdAt)}</Field>
              <Field label="Updated">{egyptTimeText(app.updatedAt)}</Field>
              <Field label="Staff notes">
                <Text style={{ whiteSpace: "pre-wrap" }}>{text(app.notes)}</Text>
              </Field>
            </Table.Tbody>
          </Table>
          <PaymentsSection applicationId={app.id} />
          <PersonalLinks app={app} onRevoke={() => onRevokeLinks(app)} />
          <Title order={3} size="h5">
            History
          </Title>
          <HistoryList history={details.data?.history ?? []} />
        </Stack>
      )}
    </AppModal>
  );
}

const statusOptions = APPLICATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

function StatusForm({ app, onDone }: { app: ApplicationDto; onDone: () => void }) {
  const [status, setStatus] = useState<string | null>(
    isApplicationStatus(app.applicationStatus) ? app.applicationStatus : null,
  );
  const [notes, setNotes] = useState("");
  const [message, setMessage] = useState("");
  const [notify, setNotify] = useState(true);
  const refresh = useRefreshApplications();
  const change = useMutation(
    trpc.applications.changeStatus.mutationOptions({
      onSuccess: async (result) => {
        await refresh();
        // Whether the applicant was e-mailed; a failed e-mail stays on screen until closed.
        const text = statusSavedText(
          app.fullName,
          result.application.applicationStatus,
          result.emailSent,
        );
        if (result.emailSent === false) notifyError("E-mail not sent", text);
        else notifySuccess("Status updated", text);
        onDone();
      },
    }),
  );
  const mail = isApplicationStatus(status)
    ? statusMailNote(app.applicationStatus, status, message.trim() !== "")
    : null;
  const mailed = notify && !!mail?.template;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!isApplicationStatus(status)) return;
        change.mutate({
          id: app.id,
          status,
          notes: notes.trim() || undefined,
          applicantMessage: message.trim() || undefined,
          notify,
        });
      }}
    >
      <Stack>
        <Text size="sm">
          {app.fullName} — currently <StatusBadge status={app.applicationStatus} />
        </Text>
        <Select
          label="Status"
          data={statusOptions}
          value={status}
          onChange={setStatus}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea
          label="Staff note (optional)"
          description="Private: kept on the application's history for staff; never shown or e-mailed to the applicant."
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={5000}
        />
        <Textarea
          label="Message to the applicant (optional)"
          description={`Shown on the applicant's page${mailed ? " and included in the e-mail" : ""}.`}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
        />
        <Checkbox
          label="Notify the applicant by e-mail"
          description={mail?.note}
          checked={notify && !!mail?.template}
          disabled={!mail?.template}
          onChange={(event) => setNotify(event.currentTarget.checked)}
        />
        {change.isError && (
          <Alert color="red" role="alert">
            {staffErrorText(failureOf(change.error), "Failed to update application status")}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={change.isPending} disabled={!status}>
            Update status
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Sets any of the four statuses with an optional private staff note, an optional message to
 * the applicant, and the applicant's e-mail (APPS-09/10).
 */
export function StatusModal({ app, onClose }: { app: ApplicationDto | null; onClose: () => void }) {
  return (
    <AppModal opened={!!app} onClose={onClose} title="Change application status">
      {app && <StatusForm key={app.id} app={app} onDone={onClose} />}
    </AppModal>
  );
}

function NotesForm({ app, onDone }: { app: ApplicationDto; onDone: () => void }) {
  const [notes, setNotes] = useState(app.notes ?? "");
  const refresh = useRefreshApplications();
  const save = useMutation(
    trpc.applications.changeNotes.mutationOptions({
      onSuccess: async () => {
        await refresh();
        onDone();
      },
    }),
  );
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: app.id, notes });
      }}
    >
      <Stack>
        <Textarea
          label="Admin notes"
          description={`For staff only: never shown or e-mailed to ${app.fullName}.`}
          value={notes}
          onChange={(event) => setNotes(event.currentTarget.value)}
          autosize
          minRows={4}
          maxLength={5000}
          data-autofocus
        />
        {save.isError && (
          <Alert color="red" role="alert">
            {messageOf(save.error, "Failed to save the notes")}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save notes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Edits the admin notes (APPS-11). */
export function NotesModal({ app, onClose }: { app: ApplicationDto | null; onClose: () => void }) {
  return (
    <AppModal opened={!!app} onClose={onClose} title="Edit notes">
      {app && <NotesForm key={app.id} app={app} onDone={onClose} />}
    </AppModal>
  );
}

/**
 * A question about `app` and its destructive answer: Cancel first (it has the focus), the
 * action's failure said above the buttons.
 */
function DangerConfirm({
  question,
  failure,
  pending,
  confirmLabel,
  onConfirm,
  onCancel,
}: {
  question: ReactNode;
  failure: string | null;
  pending: boolean;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Stack>
      <Text>{question}</Text>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          Cancel
        </Button>
        <Button color="red.9" loading={pending} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}

function DeleteConfirm({ app, onDone }: { app: ApplicationDto; onDone: () => void }) {
  const refresh = useRefreshApplications();
  const remove = useMutation(
    trpc.applications.delete.mutationOptions({
      onSuccess: async () => {
        await refresh();
        onDone();
      },
    }),
  );
  return (
    <DangerConfirm
      question={
        <>
          Delete the application of <b>{app.fullName}</b> ({app.email})? Its booked assessment slot
          is freed. This cannot be undone.
        </>
      }
      failure={remove.isError ? messageOf(remove.error, "Failed to delete the application") : null}
      pending={remove.isPending}
      confirmLabel="Delete application"
      onConfirm={() => remove.mutate({ id: app.id })}
      onCancel={onDone}
    />
  );
}

/** The admin-only delete, behind a confirmation. */
export function DeleteModal({ app, onClose }: { app: ApplicationDto | null; onClose: () => void }) {
  return (
    <AppModal opened={!!app} onClose={onClose} title="Delete application">
      {app && <DeleteConfirm key={app.id} app={app} onDone={onClose} />}
    </AppModal>
  );
}

function RevokeLinksConfirm({ app, onDone }: { app: ApplicationDto; onDone: () => void }) {
  const refresh = useRefreshApplications();
  const revoke = useMutation(
    trpc.applications.revokeLinks.mutationOptions({
      onSuccess: async ({ revoked }) => {
        await refresh();
        notifySuccess(
          "Links revoked",
          `${APPLICANT_MESSAGES.linksRevoked} (${revoked} ${nounFor(revoked, "link")})`,
        );
        onDone();
      },
    }),
  );
  return (
    <DangerConfirm
      question={
        <>
          Revoke every personal link of <b>{app.fullName}</b> ({app.email})? The links already
          e-mailed stop opening the applicant's page. "Send link again" e-mails a new one.
        </>
      }
      failure={revoke.isError ? messageOf(revoke.error, "Failed to revoke the links") : null}
      pending={revoke.isPending}
      confirmLabel="Revoke all links"
      onConfirm={() => revoke.mutate({ id: app.id })}
      onCancel={onDone}
    />
  );
}

/** Withdraws the applicant's personal links, behind a confirmation (issue 21). */
export function RevokeLinksModal({
  app,
  onClose,
}: {
  app: ApplicationDto | null;
  onClose: () => void;
}) {
  return (
    <AppModal opened={!!app} onClose={onClose} title="Revoke personal links">
      {app && <RevokeLinksConfirm key={app.id} app={app} onDone={onClose} />}
    </AppModal>
  );
}
