// Seeded generators of malformed request bodies for the abuse suite, as named classes per
// endpoint: the suite samples each class, so every kind of malformed body reaches every endpoint
// in each run. Each body is wrong in at least one way the endpoint must answer with a 4xx:
// broken JSON, a body that is not an object, a wrong type, a missing, unknown, hidden-character
// or oversized field, bytes that are not UTF-8, or a content type that is not JSON.

/** @param {typeof import('fast-check').default} fc */
export function bodyGenerators(fc) {
  const json = 'application/json';
  const oddTypes = fc.constantFrom(
    'text/plain',
    'application/x-www-form-urlencoded',
    'application/xml',
    '',
  );

  /** A value no string field accepts. */
  const wrongType = fc.oneof(
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string(), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string(), { maxKeys: 3 }),
  );
  /** Strings that are wrong for a name or password: empty, hidden characters, too long. */
  const badString = fc.oneof(
    fc.constant(''),
    fc.constant('   '),
    fc.string({ maxLength: 8 }).map((text) => `${text}\u202E${text}`),
    fc.string({ maxLength: 8 }).map((text) => `${text}\u0000`),
    fc.string({ minLength: 200, maxLength: 400 }),
    fc.string({ maxLength: 9 }),
  );
  const anyValue = fc.oneof(fc.string({ maxLength: 40 }), wrongType, badString);
  /** Something that is not an email address. */
  const badEmail = fc.oneof(
    wrongType,
    fc.string({ maxLength: 30 }).filter((text) => !text.includes('@')),
  );

  const asJson = (value) => ({ body: JSON.stringify(value), contentType: json });
  /** The classes every endpoint gets. */
  const shared = {
    'broken JSON': fc
      .string({ maxLength: 200 })
      .map((text) => ({ body: `{${text}`, contentType: json })),
    'JSON that is not an object': fc
      .oneof(
        fc.integer(),
        fc.string(),
        fc.constant(null),
        fc.array(fc.jsonValue(), { maxLength: 4 }),
      )
      .map(asJson),
    'deeply nested arrays': fc
      .integer({ min: 100, max: 3000 })
      .map((depth) => ({ body: '['.repeat(depth) + ']'.repeat(depth), contentType: json })),
    'bytes that are not UTF-8': fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => ({
      body: Buffer.concat([
        Buffer.from('{"x":"'),
        Buffer.from([0xff, 0xfe, ...bytes]),
        Buffer.from('"}'),
      ]),
      contentType: json,
    })),
    // Over the 16 KB (accounts) or 32 KB (GraphQL) limit.
    'over the size limit': fc
      .integer({ min: 33, max: 60 })
      .map((kilobytes) => asJson({ padding: 'x'.repeat(kilobytes * 1024) })),
    'JSON sent as another content type': fc
      .tuple(fc.jsonValue(), oddTypes)
      .map(([value, contentType]) => ({ body: JSON.stringify(value), contentType })),
  };

  /** An object of `fields` where `broken` is certainly wrong and the rest are anything. */
  const objectWith = (fields, broken) =>
    fc
      .tuple(
        fc.record(Object.fromEntries(fields.map((field) => [field, anyValue])), {
          requiredKeys: [],
        }),
        broken,
        fc.option(
          fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), anyValue, {
            minKeys: 1,
            maxKeys: 2,
          }),
          { nil: undefined },
        ),
      )
      .map(([fieldsValue, brokenValue, extra]) =>
        asJson({ ...fieldsValue, ...brokenValue, ...(extra ?? {}) }),
      );

  /** The endpoint's own classes beside the shared ones. */
  const classes = (specific) => ({ ...specific, ...shared });

  const signupFields = ['firstName', 'lastName', 'email', 'password', 'company', 'phone'];
  const graphqlQueries = {
    'a query of random text': fc.string({ maxLength: 300 }),
    'a query of unknown fields': fc
      .string({ maxLength: 60 })
      .map((text) => `{ posts { nodes { ${text} } } }`),
    'a deeply nested query': fc
      .integer({ min: 4, max: 40 })
      .map((n) => `{ posts { nodes { ${'author { node { '.repeat(n)}name${' } }'.repeat(n)} } } }`),
    'a query of many aliases': fc
      .integer({ min: 6, max: 400 })
      .map(
        (n) =>
          `{ ${Array.from({ length: n }, (_, i) => `a${i}: posts { nodes { slug } }`).join(' ')} }`,
      ),
    'a fragment bomb': fc
      .integer({ min: 10, max: 40 })
      .map(
        (levels) =>
          `{ ...F0 } ${Array.from({ length: levels }, (_, i) => `fragment F${i} on RootQuery { ...F${i + 1} ...F${i + 1} }`).join(' ')} fragment F${levels} on RootQuery { __typename }`,
      ),
    'a mutation, subscription, introspection or fragment cycle': fc.constantFrom(
      'mutation { a }',
      'subscription { a }',
      '{ __schema { types { name } } }',
      'fragment A on Post { ...A } { posts { nodes { ...A } } }',
    ),
  };
  const variables = fc.option(
    fc.oneof(wrongType, fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 3 })),
    { nil: undefined },
  );

  return {
    signup: classes({
      'any fields, the email not an address': objectWith(
        signupFields,
        fc.record({ email: badEmail }),
      ),
    }),
    login: classes({
      'any fields, the email not an address': objectWith(
        ['email', 'password'],
        fc.record({ email: badEmail }),
      ),
    }),
    profile: classes({
      'a first name of a wrong type, blank, hidden characters or too long': objectWith(
        ['firstName', 'lastName', 'company', 'phone'],
        fc.record({
          firstName: fc.oneof(
            wrongType,
            badString.filter(
              (text) => text.trim() === '' || /[\u0000\u202E]/.test(text) || text.length > 100,
            ),
          ),
        }),
      ),
      'an email, which a profile update cannot change': objectWith(
        ['firstName'],
        fc.record({ email: fc.string() }),
      ),
    }),
    password: classes({
      'a new password too short or of a wrong type': objectWith(
        ['currentPassword', 'newPassword'],
        fc.record({ newPassword: fc.oneof(wrongType, fc.string({ maxLength: 9 })) }),
      ),
      'a current password of a wrong type': objectWith(
        ['newPassword'],
        fc.record({ currentPassword: wrongType }),
      ),
    }),
    graphql: classes({
      ...Object.fromEntries(
        Object.entries(graphqlQueries).map(([name, query]) => [
          name,
          fc.record({ query, variables }).map(asJson),
        ]),
      ),
      'a query of a wrong type': fc.record({ query: wrongType }).map(asJson),
    }),
  };
}
