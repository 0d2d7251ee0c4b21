import Link from 'next/link';
import { PageSections } from '@/components/page/PageView';
import { OfferingGrid } from '@/components/page/OfferingGrid';
import { pages } from '@/site/pages';
import { services } from '@/site/services';

const figures = [
  { value: 'SAR 100M+', label: 'won in government tenders' },
  { value: '40+', label: 'years of combined experience' },
  { value: '5', label: 'countries our clients come from' },
] as const;

/** The home page as a returning visitor (and a crawler) sees it. */
export function HomeContent() {
  const copy = pages['/'];
  return (
    <>
      <section className="bg-teal-900 pb-20 pt-40 text-white">
        <div className="container-page">
          <p className="mb-3 text-sm font-semibold uppercase tracking-widest text-gold-500">
            Government Contracting Solutions
          </p>
          <h1 className="max-w-4xl text-4xl font-bold leading-tight md:text-6xl">{copy.heading}</h1>
          <p className="mt-6 max-w-3xl text-lg text-sand-100">{copy.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              href="/contact-us"
              className="rounded-full bg-gold-500 px-6 py-3 font-semibold text-teal-950 hover:bg-sand-200"
            >
              Talk to our team
            </Link>
            <Link
              href="/services"
              className="rounded-full border border-white/60 px-6 py-3 font-semibold hover:bg-white/10"
            >
              Explore our services
            </Link>
          </div>
          <dl className="mt-14 grid max-w-3xl gap-6 sm:grid-cols-3">
            {figures.map((figure) => (
              <div key={figure.label} className="border-s-2 border-gold-500 ps-4">
                <dt className="text-sm text-sand-200">{figure.label}</dt>
                <dd className="text-3xl font-bold">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
      <PageSections sections={copy.sections} />
      <h2 className="container-page pb-6 text-2xl font-bold text-teal-900">Our services</h2>
      <OfferingGrid offerings={services} label="Our services" />
    </>
  );
}
