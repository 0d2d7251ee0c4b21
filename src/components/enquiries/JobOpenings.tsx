import { Link } from '@/components/ui/Link';
import { SampleMark } from '@/components/ui/SampleMark';
import { JsonLd } from '@/components/seo/JsonLd';
import { absoluteUrl } from '@/lib/metadata';
import type { Company } from '@/site/company';
import { productPaths, site } from '@/site/config';
import { requestWords } from '@/components/locale/request-locale';
import type { JobOpening } from '@/site/jobs';

/** schema.org JobPosting of one opening, so search engines can list it (never a sample opening's). */
function jobPostingJsonLd(job: JobOpening, company: Company) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: `<p>${job.summary}</p><ul>${job.responsibilities.map((item) => `<li>${item}</li>`).join('')}</ul>`,
    datePosted: job.datePosted,
    employmentType: job.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: site.name,
      sameAs: absoluteUrl('/'),
      logo: absoluteUrl('/icon.svg'),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressLocality: company.address.locality,
        addressCountry: company.address.country,
      },
    },
    directApply: true,
    url: absoluteUrl(`${productPaths.jobs}?job=${job.slug}#apply`),
  };
}

/** The current openings (content/jobs.json), each with a link to apply for it and, once confirmed, its JobPosting data. */
export async function JobOpenings({ company }: { company: Company }) {
  const { jobOpenings, openingsWords: words } = (await requestWords()).jobs;
  // No opening: the page offers the general application alone.
  if (jobOpenings.length === 0) return null;
  return (
    <section aria-labelledby="openings-heading" className="container-page pt-16 md:pt-20">
      <h2 id="openings-heading" className="text-3xl font-bold text-teal-900">
        {words.heading}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {jobOpenings.map((job) => (
          <li
            key={job.slug}
            className="flex flex-col rounded-[var(--radius-card)] bg-white p-6 shadow-sm ring-1 ring-sand-200"
          >
            {/* Job boards and search engines list a JobPosting as a real vacancy. */}
            {!job.sample && <JsonLd data={jobPostingJsonLd(job, company)} />}
            <h3 className="text-xl font-bold text-teal-900">
              {job.title}
              <SampleMark fact={job} />
            </h3>
            <p className="mt-1 text-sm font-semibold text-gold-700">
              {job.location} · {job.type}
            </p>
            <p className="mt-3 text-ink">{job.summary}</p>
            <ul className="mt-3 list-disc ps-5 text-muted">
              {job.responsibilities.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <Link
              href={`${productPaths.jobs}?job=${job.slug}#apply`}
              className="mt-5 self-start rounded-full border border-teal-800 px-5 py-2 font-semibold text-teal-900 hover:bg-teal-100"
              aria-label={words.applyFor(job.title)}
            >
              {words.apply}
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-muted">{words.noneFits}</p>
    </section>
  );
}
