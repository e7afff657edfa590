import { Alert } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";

/**
 * An alert that takes the keyboard focus when it appears and each time `focusKey` changes, so
 * that the outcome of an action is where the person is and is read out at once: a success is
 * a status, a failure an alert.
 */
export function FocusAlert({
  focusKey,
  kind,
  title,
  children,
}: {
  focusKey: number | string;
  kind: "success" | "error";
  title?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focuses again for each new outcome
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <Alert
      ref={ref}
      tabIndex={-1}
      color={kind === "success" ? "teal" : "red"}
      variant="light"
      role={kind === "success" ? "status" : "alert"}
      title={title}
    >
      {children}
    </Alert>
  );
}
