import "@/styles/mantine-all";
import { loginSchema } from "@kairos/shared";
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { IconAlertCircle } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { getRouteApi, Link, useNavigate, useRouter } from "@tanstack/react-router";
import { useEffect } from "react";
import { messageOf, QueryProvider, trpc } from "@/lib/data/trpc";
import { safeRedirect, setSessionUser } from "./session";

const route = getRouteApi("/admin/login");

/** Staff sign-in: the server's message on failure, else 'Login failed'. */
export function LoginPage() {
  return (
    <QueryProvider>
      <LoginForm />
    </QueryProvider>
  );
}

function LoginForm() {
  const { redirect } = route.useSearch();
  const navigate = useNavigate();
  const router = useRouter();
  // The console's code loads while the person types: signed in, they see it at once, not this
  // form for another second.
  useEffect(() => {
    for (const id of ["/admin/_staff", "/admin/_staff/dashboard"] as const) {
      void router.loadRouteChunk(router.routesById[id])?.catch(() => undefined);
    }
  }, [router]);
  const form = useForm({
    initialValues: { email: "", password: "" },
    validate: schemaResolver(loginSchema, { sync: true }),
  });
  const login = useMutation(
    trpc.auth.login.mutationOptions({
      // Signing in lasts until the next screen is there: the button keeps its loader.
      onSuccess: async ({ user }) => {
        setSessionUser(user);
        await navigate({ href: safeRedirect(redirect) ?? "/admin/dashboard" });
      },
    }),
  );

  return (
    <Container size={440} py={80}>
      <Title order={1} ta="center">
        Admin Login
      </Title>
      <Text c="dimmed" ta="center" mt="xs">
        Sign in to the Kairos staff console.
      </Text>
      <Paper withBorder shadow="sm" p="xl" mt="xl" radius="md">
        <form noValidate onSubmit={form.onSubmit((values) => login.mutate(values))}>
          <Stack>
            {login.isError && (
              <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
                {messageOf(login.error, "Login failed")}
              </Alert>
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              {...form.getInputProps("email")}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              {...form.getInputProps("password")}
            />
            <Button type="submit" loading={login.isPending} fullWidth>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
      <Group justify="center" mt="lg" gap="xl">
        <Anchor renderRoot={(props) => <Link to="/register" {...props} />}>
          Apply for the training
        </Anchor>
        <Anchor renderRoot={(props) => <Link to="/" {...props} />}>Back to the public site</Anchor>
      </Group>
    </Container>
  );
}
