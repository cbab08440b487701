import { nowIso, type Executor } from '../db/index.ts';

export interface NewContactMessage {
  email: string;
  name?: string | undefined;
  phone?: string | undefined;
  subject?: string | undefined;
  message?: string | undefined;
  consent?: boolean | undefined;
}

/** The contact_messages table (the contact form), bound to a database or a transaction. */
export function createContactRepository(db: Executor) {
  return {
    /** Stores a message; answers its id. */
    async insert(contact: NewContactMessage): Promise<number> {
      const row = await db
        .insertInto('contact_messages')
        .values({
          email: contact.email,
          name: contact.name ?? null,
          phone: contact.phone ?? null,
          subject: contact.subject ?? null,
          message: contact.message ?? null,
          consent: contact.consent === undefined ? null : Number(contact.consent),
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
