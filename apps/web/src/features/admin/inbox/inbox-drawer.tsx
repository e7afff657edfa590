import type { InboxState } from "@kairos/shared";
import { Stack } from "@mantine/core";
import type { ReactNode } from "react";
import { AppDrawer } from "@/features/layout/app-modal";
import { ErasedNotice, type ErasureState } from "../erasure/erasure-badges";
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
    | ({
        inboxState: InboxState;
        createdAt: string;
        reply: { email: string | null; subject: string | null };
      } & ErasureState)
    | undefined;
  onHold: (hold: boolean) => void;
  holding: boolean;
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
  onHold,
  holding,
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
            erasure={item}
            onHold={onHold}
            holding={holding}
          />
          {item.erasedAt ? <ErasedNotice erasedAt={item.erasedAt} /> : children}
        </Stack>
      )}
    </AppDrawer>
  );
}
