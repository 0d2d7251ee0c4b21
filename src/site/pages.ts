import { areas } from './areas';
import { caseStudies, featuredCaseStudy } from './case-studies';
import { productPaths, site } from './config';
import { proposalHref } from './contact-links';
import { engagementModels, engagementProcess } from './engagement';
import { headlineFigures, marketingFigures } from './figures';
import { offeringCards } from './offering-pages';
import { services } from './services';
import { teamIllustrations } from './team';
import { enquiryPrivacySections } from './enquiry-copy';
import type { PageCopy } from './types';

/** The copy of every fixed page of the site, keyed by its route path. */
export const pages = {
  '/': {
    path: '/',
    title: 'Government Contracting Solutions',
    description:
      'Wasla helps investors, international firms and Saudi companies win government contracts in Saudi Arabia without building an in-house tender team.',
    heading: 'Win Saudi government contracts without building an in-house team',
    intro:
      'Wasla is a Riyadh consultancy that gives investors, international firms and local companies a complete government contracting team on demand. A Saudi soul with a global mindset, from your first tender to final delivery.',
    hero: {
      eyebrow: site.tagline,
      actions: [
        { label: 'Talk to our team', href: '/contact-us' },
        { label: 'Explore our services', href: '/services' },
      ],
    },
    sections: [
      {
        heading: 'What Wasla does',
        paragraphs: [
          'Selling to the Saudi government takes more than a good product. You need the right licences, a current set of certificates, an Etimad profile, proposals written to the evaluation criteria and a workforce that meets Saudization expectations. Wasla provides all of it as one service. Our specialists in market entry, tenders, compliance, HR, finance, partnerships and digital operations act as your contracting team for as long as you need them.',
        ],
      },
      {
        kind: 'cards',
        heading: 'Who we serve',
        intro:
          'Three kinds of client, starting from different places, with the same goal: a sustainable, profitable share of government work in the Kingdom.',
        cards: [
          {
            eyebrow: 'Investors',
            title: 'Building for public-sector demand',
            body: 'Investors building or acquiring businesses that serve public-sector demand, who need them eligible and bidding quickly.',
          },
          {
            eyebrow: 'International firms',
            title: 'Entering the Kingdom',
            body: 'International firms entering Saudi Arabia and bidding for their first government contracts, with licences and partners in place.',
          },
          {
            eyebrow: 'Saudi companies',
            title: 'Winning larger tenders',
            body: 'Saudi companies ready to win larger and more complex tenders with confidence, in their own name.',
          },
        ],
      },
      {
        kind: 'figures',
        heading: 'The figures behind our work',
        intro:
          'Our clients come from the United Arab Emirates, the United Kingdom, the United States, Greece and the Kingdom itself.',
        figures: headlineFigures,
      },
      {
        kind: 'cards',
        heading: 'Our services',
        intro:
          'Seven services covering every step, from entering the Kingdom to delivering the contract.',
        numbered: true,
        cards: offeringCards(services),
      },
      {
        kind: 'cards',
        heading: 'Areas of focus',
        intro: 'The sectors where government demand is strong and our experience runs deepest.',
        numbered: true,
        cards: offeringCards(areas),
      },
      engagementProcess,
      {
        kind: 'cases',
        heading: 'A featured success story',
        intro: 'How one client went from no Saudi presence to a government contract.',
        cases: [featuredCaseStudy],
      },
      {
        kind: 'posts',
        heading: 'Latest insights',
        category: 'blog',
        limit: 3,
        more: { label: 'Read all insights', href: '/blog' },
      },
      {
        kind: 'cta',
        heading: 'Ready to win your next government contract?',
        body: 'Tell us where you stand today. We will suggest a sensible first step, with no obligation.',
        primary: { label: 'Talk to our team', href: '/contact-us' },
        secondary: { label: 'See engagement models', href: '/pricing' },
      },
    ],
  },
  '/services': {
    path: '/services',
    title: 'Our Services',
    description:
      'Seven services covering every step of Saudi government contracting: market entry, HR, compliance, tenders, finance, joint ventures and digital.',
    heading: 'Everything you need to win and deliver government contracts',
    intro:
      'Our seven services cover the full journey, from entering the Kingdom to delivering your contracts. Use one on its own or combine them into a complete outsourced government contracting team.',
    hero: {
      eyebrow: 'Services',
      actions: [{ label: 'Request a proposal', href: '/contact-us' }],
    },
    sections: [
      {
        heading: 'One team, every step',
        paragraphs: [
          'Winning government work in Saudi Arabia touches licensing, procurement law, workforce rules, tax and finance, partnerships and technology. Most companies would need to hire specialists in each of these fields to do it in-house. Wasla brings them together under one engagement, coordinated by a single lead who knows your business, your pipeline and the buyers you are targeting.',
        ],
      },
      {
        kind: 'cards',
        heading: 'Our services at a glance',
        intro:
          'Each service has its own page describing what it covers and how we deliver it. Switch one on when an opportunity appears and scale back when you are ready to build a team of your own.',
        numbered: true,
        cards: offeringCards(services),
      },
      {
        heading: 'How the services work together',
        paragraphs: [
          'A typical international client starts with Market Entry and Compliance Management, adds HR Outsourcing as the first hires arrive, then relies on Tender Management and Financial Services for each bid. A Saudi company may start directly with tenders and call on Joint Venture support for a larger competition. We design the combination around your situation, not around a fixed package.',
        ],
      },
      engagementProcess,
      {
        kind: 'cases',
        heading: 'What our clients have won',
        intro: 'Every figure comes from a published success story.',
        cases: caseStudies.slice(0, 3),
      },
      {
        kind: 'cta',
        heading: 'Choosing where to start',
        body: 'Unsure which service you need? Start with a conversation: we will point out the gaps that matter most for the tenders you want to win and recommend a first step.',
        primary: { label: 'Talk to our team', href: '/contact-us' },
        secondary: { label: 'See engagement models', href: '/pricing' },
      },
    ],
  },
  '/area-of-focus': {
    path: '/area-of-focus',
    title: 'Areas of Focus',
    description:
      'The sectors where Wasla helps clients win Saudi government contracts: IT, construction, O&M, consultancy, healthcare, safety and security, and energy.',
    heading: 'Sector expertise for Saudi government contracts',
    intro:
      'Each sector of government procurement has its own regulators, evaluation habits and delivery risks. We focus on seven areas where our experience gives clients a real advantage.',
    hero: { eyebrow: 'Areas of focus' },
    sections: [
      {
        heading: 'Why sector knowledge matters',
        paragraphs: [
          'Procurement law applies across government, but practice differs widely between sectors. A healthcare tender turns on SFDA registration and clinical credibility, a construction tender on classification and pricing risk, and a technology tender on cybersecurity and data controls. Knowing what each buyer really values lets us help you write proposals that score well and make commitments you can keep.',
        ],
      },
      {
        kind: 'cards',
        heading: 'Our seven areas',
        intro:
          'The sectors where government demand is strong and where our team has the deepest experience. Each page describes the regulators, what buyers expect and how we help.',
        numbered: true,
        cards: offeringCards(areas),
      },
      {
        heading: 'The same discipline in every sector',
        paragraphs: [
          'Whatever your sector, the fundamentals do not change: eligibility kept current, opportunities chosen carefully, proposals written to the criteria, and local content and Saudization commitments that you can actually deliver. Our services apply that discipline in every area, and our sector experience tailors it to the buyers you are targeting.',
        ],
      },
      {
        kind: 'cases',
        heading: 'Results across sectors',
        intro: 'Contracts our clients have won, from their published success stories.',
        cases: [...caseStudies],
      },
      {
        kind: 'cta',
        heading: 'Not on the list?',
        body: 'Many opportunities sit between sectors, such as smart city projects. Talk to us anyway: we will tell you honestly whether we are the right partner.',
        primary: { label: 'Talk to our team', href: '/contact-us' },
      },
    ],
  },
  '/media': {
    path: '/media',
    title: 'Media Centre',
    description:
      'News, press enquiries and brand resources from Wasla, the Riyadh consultancy that helps companies win government contracts in Saudi Arabia.',
    heading: 'Media centre',
    intro:
      'News from Wasla, resources for journalists and guidance on using our brand. For interviews and press enquiries, our communications team is happy to help.',
    hero: {
      eyebrow: 'Media',
      actions: [{ label: 'Contact our communications team', href: proposalHref('media') }],
    },
    sections: [
      {
        heading: 'Press enquiries',
        paragraphs: [
          'Journalists, editors and event organisers can reach our communications team through the contact page, mentioning that the enquiry comes from the media. Please include your publication or organisation, your deadline and the topic you would like to cover. We aim to respond promptly and can arrange comment from our leadership.',
          'Our spokespeople can speak about the Government Tenders and Procurement Law, local content requirements, Saudization, market entry for international firms and the role of partnerships in large public projects. We do not comment on individual tenders, on the decisions of specific government entities or on the affairs of our clients.',
        ],
      },
      {
        kind: 'cards',
        heading: 'Media kit',
        intro: 'What you can use straight away, and what our communications team sends on request.',
        cards: [
          {
            eyebrow: 'Download',
            title: 'Wasla logo (SVG)',
            body: 'The mark in its original colours, as a scalable vector file.',
            href: '/icon.svg',
          },
          {
            eyebrow: 'Download',
            title: 'Social card (PNG, 1200 × 630)',
            body: 'The Wasla name and tagline on the brand colours, for articles and event pages.',
            href: '/og/wasla-social.png',
          },
          {
            eyebrow: 'On request',
            title: 'Logo files and brand guidance',
            body: 'Logos for print and dark backgrounds, colours and clear-space rules, sent by our communications team.',
            href: proposalHref('media'),
          },
        ],
      },
      {
        kind: 'posts',
        heading: 'News and announcements',
        intro:
          'Company news, new insights and anonymised accounts of how clients have won contracts. Client details are shared only with their permission.',
        limit: 3,
        more: { label: 'All articles', href: '/blog' },
      },
      {
        heading: 'Brand and logo use',
        paragraphs: [
          'The Wasla name and logo identify our company and should be used only to refer to Wasla accurately. Please do not alter the logo, change its colours, combine it with other marks or use it in a way that suggests endorsement or partnership without our written agreement. For logo files and brand guidance, contact our communications team.',
        ],
        bullets: [
          'Use the logo in its original colours, or in white on dark backgrounds',
          'Leave clear space around the logo, and never stretch or crop it',
          'Write the name as Wasla, with a capital W',
          'Ask us before using our name in advertising or partner materials',
        ],
      },
      {
        kind: 'figures',
        heading: 'Wasla in brief',
        intro:
          'A Riyadh consultancy that helps investors, international firms and Saudi companies win government contracts without building an in-house team: a Saudi soul with a global mindset.',
        figures: headlineFigures,
      },
      {
        kind: 'cta',
        heading: 'Contact for journalists',
        body: 'Tell us your publication, your deadline and the topic. We can arrange comment from our leadership.',
        primary: { label: 'Send a press enquiry', href: proposalHref('media') },
        secondary: { label: `Email ${site.email}`, href: `mailto:${site.email}` },
      },
    ],
  },
  '/pricing': {
    path: '/pricing',
    title: 'Pricing and Engagement Models',
    description:
      'How Wasla works with clients: retainer, per-tender, success-linked and market-entry programme engagements, agreed with you after a conversation.',
    heading: 'Engagement models that fit your goals',
    intro:
      'We do not publish a price list, because no two government contracting journeys are the same. Instead, we offer four engagement models and agree the right one with you after a conversation about your goals.',
    hero: { eyebrow: 'Pricing' },
    sections: [
      {
        kind: 'models',
        heading: 'Four engagement models',
        intro:
          'Each model is priced after a conversation, in a written proposal that sets out the scope, deliverables, team and commercial terms.',
        models: engagementModels,
      },
      {
        kind: 'steps',
        heading: 'Start with a conversation',
        intro: 'There is no obligation to proceed at any step.',
        steps: [
          {
            title: 'Conversation',
            body: 'We talk about your goals, your current position and the opportunities you want to pursue.',
          },
          {
            title: 'Recommendation',
            body: 'We recommend a model, or a combination of models, that fits your situation.',
          },
          {
            title: 'Written proposal',
            body: 'You receive the scope, deliverables, team and commercial terms in writing.',
          },
          {
            title: 'Start',
            body: 'Once you agree, a single engagement lead takes it from there.',
          },
        ],
      },
      {
        kind: 'faq',
        heading: 'Questions about pricing',
        items: [
          {
            question: 'Why is there no price list?',
            answer:
              'No two government contracting journeys are the same: the work depends on your starting point, your sector and the tenders you pursue. A price list would be wrong for almost everyone.',
          },
          {
            question: 'Can we combine models?',
            answer:
              'Yes. Many clients start with the market-entry programme and move to a retainer once their Saudi entity is operating and bidding.',
          },
          {
            question: 'When is a success-linked model available?',
            answer:
              'For selected opportunities where we have a clear view of your competitiveness. What counts as success, how it is measured and when it applies are agreed in writing.',
          },
        ],
      },
      {
        kind: 'cta',
        heading: 'Not sure which model fits?',
        body: 'Tell us about the contracts you want to win and we will recommend one.',
        primary: { label: 'Talk to our team', href: proposalHref('other') },
      },
    ],
  },
  '/profile': {
    path: '/profile',
    title: 'Your Profile',
    description:
      'Manage your Wasla account: review your details, update your name, company and phone number, change your password, or delete your account at any time.',
    heading: 'Your profile',
    intro:
      'Welcome back. Here you can review and update the details on your Wasla account, change your password or delete your account.',
    sections: [],
  },
  '/our-team': {
    path: '/our-team',
    title: 'Our Team',
    description:
      'Meet the roles behind Wasla: a leadership team and practice leads who share more than 40 years of combined experience in Saudi government contracting.',
    heading: 'The team behind your government contracts',
    intro:
      'Wasla brings together leaders and specialists who have worked on both sides of Saudi government procurement. Together they share more than 40 years of combined experience.',
    hero: { eyebrow: 'Our team', figures: [marketingFigures.experience] },
    sections: [
      {
        kind: 'team',
        heading: 'Leadership',
        intro:
          'Each leader has spent many years in Saudi public procurement or in companies selling to government, and stays personally involved in engagements.',
        illustration: teamIllustrations.leadership,
        members: [
          {
            role: 'Managing Partner',
            focus: 'Strategy and senior client relationships',
            bio: 'Sets the firm’s direction, leads senior client relationships and holds the firm to its standards of integrity.',
          },
          {
            role: 'Partner, Public Procurement',
            focus: 'Bid strategy and procurement law',
            bio: 'Guides bid strategy and answers procurement law questions across engagements.',
          },
          {
            role: 'Partner, International Clients',
            focus: 'Entry into the Kingdom',
            bio: 'Helps firms from abroad plan their entry and work well with Saudi partners.',
          },
          {
            role: 'Chief Operating Officer',
            focus: 'Delivery and quality',
            bio: 'Runs delivery, quality and the team behind every engagement.',
          },
        ],
      },
      {
        kind: 'team',
        heading: 'Practice leads',
        intro:
          'Each service is led by a specialist who owns its methods, its quality and the development of the people who deliver it.',
        illustration: teamIllustrations.practice,
        members: [
          {
            role: 'Market Entry lead',
            focus: 'Licensing, registration and entity structuring',
            bio: 'Takes international firms and investors from a first conversation to an entity that can bid.',
          },
          {
            role: 'Tender Management lead',
            focus: 'Bid strategy, proposals and Etimad',
            bio: 'Runs the bid cycle, from qualifying an opportunity to submitting a compliant, competitive offer.',
          },
          {
            role: 'Compliance lead',
            focus: 'Certificates, obligations and integrity',
            bio: 'Keeps clients eligible and their commitments met, before and after award.',
          },
          {
            role: 'People and HR lead',
            focus: 'Recruitment, payroll and Saudization',
            bio: 'Builds and administers the teams that deliver contracts, with Nitaqat in mind.',
          },
          {
            role: 'Finance lead',
            focus: 'Pricing, guarantees, Zakat, VAT and e-invoicing',
            bio: 'Makes sure offers compete and still pay, and that invoices are accepted and paid.',
          },
          {
            role: 'Partnerships lead',
            focus: 'Joint ventures, consortia and due diligence',
            bio: 'Finds, vets and structures the partners a tender needs.',
          },
          {
            role: 'Digital lead',
            focus: 'Systems, data and digital government projects',
            bio: 'Puts in place the bid, invoicing and reporting systems government work runs on.',
          },
        ],
      },
      {
        kind: 'prose',
        heading: 'How client teams are formed',
        paragraphs: [
          'Every client has a single engagement lead who coordinates all the services you use and is accountable for results. Behind that lead sits a team drawn from our practices, including bid writers, compliance officers, HR and finance specialists, and Arabic and English editors. The team changes shape with your needs, growing for a major tender and lighter between competitions.',
        ],
      },
      {
        kind: 'cta',
        heading: 'Join the team',
        body: 'We look for people who know Saudi government procurement, write clearly and care about doing things properly.',
        primary: { label: 'See jobs at Wasla', href: productPaths.jobs },
        secondary: { label: 'Life at Wasla', href: productPaths.workingAt },
      },
    ],
  },
  '/partners': {
    path: '/partners',
    title: 'Partners',
    description:
      'Wasla’s partner programme for Saudi companies and international firms: alliances that help our clients win and deliver Saudi government contracts.',
    heading: 'Partnerships that strengthen every bid',
    intro:
      'Government contracts are rarely won alone. Our partner programme brings together trusted Saudi companies and international specialists who help our clients bid, deliver and grow.',
    hero: {
      eyebrow: 'Partners',
      actions: [{ label: 'Become a partner', href: proposalHref('partnership') }],
    },
    sections: [
      {
        kind: 'partners',
        heading: 'Who we partner with',
        intro:
          'Kinds of partner, not a list of names: each partnership is confidential until a bid makes it public.',
        partners: [
          {
            name: 'Saudi contractors and integrators',
            brings:
              'Classifications, local references, workforce and site strength for works and systems contracts.',
            examples: ['Classified contractors', 'Systems integrators', 'Facility operators'],
          },
          {
            name: 'Distributors and suppliers',
            brings: 'Saudi-made products and supply chains that lift a bid’s local content.',
            examples: ['Local manufacturers', 'Authorised distributors'],
          },
          {
            name: 'Professional firms',
            brings: 'Legal, audit, tax and engineering services that a bid or a new entity needs.',
            examples: ['Law firms', 'Audit and tax advisers', 'Engineering offices'],
          },
          {
            name: 'International specialists',
            brings:
              'Technology, methods and expertise from abroad, for companies looking for a route into the Kingdom.',
            examples: ['UAE', 'United Kingdom', 'United States', 'Greece'],
          },
          {
            name: 'Service providers',
            brings: 'The operating services that keep a Saudi entity and its contracts running.',
            examples: ['Government relations', 'Recruitment', 'Banking introductions'],
          },
        ],
      },
      {
        kind: 'prose',
        heading: 'International alliances',
        paragraphs: [
          'Our international alliances connect us with firms in the countries our clients come from, including the UAE, the UK, the US and Greece. Through them we meet specialist companies looking for a route into the Kingdom, and we give Saudi clients access to technology, methods and expertise from abroad. Every alliance rests on shared standards of quality and integrity.',
        ],
      },
      {
        kind: 'checklist',
        heading: 'What partners can expect',
        intro:
          'We treat partners as we treat clients: with clarity, respect and confidentiality. Each partnership is documented before a bid begins.',
        items: [
          'Introductions to well-prepared clients with clearly defined opportunities',
          'Teaming, consortium or subcontract agreements in place before any bid',
          'Fair recognition of each party’s contribution in proposals',
          'Support with compliance, local content and Saudization documentation',
          'A single point of contact at Wasla for each opportunity',
        ],
      },
      {
        kind: 'steps',
        heading: 'How to become a partner',
        steps: [
          {
            title: 'Tell us about you',
            body: 'Your company, your sectors and your experience with government clients, through the contact page.',
          },
          {
            title: 'Introductory meeting',
            body: 'We meet to understand your strengths and the opportunities you are after.',
          },
          {
            title: 'Due diligence',
            body: 'Proportionate checks of your records, references and standing.',
          },
          {
            title: 'Working together',
            body: 'If there is a good fit, we agree how we will work together on future opportunities.',
          },
        ],
      },
      {
        kind: 'cta',
        heading: 'Partnership starts with a conversation',
        body: 'Send us a short description of your company and the work you do.',
        primary: { label: 'Become a partner', href: proposalHref('partnership') },
      },
    ],
  },
  '/culture': {
    path: '/culture',
    title: 'Our Culture',
    description:
      'The values that guide Wasla: integrity, clarity, ownership, partnership and growth. A Saudi soul with a global mindset in everything that we do.',
    heading: 'A Saudi soul with a global mindset',
    intro:
      'Our culture reflects where we come from and who we serve. We combine deep respect for Saudi values and institutions with the openness and standards of international business.',
    hero: { eyebrow: 'Culture' },
    sections: [
      {
        kind: 'cards',
        heading: 'What we value',
        intro:
          'Five values we use to make decisions, to hire and to judge our own work, especially when a deadline is close and the easy option is tempting.',
        numbered: true,
        cards: [
          {
            title: 'Integrity',
            body: 'We compete fairly and never cut corners with government clients.',
          },
          {
            title: 'Clarity',
            body: 'We say what we think, in plain language, and put it in writing.',
          },
          {
            title: 'Ownership',
            body: 'We treat our clients’ deadlines and results as our own.',
          },
          {
            title: 'Partnership',
            body: 'We build relationships meant to outlast a single contract.',
          },
          {
            title: 'Growth',
            body: 'We invest in Saudi talent and in each other.',
          },
        ],
      },
      {
        kind: 'quote',
        quote: 'A Saudi soul with a global mindset.',
        attribution: 'How Wasla describes itself',
      },
      {
        heading: 'Rooted in the Kingdom',
        paragraphs: [
          'We are proud to be a Saudi company. We understand the culture, institutions and ambitions of the Kingdom, and we take Vision 2030 personally, because its success is our country’s success. That grounding helps international clients understand not only the rules of government procurement but also the expectations, relationships and respect that make partnerships work here.',
        ],
      },
      {
        heading: 'Open to the world',
        paragraphs: [
          'Our clients come from five countries, and our team brings experience from many more. We welcome different perspectives, work comfortably in Arabic and English, and adapt to the way head offices abroad need to receive information and make decisions. A global mindset means learning from good practice anywhere and applying it thoughtfully at home.',
        ],
      },
      {
        heading: 'How we work together',
        paragraphs: [
          'We keep teams small, responsibilities clear and communication direct. Senior people stay involved in the work, and junior colleagues are trusted with real responsibility early. We celebrate wins together, examine losses honestly and share what we learn, so that every bid, won or lost, makes the whole firm stronger.',
        ],
      },
      {
        kind: 'cta',
        heading: 'Work with us',
        body: 'If these values sound like yours, see what life at Wasla is like and the roles we hire for.',
        primary: { label: 'See jobs at Wasla', href: productPaths.jobs },
        secondary: { label: 'Life at Wasla', href: productPaths.workingAt },
      },
    ],
  },
  '/contact-us': {
    path: '/contact-us',
    title: 'Contact Us',
    description:
      'Contact Wasla’s team in Riyadh about Saudi government contracts, market entry, tenders or partnerships. Tell us about your goals and we will reply.',
    heading: 'Talk to our team',
    intro:
      'Whether you are exploring the Saudi market or preparing for a specific tender, we would be glad to hear from you. Send us a message and the right specialist will reply.',
    hero: { eyebrow: 'Contact' },
    sections: [
      {
        kind: 'contact',
        heading: 'Our office in Riyadh',
        intro:
          'Riyadh is home to most of the ministries and authorities our clients work with. We meet clients here in person, by video call wherever they are, and travel across the Kingdom for site visits and mobilisation.',
      },
      {
        kind: 'slot',
        name: 'enquiry-form',
        heading: 'Send us a message',
        intro: 'The right specialist will reply. You do not need to have everything decided.',
        fallback: {
          body: `Write to us at ${site.email} or call ${site.phone.display}, Sunday to Thursday.`,
          action: { label: 'Email our team', href: `mailto:${site.email}` },
        },
      },
      {
        kind: 'checklist',
        heading: 'What to include in your enquiry',
        intro:
          'A little context helps us connect you with the right specialist and make our first conversation useful.',
        items: [
          'Your name, company and country',
          'Your sector and what you offer',
          'Whether you already have a presence in Saudi Arabia',
          'Any specific tender, government buyer or deadline you have in mind',
          'The kind of support you are looking for',
        ],
      },
      {
        kind: 'steps',
        heading: 'What happens next',
        steps: [
          {
            title: 'We read your message',
            body: 'A member of our team reviews it and replies to arrange an initial conversation.',
          },
          {
            title: 'We listen',
            body: 'In the first call we want to understand your goals, your capabilities and your timeline.',
          },
          {
            title: 'We suggest next steps',
            body: 'Practical next steps and, if it makes sense, a proposal for how we could work together.',
          },
        ],
      },
      {
        heading: 'Confidentiality',
        paragraphs: [
          'We treat every enquiry as confidential. Information you share is used only to respond to you and to prepare for our conversation, in line with our privacy notice and the Personal Data Protection Law. If you need to share sensitive tender documents, tell us first and we will agree a secure way to exchange them, including a non-disclosure agreement if you wish.',
        ],
      },
    ],
  },
  '/government-projects': {
    path: '/government-projects',
    title: 'Government Projects',
    description:
      'The Saudi government projects Wasla supports and the lifecycle we manage, from pre-qualification and bidding to award, mobilisation and delivery.',
    heading: 'Supporting government projects from pre-qualification to delivery',
    intro:
      'We support the full range of projects procured by Saudi ministries, authorities, municipalities and other public bodies. Our role spans the whole lifecycle, so nothing falls between bidding and delivery.',
    hero: {
      eyebrow: 'Government projects',
      figures: [marketingFigures.tenders],
    },
    sections: [
      {
        kind: 'cards',
        heading: 'Types of projects we support',
        intro:
          'Whether you bid as prime contractor, as a consortium member or as a specialist subcontractor, the way a project is structured shapes how it is tendered, evaluated and delivered.',
        cards: [
          {
            title: 'Supply contracts',
            body: 'Equipment, systems and materials delivered to government entities.',
          },
          {
            title: 'Service contracts',
            body: 'Operation, maintenance and managed services over several years.',
          },
          {
            title: 'Works contracts',
            body: 'Buildings, infrastructure and fit-out, for classified contractors and their partners.',
          },
          {
            title: 'Consulting engagements',
            body: 'Advisory, engineering and professional services, judged on team and method.',
          },
          {
            title: 'Framework agreements',
            body: 'Repeated purchases over time, under one agreement.',
          },
          {
            title: 'Digital government projects',
            body: 'Technology projects with cybersecurity and data requirements.',
          },
        ],
      },
      {
        kind: 'steps',
        heading: 'The project lifecycle',
        intro:
          'Every project moves through the same stages under the Government Tenders and Procurement Law. We help clients treat them as one continuous effort.',
        steps: [
          {
            title: 'Pre-qualification',
            body: 'Meeting eligibility and, where required, qualifying with the entity in advance.',
          },
          {
            title: 'Decision',
            body: 'Reviewing the conditions booklet and deciding whether to bid.',
          },
          {
            title: 'Bid preparation',
            body: 'Clarifications, technical and financial offers, guarantees and local content.',
          },
          {
            title: 'Evaluation',
            body: 'Submitting on Etimad and responding to the evaluation committee.',
          },
          {
            title: 'Award',
            body: 'Award notice, final guarantee and contract signature.',
          },
          {
            title: 'Delivery',
            body: 'People, supply chain, compliance, invoicing and reporting.',
          },
        ],
      },
      {
        heading: 'Pre-qualification and eligibility',
        paragraphs: [
          'Many projects are decided before the tender opens. Some entities pre-qualify suppliers for larger or specialised contracts, and every competition requires a current set of registrations and certificates. We prepare your company profile, references and documents in advance, so you are ready when the right opportunity is published rather than scrambling against a deadline.',
        ],
      },
      {
        kind: 'cases',
        heading: 'Projects our clients have won',
        intro: 'Figures from our published success stories.',
        cases: [...caseStudies],
      },
      {
        heading: 'Delivery that builds your reputation',
        paragraphs: [
          'After award, the contract becomes the foundation of your reputation with government buyers. We help you mobilise on time, meet local content and Saudization commitments, invoice correctly through the required channels, manage variations and report progress clearly. A well-delivered project becomes the reference that wins the next one.',
        ],
      },
      {
        kind: 'cta',
        heading: 'Preparing for a government project?',
        body: 'Tell us about the project and where you stand. We will tell you what it would take to win it.',
        primary: { label: 'Talk to our team', href: '/contact-us' },
        secondary: { label: 'Our services', href: '/services' },
      },
    ],
  },
  '/vision': {
    path: '/vision',
    title: 'Vision and Mission',
    description:
      'Wasla’s vision and mission: connecting capable companies with Saudi government opportunity and contributing to the goals of Saudi Vision 2030.',
    heading: 'Our vision and mission',
    intro:
      'Wasla means connection in Arabic. We exist to connect capable companies with the opportunities created by the Kingdom’s transformation.',
    hero: {
      eyebrow: 'Vision and mission',
      actions: [
        { label: 'Back to the home page', href: '/' },
        { label: 'Our story', href: productPaths.birth },
      ],
    },
    sections: [
      {
        heading: 'Our vision',
        paragraphs: [
          'Our vision is to be the most trusted bridge between capable companies and Saudi government opportunity: the partner that investors, international firms and local businesses turn to first when they want to contribute to the Kingdom’s public projects, and a partner that government entities recognise for bringing them well-prepared, compliant and committed suppliers.',
        ],
      },
      {
        heading: 'Our mission',
        paragraphs: [
          'Our mission is to make government contracting in Saudi Arabia accessible and successful for companies that do not want to build an in-house team. We do it by combining deep local knowledge with international standards, by handling the complexity of licensing, compliance and bidding, and by staying alongside our clients until their contracts are delivered well.',
        ],
      },
      {
        kind: 'cards',
        heading: 'Aligned with Vision 2030',
        intro:
          'Vision 2030 calls for a thriving economy, a larger private sector, more foreign investment, stronger local content and more opportunities for Saudi talent. Every client we help adds, in its own way, to that transformation.',
        cards: [
          {
            title: 'Investment',
            body: 'Helping international firms establish and grow in the Kingdom.',
          },
          {
            title: 'Local content',
            body: 'Building Saudi supply chains into proposals and delivery.',
          },
          {
            title: 'Saudi talent',
            body: 'Creating and developing roles for Saudi professionals.',
          },
          {
            title: 'Public services',
            body: 'Giving government entities better-prepared suppliers.',
          },
        ],
      },
      {
        kind: 'quote',
        quote:
          'We measure ourselves by the contracts our clients win, the quality with which they deliver them and the trust we earn from government entities and partners.',
        attribution: 'What guides us',
      },
      {
        kind: 'figures',
        heading: 'Our track record',
        figures: headlineFigures,
      },
      {
        kind: 'cta',
        heading: 'Share the vision',
        body: 'Talk to us about the contribution your company could make to the Kingdom’s public projects.',
        primary: { label: 'Talk to our team', href: '/contact-us' },
        secondary: { label: 'Our services', href: '/services' },
      },
    ],
  },
  '/register': {
    path: '/register',
    title: 'Register or Sign In',
    description:
      'Create a Wasla account or sign in to keep your details in one place, follow insights on Saudi government contracting and manage your profile.',
    heading: 'Register or sign in',
    intro:
      'Create an account to keep your details in one place, or sign in if you already have one.',
    sections: [],
  },
  '/parallex': {
    path: '/parallex',
    title: 'The Wasla Journey',
    description:
      'Take the Wasla journey: a short visual introduction to how we help companies move from a first idea to winning Saudi government contracts.',
    heading: 'The Wasla journey',
    intro:
      'Scroll through a short journey from first conversation to contract delivery, and see how Wasla helps companies win government work in Saudi Arabia.',
    sections: [],
  },
  '/testtt': {
    path: '/testtt',
    title: 'UI Components',
    description:
      'A living style guide of the Wasla website’s components, colours and typography, used by the team to keep every page consistent and accessible.',
    heading: 'UI components',
    intro: 'A living style guide of the site’s components.',
    sections: [],
  },
  '/blog': {
    path: '/blog',
    title: 'Blog',
    description:
      'Insights on Saudi government contracting: Etimad, procurement law, local content, Saudization, ZATCA e-invoicing and entering the Saudi market.',
    heading: 'Insights on Saudi government contracting',
    intro:
      'Practical articles from our team on winning and delivering government contracts in the Kingdom. We write about the rules, the process and the lessons we learn along the way.',
    sections: [
      {
        heading: 'What we write about',
        paragraphs: [
          'Our articles are written for decision-makers and bid teams who want clear, practical guidance rather than headlines. Each one focuses on a specific question that clients ask us, explains the rules as they stand and suggests what to do about them.',
        ],
        bullets: [
          'Tendering on Etimad and the Government Tenders and Procurement Law',
          'Local content requirements and the work of the LCGPA',
          'Saudization, Nitaqat and building Saudi teams',
          'ZATCA e-invoicing, Zakat and VAT for government suppliers',
          'Market entry, MISA licences and the Regional Headquarters programme',
          'Joint ventures and partnering with Saudi companies',
        ],
      },
      {
        heading: 'A note on accuracy',
        paragraphs: [
          'Saudi regulations evolve quickly, and we update articles when we learn of important changes. Even so, our articles are general information, not legal, tax or financial advice. Always check current requirements with the relevant authority or your own advisers before acting, and talk to us if you would like guidance on your situation.',
        ],
      },
      {
        heading: 'Stay informed',
        paragraphs: [
          'New articles appear regularly, alongside success stories from our clients. If you create an account, you can keep your details in one place and return easily to the topics that matter to you. To suggest a topic, or for media enquiries about our insights, please get in touch through our contact page.',
        ],
      },
    ],
  },
  '/stories': {
    path: '/stories',
    title: 'Success Stories',
    description:
      'How companies from the UAE, the UK, the US, Greece and Saudi Arabia have won government contracts in the Kingdom with support from Wasla.',
    heading: 'Success stories',
    intro:
      'Our clients have won over SAR 100M in government tenders. These stories show how companies of different sizes and from different countries found their way to Saudi government contracts.',
    sections: [
      {
        heading: 'Stories from five countries',
        paragraphs: [
          'Our clients come from the United Arab Emirates, the United Kingdom, the United States, Greece and the Kingdom itself. Their stories cover market entry, first tenders, joint ventures and the growth of local companies into larger contracts. Each shows the practical steps behind a win, from eligibility and partnering to pricing and delivery.',
        ],
      },
      {
        heading: 'How we tell them',
        paragraphs: [
          'We respect our clients’ confidentiality. Stories are anonymised unless a client has agreed otherwise, and we leave out details that could identify a contracting entity or disclose commercially sensitive information. What remains is the part most useful to other companies: the challenge, the approach and the lessons learned.',
        ],
      },
      {
        heading: 'Your story next',
        paragraphs: [
          'Every story here began with a conversation about a goal that looked difficult from the outside. If you are considering Saudi government work, contact us to talk about where you stand today and what it would take to win your first government contract in the Kingdom, or your next one.',
        ],
      },
    ],
  },
  '/stories/details': {
    path: '/stories/details',
    title: 'Featured Success Story',
    description:
      'A featured client story: how an international engineering firm partnered with a Saudi contractor to win its first government contract in the Kingdom.',
    heading: 'Featured success story',
    intro:
      'How a European engineering specialist with no Saudi presence teamed with a local contractor and won its first government contract in the Kingdom.',
    sections: [
      {
        heading: 'The challenge',
        paragraphs: [
          'The firm had decades of specialist engineering experience and a strong record in its home market, but no Saudi entity, no local references and no contractor classification. Municipal projects in its field were being tendered regularly, and its expertise matched their technical requirements well. What it lacked was a way to meet the eligibility and local presence the competitions demanded.',
        ],
      },
      {
        heading: 'Our approach',
        paragraphs: [
          'Rather than building a full Saudi operation before bidding, we recommended a partnership route that paired the firm’s technical strengths with a local contractor’s classification, workforce and references, while the firm’s own licensing progressed in parallel. That let it compete for tenders already on the market instead of waiting until its own set-up was complete.',
        ],
        bullets: [
          'Screened tenders to find competitions where the firm’s expertise would score highly',
          'Identified and vetted a classified Saudi contractor with complementary strengths',
          'Structured a joint venture agreement covering scope, liability and local content',
          'Managed the proposal, the pricing review and the Etimad submission',
        ],
      },
      {
        heading: 'The result',
        paragraphs: [
          'The joint venture won its first municipal contract, and the partners mobilised a combined team with Saudi engineers in key roles. The firm has since continued to build its presence in the Kingdom, with a live reference project, an established local partner and a clear view of the next opportunities in its field.',
        ],
      },
      {
        heading: 'Lessons for other companies',
        paragraphs: [
          'Partnership can be the fastest credible route into government work, provided roles and risks are clear from the start. Evaluators reward teams that present themselves as one organisation, and local content and Saudization commitments must be built into the plan rather than added at the end. Above all, choose opportunities that fit your strengths.',
        ],
      },
    ],
  },
  '/legal/terms': {
    path: '/legal/terms',
    title: 'Terms of Use',
    description:
      'The terms that govern your use of the Wasla website and visitor accounts, including acceptable use, content, liability and Saudi governing law.',
    heading: 'Terms of use',
    intro:
      'These terms govern your use of the Wasla website and of any account you create on it. By using the site, you agree to them.',
    hero: { eyebrow: 'Legal' },
    tableOfContents: true,
    sections: [
      {
        heading: 'About these terms',
        paragraphs: [
          'This website is operated by Wasla, a consultancy based in Riyadh, Kingdom of Saudi Arabia. These terms apply to every visitor and to every account holder. If you do not agree with them, please do not use the site. We may update these terms from time to time, and the version published on this page applies from the date it is posted.',
        ],
      },
      {
        heading: 'Using the website',
        paragraphs: [
          'You may browse the site, read its content and share links to it for personal or business purposes. You must not use the site in any way that is unlawful, that could damage or disrupt it, or that interferes with anyone else’s use of it. In particular, you must not engage in any of the following.',
        ],
        bullets: [
          'Attempting to gain unauthorised access to the site, its servers or other users’ accounts',
          'Introducing malicious code, or running automated scraping that burdens the service',
          'Submitting false, misleading or offensive information',
          'Using the site to send unsolicited advertising',
        ],
      },
      {
        heading: 'Your account',
        paragraphs: [
          'To create an account, you provide details such as your name, email address, company and phone number, and choose a password. You are responsible for keeping your password confidential and for activity under your account. Please give accurate information and keep it up to date from your profile page.',
          'You may delete your account at any time from your profile page. We may suspend or close an account that breaches these terms or that we reasonably believe is being misused, and where appropriate we will tell you why. Closing an account does not affect rights or obligations that arose before it was closed.',
        ],
      },
      {
        heading: 'Information, not advice',
        paragraphs: [
          'The content on this site, including articles and success stories, is general information about Saudi government contracting. It is not legal, tax, financial or other professional advice, and it may not reflect the latest regulatory changes. Take advice on your own circumstances before acting. Our consulting services are provided only under a separate written agreement with Wasla.',
        ],
      },
      {
        heading: 'Intellectual property',
        paragraphs: [
          'The site and its content, including text, illustrations and the Wasla name and logo, are owned by Wasla or used with permission, and are protected by applicable intellectual property laws. You may view and print pages for your own reference, but you may not copy, adapt, republish or use our content or brand for commercial purposes without our prior written consent.',
        ],
      },
      {
        heading: 'Links to other websites',
        paragraphs: [
          'The site may link to external websites, such as government portals and regulators, for your convenience. We do not control those sites and are not responsible for their content, availability or privacy practices. A link does not mean that we endorse the other site or that its owner endorses us, and your use of it is governed by its own terms.',
        ],
      },
      {
        heading: 'Limitation of liability',
        paragraphs: [
          'We take care to keep the site accurate and available, but we provide it as it is and cannot guarantee that it will always be uninterrupted, error-free or up to date. To the extent permitted by law, Wasla is not liable for any loss arising from your use of the site or from reliance on its content. Nothing in these terms limits liability that cannot be limited by law.',
        ],
      },
      {
        heading: 'Privacy',
        paragraphs: [
          'Our privacy notice explains what personal data we collect through the site, how we use and protect it, and the rights you have under the Personal Data Protection Law. By creating an account, you acknowledge that we will process your data as described in that notice, which forms part of these terms.',
        ],
      },
      {
        heading: 'Governing law and contact',
        paragraphs: [
          'These terms are governed by the laws of the Kingdom of Saudi Arabia. Any dispute arising from them or from your use of the site falls within the jurisdiction of the competent courts of the Kingdom. If you have a question about these terms, please contact us through the contact page and we will be glad to help.',
        ],
      },
    ],
  },
  '/legal/privacy': {
    path: '/legal/privacy',
    title: 'Privacy Notice',
    description:
      'What the Wasla website stores, how your account data and browser storage are used, and your rights under Saudi Arabia’s Personal Data Protection Law.',
    heading: 'Privacy notice',
    intro:
      'This notice explains what personal data the Wasla website collects, how it is used and stored, and the rights you have under the Personal Data Protection Law of the Kingdom of Saudi Arabia.',
    hero: { eyebrow: 'Legal' },
    tableOfContents: true,
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'The website is operated by Wasla, a consultancy based in Riyadh, Kingdom of Saudi Arabia. We are responsible for the personal data described in this notice, and we process it in line with the Personal Data Protection Law (PDPL) and its implementing regulations. If you have any question about your data, you can contact us through the contact page.',
        ],
      },
      {
        heading: 'What we store when you create an account',
        paragraphs: [
          'When you register, we store the details you provide so that you can sign in and manage your profile. We ask only for what the account needs, and you can review and correct these details at any time from your profile page.',
        ],
        bullets: [
          'Your first name and last name',
          'Your email address, which you use to sign in',
          'Your company name',
          'Your phone number',
          'A hash of your password, a one-way transformation from which the password cannot be recovered; we never store the password itself',
        ],
      },
      {
        heading: 'What your browser keeps',
        paragraphs: [
          'To keep you signed in and remember a simple preference, the site stores a small amount of data in your browser’s local storage on your own device. We do not use cookies for this purpose, and the data is not shared with anyone else.',
          'When you sign out, the sign-in token is removed from your browser. You can also clear all of this data at any time in your browser settings; the only effect is that you will need to sign in again and may see the intro journey once more.',
        ],
        bullets: [
          'auth_token: a sign-in token that tells the site you are signed in',
          'user_data: a copy of your basic account details, so pages can show your name and profile',
          'hasSeenParallex: a marker recording that you have seen the intro journey, so it is not shown again',
        ],
      },
      {
        heading: 'No advertising trackers',
        paragraphs: [
          'We do not use third-party trackers, advertising networks or advertising cookies, and we do not sell or rent your personal data or build advertising profiles of our visitors. Our servers keep routine technical logs, such as request times and error reports, to keep the site secure and working, and these are used only for that purpose.',
        ],
      },
      ...enquiryPrivacySections,
      {
        heading: 'How we use and protect your data',
        paragraphs: [
          'We use your account data to create and secure your account, sign you in, show and update your profile and respond to requests you make. If you contact us, we use the details in your message to reply, as the section on enquiries below explains. We do not use your data for automated decisions about you, and we do not send marketing messages without your consent.',
          'Passwords are stored only as secure hashes, connections to the site are encrypted, and access to account data is limited to people who need it to run the service. We keep account data for as long as your account exists. When you delete your account, we delete your account data, except for any records the law requires us to keep.',
        ],
      },
      {
        heading: 'Your rights',
        paragraphs: [
          'Under the Personal Data Protection Law you have rights over your personal data, and you can exercise the most important of them directly on the site, without needing to contact anyone. For any other request, contact us through the contact page and we will respond within the period that the law requires.',
        ],
        bullets: [
          'The right to be informed about how your data is processed, which this notice provides',
          'The right to access your data and obtain a copy of it',
          'The right to correct inaccurate or incomplete data, which you can do on your profile page',
          'The right to have your data destroyed: you can delete your account from your profile page at any time',
          'The right to withdraw your consent where processing is based on consent',
        ],
      },
      {
        heading: 'Sharing and transfers',
        paragraphs: [
          'We do not share your personal data with third parties for their own purposes. We may use trusted service providers, such as hosting providers, to run the site on our behalf, under agreements that protect your data. We disclose data to authorities only where the law requires it, and any transfer outside the Kingdom follows the rules of the PDPL.',
        ],
      },
      {
        heading: 'Changes and complaints',
        paragraphs: [
          'We may update this notice when the site or the law changes, and the version on this page is always the current one. If you have a question or a complaint about how we handle your data, please contact us first through the contact page. You also have the right to complain to the Saudi Data and Artificial Intelligence Authority (SDAIA), which oversees the PDPL.',
        ],
      },
    ],
  },
  '/jobs-at-wasla': {
    path: '/jobs-at-wasla',
    title: 'Jobs at Wasla',
    description:
      'Explore careers at Wasla in Riyadh: roles in tender management, compliance, HR, finance and partnerships, and how to apply to join our team.',
    heading: 'Jobs at Wasla',
    intro:
      'We are growing, and we are looking for people who want to help companies win and deliver Saudi government contracts. Here is the kind of work we hire for and how to apply.',
    hero: { eyebrow: 'Careers' },
    sections: [
      {
        kind: 'slot',
        name: 'job-openings',
        heading: 'Current openings',
        fallback: {
          body: 'We welcome applications at any time, even when no vacancy is advertised, and keep promising profiles in mind for future roles.',
          action: { label: 'Send us your CV', href: proposalHref('careers') },
        },
      },
      {
        kind: 'cards',
        heading: 'The roles we hire for',
        intro: 'Our openings change with our clients’ needs, but most fall into these families.',
        cards: [
          {
            title: 'Bid managers and proposal writers',
            body: 'Turning complex offers into clear, compliant documents.',
          },
          {
            title: 'Compliance and procurement specialists',
            body: 'Familiar with Etimad and the Government Tenders and Procurement Law.',
          },
          {
            title: 'HR and government services officers',
            body: 'At home with Qiwa, GOSI, Muqeem and Nitaqat.',
          },
          {
            title: 'Finance specialists',
            body: 'Pricing, Zakat, VAT and e-invoicing.',
          },
          {
            title: 'Business development and partnerships',
            body: 'Building the relationships that bids depend on.',
          },
          {
            title: 'Editors and translators',
            body: 'Arabic and English, for proposals that read well in both.',
          },
        ],
      },
      {
        heading: 'Saudi talent first',
        paragraphs: [
          'As a Saudi company, we are committed to developing Saudi professionals, and we actively seek Saudi graduates and experienced nationals for roles at every level. We also value international colleagues who bring specialist expertise and share it generously. Most roles are based in our Riyadh office, with travel within the Kingdom when projects require it.',
        ],
      },
      {
        heading: 'What we look for',
        paragraphs: [
          'Whatever the role, we look for clear writing, attention to detail, sound judgement under deadline pressure and a firm commitment to integrity. Experience with Saudi government entities is a strong advantage but not always essential; curiosity and a willingness to learn the rules properly matter just as much. Fluency in Arabic and English is valuable for most positions.',
        ],
      },
      {
        kind: 'steps',
        heading: 'How to apply',
        intro: 'We review every application.',
        steps: [
          {
            title: 'Apply',
            body: 'Send your CV and a short note on the kind of role that interests you and what you would bring.',
          },
          {
            title: 'First conversation',
            body: 'If there is a potential fit, we invite you to an initial conversation.',
          },
          {
            title: 'Practical exercise',
            body: 'A short exercise related to the role, so you can show how you work.',
          },
          {
            title: 'Meet the team',
            body: 'A meeting with the people you would work with.',
          },
        ],
      },
      {
        kind: 'cta',
        heading: 'Curious what the work is like?',
        body: 'Read about life at Wasla, our benefits and how we help people grow.',
        primary: { label: 'Working at Wasla', href: productPaths.workingAt },
        secondary: { label: 'Our culture', href: '/culture' },
      },
    ],
  },
  '/working-at-wasla': {
    path: '/working-at-wasla',
    title: 'Working at Wasla',
    description:
      'Life at Wasla in Riyadh: meaningful work on Saudi government projects, supportive colleagues, good benefits and real opportunities to grow your career.',
    heading: 'Working at Wasla',
    intro:
      'At Wasla you will help shape how companies contribute to the Kingdom’s transformation. We offer meaningful work, supportive colleagues and real room to grow.',
    hero: {
      eyebrow: 'Careers',
      actions: [{ label: 'See jobs at Wasla', href: productPaths.jobs }],
    },
    sections: [
      {
        heading: 'Life at Wasla',
        paragraphs: [
          'Our work is varied. One week you might help an international firm plan its entry into the Kingdom; the next you might be finalising a technical proposal on Etimad or mobilising a team for a new contract. You will work closely with senior colleagues, see the results of your efforts in real contract awards and learn something new about the Saudi public sector with every engagement.',
        ],
      },
      {
        kind: 'checklist',
        heading: 'Benefits',
        intro:
          'Our benefits follow the Saudi Labor Law as a minimum and go further where we can, with a focus on health, financial security and professional development.',
        items: [
          'A competitive salary, reviewed regularly',
          'Medical insurance for you and your eligible family members',
          'GOSI registration and all statutory entitlements',
          'Annual leave and public holidays in line with the Saudi Labor Law',
          'Support for professional certifications and training',
          'Flexibility when your personal life needs it',
        ],
      },
      {
        kind: 'steps',
        heading: 'Growth and learning',
        intro: 'We invest in people early.',
        steps: [
          {
            title: 'Induction',
            body: 'A structured start covering procurement law, Etimad and our methods.',
          },
          {
            title: 'Live engagements',
            body: 'Learning alongside experienced practitioners on real client work.',
          },
          {
            title: 'Qualifications',
            body: 'Support for recognised qualifications in bid management, compliance, HR and finance.',
          },
          {
            title: 'New practices',
            body: 'The chance to move between practices as your interests develop.',
          },
        ],
      },
      {
        kind: 'prose',
        heading: 'Our way of working',
        paragraphs: [
          'We keep hierarchy light and communication direct. Deadlines in government tendering are real, so we plan carefully, share the load and avoid last-minute heroics wherever possible. We value colleagues who ask questions, flag risks early and treat clients and each other with respect.',
        ],
      },
      {
        kind: 'cta',
        heading: 'If that sounds like you',
        body: 'See the roles we hire for and how to apply.',
        primary: { label: 'See jobs at Wasla', href: productPaths.jobs },
      },
    ],
  },
  '/the-birth-of-wasla': {
    path: '/the-birth-of-wasla',
    title: 'The Birth of Wasla',
    description:
      'How Wasla began: founders who spent decades on both sides of Saudi government procurement set out to open public contracts to capable companies.',
    heading: 'The birth of Wasla',
    intro:
      'Wasla was founded by people who had spent decades on both sides of Saudi government procurement. They saw capable companies miss out on public contracts for avoidable reasons, and set out to change that.',
    hero: { eyebrow: 'Our story' },
    sections: [
      {
        heading: 'Why they started Wasla',
        paragraphs: [
          'Again and again, they watched strong companies lose because of an expired certificate, a misread conditions booklet, a missing local content plan or a partner chosen in a hurry. International firms with world-class expertise gave up on the Kingdom after a single failed bid, and Saudi companies stayed small because they could not justify a full bid department.',
        ],
      },
      {
        kind: 'timeline',
        heading: 'From an idea to today',
        events: [
          {
            label: 'Before Wasla',
            title: 'Both sides of the table',
            body: 'Our founders built their careers in Saudi government procurement from two directions. Some worked within the public sector, preparing tender documents, supporting evaluation and managing contracts. Others led bid teams and project delivery for companies selling to government. Between them, they saw every stage of the process, and every way it could go wrong for a supplier.',
          },
          {
            label: 'The idea',
            title: 'A team on demand, called connection',
            body: 'Their idea was simple: give companies a complete government contracting team on demand, combining an insider’s understanding of how public buyers think with a supplier’s focus on winning and delivering. They called the company Wasla, meaning connection, because connecting capable companies with government opportunity was exactly what they set out to do.',
          },
          {
            label: 'The early days',
            title: 'A small team in Riyadh',
            body: 'Wasla began with a small team in Riyadh and a handful of clients willing to trust a new firm with important bids. The founders wrote proposals themselves, sat with clients late into the night before submission deadlines and learned which parts of their approach made the biggest difference. Those early engagements shaped the methods we still use today.',
          },
          {
            label: 'Today',
            title: 'Where we are now',
            body: 'Today, Wasla’s team brings more than 40 years of combined experience, our clients have won over SAR 100M in government tenders, and we serve companies from the UAE, the UK, the US, Greece and the Kingdom. The founding idea has not changed: a Saudi soul with a global mindset, helping capable companies win the contracts they deserve.',
          },
        ],
      },
      {
        kind: 'quote',
        quote:
          'Connecting capable companies with government opportunity is exactly what we set out to do.',
        attribution: 'The founding idea of Wasla',
      },
      {
        kind: 'figures',
        heading: 'Where the idea has taken us',
        figures: headlineFigures,
      },
      {
        kind: 'cta',
        heading: 'Write the next chapter with us',
        body: 'Whether you want to win government work or join the team, we would be glad to talk.',
        primary: { label: 'Talk to our team', href: '/contact-us' },
        secondary: { label: 'Meet the team', href: '/our-team' },
      },
    ],
  },
  '/search': {
    path: '/search',
    title: 'Search',
    description:
      'Search the Wasla website for services, areas of focus, insights and success stories about winning government contracts in Saudi Arabia.',
    heading: 'Search',
    intro: 'Find services, sectors, articles and stories across the Wasla website.',
    sections: [],
  },
} as const satisfies Record<string, PageCopy>;

export type PagePath = keyof typeof pages;
