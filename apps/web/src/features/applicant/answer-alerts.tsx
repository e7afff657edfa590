import { messageOf } from "@/lib/data/trpc";
import { FocusAlert } from "./focus-alert";

/**
 * The answer to a form sent once: the server's message when it was taken, else the failure
 * (the server's words, or `failed` when it gave none), each taking the focus anew.
 */
export function AnswerAlerts({
  sent,
  failed,
}: {
  sent: {
    isSuccess: boolean;
    isError: boolean;
    data: { message: string } | undefined;
    error: unknown;
    submittedAt: number;
  };
  failed: string;
}) {
  return (
    <>
      {sent.isSuccess && sent.data && (
        <FocusAlert kind="success" focusKey={sent.submittedAt}>
          {sent.data.message}
        </FocusAlert>
      )}
      {sent.isError && (
        <FocusAlert kind="error" focusKey={sent.submittedAt}>
          {messageOf(sent.error, failed)}
        </FocusAlert>
      )}
    </>
  );
}
