import { describe, expect, it } from 'vitest';
import shippedTeam from '#content/team.json';
import type { ContentTransport } from '@/lib/content-client/transport';
import { parseContent, teamSchema } from '@/site/content-schema';
import { teamMembers } from '@/site/team';
import { addedTeamMember } from '@/site/test-support';
import { answersWithoutOption, fetcherOver } from './test-support';

const teamOf = (transport: ContentTransport) => fetcherOver(transport).getTeam();

describe('the team from WordPress', () => {
  it('is the companion plugin’s JSON, checked as content/team.json is, in both languages', async () => {
    const json = JSON.stringify({ ...shippedTeam, leadership: [addedTeamMember] });
    const raw = await teamOf(async () => ({ data: { waslaTeam: json } }));
    const team = parseContent('WordPress option wasla_team', teamSchema, raw);
    expect(teamMembers('leadership', 'en', team).map((member) => member.role)).toEqual([
      'Compliance Partner',
    ]);
    expect(teamMembers('leadership', 'ar', team)[0]).toMatchObject({
      name: 'Layla Example',
      role: 'شريكة الامتثال',
    });
    expect(() =>
      parseContent('WordPress option wasla_team', teamSchema, { leadership: [{ role: 'X' }] }),
    ).toThrow(/^WordPress option wasla_team: leadership\[0\]\.focus/);
  });

  it('is none without the plugin, with the option unset, and from the built-in service; a failing WordPress is an error', async () => {
    for (const answer of answersWithoutOption('waslaTeam')) expect(await teamOf(answer)).toBeNull();
    await expect(
      teamOf(async () => ({ errors: [{ message: 'Internal server error' }] })),
    ).rejects.toThrow('Internal server error');
  });
});
