import { calendarDayLabel, egyptTimeLabel, formatAmount, type LaterProofDue } from "@kairos/shared";
import { Text } from "@mantine/core";
import { applicantSections, laterProofTexts } from "@/content/applicant";
import { ProofUploadForm } from "./proof-section";

const INSTALLMENTS = ["first payment", "second payment"];

/**
 * A later installment still to pay (APP-26): what and by when, and the upload of its proof,
 * which staff then find under "Payments to check".
 */
export function LaterProofSection({ due }: { due: LaterProofDue }) {
  const name = INSTALLMENTS[due.installment - 1] ?? `payment ${due.installment}`;
  const amount = `${formatAmount(due.amount, due.currency)} (${due.currency})`;
  return (
    <ProofUploadForm
      id="later-proof"
      title={applicantSections.laterProof}
      intro={
        <>
          <Text data-testid="later-payment-due">
            {laterProofTexts.due(name, amount, due.dueDate && calendarDayLabel(due.dueDate))}
          </Text>
          {due.uploadedAt && (
            <Text c="dimmed" size="sm">
              {laterProofTexts.uploaded(egyptTimeLabel(new Date(due.uploadedAt)))}
            </Text>
          )}
        </>
      }
      texts={laterProofTexts}
      route="installment-proof"
    />
  );
}
