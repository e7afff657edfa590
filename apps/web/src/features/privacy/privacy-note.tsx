import { Anchor, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { formPrivacyNote, PRIVACY_ROUTE } from "@/content/privacy";
import classes from "./privacy.module.css";

/** Under a form's submit button: where the privacy notice is, at the point of collection. */
export function PrivacyNote() {
  return (
    <Text size="sm" c="dimmed" data-privacy-note>
      {formPrivacyNote.before}{" "}
      <Anchor
        renderRoot={(props) => <Link to={PRIVACY_ROUTE} {...props} />}
        inherit
        className={classes.inlineLink}
      >
        {formPrivacyNote.link}
      </Anchor>{" "}
      {formPrivacyNote.after}
    </Text>
  );
}
