import { bulkStatusSummary, statusMailTemplate } from "@kairos/shared";
import { Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { AppModal } from "@/features/layout/app-modal";
import { trpc } from "@/lib/data/trpc";
import { nounFor } from "@/lib/format/plural";
import { failureOf, staffErrorText } from "../shared/failure";
import { notifyError, notifySuccess } from "../shared/notify";
import { STATUS_LABELS } from "../shared/status";
import type { ApplicationDto } from "../shared/types";
import { StatusFields } from "./dialogs";
import { useRefreshApplications } from "./refresh";

function BulkStatusForm({
  apps,
  onDone,
}: {
  apps: ApplicationDto[];
  onDone: (changed: boolean) => void;
}) {
  const refresh = useRefreshApplications();
  const change = useMutation(
    trpc.applications.changeStatuses.mutationOptions({
      onSuccess: async (result) => {
        await refresh();
        const text = `${bulkStatusSummary(result)}.`;
        // A mail that could not go stays on screen until closed, as after a single change.
        if (result.notEmailed.length > 0) notifyError("E-mails not sent", text);
        else
          notifySuccess(
            "Status updated",
            `${text}${result.emailed.length ? ` ${result.emailed.length} ${nounFor(result.emailed.length, "applicant")} e-mailed.` : ""}`,
          );
        onDone(true);
      },
    }),
  );
  const names = apps.map((app) => app.fullName).join(", ");
  return (
    <StatusFields
      intro={
        <Text size="sm">
          {apps.length} {nounFor(apps.length, "application")}: {names}
        </Text>
      }
      initial={null}
      withNotes={false}
      mailNote={(status, withMessage) => {
        const template = statusMailTemplate(status);
        if (!template)
          return { template: null, note: `No e-mail is sent for ${STATUS_LABELS[status]}.` };
        return {
          template,
          note: `Sends the "${template}" e-mail${withMessage ? " with your message" : ""} to each applicant whose status changes; those already ${STATUS_LABELS[status]} are left as they are.`,
        };
      }}
      pending={change.isPending}
      failure={
        change.isError
          ? staffErrorText(failureOf(change.error), "Failed to update application status")
          : null
      }
      submitLabel={`Update ${apps.length} ${nounFor(apps.length, "application")}`}
      onSubmit={({ status, applicantMessage, notify }) =>
        change.mutate({ ids: apps.map((app) => app.id), status, applicantMessage, notify })
      }
      onCancel={() => onDone(false)}
    />
  );
}

/**
 * One status for the applications ticked in the list (the status dialog's shape, without the
 * staff note): all change or none, each applicant e-mailed as after a single change.
 */
export function BulkStatusModal({
  apps,
  onClose,
}: {
  apps: ApplicationDto[] | null;
  onClose: (changed: boolean) => void;
}) {
  return (
    <AppModal
      opened={!!apps && apps.length > 0}
      onClose={() => onClose(false)}
      title="Change status of several applications"
    >
      {apps && apps.length > 0 && <BulkStatusForm apps={apps} onDone={onClose} />}
    </AppModal>
  );
}
