import { AVAILABILITY, INTERPRETATION_TYPES, INTERPRETING_SETTINGS } from "@kairos/shared";
import { Checkbox, Grid, Group, Select, Switch, Textarea } from "@mantine/core";
import {
  preferredModeOptions,
  professionalFieldOptions,
  workCapacityOptions,
  yearsOfExperienceOptions,
} from "@/content/interpreter-registration";
import { RadioChoice, selectBinding, TextFields } from "../forms/grid-fields";
import { DocumentField } from "./document-field";
import type { FileKey, RegistrationFilesState } from "./registration";
import type { RegistrationForm } from "./types";

// Step 2: Experience & Qualifications (REG-07..13, REG-19..21, REG-26).

export interface DocumentProps {
  files: RegistrationFilesState;
  onFile: (key: FileKey, file: File | undefined) => void;
}

type ListField = "interpretingSettings" | "interpretationTypes" | "availability";

function CheckboxList({
  form,
  field,
  label,
  options,
}: {
  form: RegistrationForm;
  field: ListField | "professionalFields";
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Checkbox.Group
      label={label}
      required
      value={form.values[field]}
      onChange={(value) => form.setFieldValue(field, value)}
      error={form.errors[field]}
    >
      <Group gap="lg" mt="xs">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );
}

const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

export function StepExperience({
  form,
  files,
  onFile,
}: { form: RegistrationForm } & DocumentProps) {
  const { values, errors } = form;
  const fileError = (key: FileKey) => (errors[key] ? String(errors[key]) : undefined);

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Select
          label="Years of Interpreting Experience"
          required
          placeholder="Select"
          data={yearsOfExperienceOptions.map((o) => ({ ...o }))}
          {...selectBinding(form, "yearsOfExperience")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <RadioChoice
          label="Preferred Mode"
          options={preferredModeOptions}
          inputProps={form.getInputProps("preferredMode")}
          inline
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <CheckboxList
          form={form}
          field="interpretingSettings"
          label="Interpreting Settings"
          options={same(INTERPRETING_SETTINGS)}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <CheckboxList
          form={form}
          field="interpretationTypes"
          label="Interpretation Types"
          options={same(INTERPRETATION_TYPES)}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <CheckboxList
          form={form}
          field="availability"
          label="Availability"
          options={same(AVAILABILITY)}
        />
      </Grid.Col>
      {values.availability.includes("Specific hours") && (
        <TextFields
          bind={form.getInputProps}
          fields={[
            {
              name: "availableHours",
              label: "Available Hours",
              required: true,
              placeholder: "Weekdays 9 AM - 1 PM EST",
              maxLength: 200,
              wide: true,
            },
          ]}
        />
      )}
      <Grid.Col span={12}>
        <Switch
          label="I am a certified medical interpreter"
          {...form.getInputProps("isCertifiedMedical", { type: "checkbox" })}
        />
      </Grid.Col>
      {values.isCertifiedMedical && (
        <>
          <TextFields
            bind={form.getInputProps}
            fields={[
              {
                name: "certificationBody",
                label: "Certification Body",
                required: true,
                placeholder: "CCHI, NBCMI, ...",
                maxLength: 200,
              },
            ]}
          />
          <Grid.Col span={12}>
            <DocumentField
              name="certificateFile"
              label="Medical Interpreting Certificate"
              file={files.certificateFile}
              onChange={(file) => onFile("certificateFile", file)}
              error={fileError("certificateFile")}
            />
          </Grid.Col>
        </>
      )}
      <Grid.Col span={12}>
        <Textarea
          label="Training Programs"
          description="Interpreter training you have completed"
          autosize
          minRows={2}
          maxLength={1000}
          {...form.getInputProps("trainingPrograms")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <DocumentField
          name="certificationsFile"
          label="Other Certifications"
          description="Optional: certificates of your training or other qualifications"
          file={files.certificationsFile}
          onChange={(file) => onFile("certificationsFile", file)}
          error={fileError("certificationsFile")}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <DocumentField
          name="resumeFile"
          label="Resume/CV"
          required
          file={files.resumeFile}
          onChange={(file) => onFile("resumeFile", file)}
          error={fileError("resumeFile")}
        />
      </Grid.Col>
      <Grid.Col span={12}>
        <CheckboxList
          form={form}
          field="professionalFields"
          label="Professional Fields"
          options={professionalFieldOptions}
        />
      </Grid.Col>
      {values.professionalFields.includes("other") && (
        <TextFields
          bind={form.getInputProps}
          fields={[
            {
              name: "otherFieldSpecify",
              label: "Please specify the other field",
              required: true,
              maxLength: 200,
            },
          ]}
        />
      )}
      <Grid.Col span={12}>
        <Switch
          label="I currently work with language service providers"
          {...form.getInputProps("workingWithProviders", { type: "checkbox" })}
        />
      </Grid.Col>
      {values.workingWithProviders && (
        <>
          <TextFields
            bind={form.getInputProps}
            fields={[
              { name: "providerNames", label: "Provider Names", required: true, maxLength: 500 },
            ]}
          />
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label="Work Capacity"
              required
              placeholder="Select"
              data={workCapacityOptions.map((o) => ({ ...o }))}
              {...form.getInputProps("workCapacity")}
              onChange={(value) => form.setFieldValue("workCapacity", value ?? "")}
            />
          </Grid.Col>
        </>
      )}
    </Grid>
  );
}
