import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/app.ts';

// Requests the server refuses before any route runs (Fastify's own checks) answer like every other error:
// `{message, code}` with our code, and a message in Indonesian (docs/decisions/059-one-language.md), not
// Fastify's English text.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

const json = { 'content-type': 'application/json' };

describe("the server's own refusals", () => {
  it('answers a body of a type it does not read with 415', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: '<login/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      message: 'Jenis isi permintaan tidak didukung',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers a JSON body over the size limit with 413', async () => {
    const body = JSON.stringify({ email: 'a'.repeat(2_000_000), password: 'x' });
    const res = await t.call({ method: 'POST', url: '/api/auth/login', body, headers: json });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'Isi permintaan terlalu besar', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers a body that does not match its Content-Length with 400', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/auth/login',
      body: '{"email":"a@b.co"}',
      headers: { ...json, 'content-length': '3' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Permintaan tidak valid', code: 'BAD_REQUEST' });
  });

  it('asks for multipart when a product comes as JSON', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/products',
      token: await t.adminToken(),
      body: { name: 'Sofa' },
    });
    expect(res.status).toBe(415);
    expect(res.body).toEqual({
      message: 'Kirim produk sebagai multipart/form-data',
      code: 'UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it("explains a schema's own refusal in Indonesian: a number that is not one, an unknown field", async () => {
    const page = await t.call({ method: 'GET', url: '/api/products?page=abc' });
    expect(page.status).toBe(400);
    expect(page.body).toEqual({
      message: 'Harus berupa angka',
      code: 'VALIDATION_ERROR',
      errors: [{ path: 'page', message: 'Harus berupa angka' }],
    });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/categories',
      token: await t.adminToken(),
      body: { name: 'Lampu', slug: 'lampu-murah' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Isian tidak dikenal: slug');
  });
});

describe('malformed requests', () => {
  it('answers a multipart body that cannot be read with 400, not 500', async () => {
    const admin = await t.adminToken();
    const noBoundary = await t.call({
      method: 'POST',
      url: '/api/products',
      token: admin,
      body: 'name=Sofa',
      headers: { 'content-type': 'multipart/form-data' },
    });
    const broken = await t.call({
      method: 'POST',
      url: '/api/products',
      token: admin,
      body: '--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nSofa',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    for (const res of [noBoundary, broken]) {
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Isi multipart tidak dapat dibaca', code: 'BAD_REQUEST' });
    }
  });

  it('answers a URL with a broken escape with 400 in the shop’s error shape', async () => {
    const res = await t.call({ method: 'GET', url: '/api/products/%E0%A4%A' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Alamat permintaan tidak valid', code: 'BAD_REQUEST' });
  });
});
