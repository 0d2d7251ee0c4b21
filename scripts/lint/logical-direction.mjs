/**
 * Logical directions only: the site is laid out for both directions by the document's `dir`, so a
 * style says start and end (inline-start, ms-, ps-, start-, text-start), never left and right.
 * One rule, three places a style is written: Tailwind class lists in source strings, inline
 * `style` objects (and `element.style.*` writes), and CSS files (declarations and `@apply`).
 * A style that really means a physical side (a pointer's clientX, a transform origin, which has
 * no logical keyword) says so with an `ltr:`/`rtl:` variant, a `:dir()`/`[dir]` selector, or an
 * eslint-disable comment that states why.
 */

/** A Tailwind value: a number, a fraction, a keyword or an arbitrary value. */
const value = String.raw`(?:\d+(?:\.\d+)?|\d+\/\d+|px|full|auto|\[[^\]]+\]|\([^)]+\))`;

/** Physical utility → its logical replacement (or why there is none). */
const utilityRules = [
  [new RegExp(`^(m|p|scroll-m|scroll-p)l-(${value})$`), (m) => `${m[1]}s-${m[2]}`],
  [new RegExp(`^(m|p|scroll-m|scroll-p)r-(${value})$`), (m) => `${m[1]}e-${m[2]}`],
  [new RegExp(`^left-(${value})$`), (m) => `start-${m[1]}`],
  [new RegExp(`^right-(${value})$`), (m) => `end-${m[1]}`],
  [/^text-(left|right)$/, (m) => `text-${m[1] === 'left' ? 'start' : 'end'}`],
  [/^(float|clear)-(left|right)$/, (m) => `${m[1]}-${m[2] === 'left' ? 'start' : 'end'}`],
  [/^border-([lr])(-.+)?$/, (m) => `border-${m[1] === 'l' ? 's' : 'e'}${m[2] ?? ''}`],
  [/^rounded-([lr])(-.+)?$/, (m) => `rounded-${m[1] === 'l' ? 's' : 'e'}${m[2] ?? ''}`],
  [
    /^rounded-([tb])([lr])(-.+)?$/,
    (m) => `rounded-${m[1] === 't' ? 's' : 'e'}${m[2] === 'l' ? 's' : 'e'}${m[3] ?? ''}`,
  ],
  [
    /^origin-(?:(?:top|bottom)-)?(?:left|right)$/,
    () => 'ltr:… rtl:… (a transform origin has no logical keyword)',
  ],
  [new RegExp(`^translate-x-(${value})$`), () => 'ltr:… rtl:… (a horizontal move has a direction)'],
  [
    /^bg-(?:linear|gradient)-to-(?:[tb])?[lr]$/,
    () => 'ltr:… rtl:… (a horizontal gradient has a direction)',
  ],
];

/** The variants of a class token and its utility (`md:hover:-ml-2` → [md, hover], ml-2). */
function splitVariants(token) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i += 1) {
    const char = token[i];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  return { variants: parts, utility: token.slice(start) };
}

/** The logical replacement of a physical Tailwind class token, or null when it is fine. */
export function physicalUtility(token) {
  const { variants, utility } = splitVariants(token);
  // An explicit direction variant is a deliberate per-direction style.
  if (variants.some((variant) => variant === 'ltr' || variant === 'rtl')) return null;
  const [, important = '', negative = '', bare] = utility.match(/^(!?)(-?)(.*?)!?$/);
  for (const [pattern, replace] of utilityRules) {
    const match = bare.match(pattern);
    if (!match) continue;
    const logical = replace(match);
    // The ones with no logical form explain what to write instead.
    if (logical.startsWith('ltr:')) return logical;
    return [...variants, `${important}${negative}${logical}`].join(':');
  }
  return null;
}

/** Physical CSS property → logical property. */
const physicalProperties = new Map([
  ['left', 'inset-inline-start'],
  ['right', 'inset-inline-end'],
  ...['margin', 'padding', 'scroll-margin', 'scroll-padding'].flatMap((box) => [
    [`${box}-left`, `${box}-inline-start`],
    [`${box}-right`, `${box}-inline-end`],
  ]),
  ...['', '-width', '-style', '-color'].flatMap((part) => [
    [`border-left${part}`, `border-inline-start${part}`],
    [`border-right${part}`, `border-inline-end${part}`],
  ]),
  ['border-top-left-radius', 'border-start-start-radius'],
  ['border-top-right-radius', 'border-start-end-radius'],
  ['border-bottom-left-radius', 'border-end-start-radius'],
  ['border-bottom-right-radius', 'border-end-end-radius'],
]);
/** Properties whose left/right values are physical. */
const sidedValues = new Set(['text-align', 'float', 'clear']);
/** Shorthands whose four-value form sets left and right apart. */
const fourSided = new Set([
  'margin',
  'padding',
  'inset',
  'scroll-margin',
  'scroll-padding',
  'border-width',
  'border-style',
  'border-color',
]);

/** The logical replacement of a physical CSS declaration, or null when it is fine. */
export function physicalDeclaration(property, declared) {
  const name = property.toLowerCase();
  if (physicalProperties.has(name)) return physicalProperties.get(name);
  const text = declared.trim().toLowerCase();
  if (sidedValues.has(name) && (text === 'left' || text === 'right'))
    return `${name}: ${text === 'left' ? 'start' : 'end'}`;
  if (fourSided.has(name)) {
    const parts = text.replace(/\s*!important$/, '').split(/\s+/);
    if (parts.length === 4 && parts[1] !== parts[3])
      return `${name}-block and ${name}-inline (its four values set left and right apart)`;
  }
  return null;
}

const jsToCss = (name) => name.replace(/[A-Z]/g, (char) => `-${char.toLowerCase()}`);

const messages = {
  utility: 'Physical class "{{token}}": write {{replacement}} so right-to-left pages mirror it.',
  declaration:
    'Physical style "{{property}}": write {{replacement}} so right-to-left pages mirror it.',
};

/** Class tokens in source strings, and inline styles (JSX `style` objects, `element.style.*`). */
const inSource = {
  meta: { type: 'problem', messages, schema: [] },
  create(context) {
    const checkText = (node, text) => {
      for (const token of text.split(/\s+/)) {
        if (!token) continue;
        const replacement = physicalUtility(token);
        if (replacement)
          context.report({ node, messageId: 'utility', data: { token, replacement } });
      }
    };
    const checkStyleKey = (node, key, declared) => {
      const replacement = physicalDeclaration(jsToCss(key), declared);
      if (replacement)
        context.report({ node, messageId: 'declaration', data: { property: key, replacement } });
    };
    const keyName = (key) =>
      key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : null;
    return {
      Literal(node) {
        if (typeof node.value === 'string') checkText(node, node.value);
      },
      TemplateElement(node) {
        checkText(node, node.value.cooked ?? node.value.raw);
      },
      'JSXAttribute[name.name="style"] > JSXExpressionContainer > ObjectExpression > Property'(
        node,
      ) {
        const key = keyName(node.key);
        const declared = node.value.type === 'Literal' ? String(node.value.value) : '';
        if (key) checkStyleKey(node, key, declared);
      },
      'AssignmentExpression > MemberExpression.left[object.property.name="style"]'(node) {
        const key = node.computed ? null : node.property.name;
        const assigned = node.parent.right;
        if (key)
          checkStyleKey(node, key, assigned.type === 'Literal' ? String(assigned.value) : '');
      },
    };
  },
};

/** A `:dir()` or `[dir]` selector styles one direction on purpose. */
const directionSelector = /:dir\(|\[dir[=\]]/;

/** CSS declarations and Tailwind `@apply` lists (with @eslint/css). */
const inCss = {
  meta: { type: 'problem', language: 'css', messages, schema: [] },
  create(context) {
    const { sourceCode } = context;
    const selectors = [];
    return {
      Rule(node) {
        selectors.push(sourceCode.getText(node.prelude));
      },
      'Rule:exit'() {
        selectors.pop();
      },
      Declaration(node) {
        if (selectors.some((selector) => directionSelector.test(selector))) return;
        const replacement = physicalDeclaration(node.property, sourceCode.getText(node.value));
        if (replacement)
          context.report({
            loc: node.loc,
            messageId: 'declaration',
            data: { property: node.property, replacement },
          });
      },
      Atrule(node) {
        if (node.name !== 'apply' || !node.prelude) return;
        for (const token of sourceCode.getText(node.prelude).split(/\s+/)) {
          const replacement = token && physicalUtility(token);
          if (replacement)
            context.report({ loc: node.loc, messageId: 'utility', data: { token, replacement } });
        }
      },
    };
  },
};

export const logicalDirection = { rules: { 'in-source': inSource, 'in-css': inCss } };
