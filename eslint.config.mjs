import path from 'node:path';
import css from '@eslint/css';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { logicalDirection } from './scripts/lint/logical-direction.mjs';

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

/** What the host shares with the app (host/shared, through package.json's imports): server only. */
const hostShared = '^#host/shared$';

/**
 * A file that starts with 'use client' runs in the browser wherever it lives: it never imports
 * server code (a type import is erased at build, so it is allowed).
 */
const noServerInClient = {
  meta: {
    type: 'problem',
    messages: {
      server:
        "A 'use client' module runs in the browser: never import src/server or #host/shared (#host/shared/public-config is for the browser).",
    },
    schema: [],
  },
  create(context) {
    const serverImport = new RegExp(`${layer('server')}|${hostShared}`);
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

/**
 * src/ reaches what lies outside it only through an alias (`#host/shared`, `#tests/support/…`),
 * never a relative path that climbs out of it: the other rooms keep their own names.
 */
const staysInSrc = {
  meta: {
    type: 'problem',
    messages: {
      outside:
        'This path leaves src/: import the host through #host/shared (or #host/shared/public-config) and test helpers through #tests/support/….',
    },
    schema: [],
  },
  create(context) {
    const src = path.join(context.cwd, 'src');
    const check = (node) => {
      const source = node.source;
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      if (target !== src && !target.startsWith(`${src}${path.sep}`))
        context.report({ node: source, messageId: 'outside' });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
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
            {
              regex: hostShared,
              message:
                'src/lib is shared by browser and server: of the host it imports only #host/shared/public-config.',
            },
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
            {
              // content/ (#content/…) is the company's own data, which src/site reads and checks.
              regex: '^#(?!content/)',
              message:
                'src/site is the site’s words and data: it imports nothing of the app (of outside src/, only #content/…).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/ui/Link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              importNames: ['default'],
              message:
                'Use Link from @/components/ui/Link: it prefetches on intent, not every link in view.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {
      wasla: { rules: { 'no-server-in-client': noServerInClient, 'stays-in-src': staysInSrc } },
    },
    rules: { 'wasla/no-server-in-client': 'error', 'wasla/stays-in-src': 'error' },
  },
];

/** Logical directions only (scripts/lint/logical-direction.mjs): right-to-left pages mirror every style. */
const logical = [
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    plugins: { logical: logicalDirection },
    rules: { 'logical/in-source': 'error' },
  },
  {
    files: ['**/*.css'],
    plugins: { css, logical: logicalDirection },
    language: 'css/css',
    // Tailwind's at-rules (@theme, @apply, @utility) are not standard CSS.
    languageOptions: { tolerant: true },
    rules: { 'logical/in-css': 'error' },
  },
];

const eslintConfig = [
  ...nextVitals,
  ...nextTs,
  ...boundaries,
  ...logical,
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      '.data/**',
      '.stack/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default eslintConfig;
