/** Enterprise inquiries sent from the contact page. */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../schema.js';
import type { SiteContactsTable } from './site-tables.js';

export type Contact = Selectable<SiteContactsTable>;

export interface NewContact {
  leadId: string;
  message: string;
  phone?: string;
  expectedVolume?: string;
}

export class ContactRepository {
  constructor(private readonly db: Kysely<DatabaseSchema>) {}

  async create(input: NewContact): Promise<Contact> {
    const contact: Contact = {
      id: `inq_${randomUUID()}`,
      lead_id: input.leadId,
      message: input.message,
      phone: input.phone ?? null,
      expected_volume: input.expectedVolume ?? null,
      created_at: new Date().toISOString(),
    };
    await this.db.insertInto('site_contacts').values(contact).execute();
    return contact;
  }

  async get(id: string): Promise<Contact | undefined> {
    return this.db.selectFrom('site_contacts').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
