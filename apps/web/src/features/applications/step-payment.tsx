import { formatAmount, type PlanId } from "@kairos/shared";
import { Alert, Button, Paper, Stack, Tabs, Text } from "@mantine/core";
import { useState } from "react";
import {
  PRICING_RULE_TEXT,
  paymentTabs,
  planTexts,
  SCREENSHOT_AGAIN,
} from "../../content/application";
import { publicConfig } from "../../lib/config";
import { wrappingButton } from "../../theme";
import { PaymentContact } from "./payment-contact";
import { RefundPolicy } from "./price-notes";
import { laterPaymentsText, quotedTerms } from "./quote";
import { ScreenshotPicker } from "./screenshot-picker";

// Step 6: how to pay and the payment screenshot (APP-28..32).

type Tab = "instant" | "international";

export interface StepPaymentProps {
  egp: boolean;
  /** The chosen plan, once one is chosen: its terms are quoted here (quote.ts). */
  plan: { plan: PlanId; egp: boolean; roundStart: string | null } | null;
  screenshot: File | null;
  onScreenshot: (file: File | null) => void;
  /** The step's error (no screenshot), shown after Next. */
  error: string | undefined;
  /** True after a restored draft: the screenshot is asked for again. */
  askAgain: boolean;
}

export function StepPayment({
  egp,
  plan,
  screenshot,
  onScreenshot,
  error,
  askAgain,
}: StepPaymentProps) {
  // APP-28: Egypt pays with the instant-payment app, everyone else by the international link.
  const [tab, setTab] = useState<Tab | null>(null);
  const active: Tab = tab ?? (egp ? "instant" : "international");
  const { instantPaymentDetails, internationalPaymentUrl } = publicConfig;
  const terms = plan && quotedTerms(plan.plan, plan.egp, plan.roundStart);

  return (
    <Stack gap="lg">
      {askAgain && !screenshot && (
        <Alert color="blue" role="status">
          {SCREENSHOT_AGAIN}
        </Alert>
      )}
      {terms && (
        <Text>
          Amount to pay now for the {planTexts[terms.plan].title.toLowerCase()} plan:{" "}
          <Text span fw={700} data-testid="amount-due">
            {formatAmount(terms.payments[0]?.amount ?? terms.total, terms.currency)}
          </Text>
          {terms.payments.length > 1 && (
            <Text span size="sm" display="block" data-testid="later-payments">
              {laterPaymentsText(terms)}
            </Text>
          )}
          <Text span size="sm" c="dimmed" display="block">
            {PRICING_RULE_TEXT}
          </Text>
        </Text>
      )}
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

      <RefundPolicy />
      <ScreenshotPicker
        labelId="screenshot-label"
        label="Payment Screenshot"
        inputLabel="Upload payment screenshot"
        required
        file={screenshot}
        onFile={onScreenshot}
        error={error}
      />
    </Stack>
  );
}
