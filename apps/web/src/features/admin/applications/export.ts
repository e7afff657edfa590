import { exportFileName, exportUrl } from "./format";

/**
 * Downloads the CSV export (APPS-13/14): fetched with the session cookie, named after the
 * Content-Disposition header (else the fallback name), saved through a Blob URL. Throws on failure.
 */
export async function downloadApplications(
  round: string | undefined,
  filters: { status?: string; q?: string; payment?: string },
): Promise<string> {
  const res = await fetch(exportUrl(round, filters), { credentials: "same-origin" });
  if (!res.ok) throw new Error(`Export failed: ${res.status}`);
  const blob = await res.blob();
  const name = exportFileName(res.headers.get("Content-Disposition"), round);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    link.style.display = "none";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
