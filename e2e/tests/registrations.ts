import { expect, type Page } from "@playwright/test";

// The interpreter registration's first step, as an interpreter fills it (REG-05..14), for the
// specs that start further on.

const textbox = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

export async function choose(page: Page, combobox: string, option: string, typed?: string) {
  const select = page.getByRole("combobox", { name: combobox, exact: true });
  await select.click();
  if (typed) await select.fill(typed);
  await page.getByRole("option", { name: option, exact: true }).click();
  await expect(select).toHaveValue(option);
}

export async function fillStep1(page: Page, name: string, email: string) {
  await textbox(page, "Full Name").fill(name);
  await textbox(page, "Email Address").fill(email);
  await textbox(page, "Phone Number").fill("+1 555 123 4567");
  await choose(page, "Country of Residence", "Spain", "Spa");
  await textbox(page, "City / Zip Code").fill("Madrid 28001");
  await textbox(page, "Language Pair").fill("English - Spanish");
  await textbox(page, "Other Languages").fill("French");
  await choose(page, "Proficiency in English", "Advanced");
  await choose(page, "Proficiency in Spanish", "Native");
  await choose(page, "Proficiency in French", "Intermediate");
}
