import "@/styles/mantine-all";
import { Anchor, Button, Container, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { applicantPageTexts, findApplicationLink } from "@/content/applicant";
import { yourDataTexts } from "@/content/privacy-requests";
import { messageOf, QueryProvider } from "@/lib/data/trpc";
import {
  type ActionAnswer,
  ApplicantProvider,
  isRefusal,
  usePageQuery,
  useStoreAnswer,
} from "./applicant-state";
import { AssessmentSection } from "./assessment-section";
import { FocusAlert } from "./focus-alert";
import { LaterProofSection } from "./later-proof-section";
import { PaymentsSection } from "./payments-section";
import { ProofSection } from "./proof-section";
import { HistorySection, RoundSection, StatusSection } from "./summary-sections";
import { WithdrawalSection } from "./withdrawal-section";
import { YourDataSection } from "./your-data-section";

// /application/<token>: the applicant's own page (decision 0010), opened by the personal link each
// mail carries. The server decides what may be done (and says it in plain words); the page
// shows it and sends the actions.

/** An action's outcome as the server said it (whether its mail went out included). */
interface Notice {
  key: number;
  text: string;
}

const FindLink = () => (
  <Anchor renderRoot={(props) => <Link to={findApplicationLink.to} {...props} />}>
    {findApplicationLink.label}
  </Anchor>
);

function ApplicantView({ token }: { token: string }) {
  const page = usePageQuery(token);
  const storeAnswer = useStoreAnswer(token);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [erasedMessage, setErasedMessage] = useState<string | null>(null);

  // Deleted (decision 0034): the page ends here; the link says so from now on too.
  if (erasedMessage) {
    return (
      <Stack gap="lg">
        <Title order={1}>{yourDataTexts.deletedTitle}</Title>
        <FocusAlert kind="success" focusKey={1}>
          <Text size="sm">{erasedMessage}</Text>
        </FocusAlert>
      </Stack>
    );
  }

  if (page.isPending) {
    return (
      <Stack gap="lg">
        <Title order={1}>{applicantPageTexts.title}</Title>
        <Loader aria-label={applicantPageTexts.loading} />
      </Stack>
    );
  }
  // A refusal (the link revoked or expired meanwhile, say) replaces the page; a failed re-read
  // of a page already shown leaves it as it was.
  const data = page.data;
  if (!data || (page.isError && isRefusal(page.error))) {
    const refused = isRefusal(page.error);
    return (
      <Stack gap="lg">
        <Title order={1}>{applicantPageTexts.title}</Title>
        <FocusAlert kind="error" focusKey={page.errorUpdatedAt}>
          {refused
            ? messageOf(page.error, applicantPageTexts.loadFailed)
            : applicantPageTexts.loadFailed}
        </FocusAlert>
        {!refused && (
          <Group>
            <Button variant="default" onClick={() => void page.refetch()}>
              {applicantPageTexts.retry}
            </Button>
          </Group>
        )}
        <Text>
          {applicantPageTexts.newLinkHint} <FindLink />.
        </Text>
      </Stack>
    );
  }

  const took = (answer: ActionAnswer) => {
    storeAnswer(answer);
    setNotice((last) => ({ key: (last?.key ?? 0) + 1, text: answer.message }));
  };
  return (
    <ApplicantProvider value={{ token, page: data, took, erased: setErasedMessage }}>
      <Stack gap="xl">
        <div>
          <Title order={1}>{applicantPageTexts.heading(data.fullName)}</Title>
          <Text c="dimmed" mt={4}>
            {applicantPageTexts.reference(data.reference)}
          </Text>
        </div>
        {notice && (
          <FocusAlert kind="success" focusKey={notice.key}>
            <Text size="sm">{notice.text}</Text>
          </FocusAlert>
        )}
        <StatusSection />
        <AssessmentSection />
        {data.canReplaceProof && <ProofSection />}
        <PaymentsSection />
        {data.laterProof && <LaterProofSection due={data.laterProof} />}
        <RoundSection />
        <WithdrawalSection />
        <YourDataSection />
        <HistorySection />
        <Text size="sm" c="dimmed">
          {applicantPageTexts.linkExpires(data.linkExpiresAt)}
        </Text>
      </Stack>
    </ApplicantProvider>
  );
}

export function ApplicantPage({ token }: { token: string }) {
  return (
    <Container size="md" py={48}>
      <QueryProvider>
        <ApplicantView token={token} />
      </QueryProvider>
    </Container>
  );
}
