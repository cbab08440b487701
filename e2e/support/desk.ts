import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { receivedMail } from './fixtures.ts';
import { appPort, deskURL, stackInfoFile } from './ports.ts';

const root = join(import.meta.dirname, '..', '..');

/** The stack runs on SQLite (e2e-server.ts drops DATABASE_URL); so does the command. */
const withoutDatabaseUrl = ({ DATABASE_URL: _ignored, ...env }: NodeJS.ProcessEnv) => env;

/**
 * Invites a member with the desk:invite command, as an operator would, on the stack's database; the
 * running server's outbox mails the link. Answers the link from the captured mail.
 */
export async function inviteByMail(email: string, role: 'desk' | 'admin'): Promise<string> {
  const { dataDir } = JSON.parse(readFileSync(stackInfoFile, 'utf8')) as { dataDir: string };
  execFileSync(
    process.execPath,
    ['--import', 'tsx', join(root, 'apps/api/src/cli/desk-invite.ts'), email, '--role', role],
    {
      cwd: root,
      env: { ...withoutDatabaseUrl(process.env), DATA_DIR: dataDir, PORT: String(appPort) },
      stdio: 'pipe',
    },
  );
  for (let i = 0; i < 60; i++) {
    const mail = (await receivedMail()).find(
      (m) => m.to.includes(email) && m.text.includes('Set up your Contrail parts desk account'),
    );
    const link = mail && /(http:\/\/\S+\/desk\/setup#token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`No set-up mail reached ${email}`);
}

/**
 * Invites a member by mail and sets the account up with a password in the page, as they would; the page
 * ends on /desk, signed in. Answers the address and the password.
 */
export async function setUpWithPassword(
  page: Page,
  role: 'desk' | 'admin',
  name: string,
  email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@desk.test`,
) {
  const password = 'a long enough secret';
  const link = await inviteByMail(email, role);
  await page.goto(link.replace(/^http:\/\/[^/]+/, deskURL));
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByLabel('Your name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('The password again').fill(password);
  await page.getByRole('button', { name: 'Set the password' }).click();
  await page.getByTestId('desk-staff-name').filter({ hasText: name }).waitFor();
  return { email, password };
}
