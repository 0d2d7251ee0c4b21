import { offeringPages } from '../offering-pages';
import { areas, type AreaSlug } from './index';

/**
 * Each area of focus's page, by slug: its own words (what it covers, as headings, paragraphs and
 * bullets), the post tags about it, the areas to suggest next and its questions. One entry holds
 * all of one page's words; its name, summary and picture are its card in ./index.ts.
 */
export const areaPages = offeringPages<AreaSlug>(
  areas,
  { eyebrow: 'Area of focus', relatedHeading: 'Related areas of focus' },
  {
    'information-technology': {
      title: 'Information Technology',
      description:
        'Win Saudi government IT contracts for software, cloud, infrastructure and cybersecurity, with proposals that meet DGA, NCA and local content expectations.',
      heading: 'Winning government technology contracts in Saudi Arabia',
      intro:
        'Saudi government entities are among the largest buyers of technology in the region. We help IT companies compete for that demand with proposals that meet the Kingdom’s technical, security and local content expectations.',
      sections: [
        {
          heading: 'The opportunity',
          paragraphs: [
            'Vision 2030 puts digital government at the centre of public-sector reform. Ministries, authorities and municipalities buy software platforms, data centre capacity, cloud services, networks, managed services and cybersecurity on a continuing basis. Many of these competitions appear on Etimad, and demand ranges from short implementation projects to multi-year managed service and support contracts.',
          ],
        },
        {
          heading: 'What government buyers expect',
          paragraphs: [
            'Technology tenders carry requirements that go well beyond price and functionality. Evaluators look for evidence that you understand the Kingdom’s regulatory environment, can protect government data and will deliver with real local capability rather than a team flown in for the kick-off meeting.',
          ],
          bullets: [
            'Alignment with Digital Government Authority standards and guidance',
            'National Cybersecurity Authority controls, including the Essential Cybersecurity Controls',
            'Cloud and data residency requirements for government data',
            'Personal Data Protection Law compliance wherever personal data is processed',
            'Local content plans, including Saudi talent in the delivery team',
          ],
        },
        {
          heading: 'How we help IT firms',
          paragraphs: [
            'We track technology opportunities across government entities, qualify them against your products and partners, and manage the full bid. Our team turns complex solutions into proposals that evaluators can score easily, coordinates vendor and integrator partnerships, and prepares the security and compliance documentation that technology tenders now routinely demand.',
          ],
        },
        {
          heading: 'Typical engagements',
          paragraphs: [
            'Our technology clients range from international software vendors entering the Kingdom for the first time to Saudi integrators pursuing larger, multi-year contracts. Common engagements include market entry with a first reference project, teaming with a local integrator to meet local content expectations, and ongoing tender management for renewals of managed services.',
          ],
        },
      ],
      topics: ['Information Technology', 'Digital Transformation', 'Regional HQ'],
      related: ['consultancy', 'safety-and-security', 'operation-and-maintenance'],
      faq: [
        {
          question: 'What do government buyers expect from IT suppliers?',
          answer:
            'Proposals that meet national cybersecurity controls, keep data in the Kingdom where required, and show a credible local content plan.',
        },
        {
          question: 'Does the Regional HQ rule affect technology companies?',
          answer:
            'Yes, foreign companies without a regional headquarters in the Kingdom are restricted from most government contracts. We help you plan for it.',
        },
      ],
    },
    construction: {
      title: 'Construction',
      description:
        'Qualify for, price and win Saudi government construction tenders, from contractor classification and pre-qualification to guarantees and mobilisation.',
      heading: 'Government construction contracts in Saudi Arabia',
      intro:
        'Public construction in the Kingdom spans schools, hospitals, roads, utilities and landmark developments. We help contractors qualify for, price and win this work, then mobilise to deliver it.',
      sections: [
        {
          heading: 'A market shaped by Vision 2030',
          paragraphs: [
            'Vision 2030 has driven sustained public investment in infrastructure, housing, social facilities and tourism destinations. Alongside the headline projects, ministries and municipalities tender a steady flow of buildings, roads, utilities and maintenance works. For contractors with the right qualifications, this creates opportunities at every scale, from specialist packages to major main contracts.',
          ],
        },
        {
          heading: 'Qualifying to bid',
          paragraphs: [
            'Construction tenders carry some of the most demanding eligibility requirements in government procurement. Contractor classification in the relevant field and grade, a verifiable track record, financial capacity and a credible local workforce are usually expected before your technical offer is even considered. We prepare each of these well ahead of the competitions you are targeting.',
          ],
          bullets: [
            'Contractor classification and, where relevant, Saudi Contractors Authority membership',
            'Pre-qualification submissions and reference projects',
            'Saudization planning for site and office teams',
            'Local content plans covering materials, equipment and subcontractors',
          ],
        },
        {
          heading: 'Pricing and delivery risk',
          paragraphs: [
            'Construction margins are won or lost at tender stage. We review bills of quantities and specifications, test your pricing for materials, labour and programme risk, and check contract conditions for delay penalties, variation procedures and payment terms. When you win, we help you arrange guarantees, mobilise people and supply chains, and set up reporting that keeps the contracting entity confident.',
          ],
        },
        {
          heading: 'Partnering for scale',
          paragraphs: [
            'Many major public works are best pursued as a consortium. We bring together international contractors, Saudi partners and specialist subcontractors, structure clear agreements between them and present the team to evaluators as a single, coherent delivery organisation. That clarity often decides close competitions, because evaluators want to see exactly who is accountable for each part of the work.',
          ],
        },
      ],
      topics: ['Construction', 'Joint Ventures'],
      related: ['operation-and-maintenance', 'energy', 'consultancy'],
      faq: [
        {
          question: 'Do we need contractor classification?',
          answer:
            'Public works usually require a contractor classified in the right field and grade. Partnering with a classified Saudi contractor is a common route while you build your own record.',
        },
        {
          question: 'How do you help with pricing risk?',
          answer:
            'We review the conditions, quantities and payment terms with you, so the price carries the risks the contract really puts on you.',
        },
      ],
    },
    'operation-and-maintenance': {
      title: 'Operation and Maintenance',
      description:
        'Win and deliver long-term operation and maintenance contracts for Saudi government buildings, hospitals, campuses, utilities and infrastructure.',
      heading: 'Operation and maintenance contracts for public assets',
      intro:
        'Every hospital, campus, road network and government building must be run and maintained for decades. We help operators win and deliver the long-term contracts that keep public assets working.',
      sections: [
        {
          heading: 'Long-term contracts, steady demand',
          paragraphs: [
            'Operation and maintenance contracts cover everything from facility management of government buildings to the upkeep of roads, utilities, medical equipment and specialised plant. They often run for several years, are renewed through fresh competitions and form the backbone of a stable government portfolio. Contracting entities are also paying growing attention to performance, energy efficiency and asset life.',
          ],
        },
        {
          heading: 'Where these bids are won',
          paragraphs: [
            'O&M tenders are workforce-intensive, so evaluators look closely at how you will staff, supervise and measure the service. Price matters, but a credible plan for people and performance usually decides the outcome, particularly when you are replacing an incumbent operator.',
          ],
          bullets: [
            'Manpower plans that meet Saudization expectations',
            'Mobilisation and transition plans from the incumbent operator',
            'Service levels and key performance indicators',
            'Spare parts, tools and local supply chains',
            'Health, safety and environmental management',
          ],
        },
        {
          heading: 'Delivering the contract',
          paragraphs: [
            'Margins in O&M depend on disciplined delivery. We help you recruit and administer large teams through our HR outsourcing service, set up maintenance management systems, report performance to the contracting entity and handle variation orders when the scope changes. A strong delivery record also becomes your best evidence when the contract comes up for renewal.',
          ],
        },
        {
          heading: 'Who we work with',
          paragraphs: [
            'We support international facility management firms establishing a Saudi presence, local operators growing into larger and more technical contracts, and equipment manufacturers offering maintenance and lifecycle services for assets they have supplied to government entities. Each brings different strengths, and we shape the bid strategy and partnerships around them.',
          ],
        },
      ],
      topics: ['Operation and Maintenance', 'Nitaqat'],
      related: ['construction', 'healthcare', 'safety-and-security'],
      faq: [
        {
          question: 'How are operation and maintenance bids judged?',
          answer:
            'On method, staffing and evidence of performance: maintenance schedules, response times, staffing by site and shift, and reporting.',
        },
        {
          question: 'Can a subcontractor bid in its own name?',
          answer:
            'Yes, once its eligibility, documents and proposals are in order. One of our clients made that move after three lost bids.',
        },
      ],
    },
    consultancy: {
      title: 'Consultancy',
      description:
        'Compete for Saudi government consulting, engineering and advisory contracts with strong methodology, the right experts and credible knowledge transfer.',
      heading: 'Consultancy contracts with Saudi government entities',
      intro:
        'Government entities rely on consultants for strategy, engineering design, supervision and programme management. We help professional services firms compete for that work and deliver it in a way that builds local capability.',
      sections: [
        {
          heading: 'Demand for expertise',
          paragraphs: [
            'The pace of reform under Vision 2030 has created heavy demand for advisory and professional services: strategy and transformation, programme management offices, engineering design and supervision, financial and legal advice, and specialist studies. Government policy also encourages knowledge transfer and the growth of Saudi consulting capacity, which shapes how these contracts are evaluated.',
          ],
        },
        {
          heading: 'How consultancy tenders are judged',
          paragraphs: [
            'For consulting services, technical quality usually carries significant weight alongside price. Evaluators examine your methodology, team composition, relevant experience and the credentials of the experts you name, and they expect the proposal to reflect the entity’s own objectives rather than a standard offer.',
          ],
          bullets: [
            'Methodology and work plans tailored to the entity’s objectives',
            'CVs of key experts that match the terms of reference',
            'Saudi consultants in meaningful, visible roles',
            'Knowledge transfer and capability building plans',
            'Clear deliverables, milestones and governance',
          ],
        },
        {
          heading: 'How we help',
          paragraphs: [
            'We understand what government clients mean when they write terms of reference, because our founders have worked on both sides of the table. We help consultancies choose the right opportunities, shape a credible team, write methodology that speaks to the evaluation criteria and rehearse for presentations. For international firms, we also advise on entity set-up and local partnerships.',
          ],
        },
        {
          heading: 'Delivering with credibility',
          paragraphs: [
            'Consulting contracts are judged on outcomes long after the final report is submitted. We help you set up sound engagement governance, keep deliverables aligned with the contract, manage the acceptance of each milestone and document the Saudi capability you have built, all of which strengthens your reputation with the next government client.',
          ],
        },
      ],
      topics: ['Procurement', 'Proposals'],
      related: ['information-technology', 'construction', 'healthcare'],
      faq: [
        {
          question: 'How are consultancy tenders evaluated?',
          answer:
            'Mostly on the team, the method and relevant experience, with price weighed alongside. Named experts and their CVs matter.',
        },
        {
          question: 'Do engineering consultants need to register?',
          answer:
            'Yes: engineering consultancy is a regulated profession, and firms and engineers register with the Saudi Council of Engineers.',
        },
      ],
    },
    healthcare: {
      title: 'Healthcare',
      description:
        'Navigate SFDA registration, NUPCO and public health procurement to win Saudi government contracts for equipment, supplies, digital health and services.',
      heading: 'Healthcare contracts across the Saudi public sector',
      intro:
        'The transformation of Saudi healthcare is creating opportunities for suppliers of equipment, medicines, digital health and hospital services. We help healthcare companies navigate registration, procurement channels and delivery.',
      sections: [
        {
          heading: 'A sector in transformation',
          paragraphs: [
            'Under the Health Sector Transformation Program of Vision 2030, public healthcare is being reorganised into regional health clusters with a stronger focus on prevention, digital care and efficiency. Hospitals and clusters procure medical equipment, consumables, pharmaceuticals, health information systems, and operation, maintenance and support services, creating demand for capable suppliers at every level of care.',
          ],
        },
        {
          heading: 'Registration and procurement channels',
          paragraphs: [
            'Healthcare suppliers face regulatory steps before any tender. Medical devices and medicines generally need Saudi Food and Drug Authority (SFDA) authorisation, and much central purchasing of medicines and medical supplies runs through NUPCO, the national unified procurement company for health. Other requirements are set by the Ministry of Health and individual health entities. We map the route that applies to your products and services.',
          ],
        },
        {
          heading: 'What we do for healthcare companies',
          paragraphs: [
            'Healthcare procurement rewards suppliers who combine clinical credibility with disciplined compliance. We bring both into your proposals, work alongside your regulatory and clinical specialists, and support you through contract delivery so that your first public contract becomes a lasting reference.',
          ],
          bullets: [
            'SFDA registration planning with your regulatory team',
            'Supplier qualification with public health buyers',
            'Tender management for equipment, supply and service contracts',
            'Local content and localisation strategies for manufacturers',
            'Clinical staffing and Saudization planning for service contracts',
            'PDPL and cybersecurity readiness for health data',
          ],
        },
        {
          heading: 'Partners in better care',
          paragraphs: [
            'The companies we support in healthcare share a commitment to patient outcomes. We help international manufacturers find capable local distributors and service partners, and we help Saudi companies scale up to meet the standards of larger public contracts, with the aim of building healthcare capacity in the Kingdom that lasts.',
          ],
        },
      ],
      topics: ['Healthcare', 'HR Outsourcing', 'Saudization'],
      related: ['operation-and-maintenance', 'information-technology', 'consultancy'],
      faq: [
        {
          question: 'What registration do healthcare suppliers need?',
          answer:
            'Medical devices and medicines need SFDA registration, and every practitioner must be registered and classified by the Saudi Commission for Health Specialties.',
        },
        {
          question: 'Where do the clinicians come from?',
          answer:
            'We plan staffing with you early: licensing takes weeks, and tenders ask for named key personnel and a full staffing plan.',
        },
      ],
    },
    'safety-and-security': {
      title: 'Safety and Security',
      description:
        'Meet strict licensing and compliance requirements and win Saudi government contracts for security systems, guarding, fire safety and emergency services.',
      heading: 'Safety and security contracts for government clients',
      intro:
        'Protecting people, facilities and critical infrastructure is a constant priority for Saudi government entities. We help safety and security companies meet the sector’s strict licensing and compliance demands and win public contracts.',
      sections: [
        {
          heading: 'A specialised, regulated market',
          paragraphs: [
            'Government entities procure surveillance and access control systems, perimeter protection, fire detection and suppression, emergency response, guarding services and industrial safety. Much of this work touches sensitive sites, so licensing, vetting and confidentiality requirements are more demanding than in most sectors, and the rules differ with the type of facility and the authority responsible for it.',
          ],
        },
        {
          heading: 'Requirements we help you meet',
          paragraphs: [
            'Our compliance team builds a requirements map for each opportunity and keeps your licences and approvals current, so you can bid with confidence and avoid disqualification on a technicality that has nothing to do with the quality of your solution.',
          ],
          bullets: [
            'Licensing for security services and security systems activities',
            'Civil Defense approvals for fire and life safety work',
            'High Commission for Industrial Security standards at industrial sites',
            'National Cybersecurity Authority controls for connected systems',
            'Saudization rules, including roles reserved for Saudi nationals',
          ],
        },
        {
          heading: 'Winning the work',
          paragraphs: [
            'Safety and security tenders reward demonstrable reliability. We help you present certified products, qualified engineers and trained personnel, describe robust operating and escalation procedures, and show how you will protect confidential information throughout the contract. For systems projects, we bring manufacturers, integrators and maintenance providers together into one accountable delivery team.',
          ],
        },
        {
          heading: 'Who we support',
          paragraphs: [
            'We work with international security technology companies entering the Kingdom, Saudi integrators expanding into larger and more complex projects, and safety service providers pursuing multi-year contracts at government buildings, schools, hospitals and public venues. In every case, we focus on the credentials and procedures that evaluators in this sector scrutinise most closely.',
          ],
        },
      ],
      topics: ['Safety and Security', 'Compliance'],
      related: ['operation-and-maintenance', 'information-technology', 'construction'],
      faq: [
        {
          question: 'Which rules apply to fire and life safety work?',
          answer:
            'The Saudi Building Code, including its fire protection code, and the requirements of the General Directorate of Civil Defense.',
        },
        {
          question: 'Can a foreign safety consultancy work for government buyers?',
          answer:
            'Yes, with the right licence and registrations. One of our clients from the UK won a programme for public schools.',
        },
      ],
    },
    energy: {
      title: 'Energy',
      description:
        'Compete for Saudi energy contracts in power, renewables, utilities and efficiency, with credible local content, Saudization and consortium strategies.',
      heading: 'Energy sector contracts in Saudi Arabia',
      intro:
        'Saudi Arabia is diversifying its energy mix while expanding power, water and industrial capacity. We help energy companies find their place in public programmes and compete with strong local content credentials.',
      sections: [
        {
          heading: 'An energy system in transition',
          paragraphs: [
            'Vision 2030 and the National Renewable Energy Program have set the Kingdom on a path to a more diverse energy mix, with large-scale solar and wind alongside conventional generation. Utilities, energy efficiency programmes and industrial growth add further demand for engineering, equipment, construction, and operation and maintenance services across the sector.',
          ],
        },
        {
          heading: 'How energy work is procured',
          paragraphs: [
            'Energy procurement runs through several channels. Renewable independent power projects are competed through the Saudi Power Procurement Company, ministries and utilities run their own tenders, and large state-linked companies operate supplier qualification programmes with strong local content expectations. Knowing which channel applies, and what each one values, is the first step toward a winning strategy.',
          ],
        },
        {
          heading: 'How we help energy companies',
          paragraphs: [
            'We focus on credible, deliverable commitments, because energy buyers check local content and workforce pledges throughout the life of a contract, not only at award. Every plan we help you submit is one your team can actually carry out on site.',
          ],
          bullets: [
            'Opportunity mapping across government and state-linked buyers',
            'Vendor registration and supplier qualification',
            'Local content strategies, including in-Kingdom manufacturing and services',
            'Consortium building with developers, contractors and local partners',
            'Tender management and compliance for equipment and service contracts',
            'Saudization and workforce planning for field operations',
          ],
        },
        {
          heading: 'Building for the long term',
          paragraphs: [
            'Energy assets run for decades, and so do the relationships behind them. We help clients establish a lasting Saudi presence, develop local supply chains and Saudi talent, and move from single projects to a sustained role in the Kingdom’s energy transformation, with a reputation that opens doors to the next programme.',
          ],
        },
      ],
      topics: ['Energy', 'Local Content', 'Financial Services'],
      related: ['construction', 'operation-and-maintenance', 'consultancy'],
      faq: [
        {
          question: 'How is energy work procured?',
          answer:
            'Through government tenders on Etimad, and through the programmes of energy companies and utilities, each with its own qualification rules.',
        },
        {
          question: 'Why does local content matter so much in energy?',
          answer:
            'Energy programmes weigh local content heavily. A plan built on Saudi suppliers and people can decide the award.',
        },
      ],
    },
  },
);
