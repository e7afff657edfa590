import "@mantine/dropzone/styles.css";
import { Alert, Button, Group, Input, Paper, Stack, Tabs, Text } from "@mantine/core";
import { Dropzone, type FileRejection } from "@mantine/dropzone";
import { IconPhoto, IconUpload, IconX } from "@tabler/icons-react";
import { useState } from "react";
import {
  PRICING_RULE_TEXT,
  paymentTabs,
  planTexts,
  SCREENSHOT_AGAIN,
  SCREENSHOT_MAX_MB,
  SCREENSHOT_TOO_LARGE,
  SCREENSHOT_TYPES,
  SCREENSHOT_WRONG_TYPE,
} from "../../content/application";
import { publicConfig } from "../../lib/config";
import { ChosenFile } from "../forms/chosen-file";
import { PaymentContact } from "./payment-contact";
import { planPriceText } from "./step-plan";
import { isPlan, sizeInMb } from "./steps";

// Step 6: how to pay and the payment screenshot (APP-28..32).

type Tab = "instant" | "international";

export interface StepPaymentProps {
  egp: boolean;
  plan: string;
  screenshot: File | null;
  onScreenshot: (file: File | null) => void;
  /** The step's error (no screenshot), shown after Next. */
  error: string | undefined;
  /** True after a restored draft: the screenshot is asked for again. */
  askAgain: boolean;
}

function rejectionText(rejections: FileRejection[]): string {
  const codes = rejections.flatMap((rejection) => rejection.errors.map((e) => e.code));
  if (codes.includes("file-too-large")) return SCREENSHOT_TOO_LARGE;
  if (codes.includes("too-many-files")) return "Please upload a single screenshot.";
  return SCREENSHOT_WRONG_TYPE;
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
  const [rejected, setRejected] = useState<string | null>(null);
  const amount = planPriceText(plan, egp);
  const { instantPaymentDetails, internationalPaymentUrl } = publicConfig;

  return (
    <Stack gap="lg">
      {askAgain && !screenshot && (
        <Alert color="blue" role="status">
          {SCREENSHOT_AGAIN}
        </Alert>
      )}
      {isPlan(plan) && (
        <Text>
          Amount to pay now for the {planTexts[plan].title.toLowerCase()} plan:{" "}
          <Text span fw={700} data-testid="amount-due">
            {amount.replace(/ × \d+$/, "")}
          </Text>
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
              >
                Open the payment page (opens in a new tab)
              </Button>
            </Stack>
          ) : (
            <PaymentContact method="international" />
          )}
        </Tabs.Panel>
      </Tabs>

      <Stack gap="xs">
        <Input.Label required id="screenshot-label">
          Payment Screenshot
        </Input.Label>
        <Text size="sm" c="dimmed">
          After paying, upload a screenshot of the payment confirmation (PNG or JPEG, up to{" "}
          {SCREENSHOT_MAX_MB} MB).
        </Text>
        {screenshot ? (
          <ChosenFile
            file={screenshot}
            icon={<IconPhoto size={28} aria-hidden />}
            sizeText={sizeInMb(screenshot.size)}
            testId="screenshot"
            onRemove={() => onScreenshot(null)}
          />
        ) : (
          <Dropzone
            onDrop={(files) => {
              const file = files[0];
              if (!file) return;
              setRejected(null);
              onScreenshot(file);
            }}
            onReject={(rejections) => setRejected(rejectionText(rejections))}
            accept={[...SCREENSHOT_TYPES]}
            maxSize={SCREENSHOT_MAX_MB * 1024 * 1024}
            multiple={false}
            aria-labelledby="screenshot-label"
            inputProps={{ "aria-label": "Upload payment screenshot" }}
          >
            <Group justify="center" gap="md" mih={120} style={{ pointerEvents: "none" }}>
              <Dropzone.Accept>
                <IconUpload size={40} aria-hidden />
              </Dropzone.Accept>
              <Dropzone.Reject>
                <IconX size={40} aria-hidden />
              </Dropzone.Reject>
              <Dropzone.Idle>
                <IconPhoto size={40} aria-hidden />
              </Dropzone.Idle>
              <div>
                <Text size="lg">Drag the screenshot here or click to choose a file</Text>
                <Text size="sm" c="dimmed">
                  PNG or JPEG only
                </Text>
              </div>
            </Group>
          </Dropzone>
        )}
        {rejected && !screenshot && (
          <Input.Error role="alert" data-testid="screenshot-rejected">
            {rejected}
          </Input.Error>
        )}
        {error && !screenshot && !rejected && <Input.Error role="alert">{error}</Input.Error>}
      </Stack>
    </Stack>
  );
}
