import type { SiteSettingsInput } from "@kairos/shared";
import { Container, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { messageOf, trpc } from "@/lib/data/trpc";
import { ListError, ListLoading } from "../shared/list-states";
import { notifyError, notifySuccess } from "../shared/notify";
import { StaffAlertsSection } from "./alerts-section";
import { PrivacySection } from "./privacy-section";
import { RetentionSection } from "./retention-section";
import { RoundsSection } from "./rounds-section";
import { PaymentSection, PricesSection, type SectionId, SupportSection } from "./settings-sections";
import { StartedRoundsAlert } from "./started-rounds-alert";

// /admin/settings (admins only): what the public site and the application show, changed
// without a deploy. The server writes the saved values into every page it serves.

const SAVED: Record<SectionId, string> = {
  prices: "Prices saved",
  payment: "Payment instructions saved",
  support: "Support contact saved",
  alerts: "Staff alerts saved",
  retention: "Data keeping saved",
  privacy: "Privacy notice saved",
};

export function SettingsPage() {
  const queryClient = useQueryClient();
  const settings = useQuery(trpc.settings.get.queryOptions());
  const [saving, setSaving] = useState<SectionId | null>(null);
  const update = useMutation(trpc.settings.update.mutationOptions());

  const save = (section: SectionId, changes: Partial<SiteSettingsInput>) => {
    if (!settings.data) return;
    setSaving(section);
    update.mutate(
      { ...settings.data, ...changes },
      {
        onSuccess: (saved) => {
          queryClient.setQueryData(trpc.settings.get.queryKey(), saved);
          notifySuccess(SAVED[section], "Visitors see the change on their next page load.");
        },
        onError: (error) => notifyError("Not saved", error),
        onSettled: () => setSaving(null),
      },
    );
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>Settings</Title>
          <Text c="dimmed">
            Rounds, prices, payment instructions, support contact and the privacy notice, as the
            public site and the application show them.
          </Text>
        </div>
        <StartedRoundsAlert linkToSettings={false} />
        <RoundsSection />
        {settings.isPending ? (
          <ListLoading label="Loading settings" />
        ) : settings.isError ? (
          <ListError
            message={messageOf(settings.error, "The settings could not be loaded.")}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <>
            <PricesSection settings={settings.data} saving={saving} onSave={save} />
            <PaymentSection settings={settings.data} saving={saving} onSave={save} />
            <SupportSection settings={settings.data} saving={saving} onSave={save} />
            <StaffAlertsSection settings={settings.data} saving={saving} onSave={save} />
            <RetentionSection settings={settings.data} saving={saving} onSave={save} />
            <PrivacySection settings={settings.data} saving={saving} onSave={save} />
          </>
        )}
      </Stack>
    </Container>
  );
}
