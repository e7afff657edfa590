import { ERASED_MARKER } from "@kairos/shared";
import { Alert, Button, Group, Image, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { AppModal } from "@/features/layout/app-modal";
import type { ApplicationDto } from "./types";

/** The screenshot's address (the session cookie authorises it); `download` asks to save it. */
export const screenshotUrl = (path: string, download = false) =>
  `/api${path}${download ? "?download=1" : ""}`;

export const IMAGE_ERROR = "Unable to load image. The image may have been moved or deleted.";

/** The payment screenshot at full size with a download link (APPS-12, BOOK-12). */
export function ScreenshotView({ path, name }: { path: string; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Stack>
      {failed ? (
        <Alert color="red" role="alert">
          {IMAGE_ERROR}
        </Alert>
      ) : (
        <Image
          src={screenshotUrl(path)}
          alt={`Payment screenshot of ${name}`}
          fit="contain"
          mah="70vh"
          onError={() => setFailed(true)}
        />
      )}
      <Group justify="flex-end">
        <Button
          component="a"
          href={screenshotUrl(path, true)}
          download
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          Download
        </Button>
      </Group>
    </Stack>
  );
}

export function ScreenshotModal({
  app,
  onClose,
}: {
  app: Pick<ApplicationDto, "fullName" | "paymentScreenshot"> | null;
  onClose: () => void;
}) {
  return (
    <AppModal opened={!!app} onClose={onClose} title="Payment screenshot" size="xl" centered>
      {app?.paymentScreenshot ? (
        <ScreenshotView
          key={app.paymentScreenshot}
          path={app.paymentScreenshot}
          name={app.fullName ?? ERASED_MARKER}
        />
      ) : (
        <Text>No payment screenshot was uploaded.</Text>
      )}
    </AppModal>
  );
}
