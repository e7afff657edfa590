import {
  CURRENCIES,
  type PriceTable,
  RESCHEDULE_CUTOFF,
  type SiteSettingsInput,
  siteSettingsSchema,
} from "@kairos/shared";
import { Button, Group, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import type { ReactNode } from "react";
import { PriceField } from "./price-field";
import { SettingsCard } from "./settings-card";

// The Settings sections stored in one document: prices, payment instructions, support contact.
// Each section has its own form and Save button and validates with its part of the shared schema.

export type SectionId = "prices" | "payment" | "support" | "alerts" | "retention" | "privacy";

export interface SectionProps {
  settings: SiteSettingsInput;
  saving: SectionId | null;
  onSave: (section: SectionId, changes: Partial<SiteSettingsInput>) => void;
}

export function SaveButton({
  section,
  saving,
  children,
}: {
  section: SectionId;
  saving: SectionId | null;
  children: ReactNode;
}) {
  return (
    <Group justify="flex-end">
      <Button type="submit" loading={saving === section} disabled={!!saving && saving !== section}>
        {children}
      </Button>
    </Group>
  );
}

const pricesSchema = siteSettingsSchema.pick({ prices: true });

/** The three prices of each currency, as the table of Settings names them. */
const PRICE_FIELDS = [
  { key: "listPrice", label: "list price" },
  { key: "discountedPrice", label: "early bird price", description: "The full payment" },
  { key: "installmentPrice", label: "installment", description: "Each of the two payments" },
] as const;

export function PricesSection({ settings, saving, onSave }: SectionProps) {
  const form = useForm<{ prices: PriceTable }>({
    initialValues: { prices: settings.prices },
    validate: schemaResolver(pricesSchema, { sync: true }),
  });
  return (
    <SettingsCard
      id="prices"
      title="Prices"
      description="Visitors in Egypt see EGP, everyone else USD. The early bird price is what paying in full costs (the list price is shown struck through); the two-payments plan costs two installments. Each application keeps the amount it owed when it was submitted."
    >
      <form noValidate onSubmit={form.onSubmit((values) => onSave("prices", values))}>
        <Stack>
          {CURRENCIES.map((currency) => (
            <SimpleGrid key={currency} cols={{ base: 1, sm: 3 }}>
              {PRICE_FIELDS.map((field) => (
                <PriceField
                  key={field.key}
                  label={`${currency} ${field.label}`}
                  description={"description" in field ? field.description : undefined}
                  max={1_000_000}
                  allowNegative={false}
                  required
                  {...form.getInputProps(`prices.${currency}.${field.key}`)}
                />
              ))}
            </SimpleGrid>
          ))}
          <SaveButton section="prices" saving={saving}>
            Save prices
          </SaveButton>
        </Stack>
      </form>
    </SettingsCard>
  );
}

const paymentSchema = siteSettingsSchema.pick({
  instantPaymentDetails: true,
  internationalPaymentUrl: true,
  refundPolicy: true,
});

export function PaymentSection({ settings, saving, onSave }: SectionProps) {
  const form = useForm({
    initialValues: {
      instantPaymentDetails: settings.instantPaymentDetails ?? "",
      internationalPaymentUrl: settings.internationalPaymentUrl ?? "",
      refundPolicy: settings.refundPolicy ?? "",
    },
    validate: schemaResolver(paymentSchema, { sync: true }),
  });
  return (
    <SettingsCard
      id="payment"
      title="Payment instructions"
      description="Shown on the application's payment step. Leave a field blank to show none."
    >
      <form noValidate onSubmit={form.onSubmit((values) => onSave("payment", values))}>
        <Stack>
          <Textarea
            label="Instant-payment details (Egypt)"
            description="How to pay with the instant-payment app: account, name, reference"
            autosize
            minRows={3}
            maxLength={1000}
            {...form.getInputProps("instantPaymentDetails")}
          />
          <TextInput
            label="International payment link"
            description="An https:// address"
            type="url"
            {...form.getInputProps("internationalPaymentUrl")}
          />
          <Textarea
            label="Refund policy"
            description="Shown before payment on the application's payment step, and in the confirmation when an applicant withdraws. Blank: applicants are told to ask the support e-mail about a refund."
            autosize
            minRows={3}
            maxLength={2000}
            {...form.getInputProps("refundPolicy")}
          />
          <SaveButton section="payment" saving={saving}>
            Save payment instructions
          </SaveButton>
        </Stack>
      </form>
    </SettingsCard>
  );
}

const supportSchema = siteSettingsSchema.pick({
  supportEmail: true,
  staffEmail: true,
  supportPhone: true,
  whatsappNumber: true,
  rescheduleCutoffHours: true,
});

const supportResolver = schemaResolver(supportSchema, { sync: true });

/** Settings' numbers are read worldwide: saved as E.164, shown grouped on the site. */
const INTERNATIONAL_NUMBER = "With + and the country code, e.g. +20 10 1234 5678";

export function SupportSection({ settings, saving, onSave }: SectionProps) {
  const form = useForm({
    initialValues: {
      supportEmail: settings.supportEmail,
      staffEmail: settings.staffEmail ?? "",
      supportPhone: settings.supportPhone,
      whatsappNumber: settings.whatsappNumber,
      rescheduleCutoffHours: (settings.rescheduleCutoffHours ?? RESCHEDULE_CUTOFF.defaultHours) as
        | number
        | string,
    },
    // An emptied number field gives "", which the schema would read as 0 hours: it is refused
    // with the schema's own message instead.
    validate: (values) =>
      supportResolver({
        ...values,
        rescheduleCutoffHours:
          values.rescheduleCutoffHours === "" ? Number.NaN : values.rescheduleCutoffHours,
      }),
  });
  return (
    <SettingsCard
      id="support"
      title="Support contact"
      description="Shown in the top bar, the footer and the contact page, and used in e-mails to applicants; and until when applicants may change their assessment, after which they write to you."
    >
      <form noValidate onSubmit={form.onSubmit((values) => onSave("support", values))}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Support email"
              type="email"
              required
              {...form.getInputProps("supportEmail")}
            />
            <TextInput
              label="Support phone"
              description={INTERNATIONAL_NUMBER}
              type="tel"
              required
              {...form.getInputProps("supportPhone")}
            />
            <TextInput
              label="WhatsApp number"
              description={INTERNATIONAL_NUMBER}
              type="tel"
              required
              {...form.getInputProps("whatsappNumber")}
            />
          </SimpleGrid>
          <TextInput
            label="Staff alerts email"
            description="Staff alerts (new applications, proofs of payment, withdrawals, requests, messages, registrations, the daily digest) and slots without a call link are e-mailed here; leave it blank to use the support email. Replies to every e-mail go to the support email."
            type="email"
            maw={{ base: "100%", sm: 480 }}
            {...form.getInputProps("staffEmail")}
          />
          <NumberInput
            label="Changes allowed until (hours before the assessment)"
            description="Applicants can reschedule or cancel their assessment on their own page up to this many hours before it"
            min={RESCHEDULE_CUTOFF.minHours}
            max={RESCHEDULE_CUTOFF.maxHours}
            allowDecimal={false}
            allowNegative={false}
            required
            maw={{ base: "100%", sm: 360 }}
            {...form.getInputProps("rescheduleCutoffHours")}
          />
          <SaveButton section="support" saving={saving}>
            Save support contact
          </SaveButton>
        </Stack>
      </form>
    </SettingsCard>
  );
}
