import type { HttpError } from '@refinedev/core';
import type { ContentReviewDto } from '@fw/shared-api-types';
import type { Post } from '../../interfaces';
import { isoToZonedInput, zonedInputToIso } from '../../lib/business-time';

// The blog editor's state rules, free of React and the network (unit-tested in post-editor.spec.ts).

export interface PostValues {
  title: string;
  content: string;
  published: boolean;
  /** datetime-local value, a wall-clock time in the business's zone; empty = not scheduled. */
  schedule: string;
  /** A library image (`image:<id>`), '' for none; absent where the dialog did not show it. */
  cover_image?: string;
}

export interface PostPayload {
  title: string;
  content: string;
  published: boolean;
  publish_at: string | null;
  cover_image?: string;
}

/** Newest first, as the list shows them. */
export const newestFirst = (posts: Post[]): Post[] => [...posts].sort((a, b) => b.created_at.localeCompare(a.created_at));

/** Search in titles and texts (docs/product.md §12.10); the posts are all loaded, so it filters here. */
export function searchPosts(posts: Post[], search: string): Post[] {
  const term = search.trim().toLowerCase();
  return term ? posts.filter((p) => p.title.toLowerCase().includes(term) || p.content.toLowerCase().includes(term)) : posts;
}

/** The text the editor works on: a public post's draft when it has one, else its text. */
export function editorText(post: Post): { title: string; content: string } {
  return { title: post.draft_title ?? post.title, content: post.draft_content ?? post.content };
}

/** The cover the editor shows: a public post's drafted cover when it has one, else its cover. */
export const editorCover = (post: Post): string => post.draft_cover_image ?? post.cover_image;

/** A public post with edits visitors do not see yet. */
export const hasUnpublishedChanges = (post: Post): boolean => post.draft_title !== null && post.draft_content !== null;

/** The dialog's fields for a post (its draft text, its schedule shown in the business's zone), or empty for a new one. */
export function postFormValues(post: Post | null, zone: string): PostValues {
  return post
    ? { ...editorText(post), published: post.published, schedule: isoToZonedInput(post.publish_at, zone), cover_image: editorCover(post) }
    : { title: '', content: '', published: false, schedule: '', cover_image: '' };
}

/**
 * The text typed into an open post worth saving as its draft: the title and content when they
 * differ from what the server holds and the title is not empty (the server would refuse it).
 */
export function autosaveText(post: Post, values: Partial<PostValues>): { title: string; content: string } | null {
  const text = { title: values.title ?? '', content: values.content ?? '' };
  const saved = editorText(post);
  if (!text.title.trim() || (text.title === saved.title && text.content === saved.content)) return null;
  return text;
}

/** What the word beside the post's buttons says. */
export function postDraftStatus(saving: boolean, post: Post, now: Date): 'Saving…' | 'Draft saved' | 'Published' {
  if (saving) return 'Saving…';
  const isPublic = post.published || Boolean(post.publish_at && new Date(post.publish_at).getTime() <= now.getTime());
  return isPublic && !hasUnpublishedChanges(post) ? 'Published' : 'Draft saved';
}

export const SCHEDULE_ERROR = 'Enter a date and time, or leave Schedule empty';

/** What the dialog sends, or the schedule's error when the typed time cannot be read in the zone. */
export function postPayload(values: Partial<PostValues>, zone: string): { payload: PostPayload } | { scheduleError: string } {
  const schedule = values.schedule?.trim() ?? '';
  const publishAt = schedule ? zonedInputToIso(schedule, zone) : null;
  if (schedule && !publishAt) return { scheduleError: SCHEDULE_ERROR };
  const cover = values.cover_image === undefined ? {} : { cover_image: values.cover_image };
  return { payload: { title: values.title ?? '', content: values.content ?? '', published: Boolean(values.published), publish_at: publishAt, ...cover } };
}

/**
 * What a refused save means for the dialog: the server's words when the post was saved elsewhere
 * (409), whether it was deleted elsewhere, and the server's field errors beside their fields.
 */
export function saveRefusal(error: HttpError | undefined): {
  stale: string | null;
  deleted: boolean;
  fields: Array<{ name: keyof PostValues; errors: string[] }>;
} {
  const fields = error?.errors as Record<string, string[] | string> | undefined;
  const known: Array<[keyof PostValues, string]> = [
    ['title', 'title'],
    ['content', 'content'],
    ['published', 'published'],
    ['schedule', 'publish_at'],
    ['cover_image', 'cover_image'],
  ];
  return {
    stale: error?.code === 'SITES.STALE_POST' ? error.message : null,
    deleted: error?.code === 'SITES.POST_NOT_FOUND',
    fields: known.filter(([, field]) => fields?.[field]).map(([name, field]) => ({ name, errors: ([] as string[]).concat(fields?.[field] ?? []) })),
  };
}

/** The post as saved elsewhere after this dialog opened it (from a 409's details), as dialog fields. */
export interface PostConflict {
  version: number;
  theirs: PostValues;
}

export function postConflict(error: HttpError | undefined, zone: string): PostConflict | null {
  if (error?.code !== 'SITES.STALE_POST') return null;
  const current = (
    error.details as { current?: { title: string; content: string; published: boolean; publish_at: string | null; version: number } } | undefined
  )?.current;
  if (!current) return null;
  return {
    version: current.version,
    theirs: { title: current.title, content: current.content, published: current.published, schedule: isoToZonedInput(current.publish_at, zone) },
  };
}

export const POST_FIELD_LABELS: Record<keyof PostValues, string> = {
  title: 'Title',
  content: 'Content',
  published: 'Publish',
  schedule: 'Schedule',
  cover_image: 'Cover image',
};

/** The fields where what is saved now and what was typed disagree, in the dialog's order. */
export function conflictingFields(theirs: PostValues, yours: Partial<PostValues>): Array<keyof PostValues> {
  const order: Array<keyof PostValues> = ['title', 'content', 'published', 'schedule'];
  return order.filter((field) =>
    field === 'published' ? Boolean(theirs.published) !== Boolean(yours.published) : (theirs[field] ?? '') !== (yours[field] ?? ''),
  );
}

/**
 * A schedule that is already past would make the post public the moment it is saved: worth asking
 * first. Only a schedule this save sets or changes counts (a post whose schedule passed earlier is
 * simply public), and not when the post is published anyway.
 */
export function publishesAtOnce(payload: PostPayload, stored: Post | null, now: Date): boolean {
  if (payload.published || !payload.publish_at) return false;
  if (stored?.publish_at && new Date(stored.publish_at).getTime() === new Date(payload.publish_at).getTime()) return false;
  return new Date(payload.publish_at).getTime() <= now.getTime();
}

/**
 * The date the post's page shows, as the site dates posts: the schedule typed, else when the post
 * was written (the site keeps a post's creation date when it is published later), else, for a
 * post not saved yet, `now`.
 */
export function postDateShown(schedule: string | undefined, zone: string, stored: Pick<Post, 'created_at'> | null, now: string): string {
  return (schedule && zonedInputToIso(schedule, zone)) || stored?.created_at || now;
}

/** A post's typing kept in the browser, with the version it was typed over. */
export interface PostDraft {
  values: PostValues;
  version: number | null;
}

export const postDraftItem = (post: Post | null): string => `post.${post?.id ?? 'new'}`;

/** Whether a kept draft is worth offering back: it differs from what the dialog would show. */
export function draftDiffers(draft: PostDraft | null, shown: PostValues): draft is PostDraft {
  return draft !== null && conflictingFields(shown, draft.values).length > 0;
}

/** A post's newest review as its editor shows it: waiting (the post cannot be changed meanwhile), or sent back with the comment. */
export function postReviewNotice(review: ContentReviewDto | null | undefined): { waiting: boolean; text: string } | null {
  if (review?.status === 'pending') return { waiting: true, text: 'Waiting for review' };
  if (review?.status === 'sent_back') return { waiting: false, text: `Sent back: ${review.comment ?? ''}` };
  return null;
}

/**
 * On a website that requires review a save keeps the post as visitors see it (a change they would
 * see is refused): the Publish switch and the schedule travel with "Send for review" instead.
 */
export function reviewedSavePayload(payload: PostPayload): Omit<PostPayload, 'published' | 'publish_at'> {
  const { published: _published, publish_at: _publishAt, ...rest } = payload;
  return rest;
}

/** What "Send for review" sends: the version the editor holds and the schedule typed (null: go live on approval). */
export function reviewRequest(
  post: Post,
  values: Partial<PostValues>,
  zone: string,
): { version: number; publish_at: string | null } | { scheduleError: string } {
  const read = postPayload(values, zone);
  if ('scheduleError' in read) return read;
  return { version: post.version, publish_at: read.payload.publish_at };
}
