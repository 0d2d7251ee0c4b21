import { describe, expect, it } from 'vitest';
import { accountHref } from './account-links';
import { safeNextPath } from './safe-next';

describe('accountHref', () => {
  it('returns to the page the visitor came from, query included', () => {
    const href = accountHref('register', '/contact-us?topic=pricing');
    expect(href).toBe('/register?next=%2Fcontact-us%3Ftopic%3Dpricing');
    expect(safeNextPath(new URL(href, 'http://site.test').searchParams.get('next'))).toBe(
      '/contact-us?topic=pricing',
    );
  });

  it('opens the sign-in tab when asked', () => {
    expect(accountHref('signin', '/services')).toBe('/register?mode=signin&next=%2Fservices');
  });

  it('needs no next from home, from /register itself or from a path that could leave the site', () => {
    expect(accountHref('signin')).toBe('/register?mode=signin');
    expect(accountHref('register', '/')).toBe('/register');
    expect(accountHref('register', '/register?mode=signin')).toBe('/register');
    expect(accountHref('register', '//evil.example/')).toBe('/register');
  });
});
