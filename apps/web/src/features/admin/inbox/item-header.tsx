import type { InboxState } from "@kairos/shared";
import { Alert, Group, Text } from "@mantine/core";
import { egyptTimeText } from "../applications/dates";
import { ReplyLink } from "./detail-rows";
import { InboxStateBadge, StateActions } from "./inbox-state";

export interface ItemHeaderProps {
  state: InboxState;
  /** "Received" or "Registered": how the item came. */
  arrived: string;
  createdAt: string;
  reply: { email: string; subject: string };
  onStateChange: (state: InboxState) => void;
  changing: boolean;
  /** The failure of the last state change, if any. */
  changeError?: string | null | undefined;
}

/** The top of an opened inbox item: its state, when it came, 'Reply by e-mail', its buttons. */
export function ItemHeader({
  state,
  arrived,
  createdAt,
  reply,
  onStateChange,
  changing,
  changeError,
}: ItemHeaderProps) {
  return (
    <>
      <Group gap="xs">
        <InboxStateBadge state={state} />
        <Text size="sm" c="dimmed">
          {arrived} {egyptTimeText(createdAt)}
        </Text>
      </Group>
      <Group gap="xs">
        <ReplyLink email={reply.email} subject={reply.subject} />
        <StateActions state={state} onChange={onStateChange} pending={changing} />
      </Group>
      {changeError && (
        <Alert color="red" role="alert">
          {changeError}
        </Alert>
      )}
    </>
  );
}
