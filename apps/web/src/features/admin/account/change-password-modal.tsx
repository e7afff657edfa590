import { changePasswordSchema, MIN_PASSWORD_LENGTH } from "@kairos/shared";
import { PasswordInput, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { fieldErrorsOf, trpc } from "@/lib/data/trpc";
import { FormModal } from "../shared/form-modal";
import { notifyError, notifySuccess } from "../shared/notify";

// A staff member's own password, whatever their role (AUTH-21): the current one, then the new
// one twice. The server decides whether the new one is strong enough (AUTH-20) and says why
// not at the field; its dictionaries never reach the browser.

const schema = changePasswordSchema
  .extend({ confirm: z.string() })
  .refine((v) => v.newPassword === v.confirm, {
    message: "The two passwords differ",
    path: ["confirm"],
  });

export function ChangePasswordModal({
  email,
  opened,
  onClose,
}: {
  email: string;
  opened: boolean;
  onClose: () => void;
}) {
  const form = useForm({
    initialValues: { currentPassword: "", newPassword: "", confirm: "" },
    validate: schemaResolver(schema, { sync: true }),
  });
  // Mantine marks a PasswordInput's error for sight only: said to screen readers too.
  const field = (path: keyof typeof form.values) => ({
    ...form.getInputProps(path),
    "aria-invalid": !!form.errors[path],
  });
  const change = useMutation(
    trpc.auth.changePassword.mutationOptions({
      onSuccess: () => {
        form.reset();
        onClose();
        notifySuccess(
          "Password changed",
          "Your other sessions have ended; you stay signed in here. Use the new password from now on.",
        );
      },
      onError: (error) => {
        const errors = fieldErrorsOf(error);
        if (errors.currentPassword || errors.newPassword) form.setErrors(errors);
        else notifyError("Password not changed", error);
      },
    }),
  );
  return (
    <FormModal
      opened={opened}
      saving={change.isPending}
      title="Change password"
      submitLabel="Change password"
      onClose={onClose}
      onReset={form.reset}
      onSubmit={form.onSubmit(({ currentPassword, newPassword }) =>
        change.mutate({ currentPassword, newPassword }),
      )}
    >
      <Text size="sm">Your other sessions end when the password changes.</Text>
      {/* The account's e-mail, for the browser's password manager to save with it. */}
      <TextInput label="Email" value={email} readOnly autoComplete="username" />
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        required
        data-autofocus
        {...field("currentPassword")}
      />
      <PasswordInput
        label="New password"
        description={`At least ${MIN_PASSWORD_LENGTH} characters and not easy to guess: a few unrelated words work well.`}
        autoComplete="new-password"
        required
        {...field("newPassword")}
      />
      <PasswordInput
        label="Repeat the new password"
        autoComplete="new-password"
        required
        {...field("confirm")}
      />
    </FormModal>
  );
}
