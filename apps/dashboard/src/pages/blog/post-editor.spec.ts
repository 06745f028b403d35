import type { HttpError } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import type { Post } from '../../interfaces';
import {
  autosaveText,
  conflictingFields,
  draftDiffers,
  newestFirst,
  postConflict,
  postDraftItem,
  postDraftStatus,
  postFormValues,
  postDateShown,
  postPayload,
  publishesAtOnce,
  postReviewNotice,
  reviewedSavePayload,
  reviewRequest,
  saveRefusal,
  SCHEDULE_ERROR,
  searchPosts,
} from './post-editor';

const zone = 'America/New_York';
const post = (id: string, title: string, content: string, createdAt: string, extra: Partial<Post> = {}): Post => ({
  id,
  website_id: 'w',
  title,
  content,
  published: false,
  publish_at: null,
  cover_image: '',
  draft_title: null,
  draft_content: null,
  draft_cover_image: null,
  version: 1,
  created_at: createdAt,
  updated_at: createdAt,
  ...extra,
});

const older = post('1', 'Hurricane prep', 'Shutters and water', '2026-11-01T10:00:00Z');
const newer = post('2', 'Grand opening', 'Join us on Saturday', '2026-11-20T10:00:00Z');

describe('blog editor: the list', () => {
  it('shows the newest post first without reordering what it was given', () => {
    const given = [older, newer];
    expect(newestFirst(given).map((p) => p.id)).toEqual(['2', '1']);
    expect(given.map((p) => p.id)).toEqual(['1', '2']);
  });

  it('searches titles and texts, ignoring case and surrounding spaces; an empty search shows all', () => {
    expect(searchPosts([older, newer], '  SATURDAY ').map((p) => p.id)).toEqual(['2']);
    expect(searchPosts([older, newer], 'hurricane').map((p) => p.id)).toEqual(['1']);
    expect(searchPosts([older, newer], '   ')).toHaveLength(2);
    expect(searchPosts([older, newer], 'nothing like this')).toEqual([]);
  });
});

describe('blog editor: the dialog', () => {
  it('opens a post with its schedule as a wall-clock time in the business zone, and a new post empty', () => {
    const scheduled = { ...older, publish_at: '2026-12-01T14:00:00Z' };
    expect(postFormValues(scheduled, zone)).toEqual({
      title: 'Hurricane prep',
      content: 'Shutters and water',
      published: false,
      schedule: '2026-12-01T09:00',
      cover_image: '',
    });
    expect(postFormValues(null, zone)).toEqual({ title: '', content: '', published: false, schedule: '', cover_image: '' });
    const drafted = post('d', 'Live', 'Text', '2026-11-01T10:00:00Z', {
      published: true,
      cover_image: 'image:live',
      draft_title: 'Live',
      draft_content: 'Text',
      draft_cover_image: 'image:new',
    });
    expect(postFormValues(drafted, zone).cover_image).toBe('image:new');
  });

  it('sends the schedule as an instant with the zone offset, or null when Schedule is empty', () => {
    expect(postPayload({ title: 'T', content: 'C', published: false, schedule: '2026-12-01T09:00' }, zone)).toEqual({
      payload: { title: 'T', content: 'C', published: false, publish_at: '2026-12-01T09:00:00-05:00' },
    });
    expect(postPayload({ title: 'T', published: true, schedule: '  ' }, zone)).toEqual({
      payload: { title: 'T', content: '', published: true, publish_at: null },
    });
  });

  it('refuses a schedule that is not a real time instead of sending it', () => {
    expect(postPayload({ title: 'T', schedule: '2026-02-30T09:00' }, zone)).toEqual({ scheduleError: SCHEDULE_ERROR });
  });
});

describe('blog editor: a refused save', () => {
  it('keeps the server words of a post saved elsewhere (409) for the stale notice', () => {
    const error: HttpError = { message: 'This post was changed by someone else.', statusCode: 409, code: 'SITES.STALE_POST' };
    expect(saveRefusal(error)).toEqual({ stale: 'This post was changed by someone else.', deleted: false, fields: [] });
  });

  it('marks a post deleted elsewhere', () => {
    expect(saveRefusal({ message: 'Not found', statusCode: 404, code: 'SITES.POST_NOT_FOUND' })).toMatchObject({ stale: null, deleted: true });
  });

  it('puts field errors beside their fields (publish_at beside Schedule); unknown fields are left out', () => {
    const error: HttpError = {
      message: 'Invalid',
      statusCode: 400,
      errors: { title: ['`title` is required'], publish_at: 'not a date', other: ['x'] } as never,
    };
    expect(saveRefusal(error).fields).toEqual([
      { name: 'title', errors: ['`title` is required'] },
      { name: 'schedule', errors: ['not a date'] },
    ]);
  });

  it('means nothing for the dialog when the error is not the server answer (a network failure)', () => {
    expect(saveRefusal(undefined)).toEqual({ stale: null, deleted: false, fields: [] });
  });
});

describe('post editor: a conflict, a past schedule and kept typing', () => {
  const stale = {
    statusCode: 409,
    code: 'SITES.STALE_POST',
    message: 'changed',
    details: { version: 3, current: { title: 'Their title', content: 'Body', published: false, publish_at: '2026-12-01T14:00:00.000Z', version: 3 } },
  } as unknown as HttpError;

  it('reads what is saved now from the refusal, as dialog fields in the business zone', () => {
    expect(postConflict(stale, zone)).toEqual({
      version: 3,
      theirs: { title: 'Their title', content: 'Body', published: false, schedule: '2026-12-01T09:00' },
    });
    expect(postConflict({ ...stale, code: 'SITES.POST_NOT_FOUND' } as HttpError, zone)).toBeNull();
  });

  it('names only the fields that disagree', () => {
    const theirs = { title: 'Their title', content: 'Body', published: false, schedule: '' };
    expect(conflictingFields(theirs, { title: 'My title', content: 'Body', published: false, schedule: '' })).toEqual(['title']);
    expect(conflictingFields(theirs, { ...theirs, published: true })).toEqual(['published']);
    expect(conflictingFields(theirs, theirs)).toEqual([]);
  });

  it('asks before a newly set schedule in the past makes a draft public at once', () => {
    const now = new Date('2026-11-27T15:00:00Z');
    const base = { title: 'T', content: '', published: false };
    expect(publishesAtOnce({ ...base, publish_at: '2026-11-20T14:00:00.000Z' }, null, now)).toBe(true);
    expect(publishesAtOnce({ ...base, publish_at: '2026-12-20T14:00:00.000Z' }, null, now)).toBe(false);
    expect(publishesAtOnce({ ...base, published: true, publish_at: '2026-11-20T14:00:00.000Z' }, null, now)).toBe(false);
    const stored = { publish_at: '2026-11-20T14:00:00.000Z' } as Post;
    expect(publishesAtOnce({ ...base, publish_at: '2026-11-20T14:00:00.000Z' }, stored, now)).toBe(false);
  });

  it('offers kept typing back only when it differs from the post', () => {
    const shown = { title: 'Saved', content: 'Body', published: false, schedule: '' };
    expect(draftDiffers({ values: shown, version: 2 }, shown)).toBe(false);
    expect(draftDiffers({ values: { ...shown, content: 'Typed' }, version: 2 }, shown)).toBe(true);
    expect(draftDiffers(null, shown)).toBe(false);
    expect(postDraftItem(null)).toBe('post.new');
  });
});

describe('blog editor: drafts of a published post', () => {
  const live = post('3', 'Spring menu', 'Live tarts', '2026-11-01T10:00:00Z', { published: true });
  const drafted = { ...live, draft_title: 'Summer menu', draft_content: 'Draft berries' };
  const now = new Date('2026-11-28T12:00:00Z');

  it('opens a post with its draft text, the published text when it has none', () => {
    expect(postFormValues(drafted, zone)).toMatchObject({ title: 'Summer menu', content: 'Draft berries', published: true });
    expect(postFormValues(live, zone)).toMatchObject({ title: 'Spring menu', content: 'Live tarts' });
  });

  it('autosaves only text that differs from what the server holds, never an empty title', () => {
    expect(autosaveText(drafted, { title: 'Summer menu', content: 'Draft berries' })).toBeNull();
    expect(autosaveText(drafted, { title: 'Summer menu', content: 'More berries' })).toEqual({ title: 'Summer menu', content: 'More berries' });
    expect(autosaveText(live, { title: '  ', content: 'Live tarts!' })).toBeNull();
  });

  it('says Saving… while typing waits, Draft saved with unpublished changes or a post not public yet, else Published', () => {
    expect(postDraftStatus(true, live, now)).toBe('Saving…');
    expect(postDraftStatus(false, drafted, now)).toBe('Draft saved');
    expect(postDraftStatus(false, live, now)).toBe('Published');
    expect(postDraftStatus(false, older, now)).toBe('Draft saved');
    expect(postDraftStatus(false, { ...older, publish_at: '2026-11-27T00:00:00Z' }, now)).toBe('Published');
  });
});

describe('review before publishing in the post editor', () => {
  const review = (status: 'pending' | 'sent_back' | 'approved', comment: string | null = null) => ({
    id: 'r',
    website_id: 'w',
    status,
    requested_at: '2026-11-28T10:00:00Z',
    decided_at: null,
    comment,
  });

  it('says the post waits for review, or what the admin asked when it was sent back', () => {
    expect(postReviewNotice(review('pending'))).toEqual({ waiting: true, text: 'Waiting for review' });
    expect(postReviewNotice(review('sent_back', 'Say when spelt arrives'))).toEqual({ waiting: false, text: 'Sent back: Say when spelt arrives' });
    expect(postReviewNotice(review('approved'))).toBeNull();
    expect(postReviewNotice(null)).toBeNull();
  });

  it('keeps Publish and the schedule out of a save and sends the schedule with the review instead', () => {
    expect(reviewedSavePayload({ title: 'T', content: 'C', published: true, publish_at: '2030-01-01T15:00:00.000Z', cover_image: '' })).toEqual({
      title: 'T',
      content: 'C',
      cover_image: '',
    });
    const p = post('p', 'T', 'C', '2026-11-01T00:00:00Z', { version: 4 });
    expect(reviewRequest(p, { title: 'T', schedule: '2030-01-01T10:00' }, zone)).toEqual({ version: 4, publish_at: '2030-01-01T10:00:00-05:00' });
    expect(reviewRequest(p, { title: 'T', schedule: '' }, zone)).toEqual({ version: 4, publish_at: null });
    expect(reviewRequest(p, { title: 'T', schedule: 'not a time' }, zone)).toEqual({ scheduleError: SCHEDULE_ERROR });
  });
});

describe('the date in the post preview', () => {
  const now = '2026-11-28T15:00:00.000Z';
  const written = post('p', 'T', 'C', '2026-11-20T14:00:00.000Z');

  it('is the date the site will show: the schedule typed, else when the post was written, else today for a new post', () => {
    expect(postDateShown('2026-12-01T09:00', zone, written, now)).toBe('2026-12-01T09:00:00-05:00');
    expect(postDateShown('', zone, written, now)).toBe('2026-11-20T14:00:00.000Z');
    expect(postDateShown('not a time', zone, written, now)).toBe('2026-11-20T14:00:00.000Z');
    expect(postDateShown(undefined, zone, null, now)).toBe(now);
  });
});
