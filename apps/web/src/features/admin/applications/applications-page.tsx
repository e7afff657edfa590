import { APPLICATION_STATUSES } from "@kairos/shared";
import { Button, Card, Container, Group, Select, Stack, Title } from "@mantine/core";
import { IconDownload, IconProgressCheck } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { trpc } from "@/lib/data/trpc";
import { failureOf, staffErrorText } from "../shared/failure";
import { ListPagination } from "../shared/list-pagination";
import { ListEmpty, ListError, ListLoading } from "../shared/list-states";
import { PAGE_SIZE, showingText } from "../shared/list-text";
import { notifyError } from "../shared/notify";
import { ScreenshotModal } from "../shared/screenshot";
import { SearchBox } from "../shared/search-box";
import { STATUS_LABELS } from "../shared/status";
import type { ApplicationDto, Round } from "../shared/types";
import { ApplicationsTable } from "./applications-table";
import { BulkStatusModal } from "./bulk-status";
import { DetailsModal } from "./details";
import { DeleteModal, NotesModal, RevokeLinksModal, StatusModal } from "./dialogs";
import { downloadApplications } from "./export";
import { rememberListSearch } from "./list-search";
import { PaymentFilterSelect } from "./payments/payment-filter";

const route = getRouteApi("/admin/_staff/applications");
const staffRoute = getRouteApi("/admin/_staff");

const ALL = "all";

type Dialog =
  | { kind: "details"; id: number }
  | { kind: "status" | "notes" | "screenshot" | "delete" | "revoke-links"; app: ApplicationDto }
  | { kind: "bulk-status"; apps: ApplicationDto[] }
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
  // The ticked applications, for the bulk status change; a new page or filter starts afresh.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const searchKey = JSON.stringify(search);
  // The way back to the list (sidebar, an application's back link) opens it as it is now.
  useEffect(() => {
    rememberListSearch(JSON.parse(searchKey));
    setSelected(new Set());
  }, [searchKey]);
  const select = (ids: number[], checked: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) checked ? next.add(id) : next.delete(id);
      return next;
    });

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
  const chosen = applications.filter((app) => selected.has(app.id));

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
          <Group justify="space-between" align="center">
            {/* Disabled but focusable: the dialog gives the focus back here once it is done. */}
            <Button
              leftSection={<IconProgressCheck size={16} aria-hidden />}
              data-disabled={chosen.length === 0 || undefined}
              aria-disabled={chosen.length === 0}
              onClick={() => chosen.length > 0 && setDialog({ kind: "bulk-status", apps: chosen })}
            >
              Change status ({chosen.length})
            </Button>
          </Group>
          <ApplicationsTable
            applications={applications}
            roundName={roundName}
            isAdmin={isAdmin}
            selected={selected}
            onSelect={select}
            onAction={(app, kind) =>
              setDialog(kind === "details" ? { kind, id: app.id } : { kind, app })
            }
          />
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
      <BulkStatusModal
        apps={dialog?.kind === "bulk-status" ? dialog.apps : null}
        onClose={(changed) => {
          if (changed) setSelected(new Set());
          close();
        }}
      />
      {isAdmin && (
        <DeleteModal app={dialog?.kind === "delete" ? dialog.app : null} onClose={close} />
      )}
    </Container>
  );
}
