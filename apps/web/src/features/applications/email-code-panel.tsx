import { Alert, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { IconAlertCircle, IconInfoCircle } from "@tabler/icons-react";
import { Link } from "@tanstack/react-router";
import { useEffect, useRef } from "react";
import { EMAIL_CODE_TEXTS as T } from "@/content/email-code";
import type { EmailCode } from "./use-email-code";

// Step 2 once Next asked for a code (decision 0009): the code field, or why no code was sent,
// or the address's existing application with the way to its page. What appears takes the
// focus: the code field, else the message.

export interface EmailCodePanelProps {
  emailCode: EmailCode;
  /** Back to step 2's fields, at the e-mail address. */
  onChangeEmail: () => void;
}

/** The path of a personal link (`https://host/application/<token>`), for the app's own router. */
const tokenOf = (link: string) => /\/application\/([^/?#]+)$/.exec(link)?.[1] ?? "";

export function EmailCodePanel({ emailCode, onChangeEmail }: EmailCodePanelProps) {
  const { phase, pending, code, codeError, codeFocus } = emailCode;
  const field = useRef<HTMLInputElement>(null);
  const message = useRef<HTMLDivElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows what the step shows
  useEffect(() => {
    if (phase?.kind === "code") field.current?.focus();
    else message.current?.focus();
  }, [phase, codeFocus]);

  if (!phase) return null;

  const change = (
    <Button variant="subtle" onClick={onChangeEmail} disabled={pending}>
      {phase.kind === "applied" ? T.otherEmail : T.change}
    </Button>
  );

  if (phase.kind === "applied") {
    return (
      <Stack gap="md">
        <Alert
          ref={message}
          tabIndex={-1}
          color="blue"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-testid="already-applied"
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{phase.message}</Text>
            <Button
              renderRoot={(props) => (
                <Link to="/application/$token" params={{ token: tokenOf(phase.link) }} {...props} />
              )}
            >
              {T.openPage}
            </Button>
          </Stack>
        </Alert>
        <Group>{change}</Group>
      </Stack>
    );
  }

  if (phase.kind === "unchecked") {
    return (
      <Stack gap="md">
        <Alert
          ref={message}
          tabIndex={-1}
          color="yellow"
          icon={<IconAlertCircle size={18} aria-hidden />}
          title={T.notSentTitle}
          // Body-coloured title: Mantine's yellow on its light background falls short of AA.
          styles={{ title: { color: "var(--mantine-color-text)" } }}
          data-testid="code-not-sent"
        >
          {phase.message}
        </Alert>
        <Group gap="xs">
          <Button variant="subtle" onClick={emailCode.resend} loading={pending}>
            {T.tryAgain}
          </Button>
          {change}
        </Group>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Text role="status" data-testid="code-sent">
        {phase.resent ? `${T.newCode} ${phase.message}` : phase.message}
      </Text>
      <TextInput
        ref={field}
        label={T.codeLabel}
        description={T.codeHint}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        value={code}
        onChange={(event) => emailCode.setCode(event.currentTarget.value)}
        error={codeError}
        errorProps={{ role: "alert" }}
        styles={{ input: { maxWidth: "12rem", letterSpacing: "0.2em" } }}
      />
      <Group gap="xs">
        <Button variant="subtle" onClick={emailCode.resend} disabled={pending}>
          {T.resend}
        </Button>
        {change}
      </Group>
    </Stack>
  );
}
