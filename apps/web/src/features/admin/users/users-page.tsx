import type { PublicUser } from "@kairos/shared";
import { Badge, Button, Container, Group, Menu, Stack, Table, Title } from "@mantine/core";
import { IconChevronDown, IconUserPlus } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { nounFor } from "../../../lib/plural";
import { messageOf, trpc } from "../../../lib/trpc";
import { ListPagination } from "../list-pagination";
import { ListEmpty, ListError, ListLoading } from "../list-states";
import { notifyError, notifySuccess } from "../notify";
import { SearchBox } from "../search-box";
import { StaffTable } from "../table-scroll";
import { displayName } from "./password";
import {
  AddAppModal,
  ConfirmChangeModal,
  type NewStaff,
  type PendingChange,
  ResetPasswordModal,
} from "./user-dialogs";

// /admin/users (admins only): the staff accounts, adding one, changing a role, resetting a
// password, disabling (which ends their sessions; not offered on one's own row). The server
// refuses to disable oneself or to remove the last admin; its message is shown as it is.

const PAGE_SIZE = 20;
const staffRoute = getRouteApi("/admin/_staff");

function RowMenu({
  user,
  isMe,
  onChange,
  onResetPassword,
}: {
  user: PublicUser;
  /** The signed-in admin's own row: nobody disables themselves (the server refuses too). */
  isMe: boolean;
  onChange: (change: PendingChange) => void;
  onResetPassword: (user: PublicUser) => void;
}) {
  const otherRole = user.role === "admin" ? "moderator" : "admin";
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="compact-sm"
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Actions for ${user.email}`}
        >
          Actions
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => onChange({ kind: "role", user, role: otherRole })}>
          {otherRole === "admin" ? "Make admin" : "Make moderator"}
        </Menu.Item>
        <Menu.Item onClick={() => onResetPassword(user)}>Reset password</Menu.Item>
        {!user.active ? (
          <Menu.Item onClick={() => onChange({ kind: "enable", user })}>Enable</Menu.Item>
        ) : (
          !isMe && (
            <Menu.Item color="red" onClick={() => onChange({ kind: "disable", user })}>
              Disable
            </Menu.Item>
          )
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

export function UsersPage() {
  const { user: me } = staffRoute.useRouteContext();
  const [page, setPage] = useState(1);
  const [q, setQ] = useState("");
  const onSearch = useCallback((text: string) => {
    setQ(text);
    setPage(1);
  }, []);
  const [adding, setAdding] = useState(false);
  const [resetting, setResetting] = useState<PublicUser | null>(null);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({
    ...trpc.users.list.queryOptions({ page, limit: PAGE_SIZE, q: q || undefined }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.users.list.pathKey() });
  const failed = (title: string) => (error: unknown) => notifyError(title, error);

  const create = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: (user) => {
        setAdding(false);
        notifySuccess("Staff added", `${user.email} can now sign in.`);
        void refresh();
      },
      onError: failed("Could not add staff"),
    }),
  );
  const update = useMutation(
    trpc.users.update.mutationOptions({
      onSuccess: () => void refresh(),
    }),
  );

  const confirm = (change: PendingChange) => {
    const changes =
      change.kind === "role" ? { role: change.role } : { active: change.kind === "enable" };
    update.mutate(
      { id: change.user.id, changes },
      {
        onSuccess: (user) => {
          setPending(null);
          const message =
            change.kind === "role"
              ? `${user.email} is now ${user.role === "admin" ? "an admin" : "a moderator"}.`
              : change.kind === "disable"
                ? `${user.email} is disabled and signed out.`
                : `${user.email} can sign in again.`;
          notifySuccess("Account updated", message);
        },
        onError: (error) => {
          setPending(null);
          failed("Account not changed")(error);
        },
      },
    );
  };
  const resetPassword = (password: string) => {
    if (!resetting) return;
    update.mutate(
      { id: resetting.id, changes: { password } },
      {
        onSuccess: (user) => {
          setResetting(null);
          notifySuccess(
            "Password reset",
            `${user.email} has a new password; their sessions have ended.`,
          );
        },
        onError: failed("Password not reset"),
      },
    );
  };
  const add = (values: NewStaff) => create.mutate(values);

  const data = list.data;
  return (
    <Container size="lg" py="lg">
      <Stack>
        <Group justify="space-between">
          <Title order={1}>Users</Title>
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setAdding(true)}
          >
            Add staff
          </Button>
        </Group>
        <SearchBox value={q} onSearch={onSearch} placeholder="E-mail, username or name" />
        {list.isPending ? (
          <ListLoading label="Loading users" />
        ) : list.isError ? (
          <ListError
            message={messageOf(list.error, "The users could not be loaded.")}
            onRetry={() => void list.refetch()}
          />
        ) : data && data.users.length === 0 ? (
          <ListEmpty text={q ? "No staff account matches the search." : "No staff accounts yet."} />
        ) : (
          data && (
            <>
              <StaffTable
                name="Staff accounts"
                minWidth={640}
                columns={["Name", "Email", "Role", "Status", ""]}
              >
                {data.users.map((user) => (
                  <Table.Tr key={user.id}>
                    <Table.Td>
                      {displayName(user)}
                      {user.id === me.id && " (you)"}
                    </Table.Td>
                    <Table.Td>{user.email}</Table.Td>
                    <Table.Td>{user.role === "admin" ? "Admin" : "Moderator"}</Table.Td>
                    <Table.Td>
                      <Badge
                        variant={user.active ? "filled" : "light"}
                        color={user.active ? undefined : "gray"}
                      >
                        {user.active ? "Active" : "Disabled"}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <RowMenu
                        user={user}
                        isMe={user.id === me.id}
                        onChange={setPending}
                        onResetPassword={setResetting}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </StaffTable>
              <ListPagination
                pagination={data.pagination}
                page={page}
                showing={`${data.pagination.totalItems} staff ${nounFor(data.pagination.totalItems, "account")}`}
                onPageChange={setPage}
              />
            </>
          )
        )}
      </Stack>
      <AddAppModal
        opened={adding}
        saving={create.isPending}
        onClose={() => setAdding(false)}
        onSubmit={add}
      />
      <ResetPasswordModal
        user={resetting}
        saving={update.isPending}
        onClose={() => setResetting(null)}
        onSubmit={resetPassword}
      />
      <ConfirmChangeModal
        change={pending}
        saving={update.isPending}
        onClose={() => setPending(null)}
        onConfirm={confirm}
      />
    </Container>
  );
}
