import { INTERESTS, OTHER_INTEREST, OTHER_INTEREST_LABEL } from "@kairos/shared";
import { Checkbox, Group, Radio, Stack, TextInput } from "@mantine/core";
import { hearAboutOptions, jobReferralOptions, occupationOptions } from "@/content/application";
import type { ApplicationForm } from "./types";

// Step 3: occupation, interests and job referrals (APP-21..23); step 4: how the applicant heard
// about the course (APP-24).

export function StepBackground({ form }: { form: ApplicationForm }) {
  const { values } = form;
  return (
    <Stack gap="lg">
      <Radio.Group
        label="What is your current occupation?"
        required
        {...form.getInputProps("occupation")}
        onChange={(value) => {
          form.setFieldValue("occupation", value);
          if (value !== "working") form.setFieldValue("jobTitle", "");
        }}
      >
        <Group gap="lg" mt="xs">
          {occupationOptions.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Radio.Group>
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
      <Radio.Group
        label="Would you like to receive job referrals after completing the training?"
        required
        {...form.getInputProps("jobReferrals")}
      >
        <Group gap="lg" mt="xs">
          {jobReferralOptions.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Radio.Group>
    </Stack>
  );
}

export function StepHearAbout({ form }: { form: ApplicationForm }) {
  return (
    <Stack gap="lg">
      <Radio.Group
        label="How did you hear about the course?"
        required
        {...form.getInputProps("hearAbout")}
        onChange={(value) => {
          form.setFieldValue("hearAbout", value);
          if (value !== "other") form.setFieldValue("otherHearAbout", "");
        }}
      >
        <Stack gap="xs" mt="xs">
          {hearAboutOptions.map((option) => (
            <Radio key={option.value} value={option.value} label={option.label} />
          ))}
        </Stack>
      </Radio.Group>
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
