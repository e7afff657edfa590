import {
  ROUND_STATUSES,
  type RoundCreateInput,
  type RoundStatus,
  roundCreateSchema,
  roundStatusLabel,
  roundUpdateSchema,
} from "@kairos/shared";
import { Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { ZodError } from "zod";
import { AppModal } from "@/features/layout/app-modal";
import { FormButtons } from "../shared/form-modal";
import { EarlyBirdFields } from "./early-bird-fields";
import type { RoundFormValues } from "./round-form-values";

// Edit a round, or add the next one: name, dates, class schedule, status, application deadline.
// An open round is the one the site announces ("Next cohort starts ...") and the only one that
// takes applications, until the end of its deadline day in Egypt if it has one.

export interface RoundRow {
  id: string;
  name: string;
  startDate: string | null;
  endDate: string | null;
  schedule: string | null;
  status: RoundStatus;
  applicationDeadline: string | null;
  earlyBirdEndsOn: string | null;
  regularPriceEgp: number | null;
  regularPriceUsd: number | null;
}

const STATUS_TEXT: Record<RoundStatus, string> = {
  open: "Open: announced on the site, takes applications",
  closed: "Closed: registration closed",
  "in-progress": "In progress: registration closed",
  past: "Past: completed",
};
const statusOptions = ROUND_STATUSES.map((status) => ({
  value: status,
  label: STATUS_TEXT[status],
}));

export const statusBadgeText = (status: RoundStatus) =>
  status === "open" ? "Open" : roundStatusLabel(status);

/** The form's text fields as the shared schema wants them (blank dates are none). */
function toInput(values: RoundFormValues) {
  return {
    ...values,
    startDate: values.startDate || null,
    endDate: values.endDate || null,
    applicationDeadline: values.applicationDeadline || null,
    earlyBirdEndsOn: values.earlyBirdEndsOn || null,
    regularPriceEgp: values.regularPriceEgp === "" ? null : values.regularPriceEgp,
    regularPriceUsd: values.regularPriceUsd === "" ? null : values.regularPriceUsd,
  };
}

function fieldErrors(error: ZodError | undefined): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

/** The id a new round gets: one more than the highest round-N. */
export function nextRoundId(rounds: readonly { id: string }[]): string {
  const numbers = rounds.map((r) => Number(/^round-(\d+)$/.exec(r.id)?.[1] ?? 0));
  return `round-${Math.max(0, ...numbers) + 1}`;
}

export function RoundModal({
  round,
  newId,
  saving,
  onClose,
  onSave,
}: {
  /** The round to edit; null with `newId` set adds a round. */
  round: RoundRow | null;
  newId: string | null;
  saving: boolean;
  onClose: () => void;
  onSave: (input: RoundCreateInput) => void;
}) {
  const creating = !round;
  const form = useForm<RoundFormValues>({
    initialValues: {
      id: round?.id ?? newId ?? "",
      name: round?.name ?? (newId ? `Round ${newId.replace("round-", "")}` : ""),
      startDate: round?.startDate ?? "",
      endDate: round?.endDate ?? "",
      schedule: round?.schedule ?? "",
      status: round?.status ?? "closed",
      applicationDeadline: round?.applicationDeadline ?? "",
      earlyBirdEndsOn: round?.earlyBirdEndsOn ?? "",
      regularPriceEgp: round?.regularPriceEgp ?? "",
      regularPriceUsd: round?.regularPriceUsd ?? "",
    },
    validate: (values) =>
      fieldErrors(
        (creating ? roundCreateSchema : roundUpdateSchema).safeParse(toInput(values)).error,
      ),
  });
  const submit = form.onSubmit((values) => {
    const parsed = roundCreateSchema.safeParse(toInput(values));
    if (parsed.success) onSave(parsed.data);
  });
  return (
    <AppModal
      opened={!!round || !!newId}
      onClose={onClose}
      title={creating ? "Add round" : `Edit ${round.name}`}
      centered
      size="lg"
    >
      <form noValidate onSubmit={submit}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Id"
              description="Used in links and exports, e.g. round-4"
              required
              disabled={!creating}
              {...form.getInputProps("id")}
            />
            <TextInput label="Name" required {...form.getInputProps("name")} />
            <TextInput label="Start date" type="date" {...form.getInputProps("startDate")} />
            <TextInput label="End date" type="date" {...form.getInputProps("endDate")} />
          </SimpleGrid>
          <Textarea
            label="Class schedule"
            description="In New York time, e.g. Saturdays 4:00-6:30 PM ET; applicants also see their own time"
            autosize
            minRows={2}
            {...form.getInputProps("schedule")}
          />
          <Select
            label="Status"
            data={statusOptions}
            allowDeselect={false}
            required
            {...form.getInputProps("status")}
          />
          <TextInput
            label="Application deadline"
            description="Last day to apply, Egypt time; from the next day the round takes no applications. Blank: until you close it."
            type="date"
            {...form.getInputProps("applicationDeadline")}
          />
          <EarlyBirdFields form={form} />
          <FormButtons
            onCancel={onClose}
            saving={saving}
            submitLabel={creating ? "Add round" : "Save round"}
          />
        </Stack>
      </form>
    </AppModal>
  );
}
