import { Paper, Text, Title } from "@mantine/core";
import { earlyBirdUntil } from "@/content/early-bird";
import { publicConfig } from "@/lib/data/config";

// What the applicant reads before paying (decision 0030): until when the early-bird price holds,
// and the refund policy of Settings (or whom to ask), on the plan and payment steps.

/** "Early-bird price until ..." while the round's deadline is ahead; nothing otherwise. */
export function EarlyBirdNote() {
  const until = earlyBirdUntil();
  if (!until) return null;
  return (
    <Text fw={600} data-testid="early-bird-deadline">
      {until} (Egypt time). The price shown is yours if you apply within a day of seeing it.
    </Text>
  );
}

export function RefundPolicy() {
  const policy = publicConfig.refundPolicy || `Ask ${publicConfig.supportEmail} about a refund.`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="refund-policy-title">
      <Title order={3} size="h5" id="refund-policy-title" mb={4}>
        Refund policy
      </Title>
      <Text size="sm" style={{ whiteSpace: "pre-line" }} data-testid="refund-policy">
        {policy}
      </Text>
    </Paper>
  );
}
