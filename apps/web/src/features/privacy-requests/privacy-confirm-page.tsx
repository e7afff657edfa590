import { Button, Card, Group, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { applicantPageTexts } from "@/content/applicant";
import { privacyFormTexts as t } from "@/content/privacy-requests";
import { QueryProvider, trpcClient } from "@/lib/data/trpc";
import { AnswerAlerts } from "../applicant/answer-alerts";
import { PageSection } from "../pages/page-section";

// /privacy/confirm/<token> (decision 0034): the mailed link. A button confirms, rather than the
// visit itself, so that a mail scanner opening the link confirms nothing.

function Confirm({ token }: { token: string }) {
  const confirm = useMutation({
    mutationFn: () => trpcClient.privacyRequests.verify.mutate({ token }),
  });
  return (
    <Stack gap="md">
      <AnswerAlerts sent={confirm} failed={applicantPageTexts.actionFailed} />
      {!confirm.isSuccess && (
        <>
          <Text>{t.confirmIntro}</Text>
          <Group>
            <Button loading={confirm.isPending} onClick={() => confirm.mutate()}>
              {t.confirm}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

export function PrivacyConfirmPage({ token }: { token: string }) {
  return (
    <PageSection title={t.confirmTitle}>
      <Card withBorder padding="xl" shadow="sm" maw={560}>
        <QueryProvider>
          <Confirm token={token} />
        </QueryProvider>
      </Card>
    </PageSection>
  );
}
