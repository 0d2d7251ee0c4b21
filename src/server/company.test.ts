import { afterEach, describe, expect, it, vi } from 'vitest';
import shipped from '#content/company.json';
import type { ContentTransport } from '@/lib/content-client/transport';
import { answersWithoutOption, fetcherOver } from '@/server/posts/test-support';

const companyOf = (transport: ContentTransport) => fetcherOver(transport).getCompany();

afterEach(() => {
  vi.doUnmock('@/server/posts/cache');
  vi.doUnmock('@/server/content/config');
  vi.doUnmock('@/server/log');
  vi.resetModules();
});

/** loadCompany with WordPress configured, answering the option as `answer` does. */
async function loadWith(answer: () => Promise<unknown>) {
  vi.resetModules();
  const warn = vi.fn();
  vi.doMock('@/server/content/config', () => ({
    contentServiceUrl: () => 'http://wp.test/graphql',
  }));
  vi.doMock('@/server/posts/cache', () => ({ getCompany: answer }));
  vi.doMock('@/server/log', () => ({ log: { warn } }));
  const { loadCompany } = await import('./company');
  return { company: await loadCompany(), warn };
}

describe('the company’s facts from WordPress', () => {
  it('are the companion plugin’s JSON; none without the plugin, unset, or from the built-in service; a failure is an error', async () => {
    const json = JSON.stringify({
      ...shipped,
      phone: { display: '+966 12 000 1111', tel: '+966120001111' },
    });
    expect(await companyOf(async () => ({ data: { waslaCompany: json } }))).toMatchObject({
      phone: { tel: '+966120001111' },
    });
    for (const answer of answersWithoutOption('waslaCompany')) {
      expect(await companyOf(answer)).toBeNull();
    }
    // Text that is not JSON fails without quoting it: it would put the facts in the log.
    const notJson = companyOf(async () => ({ data: { waslaCompany: '{"phone": "+966 5' } }));
    await expect(notJson).rejects.toThrow(/^WordPress option wasla_company is not JSON$/);
  });

  it('a valid option is the request’s facts; an invalid one keeps the file’s, with a warning naming the field and not its value', async () => {
    const phone = { display: '+966 12 000 1111', tel: '+966120001111' };
    const valid = await loadWith(async () => ({ ...shipped, phone }));
    expect(valid.company.phone).toEqual(phone);
    expect(valid.warn).not.toHaveBeenCalled();

    const invalid = await loadWith(async () => ({
      ...shipped,
      phone: { display: 'x', tel: '05 5555 1234' },
    }));
    expect(invalid.company.phone.tel).toBe(shipped.phone.tel);
    expect(invalid.warn).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(invalid.warn.mock.calls[0]);
    expect(logged).toContain('phone.tel');
    expect(logged).not.toContain('5555');

    expect((await loadWith(async () => null)).company).toEqual(
      (await import('@/site/company')).fileCompany,
    );
  });
});
