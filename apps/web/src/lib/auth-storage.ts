// Only the auth part of the state is persisted, under the key 'persist:root', version 1 (docs/product.md 9).
const KEY = 'persist:root';

interface Persisted {
  version: 1;
  auth: { token: string | null };
}

export function readStoredToken(): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Persisted>;
    return parsed.version === 1 && typeof parsed.auth?.token === 'string' ? parsed.auth.token : null;
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  const value: Persisted = { version: 1, auth: { token } };
  localStorage.setItem(KEY, JSON.stringify(value));
}

export function clearStoredToken(): void {
  localStorage.removeItem(KEY);
}
