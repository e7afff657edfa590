import { INTERESTS, OTHER_INTEREST, OTHER_INTEREST_LABEL } from "@kairos/shared";
import { Checkbox, Stack, TextInput } from "@mantine/core";
import { hearAboutOptions, jobReferralOptions, occupationOptions } from "@/content/application";
import { RadioChoice } from "../forms/grid-fields";
import type { ApplicationForm } from "./types";

// Step 3: occupation, interests and job referrals (APP-21..23); step 4: how the applicant heard
// about the course (APP-24).

export function StepBackground({ form }: { form: ApplicationForm }) {
  const { values } = form;
  return (
    <Stack gap="lg">
      <RadioChoice
        label="What is your current occupation?"
        options={occupationOptions}
        inline
        inputProps={{
          ...form.getInputProps("occupation"),
          onChange: (value: string) => {
            form.setFieldValue("occupation", value);
            if (value !== "working") form.setFieldValue("jobTitle", "");
          },
        }}
      />
      {values.occupation === "working" && (
        <TextInput
          label="Job Title"
          required
          autoComplete="organization-title"
          {...form.getInputProps("jobTitle")}
        />
      )}
      <Checkbox.Group
        label="Why are you interested in the training?"
        description="Choose all that apply."
        required
        {...form.getInputProps("interests")}
        onChange={(value) => {
          form.setFieldValue("interests", value);
          if (!value.includes(OTHER_INTEREST)) form.setFieldValue("otherInterest", "");
        }}
      >
        <Stack gap="xs" mt="xs">
          {INTERESTS.map((interest) => (
            <Checkbox key={interest} value={interest} label={interest} />
          ))}
          <Checkbox value={OTHER_INTEREST} label={OTHER_INTEREST_LABEL} />
        </Stack>
      </Checkbox.Group>
      {values.interests.includes(OTHER_INTEREST) && (
        <TextInput label="Your Other Interest" required {...form.getInputProps("otherInterest")} />
      )}
      <RadioChoice
        label="Would you like to receive job referrals after completing the training?"
        options={jobReferralOptions}
        inline
        inputProps={form.getInputProps("jobReferrals")}
      />
    </Stack>
  );
}

export function StepHearAbout({ form }: { form: ApplicationForm }) {
  return (
    <Stack gap="lg">
      <RadioChoice
        label="How did you hear about the course?"
        options={hearAboutOptions}
        inputProps={{
          ...form.getInputProps("hearAbout"),
          onChange: (value: string) => {
            form.setFieldValue("hearAbout", value);
            if (value !== "other") form.setFieldValue("otherHearAbout", "");
          },
        }}
      />
      {form.values.hearAbout === "other" && (
        <TextInput
          label="Where did you hear about us?"
          required
          {...form.getInputProps("otherHearAbout")}
        />
      )}
    </Stack>
  );
}
