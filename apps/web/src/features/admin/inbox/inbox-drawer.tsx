import type { InboxState } from "@kairos/shared";
import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { AppDrawer } from "../../layout/app-modal";
import { ItemHeader } from "./item-header";
import { ItemLoading } from "./item-loading";

// The side panel of one inbox item: its state, when it came, 'Reply by e-mail', the buttons
// that change its state, then its fields.

interface InboxDrawerProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  loadingLabel: string;
  failed: string;
  detail: { isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The item once loaded. */
  item:
    | { inboxState: InboxState; createdAt: string; reply: { email: string; subject: string } }
    | undefined;
  onStateChange: (state: InboxState) => void;
  changing: boolean;
  /** The failure of the last state change, if any. */
  changeError?: string | null;
  children: ReactNode;
}

export function InboxDrawer({
  opened,
  onClose,
  title,
  loadingLabel,
  failed,
  detail,
  item,
  onStateChange,
  changing,
  changeError,
  children,
}: InboxDrawerProps) {
  return (
    <AppDrawer opened={opened} onClose={onClose} position="right" size="lg" title={title}>
      <ItemLoading detail={detail} loadingLabel={loadingLabel} failed={failed} />
      {item && (
        <Stack gap="md">
          <ItemHeader
            state={item.inboxState}
            arrived="Received"
            createdAt={item.createdAt}
            reply={item.reply}
            onStateChange={onStateChange}
            changing={changing}
            changeError={changeError}
          />
          {children}
        </Stack>
      )}
    </AppDrawer>
  );
}
