import { saveDownload } from "../shared/download";
import { exportFileName, exportUrl } from "./format";

/**
 * Downloads the CSV export (APPS-13/14), named after the Content-Disposition header (else the
 * fallback name). Throws on failure.
 */
export function downloadApplications(
  round: string | undefined,
  filters: { status?: string; q?: string; payment?: string },
): Promise<string> {
  return saveDownload(exportUrl(round, filters), (disposition) =>
    exportFileName(disposition, round),
  );
}
