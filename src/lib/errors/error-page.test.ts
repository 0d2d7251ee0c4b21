import { describe, expect, it } from 'vitest';
import { chromeWords as arabic } from '@/site/ar/chrome';
import { describeError, notFoundContent } from './error-page';

describe('error page content', () => {
  it('gives 404 the Page Not Found variant with the path', () => {
    expect(notFoundContent('/nope')).toEqual({
      status: 404,
      title: 'Page Not Found',
      description: 'Page not found: /nope',
      variant: 'not-found',
    });
  });

  it('shows no number for an error without a status (a 500 may be answered as a 503), nor its message', () => {
    expect(describeError(undefined)).toEqual({
      status: undefined,
      title: 'Something went wrong',
      description: expect.stringContaining('try again'),
      variant: 'server-error',
    });
    expect(describeError({ status: 'abc', message: 'TypeError: x is undefined' })).toMatchObject({
      status: undefined,
      title: 'Something went wrong',
    });
  });

  it('uses the error’s own status message, then its message', () => {
    expect(describeError({ status: 503, statusMessage: 'Maintenance', message: 'x' }).title).toBe(
      'Maintenance',
    );
    expect(describeError({ statusCode: 502, message: 'Upstream down' })).toMatchObject({
      status: 502,
      title: 'Upstream down',
    });
    expect(describeError({ status: 404, message: '  ' })).toMatchObject({
      title: 'Page Not Found',
      variant: 'not-found',
    });
  });

  it('speaks the page’s language', () => {
    expect(notFoundContent('/ar/x', arabic.errors)).toMatchObject({
      title: 'الصفحة غير موجودة',
      // The address isolated left to right: its slashes do not move to the Arabic side.
      description: 'لم نعثر على الصفحة: \u2066/ar/x\u2069',
    });
    expect(describeError(null, arabic.errors).title).toBe('حدث خطأ');
  });
});
