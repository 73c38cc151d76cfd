import { describe, expect, it, vi } from 'vitest';
import type { Help } from '../../api/schemas/s2.ts';
import type { AppServices } from '../services.ts';
import { helpsEntity } from './helps.entity.ts';

const help: Help = { id: 4, title: 'Filas', description: '', video: 'abc', link: '' };

function services() {
  const create = vi.fn(() => Promise.resolve(help));
  const update = vi.fn(() => Promise.resolve(help));
  const list = vi.fn(() => Promise.resolve({ records: [help], count: 21, hasMore: true }));
  const fake = { api: { helps: { create, update, list } } };
  return { services: fake as unknown as AppServices, create, update, list };
}

describe('helps entity (S3 §2.7, §7)', () => {
  it('a new help without a description leaves it out (CreateService refuses an empty one)', async () => {
    const s = services();
    await helpsEntity.save(s.services, {
      values: { title: 'Filas', video: 'abc', description: '' },
      existing: null,
    });
    expect(s.create).toHaveBeenCalledWith({ title: 'Filas', video: 'abc' });
    await helpsEntity.save(s.services, {
      values: { title: 'Filas', video: 'abc', description: 'Como criar' },
      existing: null,
    });
    expect(s.create).toHaveBeenLastCalledWith({ title: 'Filas', video: 'abc', description: 'Como criar' });
  });

  it('an edited help sends every field, an emptied description included (PUT writes what it is given)', async () => {
    const s = services();
    await helpsEntity.save(s.services, {
      values: { title: 'Filas', video: '', description: '' },
      existing: { ...help, description: 'Antes' },
    });
    expect(s.update).toHaveBeenCalledWith(4, { title: 'Filas', video: '', description: '' });
    expect(s.create).not.toHaveBeenCalled();
  });

  it('pages GET /helps with the page number and the search', async () => {
    const s = services();
    await expect(helpsEntity.fetchPage(s.services, { page: 2, search: 'fil' })).resolves.toEqual({
      items: [help],
      hasMore: true,
    });
    expect(s.list).toHaveBeenCalledWith({ pageNumber: 2, searchParam: 'fil' });
  });
});
