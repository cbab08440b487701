import { inviteByMail } from './support/desk.ts';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';
import { recordShifts, shiftSoFar } from './support/layout-shift.ts';
import { deskURL } from './support/ports.ts';

// The parts desk's sign-in (issue 42 §1), on localhost: WebAuthn takes no IP address as its relying party.

test.describe.configure({ timeout: 120_000 });

test('an admin invited by mail sets up with a password, signs out and in again; the pages are axe clean', async ({
  page,
}) => {
  const email = `admin-${Date.now()}@desk.test`;
  const link = await inviteByMail(email, 'admin');
  await page.goto(link.replace(/^http:\/\/[^/]+/, deskURL));
  await waitForHydration(page);
  await expect(
    page.getByText(`You are invited to the parts desk as ${email} (admin).`),
  ).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('Your name').fill('Ada Admin');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByText('Use at least 12 characters.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('a long enough secret');
  await page.getByLabel('The password again').fill('a long enough secret');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByTestId('desk-staff-name')).toHaveText('Ada Admin');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The link worked once.
  await page.goto(link.replace(/^http:\/\/[^/]+/, deskURL));
  await expect(page.getByText('This link does not work')).toBeVisible();

  await page.goto(`${deskURL}/desk`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
  await waitForHydration(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('That did not sign you in');
  await page.getByLabel('Password', { exact: true }).fill('a long enough secret');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByTestId('desk-staff-name')).toHaveText('Ada Admin');
});

test('a member sets up with a passkey (virtual authenticator) and signs in with it', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  const email = `member-${Date.now()}@desk.test`;
  const link = await inviteByMail(email, 'desk');
  await page.goto(link.replace(/^http:\/\/[^/]+/, deskURL));
  await waitForHydration(page);
  await page.getByLabel('Your name').fill('Dan Desk');
  await page.getByRole('button', { name: 'Create a passkey' }).click();
  await expect(page.getByTestId('desk-staff-name')).toHaveText('Dan Desk');
  // A desk member sees no staff list or audit log.
  await expect(page.getByRole('heading', { name: 'Audit log' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByTestId('desk-staff-name')).toHaveText('Dan Desk');
});

test('the set-up page and the desk open without moving the page on a phone (layout shift at most 0.01)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordShifts(page);
  const email = `phone-${Date.now()}@desk.test`;
  const link = (await inviteByMail(email, 'admin')).replace(/^http:\/\/[^/]+/, deskURL);
  await page.goto(link);
  await expect(page.getByText(`You are invited to the parts desk as ${email}`)).toBeVisible();
  expect(await shiftSoFar(page), 'as the invitation is checked').toBeLessThanOrEqual(0.01);
  await page.getByLabel('Your name').fill('Pia Phone');
  await page.getByLabel('Password', { exact: true }).fill('a long enough secret');
  await page.getByLabel('The password again').fill('a long enough secret');
  await page.getByRole('button', { name: 'Set the password' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();

  // Used once: the same link now says why it does not work.
  await page.goto(link);
  await expect(page.getByText('This link does not work')).toBeVisible();
  expect(await shiftSoFar(page), 'as a used link is turned down').toBeLessThanOrEqual(0.01);

  // Signed in: "Opening the desk…" gives way to the inbox, then the staff list and the audit log.
  await page.goto(`${deskURL}/desk`);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  expect(await shiftSoFar(page), 'as the desk opens').toBeLessThanOrEqual(0.01);
});

test('the desk without a session goes to sign-in', async ({ page }) => {
  await page.goto(`${deskURL}/desk`);
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
});
