import { AUTH_TEXT } from '@toko/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/app.ts';
import { startTestSmtpServer } from '../../../test/smtp.ts';
import { outbox, passwordResetTokens, users } from '../../db/schema/index.ts';
import { type MailTransport, sendDueMessages, smtpTransport } from '../notifications/index.ts';
import { PASSWORD_RESET } from './password-reset.service.ts';

// 'Lupa password?' (docs/decisions/064-outbox-channels.md): the link arrives by mail in a real SMTP
// server, works once within 30 minutes, and ends every session.

let t: TestContext;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let send: MailTransport & { close(): void };
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  send = smtpTransport(smtp.url, 'Toko <no-reply@toko.test>');
  t = await createTestContext();
});
afterAll(async () => {
  send.close();
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.received.length = 0;
});

let addressSeq = 0;
/** Each test asks from its own client address, so the per-address limit is only met where a test wants it. */
const forgot = (email: string, remoteAddress = `10.0.0.${++addressSeq}`) =>
  t.call({ method: 'POST', url: '/api/auth/forgot-password', body: { email }, remoteAddress });
const reset = (token: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/reset-password', body: { token, password } });
const login = (email: string, password: string) =>
  t.call({ method: 'POST', url: '/api/auth/login', body: { email, password } });
const profile = (token: string) => t.call({ method: 'GET', url: '/api/auth/profile', token });

/** Runs the sender once and returns the reset mails that arrived, each with its link's token. */
async function deliver() {
  await sendDueMessages(t.db, send, { maxAttempts: 3 });
  return smtp.received.map((m) => {
    const link = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/.exec(m.text);
    return { ...m, token: link?.[1] };
  });
}

describe('forgot password', () => {
  it('answers the same for an email with and without an account, and mails a link only to the account', async () => {
    const { user } = await t.registerCustomer({ fullname: 'Sari Lestari', password: 'kursi-rotan-lama' });
    const known = await forgot(user.email.toUpperCase());
    const unknown = await forgot('tidak-ada@example.com');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: AUTH_TEXT.forgotSent });
    expect(unknown.body).toEqual(known.body);

    const mails = await deliver();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail!.to).toEqual([user.email]);
    expect(mail!.subject).toBe('Atur ulang password | Toko');
    expect(mail!.text).toContain('Halo Sari Lestari,');
    expect(mail!.text).toContain('dalam 30 menit');
    expect(mail!.html).toContain(`href="http://localhost:3000/reset-password?token=${mail!.token}"`);
    // Only a hash is kept: the token itself is nowhere in the table.
    const [stored] = await t.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(mail!.token!);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
  });

  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const { user, token: session } = await t.registerCustomer({ password: 'meja-jati-lama' });
    const second = (await login(user.email, 'meja-jati-lama')).body.token as string;
    await forgot(user.email);
    const [mail] = await deliver();

    const done = await reset(mail!.token!, 'lemari-jati-baru');
    expect(done.status, done.raw).toBe(200);
    expect(done.body).toEqual({ message: AUTH_TEXT.resetDone });
    for (const old of [session, second]) expect((await profile(old)).status).toBe(401);
    expect((await login(user.email, 'meja-jati-lama')).status).toBe(401);
    expect((await login(user.email, 'lemari-jati-baru')).status).toBe(200);

    const again = await reset(mail!.token!, 'rak-buku-baru-lagi');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(AUTH_TEXT.resetInvalid);
    expect((await login(user.email, 'lemari-jati-baru')).status).toBe(200);
  });

  it('refuses a link after 30 minutes and leaves the password as it was', async () => {
    const { user } = await t.registerCustomer({ password: 'sofa-kulit-coklat' });
    await forgot(user.email);
    const [mail] = await deliver();
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.userId, user.id));
    const late = await reset(mail!.token!, 'sofa-kulit-hitam');
    expect(late.status).toBe(400);
    expect(late.body.message).toBe(AUTH_TEXT.resetInvalid);
    expect((await login(user.email, 'sofa-kulit-coklat')).status).toBe(200);
    expect((await login(user.email, 'sofa-kulit-hitam')).status).toBe(401);
  });

  it("changes only the account the link was sent for: another user's link never touches yours", async () => {
    const a = await t.registerCustomer({ password: 'kasur-busa-satu' });
    const b = await t.registerCustomer({ password: 'kasur-busa-dua' });
    await forgot(a.user.email);
    const [mailA] = await deliver();
    expect(mailA!.to).toEqual([a.user.email]);
    const res = await reset(mailA!.token!, 'kasur-pegas-baru');
    expect(res.status).toBe(200);
    expect((await login(b.user.email, 'kasur-busa-dua')).status).toBe(200);
    expect((await profile(b.token)).status).toBe(200);
    expect((await login(a.user.email, 'kasur-pegas-baru')).status).toBe(200);
    // A made-up token opens nothing.
    const forged = await reset('x'.repeat(43), 'kasur-pegas-palsu');
    expect(forged.status).toBe(400);
  });

  it('spends the older links of an account when one of them is used', async () => {
    const { user } = await t.registerCustomer({ password: 'bantal-guling-1' });
    await forgot(user.email);
    await forgot(user.email);
    const mails = await deliver();
    expect(mails).toHaveLength(2);
    expect((await reset(mails[1]!.token!, 'bantal-guling-2')).status).toBe(200);
    expect((await reset(mails[0]!.token!, 'bantal-guling-3')).status).toBe(400);
    expect((await login(user.email, 'bantal-guling-2')).status).toBe(200);
  });

  it('mails an account at most three links an hour, with the same answer every time', async () => {
    const { user } = await t.registerCustomer();
    for (let i = 0; i < PASSWORD_RESET.perAccount + 2; i += 1) {
      const res = await forgot(user.email);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: AUTH_TEXT.forgotSent });
    }
    expect(await deliver()).toHaveLength(PASSWORD_RESET.perAccount);
  });

  it('limits the requests of one client address, whatever the emails, and not the others', async () => {
    const address = '203.0.113.7';
    for (let i = 0; i < PASSWORD_RESET.perAddress; i += 1) {
      expect((await forgot(`tamu${i}@example.com`, address)).status).toBe(200);
    }
    const limited = await forgot('tamu-lagi@example.com', address);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    expect((await forgot('tamu-lagi@example.com', '203.0.113.8')).status).toBe(200);
  });

  it('refuses a password from the common list or shorter than 8 characters, and keeps the link', async () => {
    const { user } = await t.registerCustomer({ password: 'kursi-goyang-tua' });
    await forgot(user.email);
    const [mail] = await deliver();
    expect((await reset(mail!.token!, 'password123')).body.message).toBe(AUTH_TEXT.passwordCommon);
    expect((await reset(mail!.token!, 'pendek')).status).toBe(400);
    expect((await reset(mail!.token!, 'kursi-goyang-baru')).status).toBe(200);
  });
});

describe("the owner's 'Kirim link reset'", () => {
  it("mails a link to the user's own email, for admins only", async () => {
    const { user, token } = await t.registerCustomer({ password: 'meja-rias-putih' });
    const res = await t.call({
      method: 'POST',
      url: `/api/users/${user.id}/password-reset`,
      token: await t.adminToken(),
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body).toEqual({ message: AUTH_TEXT.resetLinkSent });
    const [mail] = await deliver();
    expect(mail!.to).toEqual([user.email]);
    expect((await reset(mail!.token!, 'meja-rias-hitam')).status).toBe(200);
    expect((await login(user.email, 'meja-rias-hitam')).status).toBe(200);

    const byCustomer = await t.call({ method: 'POST', url: `/api/users/${user.id}/password-reset`, token });
    expect(byCustomer.status).toBe(401); // the reset ended this session
    const other = await t.registerCustomer();
    const refused = await t.call({
      method: 'POST',
      url: `/api/users/${user.id}/password-reset`,
      token: other.token,
    });
    expect(refused.status).toBe(403);
    const missing = await t.call({
      method: 'POST',
      url: '/api/users/999999/password-reset',
      token: await t.adminToken(),
    });
    expect(missing.status).toBe(404);
    expect(await t.db.select().from(outbox).where(eq(outbox.userId, other.user.id))).toHaveLength(0);
  });
});

describe('registration with a phone number', () => {
  const register = (body: Record<string, unknown>) =>
    t.call({ method: 'POST', url: '/api/auth/register', body: { password: 'rahasia-baru-1', ...body } });

  it('stores the phone as 62..., or none when left empty, and refuses a number that is not Indonesian mobile', async () => {
    const withPhone = await register({
      fullname: 'Dewi',
      email: 'dewi-hp@example.com',
      phone_number: '0812-3456-7890',
    });
    expect(withPhone.status, withPhone.raw).toBe(201);
    expect(withPhone.body.user.phone_number).toBe('6281234567890');
    const empty = await register({ fullname: 'Eka', email: 'eka-hp@example.com', phone_number: '' });
    expect(empty.body.user.phone_number).toBeNull();
    const none = await register({ fullname: 'Fajar', email: 'fajar-hp@example.com' });
    expect(none.body.user.phone_number).toBeNull();
    const bad = await register({ fullname: 'Gita', email: 'gita-hp@example.com', phone_number: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe('phone_number');
    const [row] = await t.db.select().from(users).where(eq(users.email, 'gita-hp@example.com'));
    expect(row).toBeUndefined();
  });
});
