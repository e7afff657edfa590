import { OTHER_INTEREST, OTHER_LANGUAGE, PAYMENT_PLANS } from "@kairos/shared";
import { Group, Input, Radio, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import {
  hearAboutOptions,
  jobReferralOptions,
  OTHER_INTEREST_LABEL,
  occupationOptions,
  PRICING_RULE_TEXT,
  planTexts,
} from "../../content/application";
import { type Round, roundLabel } from "./step-course";
import { type ApplicationValues, isPlan, planPrice } from "./steps";
import type { ApplicationForm } from "./types";

// Step 5: the payment plan with its prices (APP-25, APP-26) and a summary of every answer
// (APP-27).

export function planPriceText(plan: string, egp: boolean): string {
  if (!isPlan(plan)) return "";
  const price = planPrice(plan, egp);
  return price.installments > 1 ? `${price.text} × ${price.installments}` : price.text;
}

export interface StepPlanProps {
  form: ApplicationForm;
  egp: boolean;
  rounds: readonly Round[] | undefined;
}

export function StepPlan({ form, egp, rounds }: StepPlanProps) {
  const error = form.errors.paymentPlan;
  return (
    <Stack gap="lg">
      <Radio.Group
        label="Payment Plan"
        description={PRICING_RULE_TEXT}
        required
        {...form.getInputProps("paymentPlan")}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {PAYMENT_PLANS.map((plan) => {
            const price = planPrice(plan, egp);
            return (
              <Radio.Card key={plan} value={plan} p="md" radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={4}>
                    <Text fw={700}>{planTexts[plan].title}</Text>
                    <Text size="xl" fw={700} data-testid={`price-${plan}`}>
                      {price.text}
                      {price.installments > 1 && (
                        <Text span size="sm" fw={400}>
                          {" "}
                          each ({price.installments} payments)
                        </Text>
                      )}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {planTexts[plan].description}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            );
          })}
        </SimpleGrid>
      </Radio.Group>
      {error && <Input.Error>{String(error)}</Input.Error>}
      <ApplicationSummary values={form.values} egp={egp} rounds={rounds} />
    </Stack>
  );
}

const labelOf = (options: readonly { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label ?? value;

/** The rows of the summary: every answer of steps 1-5, as the applicant reads them. */
export function summaryRows(
  values: ApplicationValues,
  egp: boolean,
  rounds: readonly Round[] | undefined,
): [string, string][] {
  const round = rounds?.find((r) => r.id === values.trainingCourse);
  const language =
    values.secondLanguage === OTHER_LANGUAGE ? values.customLanguage : values.secondLanguage;
  const interests = values.interests.map((interest) =>
    interest === OTHER_INTEREST ? `${OTHER_INTEREST_LABEL}: ${values.otherInterest}` : interest,
  );
  const occupation = labelOf(occupationOptions, values.occupation);
  const hearAbout = labelOf(hearAboutOptions, values.hearAbout);
  const plan = isPlan(values.paymentPlan) ? planTexts[values.paymentPlan].title : "";
  return [
    ["Training course", round ? roundLabel(round) : values.trainingCourse],
    ["Second language", language],
    ["Full name", values.fullName],
    ["Phone number", values.phoneNumber],
    ["Email", values.email],
    ["Country", values.selectedCountry],
    ["City", values.selectedCity],
    [
      "Occupation",
      values.occupation === "working" && values.jobTitle
        ? `${occupation} (${values.jobTitle})`
        : occupation,
    ],
    ["Interests", interests.join(", ")],
    ["Job referrals", labelOf(jobReferralOptions, values.jobReferrals)],
    [
      "Heard about us",
      values.hearAbout === "other" && values.otherHearAbout
        ? `${hearAbout}: ${values.otherHearAbout}`
        : hearAbout,
    ],
    ["Payment plan", plan ? `${plan} (${planPriceText(values.paymentPlan, egp)})` : "-"],
  ];
}

function ApplicationSummary({
  values,
  egp,
  rounds,
}: {
  values: ApplicationValues;
  egp: boolean;
  rounds: readonly Round[] | undefined;
}) {
  return (
    <section aria-labelledby="application-summary">
      <Title order={3} size="h4" id="application-summary" mb="xs">
        Application Summary
      </Title>
      <Table withTableBorder variant="vertical" layout="fixed">
        <Table.Tbody>
          {summaryRows(values, egp, rounds).map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" w={{ base: 130, sm: 200 }}>
                {label}
              </Table.Th>
              <Table.Td style={{ overflowWrap: "anywhere" }}>{value || "-"}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
