import { NOTICE_TEXT_MAX, siteSettingsSchema } from "@kairos/shared";
import { Anchor, Button, Group, Stack, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { PRIVACY_ROUTE } from "@/content/privacy";
import { privacyNoticeText } from "@/features/privacy/privacy-page";
import { publicConfig } from "@/lib/data/config";
import { SettingsCard } from "./settings-card";
import { SaveButton, type SectionProps } from "./settings-sections";

// Who runs the site and the privacy notice of /privacy (decision 0032). The notice is plain
// text in a small format (paragraphs, "## " headings, "- " items, [label](https://...) links):
// the site renders it without HTML, and the server refuses links to other kinds of address.

const privacyResolver = schemaResolver(
  siteSettingsSchema.pick({ businessName: true, businessAddress: true, privacyNotice: true }),
  { sync: true },
);

const PRIVACY_FORMAT_HELP =
  "Blank: the default notice, filled with the business name, address and support contact. Separate paragraphs with a blank line; start a heading with ## and a list item with - ; write a link as [label](https://example.com), [label](mailto:someone@example.com) or [label](/page).";

export function PrivacySection({ settings, saving, onSave }: SectionProps) {
  const form = useForm({
    initialValues: {
      businessName: settings.businessName ?? "",
      businessAddress: settings.businessAddress ?? "",
      privacyNotice: settings.privacyNotice ?? "",
    },
    validate: privacyResolver,
  });
  // The default text with the values in the form, to edit rather than write from nothing.
  const startFromDefault = () =>
    form.setFieldValue(
      "privacyNotice",
      privacyNoticeText({
        ...publicConfig,
        supportEmail: settings.supportEmail,
        privacyNotice: undefined,
        businessName: form.values.businessName.trim() || undefined,
        businessAddress: form.values.businessAddress.trim() || undefined,
      }),
    );
  return (
    <SettingsCard
      id="privacy"
      title="Privacy notice"
      description="Who runs the site and what the privacy notice says. The notice is linked from the footer and under every form."
      actions={
        <Anchor href={PRIVACY_ROUTE} target="_blank" size="sm">
          View the notice
        </Anchor>
      }
    >
      <form noValidate onSubmit={form.onSubmit((values) => onSave("privacy", values))}>
        <Stack>
          <TextInput
            label="Business name"
            description="The business responsible for the personal data (blank: Kairos)"
            maxLength={200}
            {...form.getInputProps("businessName")}
          />
          <Textarea
            label="Postal address"
            description="Shown in the notice; blank: none"
            autosize
            minRows={2}
            maxLength={500}
            {...form.getInputProps("businessAddress")}
          />
          <Textarea
            label="Notice text"
            description={PRIVACY_FORMAT_HELP}
            autosize
            minRows={6}
            maxRows={24}
            maxLength={NOTICE_TEXT_MAX}
            {...form.getInputProps("privacyNotice")}
          />
          <Group justify="space-between">
            <Button variant="default" onClick={startFromDefault}>
              Start from the default text
            </Button>
            <SaveButton section="privacy" saving={saving}>
              Save privacy notice
            </SaveButton>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
