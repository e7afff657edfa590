import { InboxFrame } from "../inbox/inbox-frame";
import { InboxTable } from "../inbox/inbox-table";
import { useInboxPage } from "../inbox/use-inbox";
import { egyptColumn, formatDate } from "../shared/dates";
import { FETCH_FAILED, yearsLabel } from "./format";
import { InterpreterRegistrationModal } from "./interpreter-registration-modal";

// /admin/interpreters: the interpreter registrations, an inbox like requests and messages (new
// until opened, then read, then handled), searchable, paginated (10), with the details of each
// and its documents.

export function InterpreterRegistrationsPage() {
  const inbox = useInboxPage("interpreterRegistrations");
  const registrations = inbox.data?.registrations ?? [];
  return (
    <>
      <InboxFrame
        {...inbox.frame}
        title="Interpreters"
        noun={{ one: "registration", many: "registrations" }}
        placeholder="Name, e-mail, phone, language or country"
        itemCount={registrations.length}
        fetchFailed={FETCH_FAILED}
      >
        <InboxTable
          label="Interpreter registrations"
          rows={registrations}
          title={{ header: "Reference", cell: (reg) => reg.reference }}
          columns={[
            { header: "Name", cell: (reg) => reg.fullName },
            { header: "E-mail", cell: (reg) => reg.email, breaks: true },
            { header: "Languages", cell: (reg) => reg.languagePair },
            { header: "Country", cell: (reg) => reg.countryOfResidence },
            { header: "Experience", cell: (reg) => yearsLabel(reg.yearsOfExperience) },
            { header: egyptColumn("Registered"), cell: (reg) => formatDate(reg.createdAt) },
          ]}
          openLabel={(reg) => `Open the registration of ${reg.fullName}`}
          onOpen={(reg) => inbox.open(reg.id)}
        />
      </InboxFrame>
      <InterpreterRegistrationModal id={inbox.openId} onClose={inbox.close} />
    </>
  );
}
