import { offeringPages } from '../offering-pages';
import { services, type ServiceSlug } from './index';

/**
 * Each service's page, by slug: its own words (what it covers, as headings, paragraphs and
 * bullets), the post tags about it, the services to suggest next and its questions. One entry holds
 * all of one page's words; its name, summary and picture are its card in ./index.ts.
 */
export const servicePages = offeringPages<ServiceSlug>(
  services,
  { eyebrow: 'Services', relatedHeading: 'Related services' },
  {
    'market-entry': {
      title: 'Market Entry Services',
      description:
        'Enter Saudi Arabia ready to bid: MISA licensing, commercial registration, Etimad onboarding and a local set-up designed for government contracts.',
      heading: 'Market entry built for government contracts',
      intro:
        'We take international firms and investors from a first conversation to a licensed, registered entity that can bid on Saudi government tenders. You stay focused on the opportunity while we handle the route in.',
      sections: [
        {
          heading: 'Why government work changes the entry plan',
          paragraphs: [
            'Setting up in the Kingdom to sell to private buyers and setting up to win public contracts are different projects. Government buyers check your licensed activities, commercial registration, Zakat and GOSI certificates and Saudization status before they read a word of your technical offer. We design your entry around those checks from day one, so the entity you create is eligible for the tenders you actually want.',
            'Structure matters too. Policies such as the Regional Headquarters programme, which steers government entities toward international companies with a regional base in the Kingdom, can shape whether you need a branch, a subsidiary or a regional office. We explain the trade-offs plainly and recommend a structure that fits your sector, your appetite for risk and the contracts on your pipeline.',
          ],
        },
        {
          heading: 'What we handle for you',
          paragraphs: [
            'Our team runs the process end to end and coordinates with each authority on your behalf, so you are not managing a dozen parallel applications from abroad. You receive one plan, one point of contact and regular updates on every step, with the documents you need collected and prepared in the right order.',
          ],
          bullets: [
            'Choice of legal structure: branch, limited liability company or joint venture',
            'Ministry of Investment (MISA) licence application and activity selection',
            'Commercial registration, Chamber of Commerce membership and national address',
            'ZATCA registration for Zakat, VAT and e-invoicing',
            'GOSI, Qiwa and Muqeem set-up for your first hires',
            'Supplier registration and a complete company profile on the Etimad portal',
            'Bank account opening and introductions to trusted local advisers',
          ],
        },
        {
          heading: 'A phased programme',
          paragraphs: [
            'We work in three phases. Discovery confirms which government buyers and procurement routes match your capabilities and what eligibility they demand. Establishment delivers the licences, registrations and first local hires. Activation puts you on Etimad, builds your bid library and takes you into your first competitions with a realistic view of timelines, local content expectations and the evidence evaluators will ask for.',
          ],
        },
        {
          heading: 'Who it suits',
          paragraphs: [
            'Market Entry suits international companies with a proven product or service and no Saudi presence yet, investors building a platform to serve public-sector demand, and regional firms expanding from elsewhere in the Gulf. Many of our clients are based abroad, so we know the questions head offices ask and answer them before they become delays.',
          ],
        },
      ],
      topics: ['Market Entry', 'Licensing', 'Regional HQ'],
      related: ['compliance-advisory', 'hr-outsourcing', 'joint-venture'],
      faq: [
        {
          question: 'Do we need a Saudi entity before we can bid?',
          answer:
            'To bid in your own name, yes: buyers check your licence, commercial registration and certificates. A joint venture with a Saudi partner can let you compete while your own set-up progresses.',
        },
        {
          question: 'Branch, limited liability company or joint venture?',
          answer:
            'It depends on your sector, the contracts on your pipeline and rules such as the Regional Headquarters programme. We set out the trade-offs plainly and recommend one.',
        },
        {
          question: 'Can you handle the process while we are abroad?',
          answer:
            'Yes. We coordinate with each authority on your behalf, collect documents in the right order and report progress to you at every step.',
        },
      ],
    },
    'hr-outsourcing': {
      title: 'HR Outsourcing Services',
      description:
        'Recruitment, payroll, GOSI, visas and Nitaqat planning for government contract teams in Saudi Arabia, without building an in-house HR department.',
      heading: 'HR outsourcing for government contract delivery',
      intro:
        'Government contracts are won on paper and delivered by people. We recruit, onboard and administer the team your contract needs, with Saudization and labour compliance built in.',
      sections: [
        {
          heading: 'Staffing that keeps you eligible',
          paragraphs: [
            'Saudi government buyers look closely at your workforce. A valid Nitaqat status and a current GOSI certificate are routine requirements at submission, and many contracts set specific Saudization expectations for the delivery team. We plan your headcount against those requirements before you bid, so a winning proposal is never undone by a team you cannot put on the ground.',
          ],
        },
        {
          heading: 'What we take off your hands',
          paragraphs: [
            'Our HR specialists act as your people function in the Kingdom. We handle the administrative load that slows new entrants down and keep every record in order, so your managers can concentrate on delivering the contract and looking after the client.',
          ],
          bullets: [
            'Recruitment of Saudi nationals and international specialists for bid and delivery roles',
            'Employment contracts documented on Qiwa and aligned with the Saudi Labor Law',
            'Payroll processing and Wage Protection System submissions',
            'GOSI registration and monthly contributions',
            'Visas, iqamas, work permits and renewals through Muqeem',
            'Nitaqat monitoring with early warning before your band changes',
          ],
        },
        {
          heading: 'Building Saudi talent, not just headcount',
          paragraphs: [
            'Saudization works best when it is treated as capability building rather than box ticking. We help you design roles, training plans and career paths for Saudi professionals, draw on the support available through national programmes such as the Human Resources Development Fund (HADAF), and document the local talent development that evaluators increasingly expect to see in technical proposals.',
          ],
        },
        {
          heading: 'Flexible as your contracts change',
          paragraphs: [
            'Government work arrives in waves. An award can require a mobilised team within weeks, and a completed project can leave roles to wind down carefully and lawfully. Our model scales with you: we can support a single project team, run HR for your whole Saudi entity, or hand over to an internal HR function once you are ready to build one.',
          ],
        },
      ],
      topics: ['HR Outsourcing', 'HR', 'Saudization', 'Nitaqat'],
      related: ['compliance-advisory', 'tender-management', 'market-entry'],
      faq: [
        {
          question: 'Why does staffing affect our eligibility?',
          answer:
            'Government buyers check your Saudization (Nitaqat) band and GOSI certificate. A hiring plan that slips can make you ineligible for the next tender.',
        },
        {
          question: 'Can you recruit for a contract we have not won yet?',
          answer:
            'Yes. We plan the team your proposal promises, line up candidates, and start hiring once the award is confirmed.',
        },
        {
          question: 'Who employs the staff?',
          answer:
            'That is agreed per engagement: we can administer your own employees, or provide people through an outsourcing arrangement that fits the contract.',
        },
      ],
    },
    'compliance-advisory': {
      title: 'Compliance Management',
      description:
        'Keep your Saudi registrations, certificates and regulatory obligations current, from Etimad and ZATCA to Nitaqat, local content and the PDPL.',
      heading: 'Compliance management for Saudi government suppliers',
      intro:
        'Staying eligible for government work means keeping many registrations, certificates and obligations current at once. We manage that calendar for you and flag risks before they cost you a bid.',
      sections: [
        {
          heading: 'Eligibility is a moving target',
          paragraphs: [
            'A tender can be lost before evaluation begins because a certificate expired the week before submission. Commercial registration, Chamber of Commerce membership, Zakat and tax certificates, GOSI and Saudization certificates, and your Etimad profile all follow their own renewal cycles. We track each one, renew on time and keep a ready set of current documents for every submission.',
          ],
        },
        {
          heading: 'The rules we help you navigate',
          paragraphs: [
            'Our advisers translate each requirement into plain actions with clear owners, and we keep a record of what was done and when. That record is exactly what auditors, partners and contracting entities ask for when they review a supplier or a contract.',
          ],
          bullets: [
            'The Government Tenders and Procurement Law and its Implementing Regulations',
            'Local content requirements and price preferences administered by the Local Content and Government Procurement Authority (LCGPA)',
            'ZATCA obligations for Zakat, VAT and e-invoicing',
            'Nitaqat and the Saudi Labor Law',
            'The Personal Data Protection Law (PDPL) for projects that handle personal data',
            'National Cybersecurity Authority controls for technology and data projects',
          ],
        },
        {
          heading: 'Compliance during delivery',
          paragraphs: [
            'Winning is only the start. Once a contract is signed, obligations continue: local content commitments, Saudization in the project team, invoicing through the required channels and reporting to the contracting entity. We set up a simple compliance register for each contract and review it with you regularly, so variation orders, renewals and final acceptance are not delayed by avoidable gaps.',
          ],
        },
        {
          heading: 'Integrity by design',
          paragraphs: [
            'Saudi Arabia takes procurement integrity seriously, and so do we. We help you put in place conflict-of-interest declarations, gift and hospitality rules, and clear controls over who communicates with government entities during a competition. Clean processes protect your reputation, and they make it easier for buyers to choose you with confidence.',
          ],
        },
      ],
      topics: ['Compliance', 'Tax', 'Licensing', 'E-invoicing'],
      related: ['tender-management', 'financial-services', 'hr-outsourcing'],
      faq: [
        {
          question: 'Which certificates do government tenders ask for?',
          answer:
            'Usually your commercial registration, Zakat, GOSI, Chamber of Commerce and Saudization certificates, plus any licence or classification your sector requires.',
        },
        {
          question: 'What happens if a certificate expires during a bid?',
          answer:
            'The offer can be excluded. We keep a calendar of every renewal with a named owner, and check every document before submission.',
        },
        {
          question: 'Does compliance stop once we win?',
          answer:
            'No. Local content, Saudization, invoicing and reporting commitments run through the contract, and we help you meet them.',
        },
      ],
    },
    'tender-management': {
      title: 'Tender Management Services',
      description:
        'End-to-end management of Saudi government tenders on Etimad: opportunity screening, technical and financial proposals, submission and award support.',
      heading: 'Tender management from opportunity to award',
      intro:
        'We run the full bid cycle on Etimad for you, from spotting the right opportunity to submitting a compliant, competitive offer, so you win government contracts without building an in-house bid team.',
      sections: [
        {
          heading: 'Finding the right opportunities',
          paragraphs: [
            'Government entities publish their competitions on Etimad, the national procurement portal, and many also publish annual procurement plans that signal what is coming. We monitor both for you, screen opportunities against your capabilities and eligibility, and bring you a short list with a clear go or no-go recommendation. Your leadership spends time only on bids worth winning.',
          ],
        },
        {
          heading: 'Building a winning proposal',
          paragraphs: [
            'Saudi tenders are usually evaluated on separate technical and financial offers, and the conditions booklet sets out how each will be assessed. We read that booklet line by line, raise clarification questions within the enquiry period and build a compliance matrix so that nothing is missed, then write to the evaluation criteria rather than to a generic template.',
          ],
          bullets: [
            'Technical proposals structured around the evaluation criteria',
            'Financial offer preparation and pricing review',
            'Local content planning and supporting documentation',
            'Bid bond and guarantee coordination with your bank',
            'Document preparation in Arabic and English',
            'Final compliance check and submission on Etimad',
          ],
        },
        {
          heading: 'Every procurement route',
          paragraphs: [
            'The Government Tenders and Procurement Law provides for several routes, including public competition, limited competition, two-stage competition, framework agreements, electronic reverse auctions and direct purchase. Each has its own rules and rhythm. We know how they work in practice and prepare you for each, including the presentations, site visits and negotiations that some competitions involve.',
          ],
        },
        {
          heading: 'After submission',
          paragraphs: [
            'Our work continues through evaluation and award. We track the status of your offer, respond to requests from the evaluation committee and review award notices carefully. When you win, we support contract signature, the final guarantee and mobilisation. When you do not, we seek feedback where it is available and fold the lessons into your next bid, so each submission is stronger than the last.',
          ],
        },
      ],
      topics: ['Tender Management', 'Tendering', 'Proposals', 'Etimad'],
      related: ['compliance-advisory', 'financial-services', 'joint-venture'],
      faq: [
        {
          question: 'Do you find the tenders, or do we?',
          answer:
            'Both work. We track Etimad for opportunities that fit you, and we review any tender you bring before you commit to it.',
        },
        {
          question: 'How much of the proposal do you write?',
          answer:
            'As much as you need: from a review of your draft to the whole technical and financial offer, agreed per tender.',
        },
        {
          question: 'What happens after submission?',
          answer:
            'We answer the evaluation committee’s questions with you, follow the award, and prepare the final guarantee and contract signature.',
        },
      ],
    },
    'financial-services': {
      title: 'Financial Services for Government Contractors',
      description:
        'Tender pricing, bank guarantees, ZATCA e-invoicing, Zakat and cash-flow planning for companies delivering Saudi government contracts.',
      heading: 'Financial services for government contractors',
      intro:
        'Government contracts reward financial discipline. We help you price tenders with confidence, arrange guarantees and keep cash flowing from award to final payment.',
      sections: [
        {
          heading: 'Pricing that wins and still pays',
          paragraphs: [
            'Price often carries heavy weight in evaluation, but a contract priced too thin quickly becomes a liability. We build cost models from the bill of quantities or scope of work, test assumptions on manpower, materials and local content, and help you set a price that is competitive, defensible and profitable across the full term of the contract.',
          ],
        },
        {
          heading: 'Guarantees, financing and cash flow',
          paragraphs: [
            'Government tenders typically call for an initial bid guarantee and, on award, a final performance guarantee, and advance payments may require guarantees of their own. We prepare the paperwork, liaise with your bank and plan facilities ahead of time. We also model the payment cycle of each contract, so you know when cash will arrive and how much working capital delivery really needs.',
          ],
        },
        {
          heading: 'Tax, Zakat and e-invoicing',
          paragraphs: [
            'Suppliers to the government must issue invoices that meet ZATCA e-invoicing requirements and keep their Zakat, tax and VAT affairs in good standing to stay eligible. We work alongside your accountants to set up compliant invoicing, manage filings and obtain the certificates every submission requires, so finance is never the reason a bid or an invoice is rejected.',
          ],
          bullets: [
            'ZATCA e-invoicing (FATOORA) readiness and system integration',
            'Zakat and VAT registration, filings and certificates',
            'Audited financial statements ready for pre-qualification',
            'Contract-level budgets, forecasts and variance reporting',
          ],
        },
        {
          heading: 'Reporting that buyers and investors trust',
          paragraphs: [
            'Pre-qualification and evaluation committees often ask for audited financial statements, evidence of financial capacity and bank references. We help you present your numbers clearly and consistently. For investors, we provide contract-level reporting that shows margin, cash position and risk at a glance, so decisions about the next bid rest on facts rather than instinct.',
          ],
        },
      ],
      topics: ['Financial Services', 'Finance', 'Tax', 'E-invoicing'],
      related: ['tender-management', 'compliance-advisory', 'joint-venture'],
      faq: [
        {
          question: 'How do you help with pricing?',
          answer:
            'We build the price from your costs, the contract’s risks and cash-flow timing, so the offer competes and still pays.',
        },
        {
          question: 'Which guarantees does a government bid need?',
          answer:
            'Usually an initial guarantee with the offer and a final guarantee after award, in the wording the tender conditions set. We prepare both with your bank.',
        },
        {
          question: 'Do you cover Zakat, VAT and e-invoicing?',
          answer:
            'Yes: registration, filings and ZATCA-compliant e-invoicing, so invoices to government buyers are accepted and paid.',
        },
      ],
    },
    'joint-venture': {
      title: 'Joint Venture Services',
      description:
        'Find, vet and structure the right Saudi or international partner for government tenders, from due diligence to consortium agreements and delivery.',
      heading: 'Joint ventures that win government contracts',
      intro:
        'The right partner can open contracts that neither company could win alone. We find, vet and structure partnerships that evaluators trust and that hold up through delivery.',
      sections: [
        {
          heading: 'When a partnership makes sense',
          paragraphs: [
            'Large government projects often require a combination of classifications, track record, local presence and specialist capability that few companies hold alone. A consortium or joint venture lets an international firm contribute technology and experience while a Saudi partner brings local references, workforce and market knowledge. We help you decide whether partnering is the right route or whether you should bid alone.',
          ],
        },
        {
          heading: 'Finding and vetting partners',
          paragraphs: [
            'Drawing on our team’s years in the Saudi market, we identify candidates whose capabilities, values and financial strength fit yours. Every shortlist comes with the evidence behind it, so you can judge each candidate on facts before the first meeting takes place.',
          ],
          bullets: [
            'Partner mapping by sector, classification and track record',
            'Financial, legal and reputational due diligence',
            'Saudization and local content profile of each candidate',
            'Facilitated introductions and structured first meetings',
          ],
        },
        {
          heading: 'Structuring the agreement',
          paragraphs: [
            'A good agreement is clear on who does what, who carries which risk and how decisions are made when things get difficult. We work with your legal counsel on teaming agreements, consortium agreements and joint venture companies, covering scope split, liability toward the contracting entity, guarantees, local content contributions, governance and exit, so the partnership is ready to bid and ready to deliver.',
          ],
        },
        {
          heading: 'Keeping the partnership healthy',
          paragraphs: [
            'Partnerships are tested during delivery, not at signing. We can sit on joint steering committees, run the partnership management office, track the obligations each party has made to the government client and help resolve issues early when interests diverge. The aim is simple: a satisfied client, a profitable contract and partners who want to bid together again.',
          ],
        },
      ],
      topics: ['Joint Ventures', 'Local Content'],
      related: ['market-entry', 'tender-management', 'financial-services'],
      faq: [
        {
          question: 'When does a joint venture make sense?',
          answer:
            'When a tender needs a classification, references or local presence that one company lacks, and a partner brings it.',
        },
        {
          question: 'How do you find a partner?',
          answer:
            'We search among companies with the strengths the tender needs, check their records and finances, and introduce only those that fit.',
        },
        {
          question: 'What does the agreement cover?',
          answer:
            'Scope, responsibilities, liability, local content, decision-making and what happens if circumstances change, all settled before the bid.',
        },
      ],
    },
    'digital-transformation': {
      title: 'Digital Transformation Services',
      description:
        'Digitise how you bid, invoice and report to Saudi government clients, and compete for digital government projects aligned with Vision 2030.',
      heading: 'Digital transformation for government suppliers',
      intro:
        'Saudi government buyers are digital first, and their suppliers need to be too. We modernise how you bid, invoice and report, and help you compete for the Kingdom’s digital government programmes.',
      sections: [
        {
          heading: 'Government procurement is digital',
          paragraphs: [
            'From publication on Etimad to e-invoicing under ZATCA rules, nearly every step of selling to the Saudi government now happens online. Suppliers who still rely on scattered spreadsheets and long email chains lose time and make avoidable mistakes. We assess how your organisation handles opportunities, documents, invoices and reporting, then design a practical roadmap to close the gaps.',
          ],
        },
        {
          heading: 'What we put in place',
          paragraphs: [
            'We favour tools you already own and configure them properly before recommending anything new. Every change comes with training and simple written procedures for your people, so the improvement outlasts our engagement and your team can keep the systems running without us.',
          ],
          bullets: [
            'A structured bid library of reusable content, CVs and references',
            'Opportunity pipeline and workflow tools for bid decisions',
            'E-invoicing integration with your accounting or ERP system',
            'Document control for contracts, certificates and correspondence',
            'Dashboards showing pipeline, delivery and compliance status',
          ],
        },
        {
          heading: 'Competing for digital government projects',
          paragraphs: [
            'Vision 2030 has made digital government a national priority, and entities across the public sector are investing in platforms, data and online services. Technology firms bidding for this work are expected to meet Digital Government Authority standards, National Cybersecurity Authority controls and, where personal data is involved, the Personal Data Protection Law. We help you demonstrate that compliance credibly in your proposals.',
          ],
        },
        {
          heading: 'Secure and compliant by default',
          paragraphs: [
            'Digital tools carry obligations of their own. We design data handling with the PDPL in mind, take account of data residency expectations for government information and align access controls with recognised cybersecurity practice. The result is a digital operation that speeds you up without creating new risks for you or for your government clients.',
          ],
        },
      ],
      topics: ['Digital Transformation', 'E-invoicing', 'Information Technology'],
      related: ['tender-management', 'compliance-advisory', 'financial-services'],
      faq: [
        {
          question: 'What does digital transformation mean for a government supplier?',
          answer:
            'Bid, invoicing and reporting systems that work with Etimad and ZATCA, so tenders, invoices and contract reports flow without manual rework.',
        },
        {
          question: 'Do you also help us bid for digital government projects?',
          answer:
            'Yes. We prepare technology proposals that meet the buyer’s technical, cybersecurity and data requirements.',
        },
      ],
    },
  },
);
