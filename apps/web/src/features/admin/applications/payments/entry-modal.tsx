import {
  type CurrencyCode,
  egyptToday,
  type LedgerCorrectionInput,
  ledgerCorrectionSchema,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from "@kairos/shared";
import { NativeSelect, NumberInput, Text, Textarea, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useEffect } from "react";
import { FormModal } from "@/features/admin/shared/form-modal";

// The ledger's one form (APP-26): a payment received, a refund given, or the right values of an
// entry (a correction). Its requestId is made when it opens, so a double submit or a retry of
// the same form records one entry (decision 0028).

export interface EntryFormValues {
  amount: number | string;
  receivedOn: string;
  method: PaymentMethod;
  reference: string;
  proofFileId: string;
  note: string;
}

const EMPTY: EntryFormValues = {
  amount: "",
  receivedOn: "",
  method: "instant-payment",
  reference: "",
  proofFileId: "",
  note: "",
};

const methodOptions = PAYMENT_METHODS.map((value) => ({
  value,
  label: PAYMENT_METHOD_LABELS[value],
}));

export function EntryModal({
  title,
  submitLabel,
  opened,
  saving,
  currency,
  proofs,
  initial,
  serverErrors,
  onClose,
  onSubmit,
}: {
  title: string;
  submitLabel: string;
  opened: boolean;
  saving: boolean;
  currency: CurrencyCode;
  proofs: { fileId: string; label: string }[];
  /** A correction's starting values: the entry it corrects. */
  initial: Partial<EntryFormValues> | null;
  serverErrors: Record<string, string>;
  onClose: () => void;
  onSubmit: (values: LedgerCorrectionInput) => void;
}) {
  /** What the form sends: its values in the schema's shape (blank choices left out). */
  const asInput = (values: EntryFormValues) => ({
    ...values,
    amount: typeof values.amount === "number" ? values.amount : undefined,
    currency,
    proofFileId: values.proofFileId || undefined,
  });
  const check = schemaResolver(ledgerCorrectionSchema, { sync: true });
  const form = useForm<EntryFormValues>({
    initialValues: EMPTY,
    validate: (values) => check(asInput(values) as never),
  });
  // Each opening starts from its own values (a correction: the entry's).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the dialog opens
  useEffect(() => {
    if (!opened) return;
    form.setValues({ ...EMPTY, receivedOn: egyptToday(), ...initial });
    form.resetDirty();
  }, [opened]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the server's answer only
  useEffect(() => {
    if (Object.keys(serverErrors).length) form.setErrors(serverErrors);
  }, [serverErrors]);
  return (
    <FormModal
      title={title}
      submitLabel={submitLabel}
      opened={opened}
      saving={saving}
      onClose={onClose}
      onReset={form.reset}
      onSubmit={form.onSubmit((values) => onSubmit(asInput(values) as LedgerCorrectionInput))}
    >
      <NumberInput
        label={`Amount (${currency})`}
        description="Whole units, in the application's currency"
        required
        min={1}
        allowDecimal={false}
        allowNegative={false}
        thousandSeparator=","
        data-autofocus
        {...form.getInputProps("amount")}
      />
      <TextInput
        label="Date received"
        description="Up to today (Egypt time)"
        type="date"
        required
        max={egyptToday()}
        {...form.getInputProps("receivedOn")}
      />
      <NativeSelect
        label="Method"
        required
        data={methodOptions}
        {...form.getInputProps("method")}
      />
      <TextInput
        label="Payment reference"
        description="Optional: the transfer's or receipt's number"
        maxLength={200}
        {...form.getInputProps("reference")}
      />
      <NativeSelect
        label="Proof of payment it matches"
        data={[
          { value: "", label: "None" },
          ...proofs.map((p) => ({ value: p.fileId, label: p.label })),
        ]}
        {...form.getInputProps("proofFileId")}
      />
      <Textarea
        label="Staff note"
        description="Optional; never shown to the applicant"
        maxLength={2000}
        autosize
        minRows={2}
        {...form.getInputProps("note")}
      />
      <Text size="sm" c="dimmed">
        Nothing in the ledger is deleted: a mistake is put right with Correct.
      </Text>
    </FormModal>
  );
}
