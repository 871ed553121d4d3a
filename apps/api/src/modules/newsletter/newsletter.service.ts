import type { Db } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema/index.ts';

/** Keeps the email; subscribing twice is fine. Returns whether it was new. */
export async function subscribeToNewsletter(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email })
    // The only unique rule is the email (case-insensitive), so a conflict means already subscribed.
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}
