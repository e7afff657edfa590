import "@/styles/mantine-all";
import { acceptInvitationSchema, MIN_PASSWORD_LENGTH } from "@kairos/shared";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle, IconCircleCheck } from "@tabler/icons-react";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { fieldErrorsOf, messageOf, QueryProvider, trpc } from "@/lib/data/trpc";
import { egyptTimeText } from "../admin/shared/dates";

// /admin/invitation/<token> (AUTH-19): a new staff member chooses their own password, once,
// then signs in. The server says why a link no longer works (used, replaced, expired).

const passwordSchema = z
  .object({ password: acceptInvitationSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, {
    message: "The two passwords differ",
    path: ["confirm"],
  });

export function InvitationPage({ token }: { token: string }) {
  return (
    <QueryProvider>
      <Container size={480} py={64}>
        <Title order={1} ta="center">
          Choose your password
        </Title>
        <Paper withBorder shadow="sm" p="xl" mt="xl" radius="md">
          <InvitationForm token={token} />
        </Paper>
      </Container>
    </QueryProvider>
  );
}

function InvitationForm({ token }: { token: string }) {
  const invitation = useQuery({ ...trpc.auth.invitation.queryOptions({ token }), retry: false });
  const form = useForm({
    initialValues: { password: "", confirm: "" },
    validate: schemaResolver(passwordSchema, { sync: true }),
  });
  const accept = useMutation(
    trpc.auth.acceptInvitation.mutationOptions({
      // A password too easy to guess (AUTH-20) is said at its field, not above the form.
      onError: (error) => {
        const atField = fieldErrorsOf(error).password;
        if (atField) form.setFieldError("password", atField);
      },
    }),
  );
  const refusedAtField = !!fieldErrorsOf(accept.error).password;
  const done = useRef<HTMLDivElement>(null);
  // The result takes the form's place: focus moves to it, so a screen reader reads it.
  useEffect(() => {
    if (accept.isSuccess) done.current?.focus();
  }, [accept.isSuccess]);

  if (invitation.isPending) return <Loader aria-label="Loading the invitation" mx="auto" />;
  if (invitation.isError) {
    return (
      <Stack>
        <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {messageOf(invitation.error, "This invitation could not be opened.")}
        </Alert>
        <SignInLink />
      </Stack>
    );
  }
  const { email, firstName, expiresAt } = invitation.data;
  if (accept.isSuccess) {
    return (
      <Stack ref={done} tabIndex={-1} aria-live="polite">
        <Alert color="teal.9" icon={<IconCircleCheck size={18} aria-hidden />} title="Password set">
          Your password is set. Sign in with {accept.data.email} and the password you chose.
        </Alert>
        <Button renderRoot={(props) => <Link to="/admin/login" {...props} />}>Sign in</Button>
      </Stack>
    );
  }
  return (
    <form noValidate onSubmit={form.onSubmit(({ password }) => accept.mutate({ token, password }))}>
      <Stack>
        <Text>
          {firstName ? `Welcome, ${firstName}. ` : "Welcome. "}Choose the password of your Kairos
          staff account. Only you will know it.
        </Text>
        <Text size="sm" c="dimmed">
          This link works once, until {egyptTimeText(expiresAt)}.
        </Text>
        {accept.isError && !refusedAtField && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {messageOf(accept.error, "Your password could not be set. Please try again.")}
          </Alert>
        )}
        {/* The account's e-mail, for the browser's password manager to save with it. */}
        <TextInput label="Email" value={email} readOnly autoComplete="username" />
        <PasswordInput
          label="New password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters and not easy to guess: a few unrelated words work well.`}
          autoComplete="new-password"
          required
          {...form.getInputProps("password")}
        />
        <PasswordInput
          label="Repeat the password"
          autoComplete="new-password"
          required
          {...form.getInputProps("confirm")}
        />
        <Button type="submit" loading={accept.isPending} fullWidth>
          Set my password
        </Button>
      </Stack>
    </form>
  );
}

function SignInLink() {
  return (
    <Text size="sm" ta="center">
      Already chose your password?{" "}
      <Anchor renderRoot={(props) => <Link to="/admin/login" {...props} />}>Sign in</Anchor>
    </Text>
  );
}
