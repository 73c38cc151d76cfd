import { describe, expect, it, vi } from 'vitest';
import type { Contact } from '../../api/schemas/contact.schema.ts';
import type { AppServices } from '../../session/services.ts';
import { emptyContactValues } from './components/contact-form.ts';
import { contactsEntity } from './contacts.entity.ts';

const contact = (extra: Partial<Contact> = {}): Contact => ({
  id: 7,
  name: 'Maria',
  number: '5511999990001',
  email: '',
  profilePicUrl: '',
  isGroup: false,
  extraInfo: [],
  ...extra,
});

function services(answer: Contact) {
  const dispatch = vi.fn();
  const fake = {
    api: {
      contacts: {
        create: vi.fn(() => Promise.resolve(answer)),
        update: vi.fn(() => Promise.resolve(answer)),
      },
    },
    effects: { dispatch },
  };
  return { services: fake as unknown as AppServices, dispatch };
}

describe('contacts entity: save (S2 §2)', () => {
  const values = { ...emptyContactValues, name: 'Maria', number: '5511999990001' };

  it('a saved contact that comes back with a uuid opens /tickets/{uuid}', async () => {
    const { services: s, dispatch } = services(contact({ uuid: '0b6b2a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' }));
    await contactsEntity.save(s, { values, existing: null });
    expect(dispatch).toHaveBeenCalledWith({
      type: 'navigate',
      to: '/tickets/0b6b2a3e-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
    });
  });

  it('without one (the reference backend) it stays on the page', async () => {
    const { services: s, dispatch } = services(contact());
    await contactsEntity.save(s, { values, existing: contact() });
    const { services: n, dispatch: none } = services(contact({ uuid: null }));
    await contactsEntity.save(n, { values, existing: null });
    expect(dispatch).not.toHaveBeenCalled();
    expect(none).not.toHaveBeenCalled();
  });
});
