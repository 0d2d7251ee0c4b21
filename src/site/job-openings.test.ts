import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('#content/jobs.json');
  vi.resetModules();
});

/** The openings the site lists when content/jobs.json is `file`. */
async function openingsWith(file: unknown) {
  vi.resetModules();
  vi.doMock('#content/jobs.json', () => ({ default: file }));
  return (await import('./job-openings')).openingsIn;
}

const analyst = {
  slug: 'tender-analyst',
  title: 'Tender Analyst',
  location: 'Jeddah, Saudi Arabia',
  employmentType: 'PART_TIME',
  datePosted: '2026-11-20',
  summary: 'Read new tenders on Etimad each morning and shortlist the ones that fit our clients.',
  responsibilities: ['Screen new tenders daily'],
  ar: {
    title: 'محلل منافسات',
    location: 'جدة، المملكة العربية السعودية',
    summary: 'قراءة المنافسات الجديدة على منصة اعتماد كل صباح واختيار ما يناسب عملاءنا منها.',
    responsibilities: ['فرز المنافسات الجديدة يوميًا'],
  },
};

describe('job openings (content/jobs.json)', () => {
  it('an opening added to the content file is listed in both languages, with the same slug and date', async () => {
    const openingsIn = await openingsWith([analyst]);
    expect(openingsIn('en')).toEqual([
      expect.objectContaining({
        slug: 'tender-analyst',
        title: 'Tender Analyst',
        type: 'Part-time',
      }),
    ]);
    expect(openingsIn('ar')).toEqual([
      expect.objectContaining({
        slug: 'tender-analyst',
        title: 'محلل منافسات',
        type: 'دوام جزئي',
        datePosted: '2026-11-20',
      }),
    ]);
  });

  it('an opening without Arabic words shows its English ones on the Arabic page', async () => {
    const openingsIn = await openingsWith([{ ...analyst, ar: undefined }]);
    expect(openingsIn('ar')[0]).toMatchObject({ title: 'Tender Analyst', type: 'دوام جزئي' });
  });

  it('refuses a file that names two openings alike or leaves out a field, naming the file', async () => {
    const twice = await openingsWith([analyst, analyst]).catch((error: Error) => error);
    expect(String(twice)).toMatch(/content\/jobs\.json.*each opening a slug of its own/);
    const missing = await openingsWith([{ ...analyst, summary: undefined }]).catch(
      (error: Error) => error,
    );
    expect(String(missing)).toMatch(/content\/jobs\.json: \[0\]\.summary must be/);
  });
});
