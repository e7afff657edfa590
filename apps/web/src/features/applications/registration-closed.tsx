import { WAITLIST_MESSAGES, type WaitlistOutcome } from "@kairos/shared";
import { Button, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import { getRouteApi } from "@tanstack/react-router";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { registrationClosedTexts as texts } from "@/content/registration-closed";
import { FocusAlert } from "../applicant/focus-alert";
import { HoneypotField } from "../forms/honeypot-field";
import { useSubmissionKey } from "../forms/submission-key";
import { PrivacyNote } from "../privacy/privacy-note";

// /register while the site takes no applications (GAP-27): the notice, and the "tell me when"
// form whose addresses are mailed once when registration opens. The address field is left to
// the browser (uncontrolled), so what is typed before the page's script takes over stays; the
// check (the shared zod schema) and the call load when the visitor submits.

type Outcome = { kind: "joined" | "failed"; message: string; at: number } | null;

const route = getRouteApi("/register");

/**
 * What the server did with the form when the browser sent it itself (`POST /register`, before
 * the script took over), said once the page is interactive; the address leaves the URL.
 */
function useOutcomeOfNativeSubmit(onOutcome: (outcome: WaitlistOutcome) => void): void {
  const sent = route.useSearch({ select: (search) => search.waitlist });
  const navigate = route.useNavigate();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per outcome in the URL
  useEffect(() => {
    if (!sent) return;
    onOutcome(sent);
    void navigate({ search: {}, replace: true });
  }, [sent]);
}

export function RegistrationClosed() {
  const [website, setWebsite] = useState("");
  const [emailError, setEmailError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [sending, setSending] = useState(false);
  const email = useRef<HTMLInputElement>(null);
  const submissionKey = useSubmissionKey();
  useOutcomeOfNativeSubmit((sent) => {
    if (sent === "invalid") {
      setEmailError(WAITLIST_MESSAGES.invalidEmail);
      email.current?.focus();
      return;
    }
    const message = sent === "joined" ? WAITLIST_MESSAGES.joined : WAITLIST_MESSAGES.failed;
    setOutcome({ kind: sent, message, at: Date.now() });
  });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    try {
      const { joinWaitlist } = await import("./waitlist-join");
      const result = await joinWaitlist(
        { email: email.current?.value ?? "", website },
        submissionKey.key(),
        WAITLIST_MESSAGES.failed,
      );
      if (result.kind === "invalid") {
        setEmailError(result.email);
        email.current?.focus();
        return;
      }
      setEmailError(null);
      submissionKey.answered(result.kind === "joined" ? 200 : result.status);
      setOutcome({ kind: result.kind, message: result.message, at: Date.now() });
    } catch {
      // The check's code could not load (a lost connection): nothing was sent.
      setOutcome({ kind: "failed", message: WAITLIST_MESSAGES.failed, at: Date.now() });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      withBorder
      padding="lg"
      shadow="sm"
      maw={620}
      component="section"
      aria-labelledby="registration-closed-title"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="registration-closed-title">
          {texts.title}
        </Title>
        <Text>{texts.text}</Text>
        {outcome && (
          <FocusAlert kind={outcome.kind === "joined" ? "success" : "error"} focusKey={outcome.at}>
            {outcome.message}
          </FocusAlert>
        )}
        {outcome?.kind !== "joined" && (
          // Sent by the browser itself before the script takes over, it is a POST to this page,
          // which the server handles (apps/server/src/rest/waitlist.ts): nothing is lost, and
          // the address stays out of the URL.
          <form noValidate method="post" aria-label={texts.title} onSubmit={(e) => void submit(e)}>
            <Stack gap="sm">
              <TextInput
                ref={email}
                name="email"
                type="email"
                label={texts.emailLabel}
                required
                autoComplete="email"
                error={emailError}
                onChange={() => setEmailError(null)}
              />
              <HoneypotField value={website} onChange={(e) => setWebsite(e.currentTarget.value)} />
              <Text size="sm" c="dimmed">
                {texts.privacy}
              </Text>
              <Group>
                <Button type="submit" loading={sending}>
                  {texts.submit}
                </Button>
              </Group>
              <PrivacyNote />
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
