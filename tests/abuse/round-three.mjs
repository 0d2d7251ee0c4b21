// The abuse suite's probes of the third security review (issue 23) that no generated body
// covers: a GraphQL page size hidden by argument order, query strings that would fill the page
// cache, methods and addresses Next answered 500, cross-site posts, hand-made server-action
// calls (answered 4xx, logged in one line without a stack), a CV of a few bytes, and a form
// start token sent twice. A few requests each: the suite's time is the generated bodies'.
import { randomUUID } from 'node:crypto';

/** A multipart body as a browser posts a form; `files` are [field, name, type, text]. */
function multipart(fields, files = []) {
  const boundary = `----abuse${randomUUID()}`;
  const parts = [
    ...Object.entries(fields).map(
      ([name, value]) => `Content-Disposition: form-data; name="${name}"\r\n\r\n${value}`,
    ),
    ...files.map(
      ([name, fileName, type, text]) =>
        `Content-Disposition: form-data; name="${name}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n${text}`,
    ),
  ];
  return {
    body: `${parts.map((part) => `--${boundary}\r\n${part}\r\n`).join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const contactFields = (token, email) => ({
  formStartedAt: token,
  website: '',
  name: 'Abuse Probe',
  email,
  company: 'Probe Trading',
  country: 'Saudi Arabia',
  topic: 'tender-management',
  message: 'A probe of the abuse suite.',
  consent: 'yes',
});

/**
 * @param {{
 *   call: (method: string, route: string, options?: { body?: string, headers?: Record<string, string> }) => Promise<{ status: number, headers: Record<string, string | string[] | undefined>, text: string, json: any }>,
 *   check: (name: string, ok: unknown, detail?: string) => void,
 *   serverLog: () => string,
 *   freshAddress: () => string,
 *   minFillMs: number,
 * }} suite
 */
export async function roundThreeProbes({ call, check, serverLog, freshAddress, minFillMs }) {
  const formToken = async () =>
    /name="formStartedAt" value="([^"]+)"/.exec((await call('GET', '/contact-us')).text)?.[1] ?? '';
  // Read first: by the time the forms are sent, they are past the minimum fill time.
  const tokens = [await formToken(), await formToken()];
  const formsReadyAt = Date.now() + minFillMs;
  const postForm = (route, { body, contentType }, headers = {}) =>
    call('POST', route, {
      body,
      headers: { 'content-type': contentType, 'x-forwarded-for': freshAddress(), ...headers },
    });
  const isJsonError = (answer, status) =>
    answer.status === status && answer.json?.success === false;

  // 19. A page size hidden behind another argument, or in a fragment: 1,000 contents of each
  // of 100 posts (the review's 19 KB query, which built ~175 MB of JSON).
  const contents = Array.from({ length: 1000 }, (_, i) => `c${i}: content`).join(' ');
  const costly = [];
  for (const query of [
    `{ posts(last: 0, first: 100) { nodes { ${contents} } } }`,
    `{ posts(last: null, first: 100) { nodes { ${contents} } } }`,
    `{ posts { ...F } } fragment F on RootQueryToPostConnection { nodes { ${contents} } }`,
  ])
    costly.push(
      await call('POST', '/api/graphql', {
        body: JSON.stringify({ query }),
        headers: { 'content-type': 'application/json' },
      }),
    );
  check(
    '19 page sizes hidden by argument order, null or a fragment are refused with 400 JSON',
    // GraphQL's own error shape: `errors`, as WordPress answers.
    costly.every((answer) => answer.status === 400 && answer.json?.errors?.length > 0),
    costly.map((answer) => answer.status).join(' '),
  );

  // 20. Query strings a page does not read make no new page.
  await call('GET', '/services');
  const varied = [];
  for (const query of ['utm_source=a', `x=${randomUUID()}`, 'page=2&q=zz', `_=${Date.now()}`])
    varied.push((await call('GET', `/services?${query}`)).headers['x-page-cache']);
  check(
    '20 /services with query strings it does not read is the one cached page',
    varied.every((state) => state === 'hit'),
    varied.join(' '),
  );

  // 21–23. Methods and addresses that Next answered 500; forms posted from another site.
  const trace = await call('TRACE', '/');
  const image = await call('GET', '/_next/image?url=/%5Cx&w=64&q=75');
  const crossSite = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
  const foreignApi = await postForm(
    '/api/enquiries',
    multipart(contactFields(tokens[0], `cross.${randomUUID()}@example.com`)),
    crossSite,
  );
  const foreignPage = await postForm(
    '/contact-us',
    multipart(contactFields(tokens[0], `cross.${randomUUID()}@example.com`)),
    crossSite,
  );
  check(
    '21 TRACE is a 405 JSON with Allow',
    isJsonError(trace, 405) && String(trace.headers.allow).includes('GET'),
    String(trace.status),
  );
  check('22 an image address that is not an address is a 400 JSON', isJsonError(image, 400));
  check(
    '23 a form posted from another site, to the API or a page, is a 403 JSON',
    isJsonError(foreignApi, 403) && isJsonError(foreignPage, 403),
    `${foreignApi.status}, ${foreignPage.status}`,
  );

  // 24. Hand-made server-action calls: 4xx, and one log line each, no stack trace.
  const page = (await call('GET', '/contact-us')).text;
  const actionId = /&quot;id&quot;:&quot;([0-9a-f]+)&quot;/.exec(page)?.[1] ?? 'missing';
  const logBefore = serverLog().length;
  const action = (id, body) =>
    call('POST', '/contact-us', {
      body,
      headers: {
        'next-action': id,
        'content-type': 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
      },
    });
  const actions = [
    await action(actionId, '{{{ not the action protocol'),
    await action(actionId, '["$Q1"]'),
    await action('0'.repeat(42), '[]'),
  ];
  await new Promise((resolve) => setTimeout(resolve, 200));
  const logged = serverLog().slice(logBefore);
  check(
    '24 malformed or unknown server-action calls are 4xx, logged in one line each without a stack',
    actions.every((answer) => answer.status >= 400 && answer.status < 500) &&
      !/^\s+at /m.test(logged) &&
      (logged.match(/Server action call to \/contact-us refused/g) ?? []).length === actions.length,
    `${actions.map((answer) => answer.status).join(' ')}; ${logged.split('\n').filter(Boolean).length} log lines`,
  );

  await new Promise((resolve) => setTimeout(resolve, Math.max(0, formsReadyAt - Date.now())));
  // 25. A CV of a few bytes: the CV field's message, never a 500.
  const tinyCvs = [];
  for (const bytes of ['%', '%P', '%PD'])
    tinyCvs.push(
      await postForm(
        '/api/applications',
        multipart(
          {
            formStartedAt: tokens[1],
            website: '',
            name: 'Abuse Probe',
            email: `cv.${randomUUID()}@example.com`,
            job: 'senior-bid-manager',
            message: 'A probe.',
            consent: 'yes',
          },
          [['cv', 'cv.pdf', 'application/pdf', bytes]],
        ),
      ),
    );
  check(
    '25 a CV of 1–3 bytes is a 400 JSON naming the CV field',
    tinyCvs.every((answer) => isJsonError(answer, 400) && answer.json?.data?.fieldErrors?.cv),
    tinyCvs.map((answer) => answer.status).join(' '),
  );

  // 26. A form start token sends one form.
  const email = `replay.${randomUUID()}@example.com`;
  const first = await postForm('/api/enquiries', multipart(contactFields(tokens[1], email)));
  const replay = await postForm('/api/enquiries', multipart(contactFields(tokens[1], email)));
  check(
    '26 a form start token sent a second time is a 409 JSON with a new token',
    first.status === 201 &&
      isJsonError(replay, 409) &&
      replay.json?.error === 'FORM_ALREADY_SENT' &&
      typeof replay.json?.data?.formStartedAt === 'string',
    `${first.status}, ${replay.status}`,
  );
}
