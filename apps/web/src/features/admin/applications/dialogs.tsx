import {
  APPLICANT_MESSAGES,
  APPLICATION_STATUSES,
  type ApplicationStatus,
  ERASED_MARKER,
} from "@kairos/shared";
import { Alert, Checkbox, Select, Stack, Text, Textarea } from "@mantine/core";
import { type UseMutationResult, useMutation } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AppModal } from "@/features/layout/app-modal";
import { messageOf, trpc } from "@/lib/data/trpc";
import { nounFor } from "@/lib/format/plural";
import { ConfirmModal } from "../shared/confirm-modal";
import { failureOf, staffErrorText } from "../shared/failure";
import { FormButtons } from "../shared/form-modal";
import { notifyError, notifySuccess } from "../shared/notify";
import { isApplicationStatus, STATUS_LABELS } from "../shared/status";
import { StatusBadge } from "../shared/status-badge";
import type { ApplicationDto } from "../shared/types";
import { statusMailNote, statusSavedText } from "./format";
import { useRefreshApplications } from "./refresh";

const statusOptions = APPLICATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** What the status form sends: the status, the optional texts and whether to e-mail. */
export interface StatusValues {
  status: ApplicationStatus;
  notes: string | undefined;
  applicantMessage: string | undefined;
  notify: boolean;
}

/**
 * The status form's fields and buttons, for one application and for several at once: the
 * status, a private staff note (`withNotes`), a message to the applicant and its e-mail, whose
 * note `mailNote` says for the chosen status.
 */
export function StatusFields({
  intro,
  initial,
  withNotes,
  mailNote,
  pending,
  failure,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  intro: ReactNode;
  initial: ApplicationStatus | null;
  withNotes: boolean;
  mailNote: (status: ApplicationStatus, withMessage: boolean) => ReturnType<typeof statusMailNote>;
  pending: boolean;
  failure: string | null;
  submitLabel: string;
  onSubmit: (values: StatusValues) => void;
  onCancel: () => void;
}) {
  const [status, setStatus] = useState<string | null>(initial);
  const [notes, setNotes] = useState("");
  const [message, setMessage] = useState("");
  const [notify, setNotify] = useState(true);
  const mail = isApplicationStatus(status) ? mailNote(status, message.trim() !== "") : null;
  const mailed = notify && !!mail?.template;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!isApplicationStatus(status)) return;
        onSubmit({
          status,
          notes: notes.trim() || undefined,
          applicantMessage: message.trim() || undefined,
          notify,
        });
      }}
    >
      <Stack>
        {intro}
        <Select
          label="Status"
          data={statusOptions}
          value={status}
          onChange={setStatus}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
        />
        {withNotes && (
          <Textarea
            label="Staff note (optional)"
            description="Private: kept on the application's history for staff; never shown or e-mailed to the applicant."
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={5000}
          />
        )}
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
          checked={mailed}
          disabled={!mail?.template}
          onChange={(event) => setNotify(event.currentTarget.checked)}
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <FormButtons
          onCancel={onCancel}
          saving={pending}
          submitLabel={submitLabel}
          disabled={!status}
        />
      </Stack>
    </form>
  );
}

function StatusForm({ app, onDone }: { app: ApplicationDto; onDone: () => void }) {
  const refresh = useRefreshApplications();
  const change = useMutation(
    trpc.applications.changeStatus.mutationOptions({
      onSuccess: async (result) => {
        await refresh();
        // Whether the applicant was e-mailed; a failed e-mail stays on screen until closed.
        const text = statusSavedText(
          app.fullName ?? ERASED_MARKER,
          result.application.applicationStatus,
          result.emailSent,
        );
        if (result.emailSent === false) notifyError("E-mail not sent", text);
        else notifySuccess("Status updated", text);
        onDone();
      },
    }),
  );
  return (
    <StatusFields
      intro={
        <Text size="sm">
          {app.fullName} — currently <StatusBadge status={app.applicationStatus} />
        </Text>
      }
      initial={isApplicationStatus(app.applicationStatus) ? app.applicationStatus : null}
      withNotes
      mailNote={(status, withMessage) => statusMailNote(app.applicationStatus, status, withMessage)}
      pending={change.isPending}
      failure={
        change.isError
          ? staffErrorText(failureOf(change.error), "Failed to update application status")
          : null
      }
      submitLabel="Update status"
      onSubmit={(values) => change.mutate({ id: app.id, ...values })}
      onCancel={onDone}
    />
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
        <FormButtons onCancel={onDone} saving={save.isPending} submitLabel="Save notes" />
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
 * A question before an action on `app` that cannot be undone; the action's failure is said in
 * the dialog, and goes with it. `onDone` after the dialog closed on success.
 */
function ApplicationConfirm({
  app,
  onClose,
  action,
  title,
  confirmLabel,
  failed,
  question,
  onDone,
}: {
  app: ApplicationDto | null;
  onClose: () => void;
  action: UseMutationResult<unknown, unknown, { id: number }, unknown>;
  title: string;
  confirmLabel: string;
  /** What the failure says when the server gives no message. */
  failed: string;
  question: (app: ApplicationDto) => ReactNode;
  onDone?: (() => void) | undefined;
}) {
  const close = () => {
    action.reset();
    onClose();
  };
  const done = () => {
    close();
    onDone?.();
  };
  return (
    <ConfirmModal
      opened={!!app}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel="Cancel"
      loading={action.isPending}
      failure={action.isError ? messageOf(action.error, failed) : null}
      onConfirm={() => app && action.mutate({ id: app.id }, { onSuccess: done })}
      onClose={close}
    >
      {app && question(app)}
    </ConfirmModal>
  );
}

/** The admin-only delete, behind a confirmation; `onDeleted` once it is done. */
export function DeleteModal({
  app,
  onClose,
  onDeleted,
}: {
  app: ApplicationDto | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const refresh = useRefreshApplications();
  const remove = useMutation(trpc.applications.delete.mutationOptions({ onSuccess: refresh }));
  return (
    <ApplicationConfirm
      app={app}
      onClose={onClose}
      action={remove}
      title="Delete application"
      confirmLabel="Delete application"
      failed="Failed to delete the application"
      question={(app) => (
        <>
          Delete the application of <b>{app.fullName}</b> ({app.email})? Its booked assessment slot
          is freed. This cannot be undone.
        </>
      )}
      onDone={onDeleted}
    />
  );
}

/** Withdraws the applicant's personal links, behind a confirmation (decision 0010). */
export function RevokeLinksModal({
  app,
  onClose,
}: {
  app: ApplicationDto | null;
  onClose: () => void;
}) {
  const refresh = useRefreshApplications();
  const revoke = useMutation(
    trpc.applications.revokeLinks.mutationOptions({
      onSuccess: async ({ revoked }) => {
        await refresh();
        notifySuccess(
          "Links revoked",
          `${APPLICANT_MESSAGES.linksRevoked} (${revoked} ${nounFor(revoked, "link")})`,
        );
      },
    }),
  );
  return (
    <ApplicationConfirm
      app={app}
      onClose={onClose}
      action={revoke}
      title="Revoke personal links"
      confirmLabel="Revoke all links"
      failed="Failed to revoke the links"
      question={(app) => (
        <>
          Revoke every personal link of <b>{app.fullName}</b> ({app.email})? The links already
          e-mailed stop opening the applicant's page. "Send link again" e-mails a new one.
        </>
      )}
    />
  );
}
