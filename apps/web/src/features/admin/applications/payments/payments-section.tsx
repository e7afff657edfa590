import type { RouterOutputs } from "@kairos/api";
import {
  calendarDayLabel,
  formatAmount,
  type LedgerCorrectionInput,
  PAYMENT_METHOD_LABELS,
} from "@kairos/shared";
import { Alert, Button, Group, Loader, Stack, Table, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { failureOf, staffErrorText } from "@/features/admin/shared/failure";
import { notifyError, notifySuccess } from "@/features/admin/shared/notify";
import { StaffTable } from "@/features/admin/shared/table-scroll";
import { fieldErrorsOf, trpc } from "@/lib/data/trpc";
import { type EntryFormValues, EntryModal } from "./entry-modal";
import { PaymentBadge } from "./payment-badge";

// An application's payments ledger in the console (APP-26, decision 0028): what it owes and
// has paid, every entry (a corrected one struck through, "corrected by #n"), and the actions
// Record payment, Record refund and Correct. After an action the focus goes to the new entry.

type Ledger = RouterOutputs["payments"]["ledger"];
type Entry = Ledger["entries"][number];
type Action = { kind: "payment" | "refund" } | { correct: Entry };

const TITLES = {
  payment: { title: "Record payment", submit: "Record payment", done: "Payment recorded" },
  refund: { title: "Record refund", submit: "Record refund", done: "Refund recorded" },
} as const;

const entryRowId = (id: number) => `ledger-entry-${id}`;

function Summary({ ledger }: { ledger: Ledger }) {
  const s = ledger.summary;
  const money = (n: number) => formatAmount(n, s.currency);
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <PaymentBadge payment={s} currency={s.currency} />
      </Group>
      <Text size="sm">
        Total {money(s.total)} · Paid {money(s.net)}
        {s.refunded > 0 ? ` (refunded ${money(s.refunded)})` : ""} · Outstanding{" "}
        {money(s.outstanding)}
        {s.overpaid > 0 ? ` · Overpaid ${money(s.overpaid)}` : ""}
      </Text>
      <Text size="sm">
        {s.installments
          .map(
            (i) =>
              `Installment ${i.number}: ${money(i.amount)} ${
                i.withApplication
                  ? "with the application"
                  : i.dueDate
                    ? `due ${calendarDayLabel(i.dueDate)}`
                    : "undated"
              } (${i.state.replace("-", " ")})`,
          )
          .join("; ")}
      </Text>
    </Stack>
  );
}

function EntryRow({ entry, onCorrect }: { entry: Entry; onCorrect: () => void }) {
  const corrected = entry.correctedById !== null;
  const style = corrected ? { textDecoration: "line-through" } : undefined;
  return (
    <Table.Tr id={entryRowId(entry.id)} tabIndex={-1} data-corrected={corrected || undefined}>
      <Table.Td>{entry.receipt}</Table.Td>
      <Table.Td>{entry.kind === "payment" ? "Payment" : "Refund"}</Table.Td>
      <Table.Td style={style}>{formatAmount(entry.amount, entry.currency)}</Table.Td>
      <Table.Td style={style}>{calendarDayLabel(entry.receivedOn)}</Table.Td>
      <Table.Td style={style}>
        {PAYMENT_METHOD_LABELS[entry.method]}
        {entry.reference ? ` · ${entry.reference}` : ""}
      </Table.Td>
      <Table.Td>
        {entry.apiKey
          ? `${entry.recordedBy ?? "—"} (key ${entry.apiKey})`
          : (entry.recordedBy ?? "—")}
        {entry.note && (
          <Text size="xs" c="dimmed" style={{ whiteSpace: "pre-wrap" }}>
            Note: {entry.note}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {corrected ? (
          <Text size="sm">Corrected by #{entry.correctedById}</Text>
        ) : (
          <Button
            size="xs"
            variant="default"
            onClick={onCorrect}
            aria-label={`Correct ${entry.receipt}`}
          >
            Correct
          </Button>
        )}
        {entry.correctsId !== null && <Text size="xs">Corrects #{entry.correctsId}</Text>}
      </Table.Td>
    </Table.Tr>
  );
}

export function PaymentsSection({ applicationId }: { applicationId: number }) {
  const queryClient = useQueryClient();
  const ledger = useQuery(trpc.payments.ledger.queryOptions({ id: applicationId }));
  const [action, setAction] = useState<Action | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [focusId, setFocusId] = useState<number | null>(null);
  // One key per opening of the form: a second submit of it is the same request.
  const requestId = useRef("");
  const open = (next: Action) => {
    requestId.current = crypto.randomUUID();
    setServerErrors({});
    setAction(next);
  };
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: trpc.payments.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.applications.pathKey() }),
      queryClient.invalidateQueries({ queryKey: trpc.dashboard.pathKey() }),
    ]);
  const onError = (error: unknown) => {
    setServerErrors(fieldErrorsOf(error));
    notifyError("Not recorded", error);
  };
  const onSuccess = async (done: { entry: Entry; created: boolean; emailSent: boolean | null }) => {
    await refresh();
    setAction(null);
    setFocusId(done.entry.id);
    const title = done.entry.correctsId ? "Correction recorded" : TITLES[done.entry.kind].done;
    const mail =
      done.emailSent === true
        ? " The applicant was e-mailed a receipt."
        : done.emailSent === false
          ? " The receipt e-mail could not be sent now; it will be retried."
          : "";
    notifySuccess(
      title,
      `${done.entry.receipt}: ${formatAmount(done.entry.amount, done.entry.currency)}.${mail}`,
    );
  };
  const record = useMutation(trpc.payments.record.mutationOptions({ onSuccess, onError }));
  const correct = useMutation(trpc.payments.correct.mutationOptions({ onSuccess, onError }));
  // The focus goes to the new entry once the modal has given it back and the row is drawn.
  useEffect(() => {
    if (focusId === null) return;
    const timer = setTimeout(() => {
      document.getElementById(entryRowId(focusId))?.focus();
      setFocusId(null);
    }, 50);
    return () => clearTimeout(timer);
  }, [focusId]);

  const submit = (values: LedgerCorrectionInput) => {
    if (!action) return;
    const input = { ...values, id: applicationId, requestId: requestId.current };
    if ("correct" in action) correct.mutate({ ...input, entryId: action.correct.id });
    else record.mutate({ ...input, kind: action.kind });
  };
  const data = ledger.data;
  const correcting = action && "correct" in action ? action.correct : null;
  const initial: Partial<EntryFormValues> | null = correcting
    ? {
        amount: correcting.amount,
        receivedOn: correcting.receivedOn,
        method: correcting.method,
        reference: correcting.reference ?? "",
        proofFileId: correcting.proofFileId ?? "",
        note: "",
      }
    : null;
  const titles = correcting
    ? { title: `Correct ${correcting.receipt}`, submit: "Record correction" }
    : action && "kind" in action
      ? { title: TITLES[action.kind].title, submit: TITLES[action.kind].submit }
      : { title: "", submit: "" };

  return (
    <Stack gap="sm">
      {ledger.isPending && <Loader size="sm" aria-label="Loading payments" />}
      {ledger.isError && (
        <Alert color="red" role="alert">
          {staffErrorText(failureOf(ledger.error), "Failed to load the payments")}
        </Alert>
      )}
      {data && (
        <>
          <Summary ledger={data} />
          <Group gap="xs">
            <Button size="xs" onClick={() => open({ kind: "payment" })}>
              Record payment
            </Button>
            <Button size="xs" variant="default" onClick={() => open({ kind: "refund" })}>
              Record refund
            </Button>
          </Group>
          {data.entries.length === 0 ? (
            <Text size="sm">No payments recorded yet.</Text>
          ) : (
            <StaffTable
              name="Payments ledger"
              minWidth={760}
              columns={[
                "Receipt",
                "Kind",
                "Amount",
                "Received",
                "Method",
                "Recorded by",
                "Correction",
              ]}
            >
              {data.entries.map((entry) => (
                <EntryRow key={entry.id} entry={entry} onCorrect={() => open({ correct: entry })} />
              ))}
            </StaffTable>
          )}
          <EntryModal
            title={titles.title}
            submitLabel={titles.submit}
            opened={action !== null}
            saving={record.isPending || correct.isPending}
            currency={data.summary.currency}
            proofs={data.proofs}
            initial={initial}
            serverErrors={serverErrors}
            onClose={() => setAction(null)}
            onSubmit={submit}
          />
        </>
      )}
    </Stack>
  );
}
