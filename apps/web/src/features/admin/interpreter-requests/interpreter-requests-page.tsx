import { InboxFrame } from "../inbox/inbox-frame";
import { InboxTable } from "../inbox/inbox-table";
import { useInboxPage } from "../inbox/use-inbox";
import { egyptColumn, formatDateTime } from "../shared/dates";
import { InterpreterRequestDrawer, serviceLabel } from "./interpreter-request-drawer";

// /admin/requests: the requests for an interpreter, newest first, searchable, by state.

export function InterpreterRequestsPage() {
  const inbox = useInboxPage("interpreterRequests");
  const requests = inbox.data?.requests ?? [];
  return (
    <>
      <InboxFrame
        {...inbox.frame}
        title="Requests"
        noun={{ one: "request", many: "requests" }}
        placeholder="Name, organisation, e-mail, phone or details"
        itemCount={requests.length}
        fetchFailed="Failed to fetch requests"
      >
        <InboxTable
          label="Interpreter requests"
          rows={requests}
          title={{ header: "Name", cell: (r) => r.fullName }}
          columns={[
            { header: "Organisation", cell: (r) => r.organization || "—" },
            { header: "E-mail", cell: (r) => r.email, breaks: true },
            { header: "Languages", cell: (r) => `${r.sourceLanguage} → ${r.targetLanguage}` },
            { header: "Service", cell: (r) => serviceLabel(r.serviceType) },
            { header: egyptColumn("Received"), cell: (r) => formatDateTime(r.createdAt) },
          ]}
          openLabel={(r) => `Open the request of ${r.fullName}`}
          onOpen={(r) => inbox.open(r.id)}
        />
      </InboxFrame>
      <InterpreterRequestDrawer id={inbox.openId} onClose={inbox.close} />
    </>
  );
}
