import { createFileRoute } from "@tanstack/react-router";
import { seo } from "../content/pages";
import { RequestInterpreterPage } from "../features/interpreter-requests/request-interpreter-page";

export const Route = createFileRoute("/request-interpreter")({
  head: () =>
    seo("Request an Interpreter", "Request a medical interpreter on site, by phone or by video."),
  component: RequestInterpreterPage,
});
