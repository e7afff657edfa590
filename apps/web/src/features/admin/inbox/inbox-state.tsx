import { INBOX_STATES, type InboxState } from "@kairos/shared";
import { Badge, Button, Group, Input, SegmentedControl } from "@mantine/core";
import { IconCheck, IconMail } from "@tabler/icons-react";
import { STATE_LABELS } from "./format";

// An inbox item's state: its badge, the list's filter, and the buttons that change it.

/** Colours with enough contrast for the badge's small text. */
const BADGE_STYLES: Record<InboxState, { color: string; variant: string }> = {
  new: { color: "blue.9", variant: "filled" },
  read: { color: "gray", variant: "light" },
  handled: { color: "teal.9", variant: "filled" },
};

export function InboxStateBadge({ state }: { state: InboxState }) {
  return (
    <Badge {...BADGE_STYLES[state]} data-state={state}>
      {STATE_LABELS[state]}
    </Badge>
  );
}

const ALL = "all";

/** All / New / Read / Handled, with the count of each when known. */
export function StateFilter({
  value,
  onChange,
  counts,
}: {
  value: InboxState | undefined;
  onChange: (state: InboxState | undefined) => void;
  counts?: Record<InboxState, number> | undefined;
}) {
  const data = [
    { value: ALL, label: "All" },
    ...INBOX_STATES.map((state) => ({
      value: state,
      label: counts ? `${STATE_LABELS[state]} (${counts[state]})` : STATE_LABELS[state],
    })),
  ];
  return (
    <Input.Wrapper label="State" labelElement="div" id="inbox-state-filter">
      <div>
        <SegmentedControl
          aria-labelledby="inbox-state-filter-label"
          data={data}
          value={value ?? ALL}
          onChange={(next) => onChange(next === ALL ? undefined : (next as InboxState))}
        />
      </div>
    </Input.Wrapper>
  );
}

/** 'Mark as handled' and 'Mark as unread', for whichever applies to the current state. */
export function StateActions({
  state,
  onChange,
  pending,
}: {
  state: InboxState;
  onChange: (state: InboxState) => void;
  pending: boolean;
}) {
  return (
    <Group gap="xs">
      {state !== "handled" && (
        <Button
          size="xs"
          leftSection={<IconCheck size={14} aria-hidden />}
          onClick={() => onChange("handled")}
          loading={pending}
        >
          Mark as handled
        </Button>
      )}
      {state !== "new" && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconMail size={14} aria-hidden />}
          onClick={() => onChange("new")}
          loading={pending}
        >
          Mark as unread
        </Button>
      )}
    </Group>
  );
}
