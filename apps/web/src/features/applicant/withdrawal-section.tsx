import { calendarDayLabel, egyptTimeLabel, egyptToday } from "@kairos/shared";
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { applicantPageTexts } from "@/content/applicant";
import { withdrawalTexts } from "@/content/withdrawal";
import { messageOf, trpc } from "@/lib/data/trpc";
import { ApplicantDialog, type ApplicantDialogState, useApplicantDialog } from "./applicant-dialog";
import { useApplicant, useReadAgain } from "./applicant-state";
import { FocusAlert } from "./focus-alert";

// Withdrawal on the applicant's page (decision 0030): a button, then a dialog that says what
// becomes of the booking (its Egypt time) and of the money (the refund policy of Settings, or
// whom to ask) before anything is done. Once withdrawn, the section says when.

function WithdrawForm({ dialog }: { dialog: ApplicantDialogState }) {
  const { token, page, took } = useApplicant();
  const readAgain = useReadAgain(token);
  const withdraw = useMutation(
    trpc.applicant.withdraw.mutationOptions({
      onSuccess: (answer) => {
        dialog.close();
        took(answer);
      },
      onError: readAgain,
    }),
  );
  return (
    <Stack>
      <Text>{withdrawalTexts.question(page.round.name)}</Text>
      <Text>
        {page.booking
          ? withdrawalTexts.booking(egyptTimeLabel(new Date(page.booking.startsAt)))
          : withdrawalTexts.noBooking}
      </Text>
      <div>
        <Text fw={600}>{withdrawalTexts.refund}</Text>
        <Text style={{ whiteSpace: "pre-line" }}>{page.refundPolicy}</Text>
      </div>
      {withdraw.error && (
        <FocusAlert kind="error" focusKey={withdraw.submittedAt}>
          {messageOf(withdraw.error, applicantPageTexts.actionFailed)}
        </FocusAlert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={dialog.dismiss} data-autofocus>
          {withdrawalTexts.keep}
        </Button>
        <Button
          color="red.9"
          loading={withdraw.isPending}
          onClick={() => withdraw.mutate({ token })}
        >
          {withdrawalTexts.confirm}
        </Button>
      </Group>
    </Stack>
  );
}

export function WithdrawalSection() {
  const { page } = useApplicant();
  const dialog = useApplicantDialog();
  if (page.withdrawnAt) {
    const day = calendarDayLabel(egyptToday(new Date(page.withdrawnAt)));
    return (
      <section aria-labelledby="withdrawal-title">
        <Title order={2} id="withdrawal-title" mb="sm">
          {withdrawalTexts.withdrawnTitle}
        </Title>
        <Text>{withdrawalTexts.withdrawnOn(day)}</Text>
      </section>
    );
  }
  // Nothing to withdraw from once not accepted.
  if (page.status === "rejected") return null;
  return (
    <section aria-labelledby="withdrawal-title">
      <Title order={2} id="withdrawal-title" mb="sm">
        {withdrawalTexts.section}
      </Title>
      <Stack gap="sm" align="flex-start">
        <Text>{withdrawalTexts.intro}</Text>
        <Button ref={dialog.openedBy} variant="default" color="red.9" onClick={dialog.open}>
          {withdrawalTexts.open}
        </Button>
      </Stack>
      <ApplicantDialog dialog={dialog} title={withdrawalTexts.title}>
        <WithdrawForm key={dialog.session} dialog={dialog} />
      </ApplicantDialog>
    </section>
  );
}
