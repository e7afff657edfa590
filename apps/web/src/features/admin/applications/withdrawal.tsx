import { APPLICANT_MESSAGES } from "@kairos/shared";
import { Alert, Badge, type BadgeProps, Button, Group, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { withdrawalTexts } from "@/content/withdrawal";
import { messageOf, trpc } from "@/lib/data/trpc";
import { egyptTimeText } from "../shared/dates";
import { notifySuccess } from "../shared/notify";
import type { ApplicationDto } from "../shared/types";
import { useRefreshApplications } from "./refresh";

// Withdrawal in the staff console (decision 0030): the badge beside the status, and recording a
// withdrawal the applicant asked for by other means (the history names the staff member).

export function WithdrawnBadge({
  app,
  size,
}: {
  app: Pick<ApplicationDto, "withdrawnAt">;
  size?: BadgeProps["size"];
}) {
  if (!app.withdrawnAt) return null;
  return (
    <Badge
      variant="outline"
      color="gray.8"
      size={size}
      title={egyptTimeText(app.withdrawnAt)}
      data-testid="withdrawn-badge"
    >
      {withdrawalTexts.badge}
    </Badge>
  );
}

/** The details dialog's and the page's part: when it was withdrawn, or a button to record it. */
export function StaffWithdrawal({ app }: { app: ApplicationDto }) {
  const refresh = useRefreshApplications();
  const [asking, setAsking] = useState(false);
  const record = useMutation(
    trpc.applications.withdraw.mutationOptions({
      onSuccess: async () => {
        await refresh();
        setAsking(false);
        notifySuccess(withdrawalTexts.badge, APPLICANT_MESSAGES.staffWithdrawn);
      },
    }),
  );
  return (
    <Stack gap="xs">
      {app.withdrawnAt ? (
        <Text size="sm">Withdrawn on {egyptTimeText(app.withdrawnAt)}.</Text>
      ) : asking ? (
        <>
          <Text size="sm">{withdrawalTexts.recordQuestion}</Text>
          {record.isError && (
            <Alert color="red" role="alert">
              {messageOf(record.error, "Failed to record the withdrawal")}
            </Alert>
          )}
          <Group gap="sm">
            <Button size="xs" variant="default" onClick={() => setAsking(false)} data-autofocus>
              Cancel
            </Button>
            <Button
              size="xs"
              color="red.9"
              loading={record.isPending}
              onClick={() => record.mutate({ id: app.id })}
            >
              {withdrawalTexts.record}
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          <Button size="xs" variant="outline" color="red.9" onClick={() => setAsking(true)}>
            {withdrawalTexts.record}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
