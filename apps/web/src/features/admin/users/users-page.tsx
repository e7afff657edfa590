import type { InviteUserInput, PublicUser, StaffAccount } from "@kairos/shared";
import { Badge, Button, Container, Group, Menu, Stack, Table, Text, Title } from "@mantine/core";
import { IconChevronDown, IconUserPlus } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import { fieldErrorsOf, messageOf, trpc } from "@/lib/data/trpc";
import { nounFor } from "@/lib/format/plural";
import { egyptTimeText } from "../shared/dates";
import { ListPagination } from "../shared/list-pagination";
import { ListEmpty, ListError, ListLoading } from "../shared/list-states";
import { notifyError, notifySuccess } from "../shared/notify";
import { SearchBox } from "../shared/search-box";
import { StaffTable } from "../shared/table-scroll";
import { displayName } from "./password";
import {
  AddAppModal,
  ConfirmChangeModal,
  type PendingChange,
  ResetPasswordModal,
} from "./user-dialogs";

// /admin/users (admins only): the staff accounts, adding one (an invitation to choose a
// password, AUTH-19), changing a role, resetting a password, disabling (which ends their
// sessions; neither offered on one's own row: one's own password changes with the current one,
// AUTH-21, from the console's menu). The server refuses to disable oneself or to remove
// the last admin; its message is shown as it is.

const PAGE_SIZE = 20;
const staffRoute = getRouteApi("/admin/_staff");

function RowMenu({
  user,
  isMe,
  onChange,
  onResetPassword,
}: {
  user: PublicUser;
  /**
   * The signed-in admin's own row: nobody disables themselves or resets their own password
   * without the current one (the server refuses both too).
   */
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
        {!isMe && <Menu.Item onClick={() => onResetPassword(user)}>Reset password</Menu.Item>}
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

/** What an invitation's mail became: sent now, or queued for the outbox's retries. */
const invitationSentText = (email: string, emailSent: boolean) =>
  emailSent
    ? `${email} has been e-mailed a link to choose their password.`
    : `The mail server did not answer: the invitation to ${email} is queued and will be sent shortly.`;

/** The account's state: active or disabled, and an invitation not yet accepted. */
function AccountStatus({
  user,
  resending,
  onResend,
}: {
  user: StaffAccount;
  resending: boolean;
  onResend: (user: StaffAccount) => void;
}) {
  const { invitation } = user;
  if (!user.active || !invitation) {
    return (
      <Badge variant={user.active ? "filled" : "light"} color={user.active ? undefined : "gray"}>
        {user.active ? "Active" : "Disabled"}
      </Badge>
    );
  }
  const expired = Date.parse(invitation.expiresAt) <= Date.now();
  return (
    <Stack gap={4} align="flex-start">
      <Badge variant="outline" color="yellow.9">
        Invited, not yet accepted
      </Badge>
      <Text size="xs" c="dimmed">
        {expired ? "Link expired" : "Link valid until"} {egyptTimeText(invitation.expiresAt)}
      </Text>
      <Button
        size="compact-xs"
        variant="light"
        loading={resending}
        aria-label={`Send the invitation to ${user.email} again`}
        onClick={() => onResend(user)}
      >
        Send again
      </Button>
    </Stack>
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
  const [resetError, setResetError] = useState<string | undefined>();
  const [pending, setPending] = useState<PendingChange | null>(null);
  const queryClient = useQueryClient();
  const list = useQuery({
    ...trpc.users.list.queryOptions({ page, limit: PAGE_SIZE, q: q || undefined }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.users.list.pathKey() });
  const failed = (title: string) => (error: unknown) => notifyError(title, error);

  // A new dialog each time: it opens empty after an invitation went out.
  const [addKey, setAddKey] = useState(0);
  const create = useMutation(
    trpc.users.create.mutationOptions({
      onSuccess: ({ user, emailSent }) => {
        setAdding(false);
        setAddKey((key) => key + 1);
        notifySuccess("Invitation sent", invitationSentText(user.email, emailSent));
        void refresh();
      },
      onError: failed("Could not add staff"),
    }),
  );
  const resend = useMutation(
    trpc.users.resendInvitation.mutationOptions({
      onSuccess: ({ user, emailSent }) => {
        notifySuccess("Invitation sent again", invitationSentText(user.email, emailSent));
        void refresh();
      },
      onError: failed("Invitation not sent"),
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
        onError: (error) => {
          // A password too easy to guess is said at the field (AUTH-20).
          const atField = fieldErrorsOf(error).password;
          if (atField) setResetError(atField);
          else failed("Password not reset")(error);
        },
      },
    );
  };
  const add = (values: InviteUserInput) => create.mutate(values);

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
                      <AccountStatus
                        user={user}
                        resending={resend.isPending && resend.variables?.id === user.id}
                        onResend={(account) => resend.mutate({ id: account.id })}
                      />
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
        key={addKey}
        opened={adding}
        saving={create.isPending}
        onClose={() => setAdding(false)}
        onSubmit={add}
      />
      <ResetPasswordModal
        user={resetting}
        saving={update.isPending}
        error={resetError}
        onClose={() => {
          setResetting(null);
          setResetError(undefined);
        }}
        onSubmit={(password) => {
          setResetError(undefined);
          resetPassword(password);
        }}
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
