import type { StaffRole } from '@contrail/contracts';
import type { Config } from '../config.ts';
import type { Executor } from '../db/index.ts';
import { createDeskRepository } from './desk-repository.ts';
import { escapeHtml } from '../send/send-mails.ts';
import { enqueueMail, type DeskMail } from '../mail/index.ts';

/** A set-up link works for a day. */
export const inviteValidMs = 24 * 60 * 60 * 1000;

/**
 * The set-up link: the token rides in the fragment, which browsers never send to a server (no
 * access log, proxy or Referer sees it); the page posts it to the API.
 */
export const setupLink = (siteOrigin: string, token: string): string =>
  `${siteOrigin}/desk/setup#token=${token}`;

export class InviteError extends Error {}

export function inviteMail(
  email: string,
  role: StaffRole,
  link: string,
  expiresAt: string,
): DeskMail {
  const until = new Date(expiresAt).toUTCString();
  const paragraphs = [
    `You are invited to the Contrail parts desk as ${role === 'admin' ? 'an admin' : 'a member of the desk'}.`,
    `Open this link to set up your account with a passkey or a password. It works once, until ${until}:`,
    link,
    'If you did not expect this, ignore this mail; nothing happens without the link.',
  ];
  return {
    audience: 'desk',
    to: { address: email },
    subject: 'Set up your Contrail parts desk account',
    text: paragraphs.join('\n\n'),
    html: [
      `<p>${escapeHtml(paragraphs[0]!)}</p>`,
      `<p>${escapeHtml(paragraphs[1]!)}</p>`,
      `<p><a href="${escapeHtml(link)}">Set up my account</a></p>`,
      `<p>${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(paragraphs[3]!)}</p>`,
    ].join(''),
  };
}

/**
 * Invites a member (or invites again one who has not set up yet: the earlier link stops working)
 * and queues the mail with the link, or only answers the link with `print`. An active or disabled
 * account is not re-invited: an admin changes it in the desk.
 */
export async function inviteStaff(
  db: Executor,
  config: Pick<Config, 'siteOrigin'>,
  input: { email: string; role: StaffRole; print?: boolean },
): Promise<{ link: string; expiresAt: string; mailed: boolean; staffId: number }> {
  const email = input.email.trim().toLowerCase();
  return db.transaction().execute(async (trx) => {
    const desk = createDeskRepository(trx);
    const existing = await desk.staffByEmail(email);
    if (existing && existing.status !== 'invited') {
      throw new InviteError(`${email} already has a ${existing.status} account.`);
    }
    const staffId = existing ? existing.id : await desk.insertStaff(email, input.role);
    if (existing && existing.role !== input.role)
      await desk.updateStaff(staffId, { role: input.role });
    const { token, expiresAt } = await desk.createInvite(staffId, inviteValidMs);
    const link = setupLink(config.siteOrigin, token);
    if (!input.print) await enqueueMail(trx, inviteMail(email, input.role, link, expiresAt));
    await desk.audit({
      staffId: null,
      staffEmail: 'command line',
      action: 'staff_invited',
      target: `staff:${staffId}`,
      detail: { email, role: input.role, mailed: !input.print },
      ip: 'local',
    });
    return { link, expiresAt, mailed: !input.print, staffId };
  });
}
