import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { ErasedBadge, ErasedNotice, HeldBadge } from "@/features/admin/erasure/erasure-badges";
import { failureOf, staffErrorText } from "@/features/admin/shared/failure";
import { ListError, ListLoading } from "@/features/admin/shared/list-states";
import { notifySuccess } from "@/features/admin/shared/notify";
import { StatusBadge } from "@/features/admin/shared/status-badge";
import { trpc } from "@/lib/data/trpc";
import { ApplicationActions } from "../actions";
import { lastListSearch } from "../list-search";
import { WithdrawnBadge } from "../withdrawal";
import { ApplicationHold } from "./application-hold";
import { type PageDialog, PageDialogs } from "./page-dialogs";
import { ApplicationSections } from "./sections";

const route = getRouteApi("/admin/_staff/applications_/$id");
const staffRoute = getRouteApi("/admin/_staff");

/** Back to the list as it was left: its filters, search and page (list-search.ts). */
function BackLink() {
  return (
    <Anchor
      renderRoot={(props) => <Link to="/admin/applications" search={lastListSearch()} {...props} />}
    >
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        Back to applications
      </Group>
    </Anchor>
  );
}

function NotFound() {
  return (
    <Card withBorder padding="xl">
      <Stack align="flex-start" gap="sm">
        <Title order={1} size="h2">
          Application not found
        </Title>
        <Text>No application has this id: it may have been deleted, or the link is wrong.</Text>
        <Button
          variant="default"
          renderRoot={(props) => (
            <Link to="/admin/applications" search={lastListSearch()} {...props} />
          )}
        >
          Back to applications
        </Button>
      </Stack>
    </Card>
  );
}

/**
 * One application on a page of its own (APPS-07, APPS-17): everything the details dialog shows,
 * as sections (sections.tsx), with the list's actions and dialogs.
 */
export function ApplicationPage() {
  const { id: idParam } = route.useParams();
  const { user } = staffRoute.useRouteContext();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<PageDialog>(null);
  // Only digits are asked for; a number too large for an id is the server's 404 like any other.
  const known = /^[1-9]\d{0,15}$/.test(idParam);
  const id = known ? Number(idParam) : 0;

  const rounds = useQuery(trpc.assessments.rounds.queryOptions());
  const roundName = (round: string) => rounds.data?.find((r) => r.id === round)?.name ?? round;
  const details = useQuery({
    ...trpc.applications.get.queryOptions({ id }),
    enabled: known,
    // A 404 is the answer: asking again would not change it.
    retry: (count, error) => failureOf(error).httpStatus !== 404 && count < 2,
  });
  const notFound = !known || failureOf(details.error).httpStatus === 404;
  const app = details.data?.application;

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <BackLink />
        {notFound && <NotFound />}
        {!notFound && details.isPending && <ListLoading label="Loading application details" />}
        {!notFound && details.isError && (
          <ListError
            message={staffErrorText(failureOf(details.error), "Failed to load application details")}
            onRetry={() => void details.refetch()}
          />
        )}
        {app && !notFound && (
          <>
            <Stack gap="xs">
              <Group gap="sm" align="center">
                <Title order={1}>{app.fullName ?? `Application ${app.id}`}</Title>
                {app.erasedAt && <ErasedBadge />}
                {app.heldAt && <HeldBadge />}
                <StatusBadge status={app.applicationStatus} size="lg" />
                <WithdrawnBadge app={app} size="lg" />
              </Group>
              <Text c="dimmed">
                Application {app.id} · {roundName(app.trainingCourse)}
                {app.email && ` · ${app.email}`}
              </Text>
              <Group role="group" aria-label="Actions">
                <ApplicationActions
                  app={app}
                  isAdmin={user.role === "admin"}
                  onAction={(kind) => kind !== "details" && setDialog({ kind })}
                />
                <ApplicationHold app={app} />
              </Group>
            </Stack>
            {app.erasedAt ? (
              <ErasedNotice erasedAt={app.erasedAt} />
            ) : (
              <ApplicationSections
                app={app}
                history={details.data?.history ?? []}
                roundName={roundName}
                open={setDialog}
              />
            )}
            <PageDialogs
              app={app}
              dialog={dialog}
              isAdmin={user.role === "admin"}
              onClose={() => setDialog(null)}
              onDeleted={() => {
                notifySuccess(
                  "Application deleted",
                  `The application of ${app.fullName ?? app.id} was deleted.`,
                );
                void navigate({ to: "/admin/applications", search: lastListSearch() });
              }}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
