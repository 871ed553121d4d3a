import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { jsx, preactAliases } from './preact-aliases.ts';

// In development Vite serves the app with hot reload and passes /api to the API on port 3000.
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss()],
  oxc: { jsx },
  // The server render (`vite build --ssr src/entry-server.tsx`, ADR 041) needs code only, no copy of public/.
  publicDir: isSsrBuild ? false : 'public',
  resolve: { alias: preactAliases },
  // The libraries are bundled into the server render so that their own imports of React reach Preact too.
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 3000}`, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    target: 'es2022',
    manifest: true,
    // Every browser the shop supports preloads modules natively; the polyfill would ship to all of them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The libraries' "use client" marks mean nothing to a single-page app (React's plugin hid them too).
      onLog(level, log, handler) {
        if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log);
      },
      output: {
        // Every page needs the framework; as one file it is one request on a phone's first visit instead
        // of eight, and the page's picture is not queued behind them (Lighthouse, ADR 041).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react-router|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
            {
              // Everything the app's entry imports, in one file: thirteen small files were thirteen
              // requests and as many tasks to compile and run on a phone's first visit (ADR 096).
              name: 'shell',
              tags: ['$initial'],
              // The entry stays a file of its own: the build's manifest names the app's start by it.
              test: (id: string) => !/(src[\\/]main\.tsx|index\.html)$/.test(id),
            },
            {
              // The query keys and the delivery area (the home page's shipping promise and the address
              // form) travel together: two tiny files would be two requests on the first visit.
              name: 'query-keys',
              test: /src[\\/]api[\\/](query-keys|regions[\\/]delivery-area)\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
