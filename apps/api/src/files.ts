import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder of @toko/api, for the files the server reads by path (migrations, the word list, the built
 * web app). This module sits one folder below it (src/) and so does the compiled server that bundles it
 * (dist/main.js, scripts/build-api.mjs), so the one expression holds under tsx and in production.
 */
const apiRoot = fileURLToPath(new URL('..', import.meta.url));

/** A path inside apps/api. */
export const apiFile = (...parts: string[]) => join(apiRoot, ...parts);
