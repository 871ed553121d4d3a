// The shop is written against React's names and runs on Preact (ADR 094): the build, the server render
// and the component tests all resolve React's modules to Preact's compatibility layer, so what the tests
// exercise is what ships.
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

/**
 * JSX compiled for React's automatic runtime, which the aliases above send to Preact. Without React's
 * plugin there is no hot swap of components in development: a change reloads the page (ADR 094).
 */
export const jsx = { runtime: 'automatic', importSource: 'react' } as const;
