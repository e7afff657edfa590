import { requestWhen, settingLabel } from "@kairos/shared";
import { Anchor } from "@mantine/core";
import { serviceTypeOptions } from "@/content/interpreter-request";
import { DetailRows } from "../inbox/detail-rows";
import { InboxDrawer } from "../inbox/inbox-drawer";
import { useInboxItem } from "../inbox/use-inbox";
import { egyptTimeText } from "../shared/dates";

// One interpreter request with every field: opening it marks it read; staff reply by e-mail
// and mark it handled.

/** 'On-site', 'Phone Interpreting', ... */
export const serviceLabel = (value: string) =>
  serviceTypeOptions.find((o) => o.value === value)?.label ?? value;

export function InterpreterRequestDrawer({
  id,
  onClose,
}: {
  id: number | null;
  onClose: () => void;
}) {
  const opened = useInboxItem(
    "interpreterRequests",
    id,
    onClose,
    (r) => r,
    (r, inboxState) => ({ ...r, inboxState }),
  );
  const r = opened.item;

  return (
    <InboxDrawer
      opened={id !== null}
      onClose={opened.close}
      title={r?.fullName ? `Request from ${r.fullName}` : "Request"}
      loadingLabel="Loading the request"
      failed="Failed to fetch the request"
      detail={opened.detail}
      item={
        r && {
          ...r,
          reply: {
            email: r.email,
            subject: `Your interpreter request: ${r.sourceLanguage} to ${r.targetLanguage}`,
          },
        }
      }
      onStateChange={opened.setState}
      changing={opened.changing}
      changeError={opened.changeError}
      onHold={opened.hold}
      holding={opened.holding}
    >
      {r && (
        <DetailRows
          label="Request details"
          rows={[
            ["Full name", r.fullName],
            ["Organisation", r.organization],
            [
              "E-mail",
              <Anchor key="email" href={`mailto:${r.email}`}>
                {r.email}
              </Anchor>,
            ],
            [
              "Phone",
              <Anchor key="phone" href={`tel:${r.phoneNumber}`}>
                {r.phoneNumber}
              </Anchor>,
            ],
            ["Country code", r.countryCode],
            ["Source language", r.sourceLanguage],
            ["Target language", r.targetLanguage],
            ["Service type", serviceLabel(r.serviceType)],
            ["When", requestWhen(r)],
            ["Setting", settingLabel(r.setting)],
            ["Street", r.street],
            ["City", r.city],
            ["State", r.state],
            ["Zip code", r.zipCode],
            ["Country", r.country],
            ["Budget range (USD)", r.budgetRange],
            ["Additional information", r.additionalInfo],
            ["Received", egyptTimeText(r.createdAt)],
          ]}
        />
      )}
    </InboxDrawer>
  );
}
