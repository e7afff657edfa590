import {
  ActionIcon,
  Anchor,
  Card,
  Container,
  Group,
  Stack,
  Table,
  TextInput,
  Title,
  Tooltip,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconEye, IconSearch } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { trpc } from "../../../lib/trpc";
import { formatDate } from "../applications/dates";
import { failureOf } from "../applications/failure";
import { staffErrorText } from "../applications/format";
import { ListPagination } from "../list-pagination";
import { ListEmpty, ListError, ListLoading } from "../list-states";
import { FETCH_FAILED, REGISTRATIONS_PAGE_SIZE, showingRegistrations, yearsLabel } from "./format";
import { RegistrationDetailsModal } from "./registration-details";

// The staff list of interpreter registrations: searchable, paginated (10), with the details of
// each and its documents.

const route = getRouteApi("/admin/_staff/interpreters");

/** The search box: typed text reaches the URL (and the server) after a short pause. */
function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 300);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) {
      sent.current = value;
      setText(value);
    }
  }, [value]);
  useEffect(() => {
    const q = debounced.trim();
    if (q !== sent.current) {
      sent.current = q;
      onSearch(q);
    }
  }, [debounced, onSearch]);
  return (
    <TextInput
      label="Search"
      placeholder="Name, e-mail, language or country"
      type="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onChange={(event) => setText(event.currentTarget.value)}
      maxLength={200}
      w={{ base: "100%", sm: 320 }}
    />
  );
}

export function InterpretersPage() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const [openId, setOpenId] = useState<number | null>(null);

  const list = useQuery({
    ...trpc.interpreterRegistrations.list.queryOptions({
      page,
      limit: REGISTRATIONS_PAGE_SIZE,
      q: search.q,
    }),
    placeholderData: keepPreviousData,
  });

  const onSearch = (q: string) =>
    void navigate({
      search: (prev) => ({ ...prev, q: q || undefined, page: undefined }),
      replace: true,
    });

  const pagination = list.data?.pagination;
  const registrations = list.data?.registrations ?? [];

  // A page beyond the last one goes to the last page.
  useEffect(() => {
    if (pagination && pagination.totalPages > 0 && page > pagination.totalPages) {
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
      <Title order={1} mb="lg">
        Interpreters
      </Title>

      <Card withBorder padding="md" mb="md">
        <Group align="flex-end" gap="md" role="search" aria-label="Search registrations">
          <SearchBox value={search.q ?? ""} onSearch={onSearch} />
        </Group>
      </Card>

      {list.isPending && <ListLoading label="Loading registrations" />}

      {list.isError && (
        <ListError
          message={staffErrorText(failureOf(list.error), FETCH_FAILED)}
          onRetry={() => void list.refetch()}
        />
      )}

      {list.isSuccess && registrations.length === 0 && <ListEmpty text="No registrations found" />}

      {list.isSuccess && registrations.length > 0 && (
        <Stack>
          <Table.ScrollContainer minWidth={960}>
            <Table striped highlightOnHover withTableBorder aria-label="Interpreter registrations">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Reference</Table.Th>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>E-mail</Table.Th>
                  <Table.Th>Languages</Table.Th>
                  <Table.Th>Country</Table.Th>
                  <Table.Th>Experience</Table.Th>
                  <Table.Th>Registered</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {registrations.map((reg) => (
                  <Table.Tr key={reg.id} data-registration-id={reg.id}>
                    <Table.Td>
                      <Anchor component="button" type="button" onClick={() => setOpenId(reg.id)}>
                        {reg.reference}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{reg.fullName}</Table.Td>
                    <Table.Td>{reg.email}</Table.Td>
                    <Table.Td>{reg.languagePair}</Table.Td>
                    <Table.Td>{reg.countryOfResidence}</Table.Td>
                    <Table.Td>{yearsLabel(reg.yearsOfExperience)}</Table.Td>
                    <Table.Td>{formatDate(reg.createdAt)}</Table.Td>
                    <Table.Td>
                      <Tooltip label={`Details of ${reg.fullName}`} withArrow openDelay={300}>
                        <ActionIcon
                          variant="subtle"
                          aria-label={`Details of ${reg.fullName}`}
                          onClick={() => setOpenId(reg.id)}
                        >
                          <IconEye size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {pagination && (
            <ListPagination
              pagination={pagination}
              page={page}
              showing={showingRegistrations(
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

      <RegistrationDetailsModal id={openId} onClose={() => setOpenId(null)} />
    </Container>
  );
}
