import type { User } from '@toko/shared';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    jwtKey: Uint8Array;
  }
  interface FastifyRequest {
    user: User | null;
  }
}
