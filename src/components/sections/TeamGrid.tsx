import Image from 'next/image';
import { cardClass } from '@/components/ui/Card';
import { SampleMark } from '@/components/ui/SampleMark';
import type { TeamSection } from '@/site/sections';
import { Band } from './Band';

/**
 * Roles of the team (content/team.json). A member's name and photo are the company's to fill in;
 * a card without a name is headed by its role, without a photo shows the project's illustration,
 * and a member the company has not confirmed carries the sample tag.
 */
export function TeamGrid({ section }: { section: TeamSection }) {
  return (
    <Band heading={section.heading} intro={section.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.members.map((member) => {
          const picture = member.photo ?? section.illustration;
          return (
            <li key={member.role} className={`${cardClass} flex flex-col overflow-hidden`}>
              <Image
                src={picture.src}
                alt={member.photo ? member.photo.alt : ''}
                width={picture.width}
                height={picture.height}
                sizes="(min-width: 1024px) 300px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/3] w-full bg-sand-100 object-cover"
              />
              <div className="flex flex-1 flex-col gap-2 p-6">
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
