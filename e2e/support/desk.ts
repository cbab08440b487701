import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { receivedMail } from './fixtures.ts';
import { appPort, stackInfoFile } from './ports.ts';

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
