import type { SqlReader } from '@fw/api-shared-infrastructure';
import type { OwnerDirectoryPort } from '@fw/api-sites-application';
import { ContentSection } from '@fw/api-sites-domain';
import { SqlSiteReadsAdapter } from './sql-site-reads.adapter';

const website = {
  id: 'w1',
  name: 'Sunny Bakery',
  slug: 'sunny-bakery',
  domain: 'bakery.example',
  domain_status: 'active',
  template: null,
  owner_id: 'u1',
  status: 'live',
  requires_review: false,
  created_at: '2026-11-01 09:00:00+00',
  updated_at: '2026-11-02 09:00:00+00',
};
const section = (key: string, id: string) => ({
  ...website,
  section_id: id,
  section_key: key,
  content_type: 'text',
  content_value: `Published ${key}`,
  draft_value: null,
  is_locked: key === 'footer',
  version: 3,
  section_created_at: '2026-11-01 10:00:00+00',
  section_updated_at: '2026-11-03 10:00:00.5+00',
});

function adapterReturning(rows: object[]): SqlSiteReadsAdapter {
  const sql = { rows: async () => rows } as unknown as SqlReader;
  const owners = { findOwners: async () => new Map([['u1', { id: 'u1', email: 'owner@example.com', fullName: 'Owner' }]]) } as unknown as OwnerDirectoryPort;
  return new SqlSiteReadsAdapter(sql, owners);
}

describe('SqlSiteReadsAdapter: the client’s own website', () => {
  it('answers the sections as plain snapshots with every field, not as entities the ORM would track', async () => {
    const owned = await adapterReturning([section('hero_title', 's1'), section('footer', 's2')]).ownedWebsite('u1');
    expect(owned!.sections).toHaveLength(2);
    for (const s of owned!.sections) {
      expect(s).not.toBeInstanceOf(ContentSection);
      expect(Object.getPrototypeOf(s)).toBe(Object.prototype);
    }
    expect(owned!.sections[1]).toEqual({
      id: 's2',
      websiteId: 'w1',
      sectionKey: 'footer',
      contentType: 'text',
      contentValue: 'Published footer',
      draftValue: null,
      isLocked: true,
      version: 3,
      createdAt: new Date('2026-11-01T10:00:00.000Z'),
      updatedAt: new Date('2026-11-03T10:00:00.500Z'),
    });
  });

  it('answers a website without sections with none', async () => {
    const owned = await adapterReturning([{ ...section('x', 's0'), section_id: null }]).ownedWebsite('u1');
    expect(owned!.sections).toEqual([]);
    expect(owned!.website.website.name).toBe('Sunny Bakery');
  });
});
