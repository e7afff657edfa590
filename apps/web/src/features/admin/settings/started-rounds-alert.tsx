import { egyptToday } from "@kairos/shared";
import { Alert, Anchor } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import dayjs from "dayjs";
import { trpc } from "@/lib/data/trpc";
import { startedOpenRounds } from "./round-dates";

/**
 * A warning while a round left open in Settings has already started: the site shows it as in
 * progress and takes no applications for it (GAP-26), so without a round ahead /register says
 * that applications open soon.
 */
export function StartedRoundsAlert({ linkToSettings }: { linkToSettings: boolean }) {
  const rounds = useQuery(trpc.assessments.rounds.queryOptions());
  const today = egyptToday();
  const started = startedOpenRounds(rounds.data ?? [], today);
  if (started.length === 0) return null;
  return (
    <Alert
      color="orange"
      title="A round that has started is still open in Settings"
      mb="lg"
      // Body-coloured title: Mantine's orange on its light background falls short of AA.
      styles={{ title: { color: "var(--mantine-color-text)" } }}
    >
      {started.map((round) => (
        <p key={round.id} style={{ margin: 0 }}>
          {`${round.name} is open, but it started on ${dayjs(round.startDate).format("MMMM D, YYYY")}: the site shows it as in progress and takes no applications for it. Open a round ahead, or change its dates or close it`}
          {linkToSettings ? (
            <>
              {" "}
              in{" "}
              <Anchor
                // The body's colour, underlined: the link blue falls short of AA on orange.
                c="var(--mantine-color-text)"
                underline="always"
                renderRoot={(props) => <Link to="/admin/settings" hash="rounds" {...props} />}
              >
                Settings
              </Anchor>
            </>
          ) : (
            " below"
          )}
          .
        </p>
      ))}
    </Alert>
  );
}
