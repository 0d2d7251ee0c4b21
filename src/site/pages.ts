import type { PageCopy } from './types';
import { enquiryPrivacySections } from './enquiry-copy';

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
    sections: [
      {
        heading: 'What Wasla does',
        paragraphs: [
          'Selling to the Saudi government takes more than a good product. You need the right licences, a current set of certificates, an Etimad profile, proposals written to the evaluation criteria and a workforce that meets Saudization expectations. Wasla provides all of it as one service. Our specialists in market entry, tenders, compliance, HR, finance, partnerships and digital operations act as your contracting team for as long as you need them.',
        ],
      },
      {
        heading: 'Who we serve',
        paragraphs: [
          'We work with three kinds of client. Each starts from a different place, but all share the same goal: a sustainable, profitable share of government work in the Kingdom, won through proposals that are compliant and competitive, and backed by a team that can deliver.',
        ],
        bullets: [
          'Investors building or acquiring businesses that serve public-sector demand',
          'International firms entering Saudi Arabia and bidding for their first government contracts',
          'Saudi companies ready to win larger and more complex tenders with confidence',
        ],
      },
      {
        heading: 'The figures behind our work',
        paragraphs: [
          'Our team brings more than 40 years of combined experience in Saudi government procurement and public-sector delivery. Our clients have won over SAR 100M in government tenders, and they come from five countries: the United Arab Emirates, the United Kingdom, the United States, Greece and the Kingdom itself. Every engagement draws on that experience from the first day.',
        ],
        bullets: [
          '40+ years of combined experience',
          'Over SAR 100M won by our clients in government tenders',
          'Clients in 5 countries: UAE, UK, US, Greece and KSA',
        ],
      },
      {
        heading: 'How an engagement works',
        paragraphs: [
          'Every engagement follows the same clear path, adapted to your starting point and the contracts you want to win. You decide how much of the work we carry, and at each step you know what happens next, who is responsible and what it depends on.',
        ],
        bullets: [
          'Conversation: we learn your goals, capabilities and timeline',
          'Assessment: we map the right government buyers, your eligibility gaps and the quick wins',
          'Set-up: we close the gaps, from licences and certificates to partners and people',
          'Bidding: we find, qualify and prepare tenders on Etimad with you',
          'Delivery: we support mobilisation, compliance and reporting once you win',
        ],
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
    sections: [
      {
        heading: 'One team, every step',
        paragraphs: [
          'Winning government work in Saudi Arabia touches licensing, procurement law, workforce rules, tax and finance, partnerships and technology. Most companies would need to hire specialists in each of these fields to do it in-house. Wasla brings them together under one engagement, coordinated by a single lead who knows your business, your pipeline and the buyers you are targeting.',
        ],
      },
      {
        heading: 'Our services at a glance',
        paragraphs: [
          'Each service has its own page describing what it covers and how we deliver it. Together they form a complete government contracting capability that you can switch on when an opportunity appears and scale back when you are ready to build a team of your own.',
        ],
        bullets: [
          'Market Entry: licences, registration and a set-up designed for government bidding',
          'HR Outsourcing: recruitment, payroll and Saudization for delivery teams',
          'Compliance Management: certificates, registrations and regulations kept current',
          'Tender Management: opportunity tracking, proposals and Etimad submission',
          'Financial Services: pricing, guarantees, e-invoicing and cash flow',
          'Joint Venture: partner search, due diligence and consortium structuring',
          'Digital Transformation: modern bid, invoicing and reporting systems',
        ],
      },
      {
        heading: 'How the services work together',
        paragraphs: [
          'A typical international client starts with Market Entry and Compliance Management, adds HR Outsourcing as the first hires arrive, then relies on Tender Management and Financial Services for each bid. A Saudi company may start directly with tenders and call on Joint Venture support for a larger competition. We design the combination around your situation, not around a fixed package.',
        ],
      },
      {
        heading: 'Choosing where to start',
        paragraphs: [
          'If you are unsure which service you need, start with a conversation. We will review your goals and current position, point out the gaps that matter most for the tenders you want to win, and recommend a sensible first step. There is no obligation, and you will leave with a clearer view of the route ahead.',
        ],
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
    sections: [
      {
        heading: 'Why sector knowledge matters',
        paragraphs: [
          'Procurement law applies across government, but practice differs widely between sectors. A healthcare tender turns on SFDA registration and clinical credibility, a construction tender on classification and pricing risk, and a technology tender on cybersecurity and data controls. Knowing what each buyer really values lets us help you write proposals that score well and make commitments you can keep.',
        ],
      },
      {
        heading: 'Our seven areas',
        paragraphs: [
          'These are the sectors where government demand is strong and where our team has the deepest experience. Each has a dedicated page describing the opportunity, the regulators involved, what buyers expect from suppliers and how we help companies compete and deliver.',
        ],
        bullets: [
          'Information Technology: software, cloud, infrastructure and cybersecurity',
          'Construction: buildings, infrastructure and public works',
          'Operation and Maintenance: long-term facility and asset services',
          'Consultancy: advisory, engineering and professional services',
          'Healthcare: equipment, supplies, digital health and hospital services',
          'Safety and Security: security systems, guarding, and fire and life safety',
          'Energy: power, renewables, utilities and energy efficiency',
        ],
      },
      {
        heading: 'The same discipline in every sector',
        paragraphs: [
          'Whatever your sector, the fundamentals do not change: eligibility kept current, opportunities chosen carefully, proposals written to the criteria, and local content and Saudization commitments that you can actually deliver. Our services apply that discipline in every area, and our sector experience tailors it to the buyers you are targeting.',
        ],
      },
      {
        heading: 'Not on the list?',
        paragraphs: [
          'If your sector is not listed, talk to us anyway. Many government opportunities sit between sectors, such as smart city projects that combine technology, construction and maintenance. The core of our work, helping companies qualify, bid and deliver, applies across the public sector, and we will tell you honestly whether we are the right partner.',
        ],
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
    sections: [
      {
        heading: 'Press enquiries',
        paragraphs: [
          'Journalists, editors and event organisers can reach our communications team through the contact page, mentioning that the enquiry comes from the media. Please include your publication or organisation, your deadline and the topic you would like to cover. We aim to respond promptly and can arrange comment from our leadership.',
          'Our spokespeople can speak about the Government Tenders and Procurement Law, local content requirements, Saudization, market entry for international firms and the role of partnerships in large public projects. We do not comment on individual tenders, on the decisions of specific government entities or on the affairs of our clients.',
        ],
      },
      {
        heading: 'News and announcements',
        paragraphs: [
          'Company news, event appearances and new insights are published on our blog and success stories pages. Articles cover developments in Saudi government procurement, practical guidance for suppliers and anonymised accounts of how clients have won contracts. Client details are shared only with their permission, and we never disclose confidential information about tenders or contracting entities.',
        ],
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
        heading: 'Wasla in brief',
        paragraphs: [
          'Wasla is a Riyadh-based consultancy that helps investors, international firms and Saudi companies win government contracts without building an in-house team. Its team brings more than 40 years of combined experience, its clients have won over SAR 100M in government tenders, and it serves clients in five countries. Wasla describes itself as a Saudi soul with a global mindset.',
        ],
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
    sections: [
      {
        heading: 'Retainer',
        paragraphs: [
          'A retainer gives you a standing government contracting team for an agreed period. We monitor opportunities, keep your compliance current, prepare bids as they arise and advise your leadership throughout. It suits companies with a steady flow of tenders that want dependable capacity and a partner who knows their business, without the time and effort of hiring a full in-house team.',
        ],
      },
      {
        heading: 'Per-tender',
        paragraphs: [
          'A per-tender engagement covers a single competition, from the go or no-go decision to submission and, if you wish, award and contract signature. The scope is agreed up front for that tender, including which parts of the proposal we write and which your team provides. It suits companies that bid occasionally or want to try working with us on one opportunity first.',
        ],
      },
      {
        heading: 'Success-linked',
        paragraphs: [
          'In a success-linked model, part of our reward depends on the outcome you care about, usually a contract award. It aligns our interests with yours and is available for selected opportunities where we have a clear view of your competitiveness. We agree in writing what counts as success, how it is measured and when it applies, so there are no surprises later.',
        ],
      },
      {
        heading: 'Market-entry programme',
        paragraphs: [
          'The market-entry programme is a defined, phased engagement for companies establishing themselves in the Kingdom. It combines licensing and registration, compliance set-up, first hires and preparation for your first tenders into one plan with clear milestones and a single point of accountability. Many clients move to a retainer once their Saudi entity is operating and bidding.',
        ],
      },
      {
        heading: 'Start with a conversation',
        paragraphs: [
          'Every engagement begins with a conversation about your goals, your current position and the opportunities you want to pursue. From there, we recommend a model or a combination of models and send a written proposal describing the scope, deliverables, team and commercial terms. Contact our team to arrange a call; there is no obligation to proceed.',
        ],
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
    sections: [
      {
        heading: 'Leadership',
        paragraphs: [
          'Our leadership team sets Wasla’s direction and stays close to every client relationship. Each leader has spent many years in Saudi public procurement or in companies selling to government, and each remains personally involved in engagements rather than managing from a distance.',
        ],
        bullets: [
          'Managing Partner: leads strategy, senior client relationships and the firm’s standards of integrity',
          'Partner, Public Procurement: guides bid strategy and procurement law questions across engagements',
          'Partner, International Clients: helps firms from abroad plan their entry and work well with Saudi partners',
          'Chief Operating Officer: runs delivery, quality and the team behind every engagement',
        ],
      },
      {
        heading: 'Practice leads',
        paragraphs: [
          'Each of our services is led by a specialist who owns its methods, its quality and the development of the people who deliver it. Practice leads work across client teams, so the expertise on your engagement is never limited to the people you meet in the first meeting.',
        ],
        bullets: [
          'Market Entry lead: licensing, registration and entity structuring',
          'Tender Management lead: bid strategy, proposal writing and Etimad submissions',
          'Compliance lead: certificates, regulatory obligations and procurement integrity',
          'People and HR lead: recruitment, payroll and Saudization',
          'Finance lead: pricing, guarantees, Zakat, VAT and e-invoicing',
          'Partnerships lead: joint ventures, consortia and partner due diligence',
          'Digital lead: systems, data and digital government projects',
        ],
      },
      {
        heading: 'How client teams are formed',
        paragraphs: [
          'Every client has a single engagement lead who coordinates all the services you use and is accountable for results. Behind that lead sits a team drawn from our practices, including bid writers, compliance officers, HR and finance specialists, and Arabic and English editors. The team changes shape with your needs, growing for a major tender and lighter between competitions.',
        ],
      },
      {
        heading: 'Join the team',
        paragraphs: [
          'We are always interested in people who know Saudi government procurement, write clearly and care about doing things properly. If that sounds like you, read about life at Wasla and see the kinds of roles we hire for, or send us your CV with a short note about the work you would like to do.',
        ],
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
    sections: [
      {
        heading: 'Local partners',
        paragraphs: [
          'Our Saudi partners include contractors, integrators, distributors, service providers and professional firms with strong records in the public sector. They bring the classifications, local references, workforce and supply chains that international clients often need. In return, the programme gives local partners access to international capability and technology that can lift them into larger and more complex contracts.',
        ],
      },
      {
        heading: 'International alliances',
        paragraphs: [
          'Our international alliances connect us with firms in the countries our clients come from, including the UAE, the UK, the US and Greece. Through them we meet specialist companies looking for a route into the Kingdom, and we give Saudi clients access to technology, methods and expertise from abroad. Every alliance rests on shared standards of quality and integrity.',
        ],
      },
      {
        heading: 'What partners can expect',
        paragraphs: [
          'We treat partners as we treat clients: with clarity, respect and confidentiality. Each partnership is documented before a bid begins, so everyone knows their role, their commitments and how decisions will be made if circumstances change during the competition or the contract.',
        ],
        bullets: [
          'Introductions to well-prepared clients with clearly defined opportunities',
          'Teaming, consortium or subcontract agreements in place before any bid',
          'Fair recognition of each party’s contribution in proposals',
          'Support with compliance, local content and Saudization documentation',
          'A single point of contact at Wasla for each opportunity',
        ],
      },
      {
        heading: 'How to become a partner',
        paragraphs: [
          'Partnership starts with a conversation. Contact us through the contact page with a short description of your company, your sectors and your experience with government clients in the Kingdom or elsewhere. We will arrange an introductory meeting, carry out proportionate due diligence and, if there is a good fit, agree how we will work together on future opportunities.',
        ],
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
    sections: [
      {
        heading: 'What we value',
        paragraphs: [
          'Five values shape how we work with clients, partners and each other. They are not slogans on a wall: we use them to make decisions, to hire and to judge our own work, especially when a deadline is close and the easy option is tempting.',
        ],
        bullets: [
          'Integrity: we compete fairly and never cut corners with government clients',
          'Clarity: we say what we think, in plain language, and put it in writing',
          'Ownership: we treat our clients’ deadlines and results as our own',
          'Partnership: we build relationships meant to outlast a single contract',
          'Growth: we invest in Saudi talent and in each other',
        ],
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
    sections: [
      {
        heading: 'Our office in Riyadh',
        paragraphs: [
          'Our office is in Riyadh, the capital of the Kingdom and home to most of the ministries and authorities our clients work with. We meet clients in person in Riyadh and by video call wherever they are, and our team travels across the Kingdom for site visits, partner meetings and mobilisation. Meetings are by appointment, Sunday to Thursday.',
        ],
      },
      {
        heading: 'What to include in your enquiry',
        paragraphs: [
          'A little context helps us connect you with the right specialist and make our first conversation useful. You do not need to have everything decided; a short description of where you are today and where you want to go is enough to start.',
        ],
        bullets: [
          'Your name, company and country',
          'Your sector and what you offer',
          'Whether you already have a presence in Saudi Arabia',
          'Any specific tender, government buyer or deadline you have in mind',
          'The kind of support you are looking for',
        ],
      },
      {
        heading: 'What happens next',
        paragraphs: [
          'A member of our team will review your message and reply to arrange an initial conversation. In that first call we listen more than we talk: we want to understand your goals, your capabilities and your timeline. Afterwards, we will suggest practical next steps and, if it makes sense, a proposal for how we could work together.',
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
    sections: [
      {
        heading: 'Types of projects we support',
        paragraphs: [
          'Government entities buy almost everything a modern state needs, and the way a project is structured shapes how it is tendered, evaluated and delivered. We support clients across the main types of public contract, whether they bid as prime contractor, as a consortium member or as a specialist subcontractor.',
        ],
        bullets: [
          'Supply contracts for equipment, systems and materials',
          'Service contracts, including operation, maintenance and managed services',
          'Works contracts for buildings, infrastructure and fit-out',
          'Consulting and professional services engagements',
          'Framework agreements that cover repeated purchases over time',
          'Technology and digital government projects',
        ],
      },
      {
        heading: 'The project lifecycle',
        paragraphs: [
          'Every government project moves through the same broad stages under the Government Tenders and Procurement Law. A weakness at any stage can undo the work done at the others, so we help clients treat the lifecycle as one continuous effort rather than a series of separate tasks handled by different people.',
        ],
        bullets: [
          'Pre-qualification: meeting eligibility and, where required, qualifying with the entity in advance',
          'Opportunity and decision: reviewing the conditions booklet and deciding whether to bid',
          'Bid preparation: clarifications, technical and financial offers, guarantees and local content',
          'Submission and evaluation: submitting on Etimad and responding to the evaluation committee',
          'Award and contracting: award notice, final guarantee and contract signature',
          'Mobilisation and delivery: people, supply chain, compliance, invoicing and reporting',
        ],
      },
      {
        heading: 'Pre-qualification and eligibility',
        paragraphs: [
          'Many projects are decided before the tender opens. Some entities pre-qualify suppliers for larger or specialised contracts, and every competition requires a current set of registrations and certificates. We prepare your company profile, references and documents in advance, so you are ready when the right opportunity is published rather than scrambling against a deadline.',
        ],
      },
      {
        heading: 'Delivery that builds your reputation',
        paragraphs: [
          'After award, the contract becomes the foundation of your reputation with government buyers. We help you mobilise on time, meet local content and Saudization commitments, invoice correctly through the required channels, manage variations and report progress clearly. A well-delivered project becomes the reference that wins the next one.',
        ],
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
        heading: 'Aligned with Vision 2030',
        paragraphs: [
          'Vision 2030 calls for a thriving economy, a larger private sector, more foreign investment, stronger local content and more opportunities for Saudi talent. Our work supports each of these goals. Every client we help to enter the Kingdom, localise a supply chain, employ Saudi professionals or deliver a public project well adds, in its own way, to the national transformation.',
        ],
        bullets: [
          'Investment: helping international firms establish and grow in the Kingdom',
          'Local content: building Saudi supply chains into proposals and delivery',
          'Saudi talent: creating and developing roles for Saudi professionals',
          'Public services: giving government entities better-prepared suppliers',
        ],
      },
      {
        heading: 'What guides us',
        paragraphs: [
          'We measure ourselves by the contracts our clients win, the quality with which they deliver them and the trust we earn from government entities and partners. A Saudi soul with a global mindset is more than a phrase for us; it is the balance we try to strike in every engagement, every proposal and every hire.',
        ],
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
    sections: [
      {
        heading: 'The roles we hire for',
        paragraphs: [
          'Our openings change with our clients’ needs, but most fall into a few families. We welcome applications at any time from experienced people in these areas, even when no specific vacancy is advertised, and we keep promising profiles in mind for future roles.',
        ],
        bullets: [
          'Bid managers and proposal writers who turn complex offers into clear, compliant documents',
          'Compliance and procurement specialists familiar with Etimad and the Government Tenders and Procurement Law',
          'HR and government services officers who know Qiwa, GOSI, Muqeem and Nitaqat',
          'Finance specialists in pricing, Zakat, VAT and e-invoicing',
          'Business development and partnership managers',
          'Arabic and English editors and translators',
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
        heading: 'How to apply',
        paragraphs: [
          'Send your CV and a short cover note through our contact page, telling us which kind of role interests you and what you would bring to it. We review every application. If there is a potential fit, we will invite you to an initial conversation, followed by a practical exercise related to the role and a meeting with the team.',
        ],
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
    sections: [
      {
        heading: 'Life at Wasla',
        paragraphs: [
          'Our work is varied. One week you might help an international firm plan its entry into the Kingdom; the next you might be finalising a technical proposal on Etimad or mobilising a team for a new contract. You will work closely with senior colleagues, see the results of your efforts in real contract awards and learn something new about the Saudi public sector with every engagement.',
        ],
      },
      {
        heading: 'Benefits',
        paragraphs: [
          'We want people to do their best work and to stay with us for the long term. Our benefits follow the Saudi Labor Law as a minimum and go further where we can, with a focus on health, financial security and professional development for every member of the team.',
        ],
        bullets: [
          'A competitive salary, reviewed regularly',
          'Medical insurance for you and your eligible family members',
          'GOSI registration and all statutory entitlements',
          'Annual leave and public holidays in line with the Saudi Labor Law',
          'Support for professional certifications and training',
          'Flexibility when your personal life needs it',
        ],
      },
      {
        heading: 'Growth and learning',
        paragraphs: [
          'We invest in people early. New colleagues join a structured induction covering procurement law, Etimad and our methods, then learn alongside experienced practitioners on live engagements. We support recognised professional qualifications in bid management, compliance, HR and finance, and we give people the chance to move between practices as their interests develop.',
        ],
      },
      {
        heading: 'Our way of working',
        paragraphs: [
          'We keep hierarchy light and communication direct. Deadlines in government tendering are real, so we plan carefully, share the load and avoid last-minute heroics wherever possible. We value colleagues who ask questions, flag risks early and treat clients and each other with respect. If that sounds like you, look at our jobs page and get in touch.',
        ],
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
    sections: [
      {
        heading: 'Both sides of the table',
        paragraphs: [
          'Our founders built their careers in Saudi government procurement from two directions. Some worked within the public sector, preparing tender documents, supporting evaluation and managing contracts. Others led bid teams and project delivery for companies selling to government. Between them, they saw every stage of the process, and every way it could go wrong for a supplier.',
        ],
      },
      {
        heading: 'Why they started Wasla',
        paragraphs: [
          'Again and again, they watched strong companies lose because of an expired certificate, a misread conditions booklet, a missing local content plan or a partner chosen in a hurry. International firms with world-class expertise gave up on the Kingdom after a single failed bid, and Saudi companies stayed small because they could not justify a full bid department.',
          'Their idea was simple: give companies a complete government contracting team on demand, combining an insider’s understanding of how public buyers think with a supplier’s focus on winning and delivering. They called the company Wasla, meaning connection, because connecting capable companies with government opportunity was exactly what they set out to do.',
        ],
      },
      {
        heading: 'The early days',
        paragraphs: [
          'Wasla began with a small team in Riyadh and a handful of clients willing to trust a new firm with important bids. The founders wrote proposals themselves, sat with clients late into the night before submission deadlines and learned which parts of their approach made the biggest difference. Those early engagements shaped the methods we still use today.',
        ],
      },
      {
        heading: 'Where we are now',
        paragraphs: [
          'Today, Wasla’s team brings more than 40 years of combined experience, our clients have won over SAR 100M in government tenders, and we serve companies from the UAE, the UK, the US, Greece and the Kingdom. The founding idea has not changed: a Saudi soul with a global mindset, helping capable companies win the contracts they deserve.',
        ],
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
