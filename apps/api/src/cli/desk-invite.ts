import { staffRoleSchema } from '@contrail/contracts';
import { emailField } from '@contrail/contracts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/index.ts';
import { InviteError, inviteStaff } from '../desk/desk-invite.ts';
import { CliError, parseCommand, runCli, withConfiguredDb } from './run.ts';

const usage = `Usage: npm run desk:invite -w @contrail/api -- <email> --role desk|admin [--print]

Invites a member of staff to the parts desk: queues a mail with a one-time link, valid for a day,
to set up the account with a passkey or a password (the running server's outbox sends it). Inviting
again someone who has not set up yet replaces the earlier link.
  --role desk|admin  desk: inbox, quotes and notes; admin: also staff and the catalogue
  --print            print the link here instead of mailing it`;

async function main(): Promise<number> {
  const parsed = parseCommand(usage, {
    allowPositionals: true,
    options: {
      role: { type: 'string' },
      print: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (typeof parsed === 'number') return parsed;
  const { values, positionals } = parsed;
  const email = emailField.safeParse(positionals[0] ?? '');
  const role = staffRoleSchema.safeParse(values.role);
  if (positionals.length !== 1 || !email.success || !role.success) {
    console.error(`Give one e-mail address and --role desk or --role admin.\n\n${usage}`);
    return 2;
  }
  const config = loadConfig();
  return withConfiguredDb(async (handle) => {
    await migrate(handle);
    try {
      const invite = await inviteStaff(handle.db, config, {
        email: email.data,
        role: role.data,
        print: values.print,
      });
      const until = new Date(invite.expiresAt).toUTCString();
      if (invite.mailed) {
        console.log(
          `Queued the set-up mail to ${email.data} (${role.data}); the link works until ${until}.`,
        );
      } else {
        console.log(
          `Set-up link for ${email.data} (${role.data}), until ${until}:\n${invite.link}`,
        );
      }
      return 0;
    } catch (error) {
      if (error instanceof InviteError) throw new CliError(error.message);
      throw error;
    }
  });
}

runCli(main);
