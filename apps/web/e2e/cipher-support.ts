import type { Page } from '@playwright/test';

/** A cipher page's text box by its exact accessible name. */
export const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The direction radios are drawn as buttons: a visitor clicks the label around the hidden input. */
export const choose = (page: Page, name: string) =>
  page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
