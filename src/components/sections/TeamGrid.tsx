import Image from 'next/image';
import { cardClass } from '@/components/ui/Card';
import { SampleMark } from '@/components/ui/SampleMark';
import type { TeamSection } from '@/site/sections';
import { wideColumnCount, wideColumns } from '@/components/ui/grid-columns';
import { Band } from './Band';

/** The width of the page's content (container-page's 80rem less its padding), shared by the columns. */
const contentWidth = 1216;

/**
 * Roles of the team (content/team.json). A member's name and photo are the company's to fill in;
 * a card without a name is headed by its role, without a photo shows the project's illustration,
 * and a member the company has not confirmed carries the sample tag. Up to four across on wide
 * screens, as many as leave no lone card (two founders side by side, not in half a row); on a
 * phone a card is a row, a small picture beside the words, so a card is not a screen tall.
 */
export function TeamGrid({ section }: { section: TeamSection }) {
  const count = section.members.length;
  const columns = wideColumnCount(count, 4);
  // Two across, a card is as wide as a paragraph: its picture sits beside the words, as on a
  // phone, instead of a picture half a screen tall above them.
  const beside = columns === 2;
  const pictureWidth = Math.ceil((contentWidth / columns) * (beside ? 0.4 : 1));
  return (
    <Band heading={section.heading} intro={section.intro}>
      <ul className={`grid gap-6 sm:grid-cols-2 ${wideColumns(count, 4)}`}>
        {section.members.map((member) => {
          const picture = member.photo ?? section.illustration;
          return (
            <li
              key={member.role}
              className={`${cardClass} flex flex-col overflow-hidden max-sm:flex-row max-sm:items-start max-sm:gap-4 max-sm:p-4 ${beside ? 'lg:flex-row' : ''}`}
            >
              <Image
                src={picture.src}
                alt={member.photo ? member.photo.alt : ''}
                width={picture.width}
                height={picture.height}
                sizes={`(min-width: 1024px) ${pictureWidth}px, (min-width: 640px) 50vw, 80px`}
                className={`aspect-[4/3] w-full bg-sand-100 object-cover max-sm:aspect-square max-sm:size-20 max-sm:shrink-0 max-sm:rounded-lg ${beside ? 'lg:w-2/5 lg:shrink-0 lg:aspect-square' : ''}`}
              />
              <div className="flex min-w-0 flex-1 flex-col gap-2 p-6 max-sm:gap-1 max-sm:p-0">
                <h3 className="text-lg font-bold leading-snug text-teal-900">
                  {member.name ?? member.role}
                  <SampleMark fact={member} />
                </h3>
                {member.name ? (
                  <p className="text-sm font-semibold text-gold-700">{member.role}</p>
                ) : null}
                <p className="text-sm font-medium text-teal-800">{member.focus}</p>
                <p className="text-sm text-muted">{member.bio}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </Band>
  );
}
