import { BlogPost, ContentReview, ContentSection, Revision, type ReviewStep } from '@fw/api-sites-domain';
import type { RevisionView } from '../ports/revision.repository.port';
import { createInMemorySites } from '../testing/in-memory-sites';
import { ReviewTimeline, type TimelineEntry } from './review-timeline';
import { mergeTimelinePage, newestStepsFirst } from './timeline-merge';

const line = (entry: TimelineEntry): string =>
  entry.kind === 'revision'
    ? `${entry.revision.revision.action} by ${entry.revision.changedBy?.name ?? '?'}`
    : `${entry.review.step.kind} by ${entry.review.actor?.name ?? '?'}${entry.review.step.comment ? `: ${entry.review.step.comment}` : ''}`;

function setup() {
  const sites = createInMemorySites();
  sites.store.owners.set('client', { id: 'client', fullName: 'Jane Client', email: 'jane@example.com' });
  sites.store.owners.set('admin', { id: 'admin', fullName: null, email: 'admin@example.com' });
  return { sites, timeline: new ReviewTimeline(sites.reviews, sites.revisions, sites.owners) };
}

/** A review of the section (or post) sent by the client now; `decide` approves or sends it back a moment later. */
async function review(sites: ReturnType<typeof setup>['sites'], target: { section?: string; post?: string }, version: number) {
  const props = { id: `review-${sites.store.reviews.length + 1}`, websiteId: 'w', requestedBy: 'client', now: sites.store.now() };
  const r = target.post
    ? ContentReview.requestPost({ ...props, post: { id: target.post, version, publishAt: null } })
    : ContentReview.request({ ...props, items: [{ id: target.section as string, version }] });
  await sites.reviews.insert(r);
  return {
    sendBack: async (comment: string) => {
      r.sendBack('admin', comment, sites.store.now());
      await sites.reviews.save(r);
    },
    approve: async () => {
      r.approve('admin', sites.store.now());
      await sites.reviews.save(r);
    },
  };
}

describe('a history of revisions and review steps', () => {
  it("lists a section's review steps among its changes, newest first, with the comment and the change an approval published", async () => {
    const { sites, timeline } = setup();
    const section = ContentSection.create({ id: 's1', websiteId: 'w', sectionKey: 'about_text', contentValue: 'v1' });
    await sites.sections.insert(section);
    await sites.revisions.append(Revision.forSection('r-create', null, 'create', null, section));
    const first = await review(sites, { section: 's1' }, 1);
    await first.sendBack('Mention the oven');
    await (await review(sites, { section: 's1' }, 2)).approve();
    const published = ContentSection.create({ id: 's1', websiteId: 'w', sectionKey: 'about_text', contentValue: 'v2' });
    published.version = 3;
    await sites.revisions.append(Revision.forSection('r-approved', 'admin', 'update', section, published));
    // Another section's review is not this section's history.
    await review(sites, { section: 's2' }, 1);

    const entries = await timeline.forItem('w', { type: 'section', id: 's1', label: 'about_text' }, 100);

    expect(entries.map(line)).toEqual([
      'update by admin@example.com',
      'approved by admin@example.com',
      'requested by Jane Client',
      'sent_back by admin@example.com: Mention the oven',
      'requested by Jane Client',
      'create by ?',
    ]);
    const approved = entries.find((e) => e.kind === 'review' && e.review.step.kind === 'approved');
    expect(approved).toMatchObject({ review: { revisionId: 'r-approved', itemLabel: 'about_text', step: { version: 2 } } });
  });

  it("lists a post's steps and keeps the newest `limit` lines", async () => {
    const { sites, timeline } = setup();
    const post = BlogPost.create({ id: 'p1', websiteId: 'w', title: 'Opening day', content: '' });
    await sites.posts.save(post);
    await sites.revisions.append(Revision.forPost('r-create', 'client', 'create', post, null));
    await (await review(sites, { post: 'p1' }, 1)).sendBack('Add the date');

    const entries = await timeline.forItem('w', { type: 'post', id: 'p1', label: 'Opening day' }, 2);

    expect(entries.map(line)).toEqual(['sent_back by admin@example.com: Add the date', 'requested by Jane Client']);
    expect(entries[0]).toMatchObject({ review: { itemLabel: 'Opening day', revisionId: null, step: { itemType: 'post', itemId: 'p1' } } });
  });

  it("pages a website's history across both kinds, with one total, and filters steps as it filters revisions", async () => {
    const { sites, timeline } = setup();
    for (const key of ['a', 'b']) {
      const section = ContentSection.create({ id: key, websiteId: 'w', sectionKey: `${key}_text`, contentValue: key });
      await sites.sections.insert(section);
      await sites.revisions.append(Revision.forSection(`r-${key}`, 'client', 'create', null, section));
      await (await review(sites, { section: key }, 1)).sendBack(`Fix ${key}`);
    }
    const all = await timeline.forWebsite('w', {}, { offset: 0, limit: 100 });
    expect(all.total).toBe(6);
    const pages = [];
    for (let offset = 0; offset < 6; offset += 4) pages.push(...(await timeline.forWebsite('w', {}, { offset, limit: 4 })).items);
    expect(pages.map(line)).toEqual(all.items.map(line));
    expect(all.items.map((e) => (e.kind === 'review' ? e.review.itemLabel : e.revision.revision.itemLabel))).toEqual([
      'b_text',
      'b_text',
      'b_text',
      'a_text',
      'a_text',
      'a_text',
    ]);

    const byAdmin = await timeline.forWebsite('w', { changedBy: 'admin' }, { offset: 0, limit: 10 });
    expect(byAdmin.items.map(line)).toEqual(['sent_back by admin@example.com: Fix b', 'sent_back by admin@example.com: Fix a']);
    expect(byAdmin.total).toBe(2);
  });

  it('pages any mix of the two streams as one merged list would (ties at one instant: the step first)', async () => {
    const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
    // mulberry32: a small seeded generator, so a failing round can be replayed.
    const random = (seed: number) => () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
      return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
    };
    for (let round = 1; round <= 40; round++) {
      const next = random(round);
      const revisions: RevisionView[] = Array.from({ length: Math.floor(next() * 25) }, (_, i) => {
        const r = Revision.of({
          id: `r${i}`,
          websiteId: 'w',
          itemType: 'section',
          itemId: 's',
          itemLabel: 's',
          action: 'update',
          version: i + 1,
          previous: null,
          next: null,
          changedBy: null,
        });
        r.changedAt = at(Math.floor(next() * 30));
        return { revision: r, changedBy: null };
      }).sort((a, b) => b.revision.changedAt.getTime() - a.revision.changedAt.getTime());
      const steps: ReviewStep[] = Array.from({ length: Math.floor(next() * 12) }, (_, i) => ({
        reviewId: `review${String(i).padStart(2, '0')}`,
        websiteId: 'w',
        kind: 'requested',
        itemType: 'section',
        itemId: 's',
        version: 1,
        at: at(Math.floor(next() * 30)),
        by: null,
        comment: null,
      }));
      const key = (l: { kind: string; revision?: RevisionView; step?: ReviewStep }) => (l.kind === 'revision' ? l.revision?.revision.id : l.step?.reviewId);
      const load = async (offset: number, limit: number) => ({ items: revisions.slice(offset, offset + limit), total: revisions.length });
      const whole = await mergeTimelinePage(steps, load, { offset: 0, limit: 1000 });
      expect(whole.items).toHaveLength(revisions.length + steps.length);
      // The same list by brute force: everything sorted by time (a stable sort keeps each stream's order, steps first on ties).
      const time = (l: (typeof whole.items)[number]) => (l.kind === 'revision' ? l.revision.revision.changedAt : l.step.at).getTime();
      const brute = [
        ...newestStepsFirst(steps).map((step) => ({ kind: 'review' as const, step })),
        ...revisions.map((revision) => ({ kind: 'revision' as const, revision })),
      ].sort((a, b) => time(b) - time(a));
      expect(whole.items.map(key)).toEqual(brute.map(key));
      for (const limit of [1, 3, 7]) {
        for (let offset = 0; offset <= whole.items.length + 2; offset++) {
          const page = await mergeTimelinePage(steps, load, { offset, limit });
          expect({ offset, limit, keys: page.items.map(key), total: page.total }).toEqual({
            offset,
            limit,
            keys: whole.items.slice(offset, offset + limit).map(key),
            total: whole.total,
          });
        }
      }
    }
  });

  it('reads no more revisions than the page and the steps can need, however deep the page', async () => {
    const asked: Array<[number, number]> = [];
    const step: ReviewStep = {
      reviewId: 'x',
      websiteId: 'w',
      kind: 'requested',
      itemType: 'post',
      itemId: 'p',
      version: 1,
      at: new Date(0),
      by: null,
      comment: null,
    };
    await mergeTimelinePage([step, { ...step, reviewId: 'y' }], async (offset, limit) => (asked.push([offset, limit]), { items: [], total: 0 }), {
      offset: 5000,
      limit: 20,
    });
    expect(asked).toEqual([[4998, 22]]);
  });
});
