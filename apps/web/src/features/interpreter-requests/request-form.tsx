import { type InterpreterRequestInput, REQUEST_MESSAGES } from "@kairos/shared";
import { Alert, Button, Fieldset, Grid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { Suspense, useEffect, useRef, useState } from "react";
import { countryByCode, dialCodeOf } from "@/content/countries";
import { serviceTypeOptions } from "@/content/interpreter-request";
import { trpc, trpcClient } from "@/lib/data/trpc";
import { useLanguages } from "@/lib/format/languages";
import { changeDialCountry, swapPhonePrefix } from "@/lib/format/phone";
import { useIdle, whenIdle } from "@/lib/loading/idle";
import { lazyNamed, loadOnce } from "@/lib/loading/lazy";
import { DeferredSelect } from "../forms/deferred-field";
import {
  HALF_ROW,
  RadioChoice,
  selectBinding,
  type TextFieldSpec,
  TextFields,
} from "../forms/grid-fields";
import { HoneypotField } from "../forms/honeypot-field";
import { PhoneFields } from "../forms/phone-fields";
import { ReferenceNote } from "../forms/reference-note";
import { statusOfTrpcError, useSubmissionKey } from "../forms/submission-key";
import { PrivacyNote } from "../privacy/privacy-note";
import { useVisitorLocation } from "../residence/use-residence";
import { WhenAndWhereFields } from "./when-fields";

const DEFAULT_COUNTRY = "US";

const loadChecks = loadOnce(() => import("./checks"));
const OutcomeDialog = lazyNamed(() => import("../forms/outcome-dialog"), "OutcomeDialog");

type FormValues = Record<keyof InterpreterRequestInput, string>;

const emptyValues = (countryCode: string): FormValues => ({
  fullName: "",
  organization: "",
  email: "",
  countryCode,
  phoneNumber: dialCodeOf(countryCode),
  sourceLanguage: "",
  targetLanguage: "",
  serviceType: "",
  street: "",
  city: "",
  state: "",
  zipCode: "",
  country: "",
  budgetRange: "",
  additionalInfo: "",
  serviceDate: "",
  startTime: "",
  durationMinutes: "",
  setting: "",
  website: "",
});

/** docs/requirements.md, public-site §8: what the visitor reads when the request could not be sent. */
type Field = TextFieldSpec<keyof InterpreterRequestInput & string>;

const CONTACT_FIELDS: readonly Field[] = [
  { name: "fullName", label: "Full Name", required: true, autoComplete: "name" },
  {
    name: "organization",
    label: "Organization",
    description: "Optional",
    autoComplete: "organization",
  },
  {
    name: "email",
    label: "Email",
    type: "email",
    required: true,
    autoComplete: "email",
    wide: true,
  },
];

const LANGUAGE_FIELDS = [
  { name: "sourceLanguage", label: "Source Language" },
  { name: "targetLanguage", label: "Target Language" },
] as const;

/** The on-site address, asked only for an on-site interpreter. */
const ADDRESS_FIELDS: readonly Field[] = [
  {
    name: "street",
    label: "Street Address",
    required: true,
    autoComplete: "street-address",
    wide: true,
  },
  { name: "city", label: "City", required: true, autoComplete: "address-level2" },
  { name: "state", label: "State", required: true, autoComplete: "address-level1" },
  { name: "zipCode", label: "Zip Code", required: true, autoComplete: "postal-code" },
  { name: "country", label: "Country", required: true, autoComplete: "country-name" },
];

export function requestErrorMessage(error: unknown): string {
  if (error instanceof TRPCClientError && !error.data) {
    // No answer from our server: the connection failed.
    return error.cause instanceof TypeError || /fetch|network/i.test(error.message)
      ? "Unable to submit request. Please check your connection and try again."
      : "Failed to submit request. Please try again.";
  }
  if (error instanceof Error) return error.message || "Failed to submit request. Please try again.";
  // Not an Error at all: the form's own fallback.
  return "There was an error submitting your request. Please try again.";
}

/** Empty optional fields are left out of what is sent (docs/requirements.md, public-site §7). */
const withoutBlanks = (values: FormValues) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== "")) as FormValues;

export function RequestForm() {
  const languages = useLanguages();
  const { location } = useVisitorLocation();
  // The reference of the request just sent, while its dialog is open.
  const [success, setSuccess] = useState<string | null>(null);
  // Bumped on each success: the language pickers start again empty (their typed search too).
  const [resets, setResets] = useState(0);
  const failure = useRef<HTMLDivElement>(null);
  const touchedCountry = useRef(false);
  const form = useForm<FormValues>({
    initialValues: emptyValues(DEFAULT_COUNTRY),
    // The check is loaded when idle after the person starts, and before a submission is checked.
    validate: (current) => loadChecks.peek()?.requestErrors(current) ?? {},
  });
  useEffect(() => whenIdle(loadChecks), []);
  // The dialog is there before any answer can come (its Modal gives the focus back on closing).
  const dialogLoaded = useIdle();
  // The detected country replaces the default country code, unless the visitor chose one.
  const detected = countryByCode(location.countryCode) ? location.countryCode : DEFAULT_COUNTRY;
  useEffect(() => {
    if (touchedCountry.current || form.getValues().countryCode === detected) return;
    const { countryCode, phoneNumber } = form.getValues();
    form.setFieldValue("countryCode", detected);
    form.setFieldValue(
      "phoneNumber",
      swapPhonePrefix(phoneNumber, dialCodeOf(countryCode), dialCodeOf(detected)),
    );
  }, [detected, form]);

  const submissionKey = useSubmissionKey();
  const submit = useMutation({
    ...trpc.interpreterRequests.submit.mutationOptions({
      onSuccess: ({ reference }) => {
        setSuccess(reference);
        form.setValues(emptyValues(form.getValues().countryCode));
        form.resetDirty();
        setResets((n) => n + 1);
      },
      onError: (error) => {
        const fieldErrors = error.data?.fieldErrors;
        if (fieldErrors) form.setErrors(fieldErrors);
      },
    }),
    // One Idempotency-Key per submission, kept for a retry after a lost connection.
    mutationFn: (input: InterpreterRequestInput) =>
      trpcClient.interpreterRequests.submit.mutate(input, {
        context: { idempotencyKey: submissionKey.key() },
      }),
    onSettled: (_data, error) => submissionKey.answered(error ? statusOfTrpcError(error) : 200),
  });
  // The failure is said beside the button that was pressed, and takes the focus once shown
  // (each failed submission anew).
  const failedAt = submit.isError ? submit.submittedAt : null;
  useEffect(() => {
    if (failedAt) failure.current?.focus();
  }, [failedAt]);

  const values = form.getValues();
  const onsite = form.values.serviceType === "onsite";

  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const send = form.onSubmit((v) => {
            setSuccess(null);
            submit.mutate(withoutBlanks(v) as unknown as InterpreterRequestInput);
          });
          // Without its check (its code did not load), the server's own check answers.
          void loadChecks()
            .catch(() => undefined)
            .then(() => send());
        }}
        aria-label="Request an interpreter"
      >
        <Stack>
          <Grid>
            <TextFields fields={CONTACT_FIELDS} bind={form.getInputProps} />
            <PhoneFields
              countryCodeInput={form.getInputProps("countryCode")}
              phoneInput={form.getInputProps("phoneNumber")}
              countryCode={values.countryCode}
              onCountryCodeChange={(code) => {
                touchedCountry.current = true;
                form.setValues(changeDialCountry(form.getValues(), code));
              }}
              onPhoneChange={(phone) => form.setFieldValue("phoneNumber", phone)}
              onCountryOfNumber={(code) => {
                touchedCountry.current = true;
                form.setFieldValue("countryCode", code);
              }}
            />
            {LANGUAGE_FIELDS.map(({ name, label }) => (
              <Grid.Col key={`${name}-${resets}`} span={HALF_ROW}>
                <DeferredSelect
                  label={label}
                  required
                  searchable
                  limit={100}
                  data={languages}
                  nothingFoundMessage="No language found"
                  {...selectBinding(form, name)}
                />
              </Grid.Col>
            ))}
          </Grid>
          <RadioChoice
            label="Service Type"
            options={serviceTypeOptions}
            inputProps={form.getInputProps("serviceType")}
          />
          {onsite && (
            <Fieldset legend="On-site address">
              <Grid>
                <TextFields fields={ADDRESS_FIELDS} bind={form.getInputProps} />
              </Grid>
            </Fieldset>
          )}
          <WhenAndWhereFields form={form} />
          <TextInput
            label="Budget Range (USD)"
            description="Optional"
            {...form.getInputProps("budgetRange")}
          />
          <Textarea
            label="Additional Information"
            description="Optional: anything else we should know"
            autosize
            minRows={3}
            {...form.getInputProps("additionalInfo")}
          />
          <HoneypotField {...form.getInputProps("website")} />
          {submit.isError && (
            <Alert
              ref={failure}
              tabIndex={-1}
              color="red"
              icon={<IconAlertCircle size={18} aria-hidden />}
              role="alert"
            >
              {requestErrorMessage(submit.error)}
            </Alert>
          )}
          <Button type="submit" size="md" disabled={submit.isPending}>
            {submit.isPending ? "Submitting..." : "Submit Request"}
          </Button>
          <PrivacyNote />
        </Stack>
      </form>
      {(dialogLoaded || success !== null) && (
        <Suspense fallback={null}>
          <OutcomeDialog
            opened={success !== null}
            onClose={() => setSuccess(null)}
            title="Request Submitted"
          >
            <Text>{REQUEST_MESSAGES.success}</Text>
            {success && <ReferenceNote reference={success} testId="request-reference" />}
          </OutcomeDialog>
        </Suspense>
      )}
    </>
  );
}
