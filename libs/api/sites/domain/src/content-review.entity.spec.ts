import { checkPostEditable, ContentReview, publishedVersion } from './content-review.entity';

const at = new Date('2026-11-28T10:00:00Z');
const review = () => ContentReview.request({ id: 'r', websiteId: 'w', requestedBy: 'client', items: [{ id: 's', version: 3 }], now: at });

describe('ContentReview', () => {
  it('starts pending with the versions the client saw', () => {
    expect(review()).toMatchObject({ status: 'pending', items: [{ id: 's', version: 3 }], requestedBy: 'client', decidedAt: null });
  });

  it('is approved once', () => {
    const r = review();
    r.approve('admin', at);
    expect(r).toMatchObject({ status: 'approved', decidedBy: 'admin' });
    expect(() => r.approve('admin', at)).toThrow(expect.objectContaining({ code: 'SITES.REVIEW_DECIDED' }));
    expect(() => r.sendBack('admin', 'Fix it', at)).toThrow(expect.objectContaining({ code: 'SITES.REVIEW_DECIDED' }));
  });

  it('is sent back only with a comment', () => {
    const r = review();
    expect(() => r.sendBack('admin', '   ', at)).toThrow(
      expect.objectContaining({ code: 'SITES.INVALID_FIELD', details: { fields: { comment: [expect.any(String)] } } }),
    );
    r.sendBack('admin', '  Please fix the phone number ', at);
    expect(r).toMatchObject({ status: 'sent_back', comment: 'Please fix the phone number' });
  });

  it('reviews one post at the version the client saw, with a schedule only ahead of now', () => {
    const post = (publishAt: Date | null) =>
      ContentReview.requestPost({ id: 'r', websiteId: 'w', requestedBy: 'client', post: { id: 'p', version: 4, publishAt }, now: at });
    expect(post(null)).toMatchObject({ items: [], post: { id: 'p', version: 4, publishAt: null }, status: 'pending' });
    expect(post(new Date('2026-12-01T09:00:00Z')).post?.publishAt).toEqual(new Date('2026-12-01T09:00:00Z'));
    expect(() => post(new Date('2026-11-01T09:00:00Z'))).toThrow(
      expect.objectContaining({ code: 'SITES.INVALID_FIELD', details: { fields: { publish_at: [expect.any(String)] } } }),
    );
  });

  it('keeps a post under review as it was sent, and frees it once decided', () => {
    const pending = ContentReview.requestPost({ id: 'r', websiteId: 'w', requestedBy: 'client', post: { id: 'p', version: 4, publishAt: null }, now: at });
    expect(() => checkPostEditable(pending)).toThrow(expect.objectContaining({ code: 'SITES.POST_IN_REVIEW', kind: 'conflict' }));
    pending.sendBack('admin', 'Shorter title', at);
    expect(() => checkPostEditable(pending)).not.toThrow();
    expect(() => checkPostEditable(null)).not.toThrow();
  });

  it('lists its steps per item: the request, then the decision with the comment of a send-back', () => {
    const later = new Date('2026-11-28T11:00:00Z');
    const sections = ContentReview.request({
      id: 'r',
      websiteId: 'w',
      requestedBy: 'client',
      items: [
        { id: 's1', version: 3 },
        { id: 's2', version: 7 },
      ],
      now: at,
    });
    expect(sections.steps().map((s) => [s.itemId, s.kind, s.by])).toEqual([
      ['s1', 'requested', 'client'],
      ['s2', 'requested', 'client'],
    ]);
    sections.sendBack('admin', 'Fix the phone', later);
    expect(sections.steps().filter((s) => s.itemId === 's2')).toEqual([
      { reviewId: 'r', websiteId: 'w', kind: 'requested', itemType: 'section', itemId: 's2', version: 7, at, by: 'client', comment: null },
      { reviewId: 'r', websiteId: 'w', kind: 'sent_back', itemType: 'section', itemId: 's2', version: 7, at: later, by: 'admin', comment: 'Fix the phone' },
    ]);

    const post = ContentReview.requestPost({ id: 'r2', websiteId: 'w', requestedBy: 'client', post: { id: 'p', version: 4, publishAt: null }, now: at });
    post.approve('admin', later);
    const [requested, approved] = post.steps();
    expect([requested.kind, approved.kind, approved.itemType, approved.itemId, approved.comment]).toEqual(['requested', 'approved', 'post', 'p', null]);
    expect([publishedVersion(requested), publishedVersion(approved)]).toEqual([null, 5]);
  });
});
