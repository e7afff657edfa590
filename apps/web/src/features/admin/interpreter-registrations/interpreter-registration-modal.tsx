import { type InboxState, REFERENCE_FIELDS } from "@kairos/shared";
import { Anchor, Button, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { documentKindLabels } from "@/content/interpreter-registration";
import { AppModal } from "@/features/layout/app-modal";
import { fileSizeText } from "@/lib/format/file-size";
import { ErasedNotice } from "../erasure/erasure-badges";
import { DetailRows } from "../inbox/detail-rows";
import { ItemHeader } from "../inbox/item-header";
import { ItemLoading } from "../inbox/item-loading";
import { useInboxItem } from "../inbox/use-inbox";
import {
  capacityLabel,
  DETAILS_FAILED,
  documentUrl,
  fieldLabel,
  levelLabel,
  listText,
  modeLabel,
  yearsLabel,
  yesNo,
} from "./format";
import type { RegistrationDetails } from "./types";

// Every answer of one interpreter registration, and its documents as download links.

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function DetailsBody({
  data,
  onStateChange,
  changing,
  changeError,
  onHold,
  holding,
}: {
  data: RegistrationDetails;
  onStateChange: (state: InboxState) => void;
  changing: boolean;
  changeError: string | null;
  onHold: (hold: boolean) => void;
  holding: boolean;
}) {
  const r = data.registration;
  return (
    <Stack gap="lg">
      <ItemHeader
        state={r.inboxState}
        arrived="Registered"
        createdAt={r.createdAt}
        reply={{ email: r.email, subject: `Your interpreter registration ${r.reference}` }}
        onStateChange={onStateChange}
        changing={changing}
        changeError={changeError}
        erasure={r}
        onHold={onHold}
        holding={holding}
      />
      {r.erasedAt ? <ErasedNotice erasedAt={r.erasedAt} /> : <Answers data={data} />}
    </Stack>
  );
}

/** Every answer and document of a registration not erased. */
function Answers({ data }: { data: RegistrationDetails }) {
  const r = data.registration;
  const ratings = Object.entries(r.proficiencyRatings ?? {});
  const reference = (n: 1 | 2) => {
    const ref = (n === 1 ? r.reference1 : r.reference2) as Record<string, string> | null;
    return REFERENCE_FIELDS.map(([key, label]): [string, ReactNode] => [label, ref?.[key] ?? ""]);
  };
  return (
    <>
      <Section title="Basic Information">
        <DetailRows
          rows={[
            ["Full name", r.fullName],
            [
              "E-mail",
              <Anchor key="email" href={`mailto:${r.email}`}>
                {r.email}
              </Anchor>,
            ],
            ["Phone", r.phoneNumber],
            ["Country of residence", r.countryOfResidence],
            ["City / Zip code", r.cityZipCode],
            ["Language pair", r.languagePair],
            ["Other languages", r.otherLanguages],
            [
              "Proficiency",
              ratings.length > 0
                ? ratings.map(([name, level]) => `${name}: ${levelLabel(level)}`).join(", ")
                : "",
            ],
          ]}
        />
      </Section>
      <Section title="Experience & Qualifications">
        <DetailRows
          rows={[
            ["Years of experience", yearsLabel(r.yearsOfExperience)],
            ["Interpreting settings", listText(r.interpretingSettings)],
            ["Interpretation types", listText(r.interpretationTypes)],
            ["Preferred mode", modeLabel(r.preferredMode)],
            ["Availability", listText(r.availability)],
            ["Available hours", r.availableHours],
            ["Certified medical interpreter", yesNo(r.isCertifiedMedical)],
            ["Certification body", r.certificationBody],
            ["Training programs", r.trainingPrograms],
            ["Professional fields", listText(r.professionalFields, fieldLabel)],
            ["Other field", r.otherFieldSpecify],
            ["Works with providers", yesNo(r.workingWithProviders)],
            ["Provider names", r.providerNames],
            ["Work capacity", r.workCapacity ? capacityLabel(r.workCapacity) : ""],
          ]}
        />
      </Section>
      <Section title="Final Details">
        <DetailRows
          rows={[
            ["Quiet workspace", yesNo(r.hasQuietWorkspace)],
            ["Hourly rate", r.hourlyRate],
            ["Per-minute rate", r.perMinuteRate],
            ["Work authorization", r.workAuthorization],
            ["Why Kairos", r.whyJoinKairos],
            ["Confirmed accuracy", yesNo(r.confirmAccuracy)],
            ["Consents to contact", yesNo(r.consentContact)],
          ]}
        />
      </Section>
      <Section title="Reference 1">
        <DetailRows rows={reference(1)} />
      </Section>
      <Section title="Reference 2">
        <DetailRows rows={reference(2)} />
      </Section>
      <Section title="Documents">
        {data.documents.length === 0 ? (
          <Text size="sm">No documents</Text>
        ) : (
          <List spacing="xs" listStyleType="none" ml={0} pl={0}>
            {data.documents.map((doc) => (
              <List.Item key={doc.fileId}>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    component="a"
                    href={documentUrl(doc.url)}
                    download={doc.originalName}
                    variant="light"
                    size="xs"
                    leftSection={<IconDownload size={14} aria-hidden />}
                    aria-label={`Download ${documentKindLabels[doc.kind] ?? doc.kind}: ${doc.originalName}`}
                  >
                    {documentKindLabels[doc.kind] ?? doc.kind}
                  </Button>
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {doc.originalName} ({fileSizeText(doc.size)})
                  </Text>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Section>
    </>
  );
}

export function InterpreterRegistrationModal({
  id,
  onClose,
}: {
  id: number | null;
  onClose: () => void;
}) {
  const opened = useInboxItem(
    "interpreterRegistrations",
    id,
    onClose,
    (details) => details.registration,
    (details, inboxState) => ({
      ...details,
      registration: { ...details.registration, inboxState },
    }),
  );
  const details = opened.detail;
  const reference = details.data?.registration.reference;
  return (
    <AppModal
      opened={id !== null}
      onClose={opened.close}
      size="xl"
      title={reference ? `Registration ${reference}` : "Registration"}
    >
      <ItemLoading
        detail={details}
        loadingLabel="Loading the registration"
        failed={DETAILS_FAILED}
      />
      {details.data && (
        <DetailsBody
          data={details.data}
          onStateChange={opened.setState}
          changing={opened.changing}
          changeError={opened.changeError}
          onHold={opened.hold}
          holding={opened.holding}
        />
      )}
    </AppModal>
  );
}
