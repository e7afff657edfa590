import type { InboxState } from "@kairos/shared";
import { Alert, Group, Text } from "@mantine/core";
import { ErasedBadge, type ErasureState, HeldBadge, HoldButton } from "../erasure/erasure-badges";
import { egyptTimeText } from "../shared/dates";
import { ReplyLink } from "./detail-rows";
import { InboxStateBadge, StateActions } from "./inbox-state";

export interface ItemHeaderProps {
  state: InboxState;
  /** "Received" or "Registered": how the item came. */
  arrived: string;
  createdAt: string;
  reply: { email: string | null; subject: string | null };
  onStateChange: (state: InboxState) => void;
  changing: boolean;
  /** The failure of the last state change, if any. */
  changeError?: string | null | undefined;
  /** Its erasure and hold (decision 0033): an erased item has no one to reply to. */
  erasure: ErasureState;
  onHold: (hold: boolean) => void;
  holding: boolean;
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
  erasure,
  onHold,
  holding,
}: ItemHeaderProps) {
  return (
    <>
      <Group gap="xs">
        <InboxStateBadge state={state} />
        {erasure.erasedAt && <ErasedBadge />}
        {erasure.heldAt && <HeldBadge />}
        <Text size="sm" c="dimmed">
          {arrived} {egyptTimeText(createdAt)}
        </Text>
      </Group>
      <Group gap="xs">
        {reply.email && <ReplyLink email={reply.email} subject={reply.subject ?? ""} />}
        <StateActions state={state} onChange={onStateChange} pending={changing} />
        <HoldButton record={erasure} pending={holding} onChange={onHold} />
      </Group>
      {changeError && (
        <Alert color="red" role="alert">
          {changeError}
        </Alert>
      )}
    </>
  );
}
