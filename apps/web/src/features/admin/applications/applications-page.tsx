import { APPLICATION_STATUSES } from "@kairos/shared";
import { Button, Card, Container, Group, Select, Stack, Table, Title } from "@mantine/core";
import {
  IconDownload,
  IconEye,
  IconNotes,
  IconPhoto,
  IconProgressCheck,
  IconTrash,
  type TablerIcon,
} from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { trpc } from "../../../lib/trpc";
import { ListPagination } from "../list-pagination";
import { ListEmpty, ListError, ListLoading } from "../list-states";
import { notifyError } from "../notify";
import { SearchBox } from "../search-box";
import { StatusBadge } from "../status-badge";
import { TableScroll } from "../table-scroll";
import { egyptColumn, formatDate } from "./dates";
import {
  DeleteModal,
  DetailsModal,
  NotesModal,
  RevokeLinksModal,
  ScreenshotModal,
  StatusModal,
} from "./dialogs";
import { downloadApplications } from "./export";
import { failureOf } from "./failure";
import { PAGE_SIZE, planAmountText, STATUS_LABELS, showingText, staffErrorText } from "./format";
import { PaymentBadge } from "./payments/payment-badge";
import { PaymentFilterSelect } from "./payments/payment-filter";
import type { ApplicationDto, Round } from "./types";

const route = getRouteApi("/admin/_staff/applications");
const staffRoute = getRouteApi("/admin/_staff");

const ALL = "all";

type Dialog =
  | { kind: "details"; id: number }
  | { kind: "status" | "notes" | "screenshot" | "delete" | "revoke-links"; app: ApplicationDto }
  | null;

function ExportButtons({
  rounds,
  filters,
}: {
  rounds: Round[];
  filters: { status?: string; q?: string; payment?: string };
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const run = async (key: string, round: string | undefined) => {
    setBusy(key);
    try {
      await downloadApplications(round, filters);
    } catch {
      notifyError("Export failed", "Failed to download applications");
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs" role="group" aria-label="Export to CSV">
      <Button
        variant="default"
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={busy === ALL}
        onClick={() => void run(ALL, undefined)}
      >
        Export all
      </Button>
      {rounds.map((round) => (
        <Button
          key={round.id}
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={busy === round.id}
          onClick={() => void run(round.id, round.id)}
        >
          Export {round.name}
        </Button>
      ))}
    </Group>
  );
}

/** The staff list of training applications (docs/requirements.md, application-and-admin §2, APPS-01..17). */
export function ApplicationsPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { user } = staffRoute.useRouteContext();
  const isAdmin = user.role === "admin";
  const page = search.page ?? 1;
  const [dialog, setDialog] = useState<Dialog>(null);

  const rounds = useQuery(trpc.assessments.rounds.queryOptions());
  const roundList = rounds.data ?? [];
  const roundName = (id: string) => roundList.find((r) => r.id === id)?.name ?? id;

  const list = useQuery({
    ...trpc.applications.list.queryOptions({
      page,
      limit: PAGE_SIZE,
      status: search.status,
      round: search.round,
      q: search.q,
      payment: search.payment,
    }),
    placeholderData: keepPreviousData,
  });

  const setFilters = (next: Partial<typeof search>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next, page: undefined }), replace: true });
  const onSearch = (q: string) => setFilters({ q: q || undefined });

  const pagination = list.data?.pagination;
  const applications = list.data?.applications ?? [];
  const close = () => setDialog(null);

  // A page beyond the last one (e.g. after a filter change elsewhere) goes to the last page.
  useEffect(() => {
    if (pagination && page > pagination.totalPages) {
      void navigate({
        search: (prev) => ({
          ...prev,
          page: pagination.totalPages > 1 ? pagination.totalPages : undefined,
        }),
        replace: true,
      });
    }
  }, [pagination, page, navigate]);

  return (
    <Container size="xl" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg">
        <Title order={1}>Applications</Title>
        <ExportButtons
          rounds={roundList}
          filters={{ status: search.status, q: search.q, payment: search.payment }}
        />
      </Group>

      <Card withBorder padding="md" mb="md">
        <Group align="flex-end" gap="md" role="search" aria-label="Filter applications">
          <Select
            label="Status"
            data={[
              { value: ALL, label: "All statuses" },
              ...APPLICATION_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] })),
            ]}
            value={search.status ?? ALL}
            onChange={(value) =>
              setFilters({
                status: APPLICATION_STATUSES.find((s) => s === value),
              })
            }
            allowDeselect={false}
            w={{ base: "100%", sm: 200 }}
          />
          <Select
            label="Round"
            data={[
              { value: ALL, label: "All rounds" },
              ...roundList.map((r) => ({ value: r.id, label: r.name })),
              // A round from the URL that the list does not know (yet) still shows.
              ...(search.round && !roundList.some((r) => r.id === search.round)
                ? [{ value: search.round, label: search.round }]
                : []),
            ]}
            value={search.round ?? ALL}
            onChange={(value) => setFilters({ round: value && value !== ALL ? value : undefined })}
            allowDeselect={false}
            w={{ base: "100%", sm: 200 }}
          />
          <PaymentFilterSelect
            value={search.payment}
            onChange={(payment) => setFilters({ payment })}
          />
          <SearchBox
            value={search.q ?? ""}
            onSearch={onSearch}
            placeholder="Name, e-mail or country"
          />
        </Group>
      </Card>

      {list.isPending && <ListLoading label="Loading applications" />}

      {list.isError && (
        <ListError
          message={staffErrorText(failureOf(list.error), "Failed to fetch applications")}
          onRetry={() => void list.refetch()}
        />
      )}

      {list.isSuccess && applications.length === 0 && <ListEmpty text="No applications found" />}

      {list.isSuccess && applications.length > 0 && (
        <Stack>
          <TableScroll label="Applications table" minWidth={1060}>
            <Table striped highlightOnHover withTableBorder aria-label="Applications">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Country</Table.Th>
                  <Table.Th>Round</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th>{egyptColumn("Applied")}</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {applications.map((app) => (
                  <Table.Tr key={app.id} data-application-id={app.id}>
                    <Table.Td>{app.fullName}</Table.Td>
                    <Table.Td>{app.email}</Table.Td>
                    <Table.Td>{app.selectedCountry || "—"}</Table.Td>
                    <Table.Td>{roundName(app.trainingCourse)}</Table.Td>
                    <Table.Td>{planAmountText(app)}</Table.Td>
                    <Table.Td>
                      <StatusBadge status={app.applicationStatus} />
                    </Table.Td>
                    <Table.Td>
                      <PaymentBadge payment={app.payment} currency={app.currency} />
                    </Table.Td>
                    <Table.Td>{formatDate(app.applicationDate ?? app.createdAt)}</Table.Td>
                    <Table.Td w={250}>
                      {/* Two lines when all five show: rows are two lines tall anyway. */}
                      <Group gap={2}>
                        <RowAction
                          text="Details"
                          label={`Details of ${app.fullName}`}
                          icon={IconEye}
                          onClick={() => setDialog({ kind: "details", id: app.id })}
                        />
                        <RowAction
                          text="Status"
                          label={`Change status of ${app.fullName}`}
                          icon={IconProgressCheck}
                          onClick={() => setDialog({ kind: "status", app })}
                        />
                        <RowAction
                          text="Notes"
                          label={`Edit notes of ${app.fullName}`}
                          icon={IconNotes}
                          onClick={() => setDialog({ kind: "notes", app })}
                        />
                        {app.paymentScreenshot && (
                          <RowAction
                            text="Screenshot"
                            label={`Payment screenshot of ${app.fullName}`}
                            icon={IconPhoto}
                            onClick={() => setDialog({ kind: "screenshot", app })}
                          />
                        )}
                        {isAdmin && (
                          <RowAction
                            text="Delete"
                            label={`Delete application of ${app.fullName}`}
                            icon={IconTrash}
                            color="red.9"
                            onClick={() => setDialog({ kind: "delete", app })}
                          />
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
          {pagination && (
            <ListPagination
              pagination={pagination}
              page={page}
              showing={showingText(
                pagination.currentPage,
                pagination.itemsPerPage,
                pagination.totalItems,
              )}
              onPageChange={(next) =>
                void navigate({
                  search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }),
                })
              }
            />
          )}
        </Stack>
      )}

      <DetailsModal
        id={dialog?.kind === "details" ? dialog.id : null}
        roundName={roundName}
        onClose={close}
        onViewScreenshot={(app) => setDialog({ kind: "screenshot", app })}
        onRevokeLinks={(app) => setDialog({ kind: "revoke-links", app })}
      />
      <StatusModal app={dialog?.kind === "status" ? dialog.app : null} onClose={close} />
      <NotesModal app={dialog?.kind === "notes" ? dialog.app : null} onClose={close} />
      <ScreenshotModal app={dialog?.kind === "screenshot" ? dialog.app : null} onClose={close} />
      {/* Done or not, back to the application, whose history shows the revocation. */}
      <RevokeLinksModal
        app={dialog?.kind === "revoke-links" ? dialog.app : null}
        onClose={() =>
          setDialog(dialog?.kind === "revoke-links" ? { kind: "details", id: dialog.app.id } : null)
        }
      />
      {isAdmin && (
        <DeleteModal app={dialog?.kind === "delete" ? dialog.app : null} onClose={close} />
      )}
    </Container>
  );
}

/**
 * A row's action: its word in sight (a phone has no hover for a tooltip), and an accessible
 * name that holds that word and says whose row it acts on.
 */
function RowAction({
  text,
  label,
  icon: Icon,
  color,
  onClick,
}: {
  text: string;
  label: string;
  icon: TablerIcon;
  color?: string;
  onClick: () => void;
}) {
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      color={color}
      leftSection={<Icon size={16} aria-hidden />}
      aria-label={label}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}
