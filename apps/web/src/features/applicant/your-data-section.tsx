import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { applicantPageTexts } from "@/content/applicant";
import { yourDataTexts } from "@/content/privacy-requests";
import { messageOf, trpc } from "@/lib/data/trpc";
import { ApplicantDialog, type ApplicantDialogState, useApplicantDialog } from "./applicant-dialog";
import { useApplicant, useReadAgain } from "./applicant-state";
import { FocusAlert } from "./focus-alert";

// "Your data" on the applicant's page (decision 0034): the download of everything stored about
// the application (a link to the ZIP, authenticated by the page's token), and "Delete my data",
// which asks to confirm in a dialog. The server decides whether it erases at once or files a
// request for staff with the reason; the page says which.

function DeleteForm({ dialog }: { dialog: ApplicantDialogState }) {
  const { token, took, erased } = useApplicant();
  const readAgain = useReadAgain(token);
  const remove = useMutation(
    trpc.applicant.deleteMyData.mutationOptions({
      onSuccess: (answer) => {
        dialog.close();
        if (answer.erased) erased(answer.message);
        else took({ message: answer.message, emailSent: null, page: answer.page });
      },
      onError: readAgain,
    }),
  );
  return (
    <Stack>
      <Text>{yourDataTexts.question}</Text>
      <Text>{yourDataTexts.when}</Text>
      {remove.error && (
        <FocusAlert kind="error" focusKey={remove.submittedAt}>
          {messageOf(remove.error, applicantPageTexts.actionFailed)}
        </FocusAlert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={dialog.dismiss} data-autofocus>
          {yourDataTexts.keep}
        </Button>
        <Button color="red.9" loading={remove.isPending} onClick={() => remove.mutate({ token })}>
          {yourDataTexts.confirm}
        </Button>
      </Group>
    </Stack>
  );
}

export function YourDataSection() {
  const { token } = useApplicant();
  const dialog = useApplicantDialog();
  return (
    <section aria-labelledby="your-data-title">
      <Title order={2} id="your-data-title" mb="sm">
        {yourDataTexts.section}
      </Title>
      <Stack gap="sm" align="flex-start">
        <Text>{yourDataTexts.intro}</Text>
        <Group>
          <Button component="a" variant="default" href={`/api/application/${token}/data`} download>
            {yourDataTexts.download}
          </Button>
          <Button ref={dialog.openedBy} variant="default" color="red.9" onClick={dialog.open}>
            {yourDataTexts.delete}
          </Button>
        </Group>
      </Stack>
      <ApplicantDialog dialog={dialog} title={yourDataTexts.title}>
        <DeleteForm key={dialog.session} dialog={dialog} />
      </ApplicantDialog>
    </section>
  );
}
