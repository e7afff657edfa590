import { Button } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { SERVICES_BROCHURE } from "@/content/company";

/** Downloads the services brochure, which the server makes from the same content and Settings. */
export function BrochureButton() {
  return (
    <Button
      component="a"
      href={SERVICES_BROCHURE.href}
      download={SERVICES_BROCHURE.fileName}
      variant="light"
      leftSection={<IconDownload size={18} aria-hidden />}
      // On a phone the label wraps instead of losing its end ("… (PD").
      maw="100%"
      styles={{
        root: { height: "auto", minHeight: "var(--button-height)", paddingBlock: 6 },
        label: { whiteSpace: "normal", overflow: "visible", textAlign: "start" },
      }}
    >
      {SERVICES_BROCHURE.label}
    </Button>
  );
}
