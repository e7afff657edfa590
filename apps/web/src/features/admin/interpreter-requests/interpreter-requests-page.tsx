import { InboxPage } from "../inbox/inbox-page";
import { egyptColumn, formatDateTime } from "../shared/dates";
import { InterpreterRequestDrawer, serviceLabel } from "./interpreter-request-drawer";

// /admin/requests: the requests for an interpreter, newest first, searchable, by state.

export function InterpreterRequestsPage() {
  return (
    <InboxPage
      domain="interpreterRequests"
      rowsOf={(list) => list.requests}
      frame={{
        title: "Requests",
        noun: { one: "request", many: "requests" },
        placeholder: "Name, organisation, e-mail, phone or details",
        fetchFailed: "Failed to fetch requests",
      }}
      table={{
        label: "Interpreter requests",
        title: { header: "Name", cell: (r) => r.fullName },
        columns: [
          { header: "Organisation", cell: (r) => r.organization || "—" },
          { header: "E-mail", cell: (r) => r.email, breaks: true },
          { header: "Languages", cell: (r) => `${r.sourceLanguage} → ${r.targetLanguage}` },
          { header: "Service", cell: (r) => serviceLabel(r.serviceType) },
          { header: egyptColumn("Received"), cell: (r) => formatDateTime(r.createdAt) },
        ],
        openLabel: (r) => `Open the request of ${r.fullName}`,
      }}
      item={InterpreterRequestDrawer}
    />
  );
}
