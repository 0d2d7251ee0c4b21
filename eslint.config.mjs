import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/**
 * Layers import downwards only: app → components → server / lib → site. An import of a layer is
 * written `@/<layer>/…` or reaches it through `../`; both are matched.
 */
const layer = (name) => `^(@/|(\\.\\./)+)${name}(/|$)`;
const forbid = (names, message, options = {}) => ({
  regex: `^(@/|(\\.\\./)+)(${names.join('|')})(/|$)`,
  message,
  ...options,
});

/**
 * A file that starts with 'use client' runs in the browser wherever it lives: it never imports
 * server code (a type import is erased at build, so it is allowed).
 */
const noServerInClient = {
  meta: {
    type: 'problem',
    messages: { server: "A 'use client' module runs in the browser: never import src/server." },
    schema: [],
  },
  create(context) {
    const serverImport = new RegExp(layer('server'));
    let client = false;
    return {
      Program(program) {
        client = program.body.some(
          (node) => node.type === 'ExpressionStatement' && node.directive === 'use client',
        );
      },
      ImportDeclaration(node) {
        if (!client || node.importKind === 'type') return;
        if (serverImport.test(node.source.value)) context.report({ node, messageId: 'server' });
      },
    };
  },
};

const boundaries = [
  {
    files: ['src/server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['components', 'app'],
              'src/server serves every route: it never imports components or routes.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/components/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['server'],
              'Components may reach the browser: take server data as props from the route (type imports are fine).',
              { allowTypeImports: true },
            ),
            forbid(['app'], 'Components never import routes.'),
          ],
        },
      ],
    },
  },
  {
    files: ['src/lib/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['server', 'components', 'app'],
              'src/lib is shared by browser and server: it imports only src/lib and src/site.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/site/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            forbid(
              ['lib', 'components', 'server', 'app'],
              'src/site is the site’s words and data: it imports nothing of the app.',
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { wasla: { rules: { 'no-server-in-client': noServerInClient } } },
    rules: { 'wasla/no-server-in-client': 'error' },
  },
];

const eslintConfig = [
  ...nextVitals,
  ...nextTs,
  ...boundaries,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default eslintConfig;
