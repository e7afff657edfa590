import { formatAmount, type PlanId } from "@kairos/shared";
import { Alert, Stack, Text } from "@mantine/core";
import { PRICING_RULE_TEXT, planTexts, SCREENSHOT_AGAIN } from "@/content/application";
import { PaymentInstructions } from "./payment-instructions";
import { RefundPolicy } from "./price-notes";
import { laterPaymentsText, quotedTerms } from "./quote";
import { ScreenshotPicker } from "./screenshot-picker";

// Step 6: how to pay and the payment screenshot (APP-28..32).

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
      <PaymentInstructions egp={egp} />
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
