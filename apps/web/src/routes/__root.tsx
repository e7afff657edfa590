import { createRootRoute } from "@tanstack/react-router";
import { RootLayout } from "../features/layout/root-layout";
import { NotFoundPage } from "../features/pages/not-found-page";

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});
