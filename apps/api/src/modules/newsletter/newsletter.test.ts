import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/newsletter', () => {
  it('keeps the email once, whatever its case, and thanks the visitor each time', async () => {
    const first = await t.call({
      method: 'POST',
      url: '/api/newsletter',
      body: { email: ' Promo@Example.com ' },
    });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: 'Terima kasih! Nantikan kabar promo dari kami.' });
    const again = await t.call({
      method: 'POST',
      url: '/api/newsletter',
      body: { email: 'PROMO@example.com' },
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const rows = await t.db.select().from(newsletterSubscriptions);
    expect(rows.map((r) => r.email)).toEqual(['promo@example.com']);
  });

  it('refuses something that is not an email and keeps nothing', async () => {
    const before = (await t.db.select().from(newsletterSubscriptions)).length;
    const res = await t.call({ method: 'POST', url: '/api/newsletter', body: { email: 'bukan-email' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Masukkan alamat email yang valid');
    expect(await t.db.select().from(newsletterSubscriptions)).toHaveLength(before);
  });
});
