import { useMutation } from "@tanstack/react-query";
import { type ErasureState, HoldButton } from "@/features/admin/erasure/erasure-badges";
import { notifyError, notifySuccess } from "@/features/admin/shared/notify";
import { trpc } from "@/lib/data/trpc";
import { useRefreshApplications } from "../refresh";

/** Hold / Release of one application (admins, decision 0033), with what it did said aloud. */
export function ApplicationHold({ app }: { app: { id: number } & ErasureState }) {
  const refresh = useRefreshApplications();
  const hold = useMutation(
    trpc.applications.hold.mutationOptions({
      onSuccess: async ({ heldAt }) => {
        await refresh();
        notifySuccess(
          heldAt ? "Held from erasure" : "Hold released",
          heldAt
            ? "This application is kept until the hold is released."
            : "This application is erased when its retention period ends.",
        );
      },
      onError: (error) => notifyError("Hold not changed", error),
    }),
  );
  return (
    <HoldButton
      record={app}
      pending={hold.isPending}
      onChange={(held) => hold.mutate({ id: app.id, hold: held })}
    />
  );
}
