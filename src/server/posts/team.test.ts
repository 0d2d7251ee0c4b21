import { describe, expect, it } from 'vitest';
import shippedTeam from '#content/team.json';
import { createContentClient } from '@/lib/content-client/client';
import type { ContentTransport } from '@/lib/content-client/transport';
import { executeAgainst } from '@/server/content/executor';
import { parseContent, teamSchema } from '@/site/content-schema';
import { teamMembers } from '@/site/team';
import { createPostFetcher } from './fetch';

const teamOf = (transport: ContentTransport) =>
  createPostFetcher(createContentClient(transport)).getTeam();

describe('the team from WordPress', () => {
  it('is the companion plugin’s JSON, checked as content/team.json is, in both languages', async () => {
    const newcomer = {
      name: 'Layla Example',
      role: 'Compliance Partner',
      focus: 'Certificates',
      bio: 'Leads compliance.',
      ar: { role: 'شريكة الامتثال', focus: 'الشهادات', bio: 'تقود الامتثال.' },
    };
    const json = JSON.stringify({ ...shippedTeam, leadership: [newcomer] });
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
    expect(
      await teamOf(async () => ({
        errors: [{ message: 'Cannot query field "waslaTeam" on type "RootQuery".' }],
      })),
    ).toBeNull();
    expect(await teamOf(async () => ({ data: { waslaTeam: null } }))).toBeNull();
    expect(await teamOf((request) => executeAgainst([], request))).toBeNull();
    await expect(
      teamOf(async () => ({ errors: [{ message: 'Internal server error' }] })),
    ).rejects.toThrow('Internal server error');
  });
});
