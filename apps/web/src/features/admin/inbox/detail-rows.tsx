import { Button, Table } from "@mantine/core";
import { IconMailForward } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { replyHref } from "./format";

/** The fields of a submission as a two-column table; an empty value shows '—'. */
export function DetailRows({ rows, label }: { rows: [string, ReactNode][]; label?: string }) {
  return (
    <Table variant="vertical" withTableBorder layout="fixed" aria-label={label}>
      <Table.Tbody>
        {rows.map(([name, value]) => (
          <Table.Tr key={name}>
            <Table.Th w={180}>{name}</Table.Th>
            <Table.Td style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {value === null || value === undefined || value === "" ? "—" : value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** 'Reply by e-mail': opens the staff member's mail program, subject 'Re: …'. */
export function ReplyLink({ email, subject }: { email: string; subject: string }) {
  return (
    <Button
      component="a"
      href={replyHref(email, subject)}
      size="xs"
      variant="light"
      leftSection={<IconMailForward size={14} aria-hidden />}
    >
      Reply by e-mail
    </Button>
  );
}
