// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { chromeWords as arabicChrome } from '@/site/ar/chrome';
import { chromeWords } from '@/site/chrome';
import { fileCompany as company } from '@/site/company';
import type { CaseStudy, ContactSection, Figure, SlotSection, TeamSection } from '@/site/sections';
import { teamIllustrations } from '@/site/team';
import { CardGrid } from './CardGrid';
import { CaseStudies } from './CaseStudies';
import { Checklist } from './Checklist';
import { ContactPanelView, englishOffice } from './ContactPanel';
import { CtaBand } from './CtaBand';
import { EngagementModels } from './EngagementModels';
import { Faq } from './Faq';
import { FiguresBand } from './FiguresBand';
import { Hero } from './Hero';
import { PartnerCards } from './PartnerCards';
import { ProcessSteps } from './ProcessSteps';
import { Prose, ProseBody } from './Prose';
import { Quote } from './Quote';
import { Slot } from './Slot';
import { TeamGrid } from './TeamGrid';
import { Timeline } from './Timeline';
import { renderHtml, texts } from './render-html';

/** The sections' own labels in English. */
const labels = chromeWords.sections;

const image = { src: '/images/x.webp', width: 640, height: 400, alt: 'A drawing' };

/** The section named by its heading, as a screen reader finds it. */
function section(root: HTMLElement, heading: string): Element {
  const h2 = [...root.querySelectorAll('h2')].find((h) => h.textContent === heading);
  const labelled = h2 && root.querySelector(`section[aria-labelledby="${h2.id}"]`);
  if (!labelled) throw new Error(`No section named "${heading}"`);
  return labelled;
}

/** How many columns the first list takes on wide screens (its `lg:grid-cols-N` class). */
const wideColumns = (root: HTMLElement) =>
  root.querySelector('ul')!.className.match(/lg:grid-cols-(\d)/)?.[1];

/** One confirmed figure and one sample. */
const figures: Figure[] = [
  { value: 'SAR 9M', label: 'won' },
  { value: '7', label: 'countries', sample: true },
];

describe('Hero', () => {
  it('shows the h1 and introduction, its calls to action in order and each figure with its label', () => {
    const root = renderHtml(
      <Hero
        heading="Win contracts"
        intro="We help."
        eyebrow="Services"
        actions={[
          { label: 'Talk to us', href: '/contact-us' },
          { label: 'Services', href: '/services' },
        ]}
        figures={figures}
        image={image}
      />,
    );
    expect(texts(root, 'h1')).toEqual(['Win contracts']);
    expect([...root.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/contact-us',
      '/services',
    ]);
    const pairs = [...root.querySelectorAll('dl > div')].map((d) => [
      d.querySelector('dd')?.textContent,
      d.querySelector('dt')?.textContent,
    ]);
    expect(pairs).toEqual([
      ['SAR 9M', 'won'],
      ['7 sample', 'countries'],
    ]);
    const img = root.querySelector('img');
    expect(img?.getAttribute('width')).toBe('640');
    expect(img?.getAttribute('height')).toBe('400');
    expect(img?.getAttribute('alt')).toBe('A drawing');
  });

  it('is only a heading and introduction when given nothing else', () => {
    const root = renderHtml(<Hero heading="Terms" intro="These terms." />);
    expect(root.querySelectorAll('a, dl, img')).toHaveLength(0);
  });
});

describe('Prose', () => {
  it('puts the heading beside its paragraphs and ticks each bullet', () => {
    const root = renderHtml(
      <Prose
        section={{ heading: 'Who it suits', paragraphs: ['One.', 'Two.'], bullets: ['A', 'B'] }}
      />,
    );
    const named = section(root, 'Who it suits');
    expect(texts(named, 'p')).toEqual(['One.', 'Two.']);
    expect(texts(named, 'li')).toEqual(['A', 'B']);
    // The tick is drawn by the list's class (globals.css), not an SVG per item.
    expect(named.querySelector('ul')?.className).toBe('tick-list');
  });

  it('lists a long document’s bullets (the Terms’ prohibited acts) without ticks', () => {
    const root = renderHtml(
      <ProseBody
        section={{ heading: 'Using the website', paragraphs: ['You must not:'], bullets: ['A'] }}
        marks="disc"
        className=""
      />,
    );
    expect(texts(root, 'li')).toEqual(['A']);
    expect(root.querySelector('ul')?.classList.contains('tick-list')).toBe(false);
  });
});

describe('CardGrid', () => {
  it('numbers cards (01, 02… from the list’s counter) and makes a card with an address one link named by its title', () => {
    const root = renderHtml(
      <CardGrid
        section={{
          kind: 'cards',
          heading: 'Our services',
          numbered: true,
          cards: [
            { title: 'Market Entry', body: 'Licences.', href: '/services/market-entry', image },
            { title: 'Plain', body: 'No link.' },
          ],
        }}
      />,
    );
    const named = section(root, 'Our services');
    // globals.css numbers the items of a numbered grid: no number is written into the page.
    expect(named.querySelector('ul')?.className).toBe('card-grid numbered');
    expect(named.querySelectorAll('li p')).toHaveLength(2);
    const links = [...named.querySelectorAll('a')];
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Market Entry', '/services/market-entry'],
    ]);
    // Card pictures are decorative: the title says what the card is.
    expect(named.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});

describe('ProcessSteps', () => {
  it('lists the steps in order, each announced with its number', () => {
    const root = renderHtml(
      <ProcessSteps
        words={labels}
        section={{
          kind: 'steps',
          heading: 'How it works',
          steps: [
            { title: 'Conversation', body: 'We listen.' },
            { title: 'Bidding', body: 'We bid.' },
          ],
        }}
      />,
    );
    expect(texts(section(root, 'How it works'), 'ol > li h3')).toEqual([
      'Step 1: Conversation',
      'Step 2: Bidding',
    ]);
  });
});

describe('FiguresBand', () => {
  it('pairs each value with what it counts, a sample figure tagged as sample', () => {
    const root = renderHtml(
      <FiguresBand section={{ kind: 'figures', heading: 'Figures', figures }} />,
    );
    expect(texts(root, 'dd')).toEqual(['SAR 9M', '7 sample']);
    expect(texts(root, 'dt')).toEqual(['won', 'countries']);
  });
});

describe('Checklist', () => {
  it('lists what the client receives', () => {
    const root = renderHtml(
      <Checklist
        section={{
          kind: 'checklist',
          heading: 'What we deliver',
          items: ['A licence', 'A profile'],
        }}
      />,
    );
    expect(texts(section(root, 'What we deliver'), 'li')).toEqual(['A licence', 'A profile']);
  });
});

describe('TeamGrid', () => {
  const team: TeamSection = {
    kind: 'team',
    heading: 'Leadership',
    group: 'leadership',
    illustration: teamIllustrations.leadership,
    members: [
      { role: 'Managing Partner', focus: 'Strategy', bio: 'Leads.' },
      {
        role: 'Finance lead',
        focus: 'Pricing',
        bio: 'Prices.',
        name: 'Named Person',
        photo: { src: '/images/team/photo.webp', width: 480, height: 360, alt: 'Portrait' },
      },
    ],
  };

  it('heads a card without a name by its role, with the project illustration (never an invented person)', () => {
    const root = renderHtml(<TeamGrid section={team} />);
    const [unnamed, named] = [...root.querySelectorAll('li')];
    expect(unnamed?.querySelector('h3')?.textContent).toBe('Managing Partner');
    expect(unnamed?.querySelector('img')?.getAttribute('src')).toContain('leadership.webp');
    expect(unnamed?.querySelector('img')?.getAttribute('alt')).toBe('');
    expect(unnamed?.textContent).toContain('Strategy');
    expect(named?.querySelector('h3')?.textContent).toBe('Named Person');
    expect(named?.textContent).toContain('Finance lead');
    expect(named?.querySelector('img')?.getAttribute('alt')).toBe('Portrait');
  });

  it('lays two members out two across on wide screens (not in half of a four-column row), four in four', () => {
    const columns = (count: number) =>
      wideColumns(
        renderHtml(
          <TeamGrid
            section={{
              ...team,
              members: Array.from({ length: count }, (_, index) => ({
                role: `Role ${index}`,
                focus: 'Focus',
                bio: 'Bio.',
              })),
            }}
          />,
        ),
      );
    expect([2, 4, 7].map(columns)).toEqual(['2', '4', '4']);
  });
});

describe('EngagementModels', () => {
  it('shows who each model suits, what it includes, and a call to action naming the model', () => {
    const root = renderHtml(
      <EngagementModels
        words={labels}
        section={{
          kind: 'models',
          heading: 'Models',
          models: [
            {
              slug: 'retainer',
              name: 'Retainer',
              summary: 'A standing team.',
              suits: 'Steady bidders.',
              includes: ['Monitoring', 'Bids'],
              action: {
                label: 'Discuss this model',
                href: '/contact-us?topic=pricing&model=retainer',
              },
            },
          ],
        }}
      />,
    );
    const card = root.querySelector('li');
    expect(card?.textContent).toContain('Steady bidders.');
    expect(texts(card!, 'ul li')).toEqual(['Monitoring', 'Bids']);
    const link = card?.querySelector('a');
    expect(link?.textContent).toBe('Discuss this model: Retainer');
    expect(link?.getAttribute('href')).toBe('/contact-us?topic=pricing&model=retainer');
  });
});

describe('CaseStudies', () => {
  const study: CaseStudy = {
    story: 'a-story',
    title: 'A firm wins',
    sector: 'Energy',
    buyer: 'A university',
    scope: 'A retrofit',
    outcomes: [{ value: 'SAR 12M', label: 'contract value' }],
    topics: ['Energy'],
    image,
  };
  /** A results section that shows every story it is given. */
  const results = { kind: 'cases', heading: 'Results', show: {} } as const;

  it('links each card to its story and shows sector, buyer, scope and outcome figures', () => {
    const root = renderHtml(
      <CaseStudies section={results} cases={[study, { ...study, story: 'b' }]} />,
    );
    const card = root.querySelector('li')!;
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/stories/a-story');
    expect(card.textContent).toContain('Energy');
    expect(card.textContent).toContain('A university');
    expect(card.textContent).toContain('A retrofit');
    expect(texts(card, '.case-outcomes dd')).toEqual(['SAR 12M']);
    // In a grid the stories carry no picture; shown alone, the featured one does.
    expect(card.querySelector('img')).toBeNull();
    const alone = renderHtml(
      <CaseStudies
        section={{ kind: 'cases', heading: 'Featured', show: { featured: true } }}
        cases={[study]}
      />,
    );
    expect(alone.querySelector('img')?.getAttribute('width')).toBe('640');
  });

  it('lays two or four stories out two across on wide screens, three only when they fill the rows', () => {
    const columns = (count: number) =>
      wideColumns(
        renderHtml(
          <CaseStudies
            section={results}
            cases={Array.from({ length: count }, (_, index) => ({ ...study, story: `s${index}` }))}
          />,
        ),
      );
    expect([2, 3, 4, 6].map(columns)).toEqual(['2', '3', '2', '3']);
  });

  it('tags a sample story as sample beside its sector, a confirmed one not', () => {
    const root = renderHtml(
      <CaseStudies section={results} cases={[study, { ...study, story: 'b', sample: true }]} />,
    );
    expect(texts(root, '.case-sector')).toEqual(['Energy', 'Energy sample']);
  });

  it('shows the client’s country beside the sector, and nothing at all without a story', () => {
    const root = renderHtml(
      <CaseStudies section={results} cases={[{ ...study, country: 'Greece' }]} />,
    );
    expect(texts(root, '.case-sector')).toEqual(['Energy · Greece']);
    const none = renderHtml(<CaseStudies section={results} cases={[]} />);
    expect(none.textContent).toBe('');
  });
});

describe('Faq', () => {
  it('shows each question as a closed native disclosure holding its answer', () => {
    const root = renderHtml(
      <Faq
        section={{
          kind: 'faq',
          heading: 'Questions',
          items: [
            { question: 'Why?', answer: 'Because.' },
            { question: 'How?', answer: 'Like this.' },
          ],
        }}
      />,
    );
    const details = [...root.querySelectorAll('details')];
    expect(details.map((d) => d.querySelector('summary')?.textContent?.replace('+', ''))).toEqual([
      'Why?',
      'How?',
    ]);
    expect(details.every((d) => !d.hasAttribute('open'))).toBe(true);
    expect(details[0]?.querySelector('p')?.textContent).toBe('Because.');
  });
});

describe('PartnerCards', () => {
  it('names each kind of partner, what it brings and its examples', () => {
    const root = renderHtml(
      <PartnerCards
        words={labels}
        section={{
          kind: 'partners',
          heading: 'Partners',
          partners: [{ name: 'Law firms', brings: 'Advice.', examples: ['Contracts', 'Disputes'] }],
        }}
      />,
    );
    expect(texts(root, 'h3')).toEqual(['Law firms']);
    expect(texts(root, 'ul[aria-label="Examples of law firms"] li')).toEqual([
      'Contracts',
      'Disputes',
    ]);
  });
});

describe('Timeline', () => {
  it('lists the moments in order, each with its label', () => {
    const root = renderHtml(
      <Timeline
        section={{
          kind: 'timeline',
          heading: 'Story',
          events: [
            { label: 'Before', title: 'Careers', body: 'A.' },
            { label: 'Today', title: 'Now', body: 'B.' },
          ],
        }}
      />,
    );
    expect(texts(root, 'ol > li h3')).toEqual(['Careers', 'Now']);
    expect(texts(root, 'ol > li p.uppercase')).toEqual(['Before', 'Today']);
  });
});

describe('Quote', () => {
  it('sets the words in a blockquote with who says them', () => {
    const root = renderHtml(
      <Quote words={labels} section={{ kind: 'quote', quote: 'Connect.', attribution: 'Us' }} />,
    );
    expect(root.querySelector('blockquote')?.textContent).toBe('“Connect.”');
    expect(root.querySelector('figcaption')?.textContent).toBe('Us');
  });

  it('quotes Arabic between Arabic quotation marks', () => {
    const root = renderHtml(
      <Quote
        words={arabicChrome.sections}
        section={{ kind: 'quote', quote: 'نصل بينكم.', attribution: 'وصلة' }}
      />,
    );
    expect(root.querySelector('blockquote')?.textContent).toBe('«نصل بينكم.»');
  });
});

describe('CtaBand', () => {
  it('offers its calls to action as links', () => {
    const root = renderHtml(
      <CtaBand
        section={{
          kind: 'cta',
          heading: 'Ready?',
          body: 'Talk.',
          primary: { label: 'Request a proposal', href: '/contact-us?topic=market-entry' },
          secondary: { label: 'Pricing', href: '/pricing' },
        }}
      />,
    );
    expect(
      [...section(root, 'Ready?').querySelectorAll('a')].map((a) => a.getAttribute('href')),
    ).toEqual(['/contact-us?topic=market-entry', '/pricing']);
  });
});

describe('ContactPanel', () => {
  const contact: ContactSection = { kind: 'contact', heading: 'Our office' };

  it('gives the address, the hours (Sunday to Thursday), the phone and the email', () => {
    const root = renderHtml(
      <ContactPanelView section={contact} mapsKey={undefined} office={englishOffice(company)} />,
    );
    expect(root.querySelector('address')?.textContent).toContain(company.address.locality);
    expect(root.textContent).toContain('Sunday to Thursday');
    expect(root.querySelector(`a[href="tel:${company.phone.tel}"]`)).not.toBeNull();
    expect(root.querySelector(`a[href="mailto:${company.email.address}"]`)).not.toBeNull();
  });

  it('without a maps key: the map illustration and a link that opens the address in a maps site, no frame', () => {
    const root = renderHtml(
      <ContactPanelView section={contact} mapsKey={undefined} office={englishOffice(company)} />,
    );
    expect(root.querySelector('iframe')).toBeNull();
    expect(root.querySelector('img')?.getAttribute('src')).toContain('office-map.webp');
    const link = root.querySelector('figcaption a');
    expect(link?.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*Riyadh/,
    );
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('with a maps key: the embedded map of the office, no illustration', () => {
    const root = renderHtml(
      <ContactPanelView section={contact} mapsKey="key&1" office={englishOffice(company)} />,
    );
    const src = root.querySelector('iframe')?.getAttribute('src') ?? '';
    expect(src).toMatch(/^https:\/\/www\.google\.com\/maps\/embed\/v1\/place\?key=key%261&q=/);
    expect(decodeURIComponent(src)).toContain(company.address.street);
    expect(root.querySelector('iframe')?.getAttribute('title')).toContain('Map');
    expect(root.querySelector('img')).toBeNull();
  });
});

describe('Slot', () => {
  const slot: SlotSection = {
    kind: 'slot',
    name: 'enquiry-form',
    heading: 'Send us a message',
    fallback: { body: 'Email us.', action: { label: 'Email', href: 'mailto:x@y.z' } },
  };

  it('shows what fills it (with its own heading), or else its heading and fallback', () => {
    const empty = renderHtml(<Slot section={slot} fallback={<p>Email us.</p>} />);
    expect(empty.querySelector('h2')?.textContent).toBe('Send us a message');
    expect(empty.querySelector('section p')?.textContent).toBe('Email us.');
    const filled = renderHtml(
      <Slot section={slot} fallback={<p>Email us.</p>}>
        <form aria-label="Enquiry" />
      </Slot>,
    );
    expect(filled.querySelector('[data-slot="enquiry-form"] form')).not.toBeNull();
    expect(filled.textContent).not.toContain('Email us.');
    expect(filled.querySelector('h2')).toBeNull();
  });
});
