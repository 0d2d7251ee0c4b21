import { describe, expect, it } from 'vitest';
import { appRouteGroups } from './navigation-key.mjs';
import { cacheableRequest, isStorable } from './policy.mjs';

const app = { routeGroups: new Set(['site', 'bare']) };
const request = (url, { method = 'GET', headers = {} } = {}) => ({ url, method, headers });
const keyOf = (url, options) => cacheableRequest(request(url, options), app)?.key;

/** A router state as Next's client sends it: segment URLs, hints and siblings included. */
const state = (tree) => encodeURIComponent(JSON.stringify(tree));
const blogFromServices = [
  '',
  {
    children: [
      '(site)',
      { children: ['blog', { children: ['__PAGE__', {}, null, null, 0] }, null, 'refetch', 0] },
      null,
      null,
      0,
    ],
  },
  null,
  null,
  16,
];
const navigation = (tree, extra = {}) => ({
  headers: { rsc: '1', ...extra, 'next-router-state-tree': state(tree) },
});

describe('page cache policy: pages', () => {
  it('keys a page by its path and the query parameters it reads, nothing else', () => {
    expect(keyOf('/services')).toBe('/services');
    expect(keyOf('/services?utm_source=mail&fbclid=x&_rsc=1')).toBe('/services');
    expect(keyOf('/blog?page=2', { method: 'HEAD' })).toBe('/blog?page=2');
    expect(keyOf('/blog?utm_medium=x&page=2&page=3')).toBe('/blog?page=2');
    expect(keyOf('/contact-us?model=retainer&topic=bids&x=1')).toBe(
      '/contact-us?topic=bids&model=retainer',
    );
    expect(keyOf('/search?q=tender+rules')).toBe('/search?q=tender%20rules');
    expect(keyOf('/')).toBe('/');
    const page = cacheableRequest(request('/blog?page=2&x=1'), app);
    expect(page).toMatchObject({ url: '/blog?page=2', path: '/blog', hasQuery: true });
  });

  it('keeps the public data every visit fetches, its query normalised away, and no other file', () => {
    for (const path of [
      '/header-menus.json',
      '/header-news.json',
      '/footer-posts.json',
      '/journey-facts.json',
    ])
      expect(keyOf(`${path}?v=${Math.random()}`)).toBe(path);
    expect(keyOf('/x/../footer-posts.json')).toBe('/footer-posts.json');
    expect(keyOf('/footer-posts.json', { headers: { rsc: '1' } })).toBeUndefined();
    expect(keyOf('/other.json')).toBeUndefined();
    expect(keyOf('/blog/footer-posts.json')).toBeUndefined();
  });

  it('keys an Arabic page apart from its English twin, by the query its English route reads', () => {
    expect(keyOf('/ar/services')).toBe('/ar/services');
    expect(keyOf('/ar')).toBe('/ar');
    expect(keyOf('/ar/search?q=%D9%85%D9%86%D8%A7%D9%82%D8%B5%D8%A9&x=1')).toBe(
      '/ar/search?q=%D9%85%D9%86%D8%A7%D9%82%D8%B5%D8%A9',
    );
    expect(keyOf('/ar/header-menus.json?v=2')).toBe('/ar/header-menus.json');
    expect(keyOf('/ar/journey-facts.json')).toBe('/ar/journey-facts.json');
    for (const url of [
      '/ar/profile',
      '/ar/staff/enquiries',
      '/ar/preview?post=1',
      '/ar/reset-password?token=x',
    ])
      expect(keyOf(url), url).toBeUndefined();
    const arabicBlog = structuredClone(blogFromServices);
    expect(keyOf('/ar/blog', navigation(arabicBlog))).toMatch(/ \/ar\/blog$/);
  });

  it('writes a path one way: dots resolved, encodings decoded', () => {
    for (const spelling of ['/x/../services', '/%73ervices', '/./services', '/x/%2e%2e/services'])
      expect(keyOf(spelling), spelling).toBe('/services');
    expect(cacheableRequest(request('/blog/%D8%AA%D9%82'), app)?.path).toBe('/blog/تق');
  });

  it('sends the profile, staff pages, previews, mailed links, APIs, files and Next’s own requests to Next, however spelt', () => {
    for (const url of [
      '/preview?post=19&token=a.b.c',
      '/verify-email?token=abc',
      '/reset-password?token=abc',
      '/profile',
      '/profile/',
      '/%70rofile',
      '//profile',
      '/x/../profile',
      '/x/%2e%2E/profile',
      '/services/../staff/enquiries',
      '/staff/enquiries',
      '/preview?post=1',
      '/api/users/profile',
      '/api/build-id',
      '/_next/static/chunks/a.js',
      '/robots.txt',
      '/blog/rss.xml',
      '/images/hero.png',
      '/services/',
      '/a\\b',
      '/%E0%A4%A',
      '/a%2Fb',
      `/${'a'.repeat(3000)}`,
      `/search?q=${'a'.repeat(300)}`,
    ])
      expect(keyOf(url), url).toBeUndefined();
    expect(keyOf('/services', { method: 'POST' })).toBeUndefined();
    for (const name of ['authorization', 'next-action', 'next-router-prefetch'])
      expect(keyOf('/services', { headers: { [name]: '1' } }), name).toBeUndefined();
  });

  it('never keys a navigation to the profile or staff pages, in either language, nor one sent signed in', () => {
    const to = (segment) => [
      '',
      {
        children: [
          '(site)',
          { children: [segment, { children: ['__PAGE__', {}] }, null, 'refetch'] },
        ],
      },
    ];
    for (const url of ['/profile', '/ar/profile', '/staff/enquiries', '/ar/staff/enquiries']) {
      const segment = url.replace(/^\/(ar\/)?/, '').split('/')[0];
      for (const headers of [
        navigation(to(segment)).headers,
        { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
      ])
        expect(keyOf(url, { headers }), `${url} ${JSON.stringify(headers)}`).toBeUndefined();
    }
    // The same navigation to a public page is kept, but not when it carries a session.
    expect(keyOf('/blog', navigation(blogFromServices))).toBeDefined();
    const signedIn = navigation(blogFromServices, { authorization: 'Bearer a.b.c' });
    expect(keyOf('/blog', signedIn)).toBeUndefined();
  });
});

describe('page cache policy: client navigations', () => {
  it('keys a navigation by the router headers Next reads, written one way', () => {
    const navigate = cacheableRequest(
      request('/blog?_rsc=abc', navigation(blogFromServices, { 'next-url': '/services' })),
      app,
    );
    expect(navigate?.url).toBe('/blog');
    expect(
      JSON.parse(decodeURIComponent(navigate?.headers['next-router-state-tree'] ?? '')),
    ).toEqual([
      '',
      {
        children: [
          '(site)',
          {
            children: [
              'blog',
              { children: ['__PAGE__', {}, null, null, null] },
              null,
              'refetch',
              null,
            ],
          },
          null,
          null,
          null,
        ],
      },
      null,
      null,
      null,
    ]);
    // The page the visitor is on, the cache buster and hints do not make another entry.
    const fromElsewhere = structuredClone(blogFromServices);
    fromElsewhere[1].children[2] = ['/blog', '/blog'];
    fromElsewhere[4] = 0;
    expect(keyOf('/blog?_rsc=other', navigation(fromElsewhere, { 'next-url': '/pricing' }))).toBe(
      navigate?.key,
    );
    // Never the page's own key, nor another navigation's.
    expect(navigate?.key).not.toBe(keyOf('/blog'));
    const tree = {
      headers: { rsc: '1', 'next-router-prefetch': '1', 'next-router-segment-prefetch': '/_tree' },
    };
    const metadata = navigation(['', {}, null, 'metadata-only'], { 'next-router-prefetch': '1' });
    const keys = new Set([
      navigate?.key,
      keyOf('/blog', tree),
      keyOf('/blog', metadata),
      keyOf('/blog'),
    ]);
    expect(keys.size).toBe(4);
    expect(keyOf('/blog', tree)).not.toBe(keyOf('/services', tree));
  });

  // Captured at 390 px (Chromium, 2026-11-25): on /services, the mobile menu opened and a
  // service tapped before its route tree had arrived. The router sends its own state, /services's.
  const servicesPage = [
    '',
    {
      children: [
        '(site)',
        { children: ['services', { children: ['__PAGE__', {}, null, null, 0] }, null, null, 0] },
        null,
        null,
        0,
      ],
    },
    null,
    null,
    16,
  ];
  // Sent next, on a second visit, for the same page: its own path, marked at the service.
  const serviceMarked = [
    '',
    {
      children: [
        '(site)',
        {
          children: [
            'services',
            {
              children: [
                ['slug', 'market-entry', 'd', null],
                { children: ['__PAGE__', {}] },
                null,
                'refetch',
              ],
            },
          ],
        },
      ],
    },
    null,
    null,
    16,
  ];

  it('keeps a tap-through navigation sent with the state of the page the visitor is on', () => {
    const tapped = cacheableRequest(
      request(
        '/services/market-entry?_rsc=cDW_gdaWTi8pIIAg',
        navigation(servicesPage, { 'next-url': '/services' }),
      ),
      app,
    );
    expect(tapped?.url).toBe('/services/market-entry');
    // Next renders from the segment where the state leaves the path: the rest is not keyed.
    expect(JSON.parse(decodeURIComponent(tapped?.headers['next-router-state-tree'] ?? ''))).toEqual(
      [
        '',
        {
          children: ['(site)', { children: ['services', {}, null, null, null] }, null, null, null],
        },
        null,
        null,
        null,
      ],
    );
    // From another service page (another value of the same segment): the same answer, one entry.
    const fromAnotherService = structuredClone(serviceMarked);
    fromAnotherService[1].children[1].children[1].children[0][1] = 'bid-management';
    fromAnotherService[1].children[1].children[1].children[3] = null;
    expect(keyOf('/services/market-entry', navigation(fromAnotherService))).toBe(tapped?.key);
    // From a page of another route group: rendered from higher up, another entry of the same page.
    const fromVision = [
      '',
      { children: ['(bare)', { children: ['vision', { children: ['__PAGE__', {}] }] }] },
    ];
    const fromHome = ['', { children: ['(site)', { children: ['__PAGE__', {}] }] }];
    const keys = new Set([
      tapped?.key,
      keyOf('/services/market-entry', navigation(fromVision)),
      keyOf('/services/market-entry', navigation(fromHome)),
      keyOf('/services/market-entry', navigation(serviceMarked)),
    ]);
    expect(keys.size).toBe(4);
    expect([...keys].every((key) => key?.endsWith(' /services/market-entry'))).toBe(true);
    // The same tap on the Arabic page sends the same state (its English route): its own entry.
    const arabic = keyOf('/ar/services/market-entry', navigation(servicesPage));
    expect(arabic).toMatch(/ \/ar\/services\/market-entry$/);
    expect(arabic).toBe(tapped?.key.replace(/ \/services\//, ' /ar/services/'));
  });

  it('refuses a state of the page the visitor is on that no router keeps', () => {
    const marked = structuredClone(servicesPage);
    marked[1].children[1].children[1].children[3] = 'refetch';
    const unknownGroup = structuredClone(servicesPage);
    unknownGroup[1].children[1].children = ['(made-up)', { children: ['__PAGE__', {}] }];
    const noPage = structuredClone(servicesPage);
    noPage[1].children[1].children[1] = {};
    const parallel = structuredClone(servicesPage);
    parallel[1].children[1].children[1].modal = ['__PAGE__', {}];
    const badSegment = structuredClone(servicesPage);
    badSegment[1].children[1].children = [
      ['slug', 'x', 'made-up', null],
      { children: ['__PAGE__', {}] },
    ];
    for (const [name, tree] of Object.entries({
      'a marker below where it leaves the path': marked,
      'an unknown route group': unknownGroup,
      'a state that stops short of a page': noPage,
      'a parallel route': parallel,
      'a made-up segment type': badSegment,
    }))
      expect(keyOf('/services/market-entry', navigation(tree)), name).toBeUndefined();
    expect(keyOf('/services/market-entry', navigation(servicesPage))).toBeDefined();
  });

  it('leaves to Next the router states a browser never sends for that page', () => {
    const other = structuredClone(blogFromServices);
    other[1].children[1].children[0] = 'pricing';
    const twoMarkers = structuredClone(blogFromServices);
    twoMarkers[3] = 'refetch';
    const unknownGroup = structuredClone(blogFromServices);
    unknownGroup[1].children[0] = '(made-up)';
    const parallel = structuredClone(blogFromServices);
    parallel[1].modal = parallel[1].children;
    const short = structuredClone(blogFromServices);
    short[1].children[1].children[1] = {};
    for (const [name, options] of Object.entries({
      'another path': navigation(other),
      'two markers': navigation(twoMarkers),
      'an unknown route group': navigation(unknownGroup),
      'a parallel route': navigation(parallel),
      'a state that stops short of the page': navigation(short),
      'not JSON': { headers: { rsc: '1', 'next-router-state-tree': '%5B' } },
      'a runtime prefetch': navigation(blogFromServices, { 'next-router-prefetch': '2' }),
      'a segment other than the tree': {
        headers: {
          rsc: '1',
          'next-router-prefetch': '1',
          'next-router-segment-prefetch': '/(site)/blog',
        },
      },
      'RSC: 2': { headers: { rsc: '2' } },
    }))
      expect(keyOf('/blog', options), name).toBeUndefined();
    expect(keyOf('/blog', navigation(blogFromServices))).toBeDefined();
    expect(
      cacheableRequest(request('/blog', navigation(blogFromServices)), { routeGroups: null }),
    ).toBeUndefined();
  });

  it('finds the app’s route groups, and none where a route intercepts', () => {
    expect(
      appRouteGroups(['/(site)/blog/[slug]/page', '/(bare)/vision/page', '/api/x/route']),
    ).toEqual(new Set(['site', 'bare']));
    expect(appRouteGroups(['/(site)/feed/(..)photo/[id]/page'])).toBeNull();
  });
});

describe('page cache policy: what is kept', () => {
  it('keeps HTML pages, navigation answers, public data and deliberate 404s that set no cookie', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(isStorable({ status: 200, headers: html })).toBe(true);
    expect(isStorable({ status: 200, headers: { 'content-type': 'text/x-component' } })).toBe(true);
    expect(isStorable({ status: 404, headers: html })).toBe(true);
    expect(isStorable({ status: 500, headers: html })).toBe(false);
    expect(isStorable({ status: 308, headers: html })).toBe(false);
    expect(isStorable({ status: 200, headers: { 'content-type': 'application/json' } })).toBe(true);
    expect(isStorable({ status: 503, headers: { 'content-type': 'application/json' } })).toBe(
      false,
    );
    expect(isStorable({ status: 200, headers: { 'content-type': 'application/pdf' } })).toBe(false);
    expect(isStorable({ status: 200, headers: { ...html, 'set-cookie': 'a=1' } })).toBe(false);
  });
});
