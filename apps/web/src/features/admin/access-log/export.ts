import { egyptToday } from "@kairos/shared";
import { saveDownload } from "../shared/download";

/** The log's filters as the export takes them. */
export interface AccessLogFilters {
  userId?: string | undefined;
  action?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** The export's address with the screen's filters. */
export function accessLogExportUrl(filters: AccessLogFilters) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `/api/access-log/export?${query}` : "/api/access-log/export";
}

/** Downloads the log's CSV (the server records the download first); throws on failure. */
export function downloadAccessLog(filters: AccessLogFilters): Promise<string> {
  return saveDownload(
    accessLogExportUrl(filters),
    (disposition) =>
      /filename="([^"]+)"/.exec(disposition ?? "")?.[1] ?? `access-log-${egyptToday()}.csv`,
  );
}
