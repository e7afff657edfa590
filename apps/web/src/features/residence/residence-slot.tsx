import { UNKNOWN_LOCATION } from "@kairos/shared";
import { Button, Stack, Text } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, useState } from "react";
import { LazyResidenceDialog, loadResidenceDialog } from "./lazy-residence-dialog";
import { useStoredResidence, useVisitorLocation } from "./use-residence";

/**
 * For the pricing section: which residence the prices are for, and a button that opens the
 * residence dialog, dismissible this time, to change it.
 */
export function ResidenceSlot() {
  const residence = useStoredResidence();
  const { location } = useVisitorLocation({ enabled: !residence });
  const [opened, dialog] = useDisclosure(false);
  const [requested, setRequested] = useState(false);

  const place = residence
    ? [residence.city, residence.country].filter(Boolean).join(", ")
    : location.country !== UNKNOWN_LOCATION.country
      ? location.country
      : null;

  const open = () => {
    setRequested(true);
    dialog.open();
  };

  return (
    <Stack gap={4} align="flex-start" data-testid="residence-slot">
      {/* The line is kept while the visitor's country is unknown or still being looked up, so
          that nothing below moves when it appears. */}
      <Text size="sm" c="dimmed" style={place ? undefined : { visibility: "hidden" }}>
        {place ? `Prices for: ${place}` : "Prices for:"}
      </Text>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={open}
        onPointerEnter={() => void loadResidenceDialog()}
        onFocus={() => void loadResidenceDialog()}
      >
        Change country of residence
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <LazyResidenceDialog
            opened={opened}
            onClose={dialog.close}
            dismissible
            initial={residence}
          />
        </Suspense>
      )}
    </Stack>
  );
}
