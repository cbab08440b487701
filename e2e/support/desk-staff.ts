import type { Page } from '@playwright/test';
import { inviteByMail } from './desk.ts';
import { expect, waitForHydration } from './fixtures.ts';
import { deskURL } from './ports.ts';

/**
 * A signed-in member of the desk in `page`: invited by mail with the command line, set up with a password
 * through /desk/setup, which opens the inbox. Answers the member's address.
 */
export async function signedInStaff(
  page: Page,
  { role = 'desk', name = 'Dana Desk' }: { role?: 'desk' | 'admin'; name?: string } = {},
): Promise<string> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@desk.test`;
  const link = await inviteByMail(email, role);
  await page.goto(link.replace(/^http:\/\/[^/]+/, deskURL));
  await waitForHydration(page);
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('a long enough secret');
  await page.getByLabel('The password again').fill('a long enough secret');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByTestId('desk-staff-name')).toHaveText(name);
  return email;
}
