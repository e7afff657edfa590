import { Affix, Notification } from "@mantine/core";
import { IconCheck, IconX } from "@tabler/icons-react";
import { useCallback, useEffect, useState } from "react";

// A short-lived notification in the corner for the result of a staff action (saved, refused
// with the server's message). Mantine's Notification from core: no extra package needed.

export interface Notice {
  kind: "success" | "error";
  title: string;
  message: string;
}

const SHOWN_MS = 6000;

export function useNotice() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    // Errors stay until closed: the admin has to read why nothing changed.
    if (notice?.kind !== "success") return;
    const timer = setTimeout(() => setNotice(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const show = useCallback((next: Notice) => setNotice(next), []);
  const close = useCallback(() => setNotice(null), []);
  return { notice, show, close };
}

export function NoticeView({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  return (
    <Affix position={{ top: 16, right: 16 }} zIndex={1000}>
      <div aria-live="polite">
        {notice && (
          <Notification
            w={360}
            color={notice.kind === "success" ? "teal" : "red"}
            icon={notice.kind === "success" ? <IconCheck size={18} /> : <IconX size={18} />}
            title={notice.title}
            role={notice.kind === "error" ? "alert" : "status"}
            closeButtonProps={{ "aria-label": "Close notification" }}
            onClose={onClose}
            withBorder
          >
            {notice.message}
          </Notification>
        )}
      </div>
    </Affix>
  );
}
