import { Drawer, type DrawerRootProps, Modal, type ModalRootProps } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";

// Mantine's Modal and Drawer with a <div> header instead of the default <header>: the page keeps
// its one banner landmark (axe landmark-no-duplicate-banner), and a named close button. The
// staff console's dialogs and the applicant's page use them.

type Common = { title: ReactNode; children: ReactNode };

/** The parts Modal and Drawer both have. */
interface DialogParts<RootProps> {
  Root: ComponentType<RootProps>;
  Overlay: ComponentType;
  Content: ComponentType<{ children: ReactNode }>;
  Header: ComponentType<{ children: ReactNode }>;
  Title: ComponentType<{ children: ReactNode }>;
  CloseButton: ComponentType<{ "aria-label": string }>;
  Body: ComponentType<{ children: ReactNode }>;
}

function withDivHeader<RootProps extends object>(parts: DialogParts<RootProps>) {
  const { Root, Overlay, Content, Header, Title, CloseButton, Body } = parts;
  return ({ title, children, ...props }: Common & Omit<RootProps, "title">) => (
    <Root {...(props as RootProps)}>
      <Overlay />
      <Content>
        <Header {...{ component: "div" }}>
          <Title>{title}</Title>
          <CloseButton aria-label="Close" />
        </Header>
        <Body>{children}</Body>
      </Content>
    </Root>
  );
}

export const AppModal = withDivHeader<ModalRootProps>(Modal);
export const AppDrawer = withDivHeader<DrawerRootProps>(Drawer);
