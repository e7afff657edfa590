import "@mantine/dates/styles.css";
import type { RouterOutputs } from "@kairos/api";
import {
  ACCESS_ACTION_LABELS,
  ACCESS_ACTIONS,
  ACCESS_SUBJECT_LABELS,
  referenceOf,
} from "@kairos/shared";
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Select,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendar, IconDownload } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import dayjs from "dayjs";
import { useState } from "react";
import { DATE_ARIA_LABELS } from "@/features/forms/date-aria-labels";
import { trpc } from "@/lib/data/trpc";
import { egyptColumn, formatDateTime } from "../shared/dates";
import { ListPagination } from "../shared/list-pagination";
import { QueryList } from "../shared/list-states";
import { showingText } from "../shared/list-text";
import { notifyError, notifySuccess } from "../shared/notify";
import { StaffTable } from "../shared/table-scroll";
import { downloadAccessLog } from "./export";

// /admin/access-log (admins only, decision 0035): who opened which uploaded file and who
// downloaded which export, newest first, filtered by person, action and Egypt days, paged;
// the CSV of the filtered log (its download is itself recorded).

type Entry = RouterOutputs["accessLog"]["list"]["rows"][number];

const route = getRouteApi("/admin/_staff/access-log");
const PAGE_SIZE = 25;
const ANYONE = "";

/** Who: the staff member's sign-in e-mail, and the API key the access came through. */
function Who({ entry }: { entry: Entry }) {
  return (
    <>
      {entry.userEmail ?? "A removed account"}
      {entry.apiKeyId && (
        <Text size="xs" c="dimmed">
          through the API key “{entry.apiKeyName ?? entry.apiKeyId}”
        </Text>
      )}
    </>
  );
}

/** Which record: a link to the application's page, or the registration's reference. */
function RecordOf({ entry }: { entry: Entry }) {
  const applicationId = entry.applicationId;
  if (applicationId)
    return (
      <Anchor
        renderRoot={(props) => (
          <Link to="/admin/applications/$id" params={{ id: String(applicationId) }} {...props} />
        )}
      >
        {referenceOf("application", applicationId)}
      </Anchor>
    );
  if (entry.registrationId)
    return (
      <Anchor renderRoot={(props) => <Link to="/admin/interpreters" {...props} />}>
        {referenceOf("registration", entry.registrationId)}
      </Anchor>
    );
  if (entry.filters && Object.keys(entry.filters).length > 0)
    return (
      <Text size="sm">
        {Object.entries(entry.filters)
          .map(([key, value]) => `${key}: ${String(value)}`)
          .join(", ")}
      </Text>
    );
  return <>All</>;
}

export function AccessLogPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const filters = {
    userId: search.userId,
    action: search.action,
    from: search.from,
    to: search.to,
  };
  const log = useQuery({
    ...trpc.accessLog.list.queryOptions({ ...filters, page, limit: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const staff = useQuery(trpc.users.list.queryOptions({ page: 1, limit: 100 }));
  const [exporting, setExporting] = useState(false);

  // Every filter change goes back to page 1.
  const setFilters = (next: Partial<typeof filters>) =>
    void navigate({ search: (prev) => ({ ...prev, ...next, page: undefined }), replace: true });
  const goTo = (next: number) =>
    void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }) });
  const day = (value: string | null) => (value ? dayjs(value).format("YYYY-MM-DD") : undefined);

  const exportLog = async () => {
    setExporting(true);
    try {
      notifySuccess("Export downloaded", await downloadAccessLog(filters));
    } catch (error) {
      notifyError("Export failed", error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Container size="xl" py="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>Access log</Title>
          <Button
            leftSection={<IconDownload size={18} aria-hidden />}
            onClick={() => void exportLog()}
            loading={exporting}
          >
            Export CSV
          </Button>
        </Group>
        <Text c="dimmed">
          Every proof of payment, CV or certificate a staff member or an API key opened, and every
          export downloaded: recorded before the file was sent.
        </Text>
        <Card withBorder padding="md">
          <Group align="flex-end" gap="md" role="search" aria-label="Filter the access log">
            <Select
              label="Staff member"
              data={[
                { value: ANYONE, label: "Anyone" },
                ...(staff.data?.users ?? []).map((u) => ({ value: u.id, label: u.email })),
              ]}
              value={search.userId ?? ANYONE}
              onChange={(value) => setFilters({ userId: value || undefined })}
              allowDeselect={false}
              w={{ base: "100%", sm: 260 }}
            />
            <Select
              label="Action"
              data={[
                { value: ANYONE, label: "Any action" },
                ...ACCESS_ACTIONS.map((a) => ({ value: a, label: ACCESS_ACTION_LABELS[a] })),
              ]}
              value={search.action ?? ANYONE}
              onChange={(value) => setFilters({ action: ACCESS_ACTIONS.find((a) => a === value) })}
              allowDeselect={false}
              w={{ base: "100%", sm: 220 }}
            />
            {(["from", "to"] as const).map((end) => (
              <DatePickerInput
                key={end}
                label={end === "from" ? "From" : "To"}
                placeholder="Any day"
                value={search[end] ?? null}
                onChange={(value) => setFilters({ [end]: day(value) })}
                valueFormat="ddd, MMM D, YYYY"
                clearable
                ariaLabels={DATE_ARIA_LABELS}
                clearButtonProps={{
                  "aria-label": `Clear the ${end === "from" ? "first" : "last"} day`,
                }}
                leftSection={<IconCalendar size={16} aria-hidden />}
                w={{ base: "100%", sm: 200 }}
              />
            ))}
          </Group>
        </Card>
        <QueryList
          query={{ ...log, data: log.data?.rows }}
          loading="Loading the access log"
          failed="The access log could not be loaded."
          empty="Nothing recorded for these filters."
        >
          {(rows) => (
            <StaffTable
              name="Access log"
              minWidth={860}
              columns={[egyptColumn("When"), "Who", "Action", "What", "Record", "Address"]}
            >
              {rows.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                  <Table.Td>
                    <Who entry={entry} />
                  </Table.Td>
                  <Table.Td>{ACCESS_ACTION_LABELS[entry.action]}</Table.Td>
                  <Table.Td>{ACCESS_SUBJECT_LABELS[entry.subject]}</Table.Td>
                  <Table.Td>
                    <RecordOf entry={entry} />
                  </Table.Td>
                  <Table.Td>{entry.ip ?? "—"}</Table.Td>
                </Table.Tr>
              ))}
            </StaffTable>
          )}
        </QueryList>
        {log.data && (
          <ListPagination
            pagination={log.data.pagination}
            page={page}
            showing={showingText(page, PAGE_SIZE, log.data.pagination.totalItems)}
            onPageChange={goTo}
          />
        )}
      </Stack>
    </Container>
  );
}
