import {
  ALERT_DELIVERIES,
  type AlertDelivery,
  DEFAULT_DIGEST_HOUR,
  DEFAULT_STAFF_ALERTS,
  INSTALLMENT_REMINDER_DAYS,
  STAFF_ALERT_KIND_LABELS,
  STAFF_ALERT_KINDS,
  siteSettingsSchema,
  to12Hour,
} from "@kairos/shared";
import { Group, NumberInput, Radio, Select, SimpleGrid, Stack } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { SettingsCard } from "./settings-card";
import { SaveButton, type SectionProps } from "./settings-sections";

// Staff alerts per kind (each one, in the daily digest, or off), the digest's hour in Egypt
// time and how many days before its due date a later installment is reminded (decision 0029).

const DELIVERY_LABELS: Record<AlertDelivery, string> = {
  each: "Each one",
  digest: "Daily digest",
  off: "Off",
};

const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${to12Hour(`${String(hour).padStart(2, "0")}:00`)} (Egypt time)`,
}));

const alertsResolver = schemaResolver(
  siteSettingsSchema.pick({ staffAlerts: true, digestHour: true, installmentReminderDays: true }),
  { sync: true },
);

export function StaffAlertsSection({ settings, saving, onSave }: SectionProps) {
  const form = useForm({
    initialValues: {
      staffAlerts: { ...DEFAULT_STAFF_ALERTS, ...settings.staffAlerts },
      digestHour: String(settings.digestHour ?? DEFAULT_DIGEST_HOUR),
      installmentReminderDays: (settings.installmentReminderDays ??
        INSTALLMENT_REMINDER_DAYS.default) as number | string,
    },
    // An emptied number field gives "", which the schema would read as 0: refused instead.
    validate: (values) =>
      alertsResolver({
        ...values,
        digestHour: Number(values.digestHour),
        installmentReminderDays:
          values.installmentReminderDays === "" ? Number.NaN : values.installmentReminderDays,
      }),
  });
  return (
    <SettingsCard
      id="alerts"
      title="Staff alerts"
      description="How each kind of alert reaches the staff alerts email: each one as it happens, together in one daily digest, or not at all (webhooks still tell connected systems). And when applicants on two payments are reminded of their second installment: this many days before its due date, and again the day after it if unpaid."
    >
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          onSave("alerts", {
            staffAlerts: values.staffAlerts,
            digestHour: Number(values.digestHour),
            installmentReminderDays: Number(values.installmentReminderDays),
          }),
        )}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {STAFF_ALERT_KINDS.map((kind) => (
              <Radio.Group
                key={kind}
                label={STAFF_ALERT_KIND_LABELS[kind]}
                {...form.getInputProps(`staffAlerts.${kind}`)}
              >
                <Group gap="md" mt={6}>
                  {ALERT_DELIVERIES.map((delivery) => (
                    <Radio key={delivery} value={delivery} label={DELIVERY_LABELS[delivery]} />
                  ))}
                </Group>
              </Radio.Group>
            ))}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Daily digest at"
              description="The alerts set to the daily digest are mailed together at this hour"
              data={HOURS}
              allowDeselect={false}
              {...form.getInputProps("digestHour")}
            />
            <NumberInput
              label="Installment reminder (days before the due date)"
              description="Applicants on two payments are reminded this many days before the second installment is due"
              min={INSTALLMENT_REMINDER_DAYS.min}
              max={INSTALLMENT_REMINDER_DAYS.max}
              allowDecimal={false}
              allowNegative={false}
              required
              {...form.getInputProps("installmentReminderDays")}
            />
          </SimpleGrid>
          <SaveButton section="alerts" saving={saving}>
            Save staff alerts
          </SaveButton>
        </Stack>
      </form>
    </SettingsCard>
  );
}
