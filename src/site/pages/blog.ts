import type { PageWords } from '../types';

/** /blog: the list of articles (its cards come from the content service). */
export const blogPage: PageWords = {
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
};
