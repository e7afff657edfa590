import { type NoticeInline, parseNoticeText } from "@kairos/shared";
import { Anchor, List, Text, Title } from "@mantine/core";
import { Fragment } from "react";
import classes from "./privacy.module.css";

// Renders a text of the restricted notice format (packages/shared/src/notice-text.ts) as React
// elements: staff-written text never reaches the page as HTML, and a link's address was
// checked to be https://, http://, mailto: or a path of the site.

// The parts of a static text never move: their place is their key.
function Inlines({ parts }: { parts: NoticeInline[] }) {
  return parts.map((part, i) =>
    part.href === undefined ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a static text
      <Fragment key={i}>{part.text}</Fragment>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a static text
      <Anchor key={i} href={part.href} inherit className={classes.inlineLink}>
        {part.text}
      </Anchor>
    ),
  );
}

/** A notice's headings (level 2), paragraphs, lists and links. */
export function NoticeText({ text }: { text: string }) {
  return parseNoticeText(text).map((block, i) => {
    const key = `${i}-${block.kind}`;
    if (block.kind === "heading")
      return (
        <Title key={key} order={2} size="h3" mt="md">
          {block.text}
        </Title>
      );
    if (block.kind === "list")
      return (
        <List key={key} spacing="xs">
          {block.items.map((item, j) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the items of a static text
            <List.Item key={j}>
              <Inlines parts={item} />
            </List.Item>
          ))}
        </List>
      );
    return (
      <Text key={key}>
        <Inlines parts={block.parts} />
      </Text>
    );
  });
}
