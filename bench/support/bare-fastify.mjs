// The comparator of bench/memory.ts: Fastify with one route and nothing else, started like the shop.
import Fastify from 'fastify';

const app = Fastify();
app.get('/', async () => ({ hello: 'dunia' }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`running at http://127.0.0.1:${app.server.address().port}`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
