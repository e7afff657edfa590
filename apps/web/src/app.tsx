import { MantineProvider } from "@mantine/core";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode } from "react";
import type { AppRouter } from "./router";
import { cssVariablesResolver, theme } from "./theme";

/**
 * The whole app around a router: the same tree in the browser (main.tsx) and in the server
 * renderer (entry-server.tsx), so that prerendered HTML hydrates without a mismatch. The site
 * has one colour scheme, light, which index.html also sets on <html>, so nothing flashes.
 */
export function App({ router }: { router: AppRouter }) {
  return (
    <StrictMode>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        defaultColorScheme="light"
      >
        <RouterProvider router={router} />
      </MantineProvider>
    </StrictMode>
  );
}
