import { interestLabels } from "@kairos/shared";
import {
  Alert,
  Button,
  Card,
  Group,
  Image,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { AppDrawer } from "@/features/layout/app-modal";
import { trpc } from "@/lib/data/trpc";
import {
  assessmentText,
  humanize,
  planAmountText,
  secondLanguageOf,
} from "../shared/application-text";
import { egyptTimeText } from "../shared/dates";
import { bookingErrorText, failureOf } from "../shared/failure";
import { IMAGE_ERROR, ScreenshotModal, screenshotUrl } from "../shared/screenshot";
import { StatusBadge } from "../shared/status-badge";
import type { ApplicationDto } from "../shared/types";

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: "anywhere" }}>
        {children || "—"}
      </Text>
    </div>
  );
}

function Thumbnail({ app, onOpen }: { app: ApplicationDto; onOpen: () => void }) {
  const [failed, setFailed] = useState(false);
  if (!app.paymentScreenshot) return <>—</>;
  return (
    <Stack gap="xs" align="flex-start">
      {failed ? (
        <Text size="sm" c="red.9" role="alert">
          {IMAGE_ERROR}
        </Text>
      ) : (
        <UnstyledButton
          onClick={onOpen}
          aria-label={`Open the payment screenshot of ${app.fullName}`}
        >
          <Image
            src={screenshotUrl(app.paymentScreenshot)}
            alt=""
            w={120}
            h={90}
            fit="cover"
            radius="sm"
            onError={() => setFailed(true)}
          />
        </UnstyledButton>
      )}
      <Button
        component="a"
        href={screenshotUrl(app.paymentScreenshot, true)}
        download
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden />}
        aria-label={`Download the payment screenshot of ${app.fullName}`}
      >
        Download
      </Button>
    </Stack>
  );
}

function ApplicationCard({
  app,
  roundName,
  onOpenScreenshot,
}: {
  app: ApplicationDto;
  roundName: (id: string) => string;
  onOpenScreenshot: () => void;
}) {
  const interests = interestLabels(app.interests, app.otherInterest);
  const titleId = `application-${app.id}-name`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={titleId}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={3} size="h5" id={titleId}>
          {app.fullName}
        </Title>
        <StatusBadge status={app.applicationStatus} />
      </Group>
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <Item label="ID">{app.id}</Item>
        <Item label="Email">{app.email}</Item>
        <Item label="Phone">{app.phoneNumber}</Item>
        <Item label="City">{app.selectedCity}</Item>
        <Item label="Country">{app.selectedCountry}</Item>
        <Item label="Course">{roundName(app.trainingCourse)}</Item>
        <Item label="Second language">{secondLanguageOf(app)}</Item>
        <Item label="Assessment">{assessmentText(app)}</Item>
        <Item label="Occupation">
          {humanize(app.occupation)}
          {app.jobTitle ? ` — ${app.jobTitle}` : ""}
        </Item>
        <Item label="Job referrals">{humanize(app.jobReferrals)}</Item>
        <Item label="How they heard">
          {humanize(app.hearAbout)}
          {app.otherHearAbout ? ` — ${app.otherHearAbout}` : ""}
        </Item>
        <Item label="Payment plan">{planAmountText(app)}</Item>
        <Item label="Interests">{interests.length ? interests.join(", ") : "—"}</Item>
        <Item label="Payment screenshot">
          <Thumbnail app={app} onOpen={onOpenScreenshot} />
        </Item>
        <Item label="Applied">{egyptTimeText(app.createdAt)}</Item>
        <Item label="Updated">{egyptTimeText(app.updatedAt)}</Item>
      </SimpleGrid>
      <Stack gap={2} mt="sm">
        <Text size="xs" c="dimmed" fw={600}>
          Admin notes
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {app.notes || "—"}
        </Text>
      </Stack>
    </Card>
  );
}

/** The side panel of a booking: every application of its e-mail (BOOK-10..15). */
export function ApplicationsDrawer({
  email,
  roundName,
  onClose,
}: {
  email: string | null;
  roundName: (id: string) => string;
  onClose: () => void;
}) {
  const [viewing, setViewing] = useState<ApplicationDto | null>(null);
  const byEmail = useQuery({
    ...trpc.applications.byEmail.queryOptions({ email: email ?? "" }),
    enabled: !!email,
    staleTime: 0,
  });
  const applications = byEmail.data?.applications ?? [];
  return (
    <>
      <AppDrawer
        opened={!!email}
        onClose={onClose}
        position="right"
        size="lg"
        title="Training Applications"
        // The full-size screenshot is a dialog above the panel: it takes the keyboard meanwhile.
        trapFocus={!viewing}
        closeOnEscape={!viewing}
      >
        {email && (
          <Stack>
            <Text size="sm">
              Applications for <b>{email}</b>
            </Text>
            {byEmail.isPending && <Loader size="sm" aria-label="Loading applications" />}
            {byEmail.isError && (
              <Alert color="red" role="alert">
                {bookingErrorText(failureOf(byEmail.error), "Failed to fetch applications")}
              </Alert>
            )}
            {byEmail.isSuccess && applications.length === 0 && <Text>No applications found</Text>}
            {applications.map((app) => (
              <ApplicationCard
                key={app.id}
                app={app}
                roundName={roundName}
                onOpenScreenshot={() => setViewing(app)}
              />
            ))}
          </Stack>
        )}
      </AppDrawer>
      <ScreenshotModal app={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
