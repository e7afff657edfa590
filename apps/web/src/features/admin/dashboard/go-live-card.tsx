import type { RouterOutputs } from "@kairos/api";
import { Alert, Anchor, Card, List, Text, ThemeIcon, Title } from "@mantine/core";
import { IconCheck, IconMinus } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { trpc } from "@/lib/data/trpc";

// The go-live checklist (GAP-27, decision 0009): what a fresh install still lacks before applicants
// can apply, pay and book. Shown to admins only (the server answers admins only): every fix is in
// an admin screen or the server's environment. It goes away once every item is done. The first
// items are the registration gate's (GAP-27): it says whether /register takes applications, from
// the same facts.

type ItemId = RouterOutputs["dashboard"]["goLive"]["items"][number]["id"];

interface ItemCopy {
  label: string;
  todo: string;
  done: string;
  /** Where it is fixed; none when the fix is outside the app. */
  link?: { to: "/admin/settings" | "/admin/slots" | "/admin/users"; hash?: string; text: string };
}

const COPY: Record<ItemId, ItemCopy> = {
  "payment-instructions": {
    label: "Payment instructions",
    todo: "Set the instant-payment details and the international payment link. The demo's examples do not count: without real ones, a production install takes no applications.",
    done: "Both payment methods show their details on the application's payment step.",
    link: { to: "/admin/settings", hash: "payment", text: "Payment instructions in Settings" },
  },
  "support-contacts": {
    label: "Support contacts",
    todo: "Check the support e-mail, phone and WhatsApp number and save Settings once; until then the server's starting values are shown.",
    done: "An admin has saved the support e-mail, phone and WhatsApp number.",
    link: { to: "/admin/settings", hash: "support", text: "Support contacts in Settings" },
  },
  "open-round": {
    label: "An open round ahead",
    todo: "No open round starts today or later (Egypt time), so /register takes no applications: open a round or change its dates.",
    done: "An open round starts today or later (Egypt time) and takes applications.",
    link: { to: "/admin/settings", hash: "rounds", text: "Rounds in Settings" },
  },
  "assessment-slots": {
    label: "Free assessment slots",
    todo: "No free assessment slot ahead in the open round, so /register takes no applications: add slots.",
    done: "Applicants can book a free assessment slot ahead, or the open round has applicants already (later ones are told when new times open).",
    link: { to: "/admin/slots", text: "Assessment slots" },
  },
  "mail-delivery": {
    label: "Mail delivery",
    todo: "SMTP_URL is not set: e-mails are written to the server's outbox folder, not sent. Set it in the server's environment and restart the server.",
    done: "E-mails are sent through the SMTP server set in SMTP_URL.",
    link: { to: "/admin/settings", hash: "support", text: "Support contact in Settings" },
  },
  "admin-password": {
    label: "First admin's password",
    todo: "The first admin account still has the password it was set up with. Signed in as that admin, choose your own with Change password, under your name in the console's menu.",
    done: "The first admin has chosen their own password.",
    link: { to: "/admin/users", text: "Users" },
  },
};

type MailRoutes = NonNullable<RouterOutputs["dashboard"]["goLive"]["items"][number]["mail"]>;

/** Where every mail goes from, and where replies and the staff alerts go. */
function MailRoutesText({ mail }: { mail: MailRoutes }) {
  return (
    <Text size="sm">
      Every e-mail is sent from <b>{mail.from}</b> (MAIL_FROM in the server's environment). Replies
      from applicants and visitors go to the support e-mail <b>{mail.replyTo}</b>, and staff alerts
      (new applications, proofs of payment, withdrawals, requests, messages, registrations, slots
      without a call link) to <b>{mail.staffAlerts}</b>; both are changed in Settings.
    </Text>
  );
}

export function GoLiveCard() {
  const checklist = useQuery(trpc.dashboard.goLive.queryOptions());
  if (checklist.isError) {
    return (
      <Alert color="red" role="alert" mb="lg">
        The go-live checklist could not be loaded.
      </Alert>
    );
  }
  const items = checklist.data?.items ?? [];
  if (items.every((item) => item.done)) return null;
  const doneCount = items.filter((item) => item.done).length;
  const gate = checklist.data;
  return (
    <Card withBorder padding="lg" mb="lg" component="section" aria-labelledby="go-live-title">
      <Title order={2} size="h4" id="go-live-title">
        Before going live
      </Title>
      <Text size="sm" mb="sm">
        {doneCount} of {items.length} done. This list goes away once every item is done.
      </Text>
      {gate && <RegistrationState open={gate.registrationOpen} demo={gate.demo} />}
      <List aria-labelledby="go-live-title" spacing="sm" center={false}>
        {items.map((item) => {
          const copy = COPY[item.id];
          return (
            <List.Item
              key={item.id}
              data-item={item.id}
              icon={
                <ThemeIcon size={20} radius="xl" color={item.done ? "teal" : "gray"} aria-hidden>
                  {item.done ? <IconCheck size={14} /> : <IconMinus size={14} />}
                </ThemeIcon>
              }
            >
              <Text fw={600}>
                {copy.label}: {item.done ? "done" : "not done"}
              </Text>
              <Text size="sm">{item.done ? copy.done : copy.todo}</Text>
              {item.mail && <MailRoutesText mail={item.mail} />}
              {copy.link && (
                <Anchor
                  size="sm"
                  renderRoot={(props) => (
                    <Link to={copy.link?.to} hash={copy.link?.hash} {...props} />
                  )}
                >
                  {copy.link.text}
                </Anchor>
              )}
            </List.Item>
          );
        })}
      </List>
    </Card>
  );
}

/** What the registration gate says now, over the checklist's public items. */
function RegistrationState({ open, demo }: { open: boolean; demo: boolean }) {
  return (
    <Text size="sm" mb="sm" data-testid="registration-state">
      {open ? (
        <>
          <b>Registration is open:</b> /register takes applications.
          {demo &&
            " This demo's example payment instructions let them in; replace them before going live."}
        </>
      ) : (
        <>
          <b>Registration is closed:</b> /register says that applications open soon and keeps a
          "tell me when" list, until the payment instructions, an open round ahead and free
          assessment slots are done. The list is e-mailed once, when registration opens.
        </>
      )}
    </Text>
  );
}
