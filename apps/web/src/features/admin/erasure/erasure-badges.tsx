import { ERASED_MARKER } from "@kairos/shared";
import { Alert, Badge, Button, Group } from "@mantine/core";
import { IconLock, IconLockOpen } from "@tabler/icons-react";
import { getRouteApi } from "@tanstack/react-router";
import { egyptTimeText } from "../shared/dates";

// Erasure and hold as staff see them (decision 0033): an erased record keeps its row in the
// lists with a clear "Erased" badge in place of the person, and an admin can hold a record
// from erasure (the retention job and erasure requests leave it alone) or release it.

const staffRoute = getRouteApi("/admin/_staff");

/** A record's erasure and hold, as every staff list and detail answers them. */
export interface ErasureState {
  erasedAt: string | null;
  heldAt: string | null;
}

export function ErasedBadge() {
  return (
    <Badge color="gray.8" variant="filled" data-erased>
      {ERASED_MARKER}
    </Badge>
  );
}

export function HeldBadge() {
  return (
    <Badge color="orange.9" variant="light" leftSection={<IconLock size={12} aria-hidden />}>
      On hold
    </Badge>
  );
}

/** The erased badge, or `name` with the held badge beside it when the record is held. */
export function NameOrErased({ record, name }: { record: ErasureState; name: React.ReactNode }) {
  if (record.erasedAt) return <ErasedBadge />;
  return (
    <Group gap={6} wrap="nowrap" component="span">
      {name}
      {record.heldAt && <HeldBadge />}
    </Group>
  );
}

/** What an opened erased record says in place of the person's details. */
export function ErasedNotice({ erasedAt }: { erasedAt: string }) {
  return (
    <Alert color="gray" title="Personal data erased">
      This record's personal data was erased on {egyptTimeText(erasedAt)}. Its counts stay on the
      dashboard; there is no one to write to.
    </Alert>
  );
}

/**
 * Hold / Release (admins): a held record is kept past its retention period. Nothing for an
 * erased record, or for a moderator.
 */
export function HoldButton({
  record,
  pending,
  onChange,
}: {
  record: ErasureState;
  pending: boolean;
  onChange: (hold: boolean) => void;
}) {
  const { user } = staffRoute.useRouteContext();
  if (record.erasedAt || user.role !== "admin") return null;
  const held = record.heldAt !== null;
  return (
    <Button
      size="xs"
      variant="default"
      loading={pending}
      leftSection={
        held ? <IconLockOpen size={14} aria-hidden /> : <IconLock size={14} aria-hidden />
      }
      onClick={() => onChange(!held)}
    >
      {held ? "Release hold" : "Hold from erasure"}
    </Button>
  );
}
