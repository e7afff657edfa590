import { Button, Paper, Stack, Tabs, Text } from "@mantine/core";
import { useState } from "react";
import { paymentTabs } from "@/content/application";
import { publicConfig } from "@/lib/data/config";
import { wrappingButton } from "@/theme";
import { PaymentContact } from "./payment-contact";

// How to pay (APP-28): the payment instructions from Settings, in step 6 of the form and on the
// applicant's page for a later installment. Egypt pays with the instant-payment app, everyone
// else by the international link; the other tab stays one click away.

type Tab = "instant" | "international";

export function PaymentInstructions({ egp }: { egp: boolean }) {
  const [tab, setTab] = useState<Tab | null>(null);
  const active: Tab = tab ?? (egp ? "instant" : "international");
  const { instantPaymentDetails, internationalPaymentUrl } = publicConfig;
  return (
    <Tabs value={active} onChange={(value) => setTab(value as Tab)} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="instant">{paymentTabs.instant}</Tabs.Tab>
        <Tabs.Tab value="international">{paymentTabs.international}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="instant" pt="md">
        {instantPaymentDetails ? (
          <Stack gap="xs">
            <Text>Pay with the instant-payment app (Egypt) using these details:</Text>
            <Paper withBorder p="md" style={{ whiteSpace: "pre-wrap" }}>
              {instantPaymentDetails}
            </Paper>
          </Stack>
        ) : (
          <PaymentContact method="instant" />
        )}
      </Tabs.Panel>
      <Tabs.Panel value="international" pt="md">
        {internationalPaymentUrl ? (
          <Stack gap="xs" align="flex-start">
            <Text>Pay securely online with a card through our international payment link:</Text>
            <Button
              component="a"
              href={internationalPaymentUrl}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              styles={wrappingButton}
            >
              Open the payment page (opens in a new tab)
            </Button>
          </Stack>
        ) : (
          <PaymentContact method="international" />
        )}
      </Tabs.Panel>
    </Tabs>
  );
}
