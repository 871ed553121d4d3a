import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const arisanRoutes: FastifyPluginAsyncZod = async () => {};
