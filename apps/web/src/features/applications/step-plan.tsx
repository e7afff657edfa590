import {
  formatAmount,
  interestLabels,
  OTHER_LANGUAGE,
  PAYMENT_PLANS,
  type PaymentTerms,
  paymentDueText,
  planTermsText,
  priceIn,
  twoPaymentsComparison,
} from "@kairos/shared";
import { Group, Input, Radio, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import {
  hearAboutOptions,
  jobReferralOptions,
  occupationOptions,
  PRICING_RULE_TEXT,
  planCardTexts,
  planTexts,
} from "@/content/application";
import { publicConfig } from "@/lib/data/config";
import classes from "./plan-card.module.css";
import { EarlyBirdNote, RefundPolicy } from "./price-notes";
import { quotedTerms } from "./quote";
import { type Round, roundLabel } from "./step-course";
import { type ApplicationValues, isPlan, roundStartOf } from "./steps";
import type { ApplicationForm } from "./types";

// Step 5: the payment plan with each plan's total, payments and due dates (APP-25, APP-26,
// INC-08) and a summary of every answer (APP-27).

export interface StepPlanProps {
  form: ApplicationForm;
  egp: boolean;
  rounds: readonly Round[] | undefined;
}

export function StepPlan({ form, egp, rounds }: StepPlanProps) {
  const error = form.errors.paymentPlan;
  const roundStart = roundStartOf(form.values, rounds);
  return (
    <Stack gap="lg">
      <Radio.Group
        label="Payment Plan"
        description={PRICING_RULE_TEXT}
        required
        {...form.getInputProps("paymentPlan")}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {PAYMENT_PLANS.map((plan) => (
            <Radio.Card key={plan} value={plan} p="md" radius="md" className={classes.card}>
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator mt={2} />
                <PlanCardBody terms={quotedTerms(plan, egp, roundStart)} />
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>
      {error && <Input.Error>{String(error)}</Input.Error>}
      <EarlyBirdNote />
      <RefundPolicy />
      <ApplicationSummary values={form.values} egp={egp} rounds={rounds} />
    </Stack>
  );
}

/** A payment as its card states it: "LE 4,750 now, with your application", "LE 4,750 by ...". */
function paymentLine(terms: PaymentTerms, index: number): string {
  const payment = terms.payments[index];
  if (!payment) return "";
  const amount = formatAmount(payment.amount, terms.currency);
  if (payment.withApplication) return `${amount} ${planCardTexts.paidNow}`;
  const due = paymentDueText(payment);
  return payment.dueDate ? `${amount} ${due} ${planCardTexts.weekThree}` : `${amount} ${due}`;
}

/** A plan's card: its total, each payment with its date, and how it compares (INC-08). */
function PlanCardBody({ terms }: { terms: PaymentTerms }) {
  const { title, description } = planTexts[terms.plan];
  const several = terms.payments.length > 1;
  return (
    <Stack gap={4}>
      <Text span fw={700} className={classes.line}>
        {title}
      </Text>
      <Text span size="xl" fw={700} className={classes.line}>
        <span data-testid={`price-${terms.plan}`}>{formatAmount(terms.total, terms.currency)}</span>
        {several && (
          <Text span size="sm" fw={400}>
            {" "}
            {planCardTexts.inTotal}
          </Text>
        )}
      </Text>
      <span className={classes.line} data-testid={`payments-${terms.plan}`}>
        {terms.payments.map((_, index) => (
          <Text
            // The payments of a plan are fixed in number and order.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            span
            size="sm"
            className={classes.line}
          >
            {several ? `${index + 1}. ` : ""}
            {paymentLine(terms, index)}
          </Text>
        ))}
      </span>
      {description && (
        <Text span size="sm" c="dimmed" className={classes.line}>
          {description}
        </Text>
      )}
      {several && (
        <Text
          span
          size="sm"
          fw={600}
          className={classes.line}
          data-testid="two-payments-comparison"
        >
          {planCardTexts.comparison(
            twoPaymentsComparison(priceIn(terms.currency, publicConfig.prices)),
          )}
        </Text>
      )}
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
  const interests = interestLabels(values.interests, values.otherInterest);
  const occupation = labelOf(occupationOptions, values.occupation);
  const hearAbout = labelOf(hearAboutOptions, values.hearAbout);
  const terms = isPlan(values.paymentPlan)
    ? quotedTerms(values.paymentPlan, egp, roundStartOf(values, rounds))
    : null;
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
    ["Payment plan", terms ? planTermsText(terms) : "-"],
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
