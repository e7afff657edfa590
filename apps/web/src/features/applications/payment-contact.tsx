import { Button, Group, Stack, Text } from "@mantine/core";
import { IconBrandWhatsapp, IconMail } from "@tabler/icons-react";
import { PAYMENT_CONTACT, PAYMENT_CONTACT_NEXT } from "@/content/application";
import { publicConfig, whatsappUrl } from "@/lib/data/config";
import { wrappingButton } from "@/theme";

// Step 6 when a payment method has no details online (decision 0009): the step still asks for a
// screenshot, so it says how to reach the staff in one click and what happens meanwhile. The
// draft (steps.ts) keeps every answer but the file in this browser and reopens this step.

export function PaymentContact({ method }: { method: keyof typeof PAYMENT_CONTACT }) {
  const { supportEmail, whatsappNumber } = publicConfig;
  const text = PAYMENT_CONTACT[method];
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(text.subject)}`;
  return (
    <Stack gap="xs" align="flex-start" data-testid="payment-contact">
      <Text>
        {text.missing} {text.ask}
      </Text>
      <Group gap="sm">
        <Button
          component="a"
          href={mailto}
          variant="light"
          leftSection={<IconMail size={18} aria-hidden />}
          styles={wrappingButton}
        >
          E-mail {supportEmail}
        </Button>
        <Button
          component="a"
          href={whatsappUrl(whatsappNumber)}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
          styles={wrappingButton}
        >
          WhatsApp {whatsappNumber} (opens in a new tab)
        </Button>
      </Group>
      <Text size="sm">{PAYMENT_CONTACT_NEXT}</Text>
    </Stack>
  );
}
