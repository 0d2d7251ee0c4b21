import { Link } from '@/components/ui/Link';
import { JsonLd } from '@/components/seo/JsonLd';
import { absoluteUrl } from '@/lib/metadata';
import type { Company } from '@/site/company';
import { productPaths, site } from '@/site/config';
import { requestWords } from '@/components/locale/request-locale';
import type { JobOpening } from '@/site/jobs';

/** schema.org JobPosting of one opening, so search engines can list it. */
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

/** The current openings, each with its JobPosting data and a link to apply for it. */
export async function JobOpenings({ company }: { company: Company }) {
  const { jobOpenings, openingsWords: words } = (await requestWords()).jobs;
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
            <JsonLd data={jobPostingJsonLd(job, company)} />
            <h3 className="text-xl font-bold text-teal-900">{job.title}</h3>
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
