import {
  createUserWithPasswordSchema,
  INVITATION_HOURS,
  type InviteUserInput,
  inviteUserSchema,
  MIN_PASSWORD_LENGTH,
  type PublicUser,
  ROLES,
  type Role,
} from "@kairos/shared";
import { Button, Group, PasswordInput, Select, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useEffect } from "react";
import { z } from "zod";
import { AppModal } from "@/features/layout/app-modal";
import { FormModal, type FormModalProps } from "../shared/form-modal";
import { displayName, generatePassword } from "./password";

// The dialogs of the Users screen: add a staff account, reset a password, confirm a change.

const roleOptions = ROLES.map((role) => ({
  value: role,
  label: role === "admin" ? "Admin" : "Moderator",
}));

/** A password field with a "Generate" button that fills and reveals a strong password. */
function PasswordWithGenerator({
  form,
  label,
}: {
  form: {
    getInputProps: (path: "password") => object;
    setFieldValue: (p: "password", v: string) => void;
  };
  label: string;
}) {
  return (
    <Group align="flex-end" wrap="nowrap">
      <PasswordInput
        label={label}
        description={`At least ${MIN_PASSWORD_LENGTH} characters. Share it with the person securely.`}
        autoComplete="new-password"
        required
        style={{ flex: 1 }}
        {...form.getInputProps("password")}
      />
      <Button variant="default" onClick={() => form.setFieldValue("password", generatePassword())}>
        Generate
      </Button>
    </Group>
  );
}

/**
 * Add staff (AUTH-19): the account's details only. The new member is e-mailed a link to choose
 * their own password; nobody else ever types or sees it.
 */
export function AddAppModal({ onSubmit, ...modal }: FormModalProps<InviteUserInput>) {
  const form = useForm<InviteUserInput>({
    initialValues: {
      email: "",
      firstName: "",
      lastName: "",
      username: "",
      role: "moderator",
    },
    validate: schemaResolver(inviteUserSchema, { sync: true }),
  });
  return (
    <FormModal
      {...modal}
      title="Add staff"
      submitLabel="Send invitation"
      onReset={form.reset}
      onSubmit={form.onSubmit((values) => onSubmit(values))}
    >
      <Text size="sm">
        We e-mail them a link to choose their own password. It works once, for {INVITATION_HOURS}{" "}
        hours; you can send it again from this list.
      </Text>
      <TextInput label="Email" type="email" required {...form.getInputProps("email")} />
      <Group grow>
        <TextInput label="First name" {...form.getInputProps("firstName")} />
        <TextInput label="Last name" {...form.getInputProps("lastName")} />
      </Group>
      <TextInput label="Username" {...form.getInputProps("username")} />
      <Select
        label="Role"
        data={roleOptions}
        allowDeselect={false}
        required
        {...form.getInputProps("role")}
      />
    </FormModal>
  );
}

const resetSchema = z.object({ password: createUserWithPasswordSchema.shape.password });

export function ResetPasswordModal({
  user,
  saving,
  error,
  onClose,
  onSubmit,
}: {
  user: PublicUser | null;
  saving: boolean;
  /** The server's refusal of the password, shown at its field. */
  error?: string;
  onClose: () => void;
  onSubmit: (password: string) => void;
}) {
  const form = useForm({
    initialValues: { password: "" },
    validate: schemaResolver(resetSchema, { sync: true }),
  });
  const { setFieldError } = form;
  useEffect(() => {
    if (error) setFieldError("password", error);
  }, [error, setFieldError]);
  return (
    <FormModal
      opened={!!user}
      saving={saving}
      title="Reset password"
      submitLabel="Reset password"
      onClose={onClose}
      onReset={form.reset}
      onSubmit={form.onSubmit(({ password }) => onSubmit(password))}
    >
      <Text size="sm">
        A new password for <b>{user?.email}</b>. Their current sessions end at once.
      </Text>
      <PasswordWithGenerator form={form} label="New password" />
    </FormModal>
  );
}

/** What the confirm dialog is about to do to one account. */
export type PendingChange =
  | { kind: "disable" | "enable"; user: PublicUser }
  | { kind: "role"; user: PublicUser; role: Role };

function confirmText(change: PendingChange): { title: string; body: string; action: string } {
  const name = `${displayName(change.user)} (${change.user.email})`;
  switch (change.kind) {
    case "disable":
      return {
        title: "Disable account",
        body: `${name} will be signed out at once and can no longer sign in.`,
        action: "Disable",
      };
    case "enable":
      return {
        title: "Enable account",
        body: `${name} will be able to sign in again.`,
        action: "Enable",
      };
    case "role":
      return {
        title: "Change role",
        body: `${name} becomes ${change.role === "admin" ? "an admin: full access, including users and settings" : "a moderator: no access to users and settings"}.`,
        action: change.role === "admin" ? "Make admin" : "Make moderator",
      };
  }
}

export function ConfirmChangeModal({
  change,
  saving,
  onClose,
  onConfirm,
}: {
  change: PendingChange | null;
  saving: boolean;
  onClose: () => void;
  onConfirm: (change: PendingChange) => void;
}) {
  const text = change ? confirmText(change) : null;
  return (
    <AppModal opened={!!change} onClose={onClose} title={text?.title ?? ""} centered>
      <Stack>
        <Text>{text?.body}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            color={change?.kind === "disable" ? "red" : undefined}
            loading={saving}
            onClick={() => change && onConfirm(change)}
          >
            {text?.action}
          </Button>
        </Group>
      </Stack>
    </AppModal>
  );
}
