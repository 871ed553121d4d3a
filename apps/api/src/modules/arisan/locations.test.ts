import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../db/schema/index.ts';
import { arisanTestContext } from './arisan.fixtures.ts';

let t: Awaited<ReturnType<typeof arisanTestContext>>;
beforeAll(async () => {
  t = await arisanTestContext();
});
afterAll(() => t.ctx.close());

describe('locations', () => {
  it('creates a location with a trimmed name and lists it with pagination', async () => {
    const res = await t.api('POST', '/api/locations', { name: '  Socah  ' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ id: expect.any(Number), name: 'Socah', member_count: 0 });

    const list = await t.api('GET', '/api/locations');
    expect(list.status).toBe(200);
    expect(list.body.data.map((l: { name: string }) => l.name)).toContain('Socah');
    expect(list.body.pagination).toMatchObject({ currentPage: 1, limit: 10, hasNextPage: false });

    const one = await t.api('GET', `/api/locations/${res.body.data.id}`);
    expect(one.body.data.name).toBe('Socah');
  });

  it('refuses an empty name and a duplicate in any letter case', async () => {
    const empty = await t.api('POST', '/api/locations', { name: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Nama lokasi wajib diisi');

    await t.api('POST', '/api/locations', { name: 'Tanah Merah' });
    const dup = await t.api('POST', '/api/locations', { name: 'tanah merah ' });
    expect(dup.status).toBe(409);
    expect(dup.body.message).toContain('sudah ada');
    const rows = await t.ctx.db.select().from(locations).where(eq(locations.name, 'tanah merah'));
    expect(rows).toHaveLength(0);
  });

  it('renames a location, refusing a name another location has', async () => {
    const a = (await t.api('POST', '/api/locations', { name: 'Arosbaya' })).body.data;
    await t.api('POST', '/api/locations', { name: 'Burneh' });
    const renamed = await t.api('PUT', `/api/locations/${a.id}`, { name: ' Arosbaya Kota ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.name).toBe('Arosbaya Kota');
    const clash = await t.api('PUT', `/api/locations/${a.id}`, { name: 'BURNEH' });
    expect(clash.status).toBe(409);
    expect((await t.api('GET', `/api/locations/${a.id}`)).body.data.name).toBe('Arosbaya Kota');
    expect((await t.api('PUT', '/api/locations/999999', { name: 'X' })).status).toBe(404);
  });

  it('deletes an unused location but refuses one that members live in', async () => {
    const free = (await t.api('POST', '/api/locations', { name: 'Modung' })).body.data;
    expect((await t.api('DELETE', `/api/locations/${free.id}`)).status).toBe(204);
    expect((await t.api('GET', `/api/locations/${free.id}`)).status).toBe(404);

    const used = (await t.api('POST', '/api/locations', { name: 'Klampis' })).body.data;
    await t.createMember({ location_id: used.id });
    const refused = await t.api('DELETE', `/api/locations/${used.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('masih dipakai oleh member');
    expect((await t.api('GET', `/api/locations/${used.id}`)).body.data.member_count).toBe(1);
  });

  it('searches by name', async () => {
    await t.api('POST', '/api/locations', { name: 'Galis 100%' });
    const res = await t.api('GET', '/api/locations?search=100%25');
    expect(res.body.data.map((l: { name: string }) => l.name)).toEqual(['Galis 100%']);
  });

  it('is for admins only', async () => {
    const customer = await t.ctx.registerCustomer();
    expect((await t.ctx.call({ method: 'GET', url: '/api/locations', token: customer.token })).status).toBe(
      403,
    );
    expect((await t.ctx.call({ method: 'POST', url: '/api/locations', body: { name: 'X' } })).status).toBe(
      401,
    );
  });
});
