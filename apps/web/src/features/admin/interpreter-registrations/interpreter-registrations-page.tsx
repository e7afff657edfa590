import { InboxPage } from "../inbox/inbox-page";
import { egyptColumn, formatDate } from "../shared/dates";
import { FETCH_FAILED, yearsLabel } from "./format";
import { InterpreterRegistrationModal } from "./interpreter-registration-modal";

// /admin/interpreters: the interpreter registrations, an inbox like requests and messages (new
// until opened, then read, then handled), searchable, paginated (10), with the details of each
// and its documents.

export function InterpreterRegistrationsPage() {
  return (
    <InboxPage
      domain="interpreterRegistrations"
      rowsOf={(list) => list.registrations}
      frame={{
        title: "Interpreters",
        noun: { one: "registration", many: "registrations" },
        placeholder: "Name, e-mail, phone, language or country",
        fetchFailed: FETCH_FAILED,
      }}
      table={{
        label: "Interpreter registrations",
        title: { header: "Reference", cell: (reg) => reg.reference },
        columns: [
          { header: "Name", cell: (reg) => reg.fullName },
          { header: "E-mail", cell: (reg) => reg.email, breaks: true },
          { header: "Languages", cell: (reg) => reg.languagePair },
          { header: "Country", cell: (reg) => reg.countryOfResidence },
          { header: "Experience", cell: (reg) => yearsLabel(reg.yearsOfExperience) },
          { header: egyptColumn("Registered"), cell: (reg) => formatDate(reg.createdAt) },
        ],
        openLabel: (reg) => `Open the registration of ${reg.fullName}`,
      }}
      item={InterpreterRegistrationModal}
    />
  );
}
