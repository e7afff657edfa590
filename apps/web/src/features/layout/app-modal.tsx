import { Drawer, type DrawerRootProps, Modal, type ModalRootProps } from "@mantine/core";
import type { ReactNode } from "react";

// Mantine's Modal and Drawer with a <div> header instead of the default <header>: the page keeps
// its one banner landmark (axe landmark-no-duplicate-banner), and a named close button. The
// staff console's dialogs and the applicant's page use them.

type Common = { title: ReactNode; children: ReactNode };

export function AppModal({ title, children, ...props }: Common & Omit<ModalRootProps, "title">) {
  return (
    <Modal.Root {...props}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...{ component: "div" }}>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label="Close" />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

export function AppDrawer({ title, children, ...props }: Common & Omit<DrawerRootProps, "title">) {
  return (
    <Drawer.Root {...props}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Drawer.Header {...{ component: "div" }}>
          <Drawer.Title>{title}</Drawer.Title>
          <Drawer.CloseButton aria-label="Close" />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
