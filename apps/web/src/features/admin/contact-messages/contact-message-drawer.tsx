import { Anchor } from "@mantine/core";
import { DetailRows } from "../inbox/detail-rows";
import { InboxDrawer } from "../inbox/inbox-drawer";
import { useInboxItem } from "../inbox/use-inbox";
import { egyptTimeText } from "../shared/dates";

// One contact message: opening it marks it read; staff reply by e-mail and mark it handled.

export function ContactMessageDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const opened = useInboxItem(
    "contactMessages",
    id,
    onClose,
    (m) => m,
    (m, inboxState) => ({ ...m, inboxState }),
  );
  const m = opened.item;
  return (
    <InboxDrawer
      opened={id !== null}
      onClose={opened.close}
      title={m?.subject ?? "Message"}
      loadingLabel="Loading the message"
      failed="Failed to fetch the message"
      detail={opened.detail}
      item={m && { ...m, reply: { email: m.email, subject: m.subject } }}
      onStateChange={opened.setState}
      changing={opened.changing}
      changeError={opened.changeError}
      onHold={opened.hold}
      holding={opened.holding}
    >
      {m && (
        <DetailRows
          label="Message details"
          rows={[
            ["Name", m.name],
            [
              "E-mail",
              <Anchor key="email" href={`mailto:${m.email}`}>
                {m.email}
              </Anchor>,
            ],
            ["Subject", m.subject],
            ["Message", m.message],
            ["Received", egyptTimeText(m.createdAt)],
          ]}
        />
      )}
    </InboxDrawer>
  );
}
