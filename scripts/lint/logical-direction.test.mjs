import css from '@eslint/css';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { logicalDirection, physicalDeclaration, physicalUtility } from './logical-direction.mjs';

const linter = new Linter({ configType: 'flat' });
const lint = (code, filename) =>
  linter
    .verify(
      code,
      [
        {
          files: ['**/*.tsx'],
          plugins: { logical: logicalDirection },
          languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
          rules: { 'logical/in-source': 'error' },
        },
        {
          files: ['**/*.css'],
          plugins: { css, logical: logicalDirection },
          language: 'css/css',
          languageOptions: { tolerant: true },
          rules: { 'logical/in-css': 'error' },
        },
      ],
      filename,
    )
    .map((problem) => problem.message);

describe('physical Tailwind classes', () => {
  it('names the logical class, keeping variants, sign and importance', () => {
    expect(physicalUtility('pl-5')).toBe('ps-5');
    expect(physicalUtility('md:hover:-ml-2')).toBe('md:hover:-ms-2');
    expect(physicalUtility('file:mr-3')).toBe('file:me-3');
    expect(physicalUtility('-left-[10000px]')).toBe('-start-[10000px]');
    expect(physicalUtility('!text-right')).toBe('!text-end');
    expect(physicalUtility('border-l-2')).toBe('border-s-2');
    expect(physicalUtility('rounded-tr-lg')).toBe('rounded-se-lg');
    expect(physicalUtility('[&>li]:float-left')).toBe('[&>li]:float-start');
  });

  it('flags what has no logical form and lets explicit ltr:/rtl: variants through', () => {
    expect(physicalUtility('origin-left')).toMatch(/^ltr:/);
    expect(physicalUtility('-translate-x-1/2')).toMatch(/^ltr:/);
    expect(physicalUtility('ltr:origin-left')).toBeNull();
    expect(physicalUtility('rtl:-scale-x-100')).toBeNull();
  });

  it('leaves logical, symmetric and look-alike classes alone', () => {
    for (const token of [
      'ms-2',
      'ps-4',
      'start-0',
      'inset-x-0',
      'text-start',
      'border-red-500',
      'rounded-lg',
      'right-to-left',
      'border-lime-300',
    ])
      expect(physicalUtility(token)).toBeNull();
  });
});

describe('physical CSS declarations', () => {
  it('names the logical property or value', () => {
    expect(physicalDeclaration('margin-left', '1rem')).toBe('margin-inline-start');
    expect(physicalDeclaration('border-right-color', 'red')).toBe('border-inline-end-color');
    expect(physicalDeclaration('text-align', 'left')).toBe('text-align: start');
    expect(physicalDeclaration('padding', '1px 2px 3px 4px')).toMatch(/padding-inline/);
    expect(physicalDeclaration('padding', '1px 2px 3px 2px')).toBeNull();
    expect(physicalDeclaration('text-align', 'center')).toBeNull();
  });
});

describe('the ESLint rule', () => {
  it('reports class lists, inline styles and style writes in source', () => {
    const messages = lint(
      `const a = <div className="mt-2 pl-4" style={{ marginRight: 4, textAlign: 'left', top: 0 }} />;
       el.style.left = '3px';`,
      'x.tsx',
    );
    expect(messages).toHaveLength(4);
    expect(messages.join('\n')).toMatch(/"pl-4": write ps-4/);
    expect(messages.join('\n')).toMatch(/"marginRight": write margin-inline-end/);
    expect(messages.join('\n')).toMatch(/"textAlign": write text-align: start/);
    expect(messages.join('\n')).toMatch(/"left": write inset-inline-start/);
  });

  it('reports CSS declarations and @apply lists, except under a direction selector', () => {
    const messages = lint(
      `.a { margin-left: 1rem; @apply pr-2 font-bold; }
       .b { padding-inline-start: 1rem; }
       [dir='rtl'] .c { transform-origin: right; left: 0; }
       .d:dir(ltr) { right: 0; }`,
      'x.css',
    );
    expect(messages).toEqual([
      'Physical style "margin-left": write margin-inline-start so right-to-left pages mirror it.',
      'Physical class "pr-2": write pe-2 so right-to-left pages mirror it.',
    ]);
  });
});
