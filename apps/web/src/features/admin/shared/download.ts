/**
 * Downloads a staff export: fetched with the session cookie, named by `nameOf` from the
 * Content-Disposition header, saved through a Blob URL. Returns the name; throws on failure.
 */
export async function saveDownload(
  url: string,
  nameOf: (disposition: string | null) => string,
): Promise<string> {
  const res = await fetch(url, { credentials: "same-origin" });
  if (!res.ok) throw new Error(`Export failed: ${res.status}`);
  const blob = await res.blob();
  const name = nameOf(res.headers.get("Content-Disposition"));
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement("a");
    link.href = href;
    link.download = name;
    link.style.display = "none";
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes.
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  }
  return name;
}
