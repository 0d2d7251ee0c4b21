import type { Company } from './content-schema';

/*
 * What the tests add to or change in the company's own data (content/*.json, or the WordPress
 * options that replace it), kept here so that tests of the same change build it the same way.
 */

/** A confirmed leadership member (no sample mark), in both languages, as content/team.json or the wasla_team option adds one. */
export const addedTeamMember = {
  name: 'Layla Example',
  role: 'Compliance Partner',
  focus: 'Certificates and integrity',
  bio: 'Joined to lead compliance.',
  ar: { role: 'شريكة الامتثال', focus: 'الشهادات والنزاهة', bio: 'انضمت لقيادة الامتثال.' },
};

type Figures = Company['figures'];

/** The company's facts with some headline figures replaced, as a changed content file or WordPress option gives them. */
export const withFigures = <Facts extends { figures: Figures }>(
  facts: Facts,
  figures: Partial<Figures>,
): Facts => ({ ...facts, figures: { ...facts.figures, ...figures } });
