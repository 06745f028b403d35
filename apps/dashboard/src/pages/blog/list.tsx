import { useEffect, useMemo, useRef, useState } from 'react';
import { useCreate, useDelete, useList, useUpdate, useWarnAboutChange, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Empty, Form, Grid, Input, Modal, Popconfirm, Skeleton, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SITE_LIMITS } from '@fw/shared-field-limits';
import type { MyReviewResponseDto, PostReviewStateDto } from '@fw/shared-api-types';
import type { MyWebsite, Post } from '../../interfaces';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { PageHeader } from '../../components/page-header';
import { StatusTag } from '../../components/status-tag';
import { Notice } from '../../components/notice';
import { useToast } from '../../lib/toast';
import { StaleNotice } from '../../components/stale-notice';
import { UNSAVED_CHANGES_WARNING } from '../../components/unsaved-changes-guard';
import { focusFirstField } from '../../lib/dialog-focus';
import { scheduleLabel, zoneAbbreviation } from '../../lib/business-time';
import { useBusinessTimeZone } from '../../lib/use-business-time-zone';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import {
  autosaveText,
  draftDiffers,
  hasUnpublishedChanges,
  newestFirst,
  postConflict,
  postDraftItem,
  postFormValues,
  postDraftStatus,
  postPayload,
  postReviewNotice,
  publishesAtOnce,
  reviewedSavePayload,
  reviewRequest,
  saveRefusal,
  searchPosts,
  type PostConflict,
  type PostDraft,
  type PostValues,
} from './post-editor';
import { PostConflictChoice } from './post-conflict-choice';
import { currentUser } from '../../providers/session';
import { readDraft, writeDraft } from '../../lib/unsaved-drafts';
import { PostHistory } from './post-history';
import { RecentlyDeleted } from './recently-deleted';
import { PostPreview } from './post-preview';
import { EditorWithPreview } from '../../components/site-preview/editor-with-preview';
import { ImagePicker } from '../../components/image-picker/image-picker';
import { useMyImageLibrary } from '../../lib/use-image-library';

const success = (message: string) => ({ message, type: 'success' as const });
/** The pause in typing after which an open post's text is saved as its draft. */
const AUTOSAVE_DELAY_MS = 1500;
const failure = (description: string) => ({ message: 'Error', description, type: 'error' as const });

/** Published, scheduled ("Scheduled for Dec 1, 2026 at 9:00 AM", not public yet) or draft; and where its review stands. */
function PostStatus({ post, zone, review }: { post: Post; zone: string; review?: PostReviewStateDto['review'] }) {
  const notice = postReviewNotice(review);
  const reviewTag = notice ? <StatusTag tone={notice.waiting ? 'info' : 'warning'}>{notice.waiting ? 'Waiting for review' : 'Sent back'}</StatusTag> : null;
  const scheduled = scheduleLabel(post, zone);
  if (scheduled) {
    return (
      <>
        <StatusTag tone="info">Scheduled</StatusTag>
        <Typography.Text data-testid="post-schedule">{scheduled}</Typography.Text>
        {reviewTag}
      </>
    );
  }
  // A schedule that has passed made the post public, as the public site shows it.
  const isPublic = post.published || Boolean(post.publish_at);
  return (
    <>
      <StatusTag tone={isPublic ? 'success' : 'neutral'}>{isPublic ? 'Published' : 'Draft'}</StatusTag>
      {hasUnpublishedChanges(post) ? <StatusTag tone="warning">Unpublished changes</StatusTag> : null}
      {reviewTag}
    </>
  );
}

export default function BlogListPage() {
  const { date: formatDate } = useZonedDates();
  const { result, query } = useList<Post>({ resource: 'posts', dataProviderName: 'my', pagination: { mode: 'off' }, errorNotification: false });
  const { mutateAsync: createPost } = useCreate<Post>();
  const { mutateAsync: updatePost } = useUpdate<Post>();
  const { mutateAsync: deletePost } = useDelete<Post>();
  const [editing, setEditingState] = useState<Post | null>(null);
  // The same, for code that runs after a pause or an await (autosave) and must see the newest.
  const editingRef = useRef<Post | null>(null);
  const setEditing = (post: Post | null) => {
    editingRef.current = post;
    setEditingState(post);
  };
  const draftCall = useApiMutation<Post>();
  /** Typed text waiting for the pause that saves it as the post's draft. */
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [typingPending, setTypingPending] = useState(false);
  const [autosaving, setAutosaving] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The server's words when the post was saved elsewhere after this dialog opened it (409) without saying what is saved now. */
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  /** The post as saved elsewhere after this dialog opened it: shown beside the typed fields to choose from. */
  const [conflict, setConflict] = useState<(PostConflict & { yours: PostValues }) | null>(null);
  /** Typing for this post kept in the browser from an earlier visit, offered back. */
  const [offer, setOffer] = useState<PostDraft | null>(null);
  const [userId] = useState(() => currentUser()?.id ?? null);
  /** The post this dialog edits was deleted elsewhere: nothing can be saved to it any more. */
  const [deleted, setDeleted] = useState(false);
  // Read by the autosave, which runs after a pause: the newest values, not those of the render that scheduled it.
  const blocked = useRef({ conflict: false, deleted: false });
  blocked.current = { conflict: conflict !== null, deleted };
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const [form] = Form.useForm<PostValues>();
  const library = useMyImageLibrary();
  const toast = useToast();
  const zone = useBusinessTimeZone();
  // Wide screens show the post's preview beside the fields, so the dialog takes most of the width.
  const previewBeside = Grid.useBreakpoint().lg ?? true;
  // On a website that requires review, Publish becomes "Send for review" and an admin publishes.
  const site = useApiGet<MyWebsite>('/my/website', { silent: true });
  const reviewed = site.data?.website?.requires_review ?? false;
  const postReview = useApiGet<MyReviewResponseDto>(editing ? `/my/website/posts/${editing.id}/review` : '/my/website/review', {
    enabled: Boolean(open && editing && reviewed),
    silent: true,
  });
  const reviewNotice = reviewed && editing ? postReviewNotice(postReview.data?.review) : null;
  // Each post's newest review, for the list's "Waiting for review" and "Sent back".
  const postReviews = useApiGet<PostReviewStateDto[]>('/my/website/posts/reviews', { enabled: reviewed, silent: true });
  const reviewOf = useMemo(() => new Map((postReviews.data ?? []).map((r) => [r.post_id, r.review])), [postReviews.data]);
  // While it waits, the post stays as it was sent (the server refuses changes with 409).
  const waiting = reviewNotice?.waiting ?? false;
  const [sendingForReview, setSendingForReview] = useState(false);

  const posts = useMemo(() => newestFirst(result.data), [result.data]);
  const [search, setSearch] = useState('');
  const shown = searchPosts(posts, search);

  const fill = (post: Post | null) => form.setFieldsValue(postFormValues(post, zone));

  const cancelAutosave = () => {
    if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
    autosaveTimer.current = null;
    setTypingPending(false);
  };
  useEffect(() => () => void (autosaveTimer.current && clearTimeout(autosaveTimer.current)), []);

  const openDialog = (post: Post | null) => {
    cancelAutosave();
    setEditing(post);
    setStale(null);
    setConflict(null);
    setDeleted(false);
    setWarnWhen(false);
    form.resetFields(); // no errors left from a dialog closed after a refused save
    fill(post);
    const kept = userId ? readDraft<PostDraft>(userId, postDraftItem(post)) : null;
    setOffer(draftDiffers(kept, postFormValues(post, zone)) ? kept : null);
    setOpen(true);
  };

  /** Keeps the dialog's typing in this browser until it is saved or discarded. */
  const keepDraft = () => {
    if (userId) writeDraft<PostDraft>(userId, postDraftItem(editing), { values: form.getFieldsValue(true) as PostValues, version: editing?.version ?? null });
  };
  const dropDraft = () => {
    if (userId) writeDraft(userId, postDraftItem(editing), null);
  };
  const takeDraft = () => {
    if (!offer) return;
    form.setFieldsValue(offer.values);
    // Typed over an older version: saving it then shows what was saved since, instead of overwriting it.
    if (editing && offer.version !== null) setEditing({ ...editing, version: offer.version });
    setOffer(null);
    setWarnWhen(true);
  };

  /** Ends a field's conflict with the chosen text; once all are chosen, the next save goes against their version. */
  const chooseField = (field: keyof PostValues, value: PostValues[keyof PostValues]) => {
    form.setFieldValue(field, value);
    setWarnWhen(true);
    keepDraft();
  };

  /** After a stale save: the post as saved now, in the dialog (the text typed here is replaced). */
  const reloadPost = async () => {
    if (!editing) return;
    setReloading(true);
    try {
      const result = await query.refetch();
      // A failed reload keeps the dialog as it is (the query would still hold the old post).
      if (result.isError) {
        toast.error(result.error?.message ?? 'The post could not be reloaded.');
        return;
      }
      const fresh = result.data?.data.find((p) => p.id === editing.id);
      if (!fresh) {
        setStale(null);
        setDeleted(true);
        return;
      }
      setEditing(fresh);
      form.resetFields();
      fill(fresh);
      setStale(null);
      setConflict(null);
      dropDraft();
      setWarnWhen(false);
    } finally {
      setReloading(false);
    }
  };

  const submit = async (values: PostValues, options: { sendForReview?: boolean } = {}) => {
    const read = postPayload(values, zone);
    if ('scheduleError' in read) {
      form.setFields([{ name: 'schedule', errors: [read.scheduleError] }]);
      return;
    }
    const { payload } = read;
    if (!reviewed && publishesAtOnce(payload, editing, new Date())) {
      const go = window.confirm('The schedule is in the past, so saving makes this post public right away. Publish it now?');
      if (!go) {
        form.setFields([{ name: 'schedule', errors: ['This time has passed: choose a later one, or turn Publish on to publish now'] }]);
        return;
      }
    }
    cancelAutosave();
    setSaving(true);
    try {
      if (editing) {
        await updatePost({
          resource: 'posts',
          dataProviderName: 'my',
          id: editing.id,
          // The version this dialog holds: a post saved elsewhere since is refused, not overwritten.
          values: { ...(reviewed ? reviewedSavePayload(payload) : payload), version: editingRef.current?.version ?? editing.version },
          successNotification: success('Post updated'),
          errorNotification: failure('Failed to update post'),
        });
      } else {
        const created = await createPost({
          resource: 'posts',
          dataProviderName: 'my',
          values: reviewed ? reviewedSavePayload(payload) : payload,
          successNotification: options.sendForReview ? false : success(reviewed ? 'Draft saved: open it to send it for review' : 'Post created'),
          errorNotification: failure('Failed to create post'),
        });
        if (options.sendForReview) await sendNewPostForReview(created.data, values);
      }
      dropDraft();
      setWarnWhen(false);
      setOpen(false);
      setConflict(null);
      form.resetFields();
    } catch (error) {
      // The toast is already shown; the server's reasons go beside their fields too.
      showRefusal(error, values);
    } finally {
      setSaving(false);
    }
  };

  /** A refused save or autosave: the server's reasons beside the fields, a conflict to choose from, or the post gone. */
  const showRefusal = (error: unknown, values: PostValues) => {
    const refusal = saveRefusal(error as HttpError | undefined);
    const saved = postConflict(error as HttpError | undefined, zone);
    const current = editingRef.current;
    if (saved && current) {
      // What was typed stays in the fields; what is saved now shows beside them, and the next
      // save goes against that version: the person has seen it and chosen.
      setConflict({ ...saved, yours: values });
      setEditing({ ...current, version: saved.version });
      setWarnWhen(true);
    } else if (refusal.stale !== null) setStale(refusal.stale);
    if (refusal.deleted) setDeleted(true);
    form.setFields(refusal.fields);
  };

  /** After a pause in typing: an open post's title and content are saved as its draft (visitors keep the published text). */
  const scheduleAutosave = () => {
    if (!editingRef.current || waiting) return;
    setTypingPending(true);
    if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
    autosaveTimer.current = setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
  };

  /** Saves the typed text as the post's draft now; answers the post as saved (or null when nothing could be saved). */
  const autosave = async (): Promise<Post | null> => {
    if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
    autosaveTimer.current = null;
    setTypingPending(false);
    const post = editingRef.current;
    // A conflict waits for the person's choice; a deleted post has nowhere to go.
    if (!post || blocked.current.conflict || blocked.current.deleted) return post;
    const values = form.getFieldsValue(true) as PostValues;
    const text = autosaveText(post, values);
    if (!text) return post;
    setAutosaving(true);
    try {
      const saved = await draftCall.send('patch', `/my/website/posts/${post.id}`, { ...text, version: post.version });
      setEditing(saved);
      // Typing during the request stays unsaved (and is saved after the next pause).
      const now = form.getFieldsValue(true) as PostValues;
      if (!autosaveText(saved, now)) {
        dropDraft();
        setWarnWhen(now.published !== saved.published || postFormValues(saved, zone).schedule !== (now.schedule ?? ''));
      }
      return saved;
    } catch (error) {
      showRefusal(error, values);
      return null;
    } finally {
      setAutosaving(false);
    }
  };

  /** Makes the post's draft (what the fields hold, saved first) what visitors see. */
  const publishPost = async () => {
    setPublishing(true);
    try {
      const post = await autosave();
      if (!post || autosaveText(post, form.getFieldsValue(true) as PostValues)) return;
      await draftCall.send('post', `/my/website/posts/${post.id}/publish`, { version: post.version });
      toast.success('Post published', 'Visitors see it now.');
      dropDraft();
      setWarnWhen(false);
      setOpen(false);
      setConflict(null);
      form.resetFields();
      void query.refetch();
    } catch (error) {
      toast.error((error as HttpError | undefined)?.message ?? 'The post could not be published.');
      showRefusal(error, form.getFieldsValue(true) as PostValues);
    } finally {
      setPublishing(false);
    }
  };

  /** Saves what is typed as the draft, then asks for review of that version (with the schedule typed, if any). */
  /** Sends a saved post's draft for review, says so, and refreshes the list's review tags. */
  const requestReview = async (postId: string, request: { version: number; publish_at: string | null }) => {
    await draftCall.send('post', `/my/website/posts/${postId}/review`, request);
    toast.success('Sent for review', 'We will e-mail you when it is approved or sent back.');
    void postReviews.refetch();
  };

  const sendForReview = async () => {
    setSendingForReview(true);
    try {
      const post = await autosave();
      const values = form.getFieldsValue(true) as PostValues;
      if (!post || autosaveText(post, values)) return;
      const request = reviewRequest(post, values, zone);
      if ('scheduleError' in request) {
        form.setFields([{ name: 'schedule', errors: [request.scheduleError] }]);
        return;
      }
      await requestReview(post.id, request);
      dropDraft();
      setWarnWhen(false);
      void postReview.refetch();
    } catch (error) {
      toast.error((error as HttpError | undefined)?.message ?? 'The post could not be sent for review.');
      showRefusal(error, form.getFieldsValue(true) as PostValues);
    } finally {
      setSendingForReview(false);
    }
  };

  /**
   * A new post on a website that requires review, sent in the same step as it is saved. The post
   * is saved either way: a refused request leaves a draft to open and send again.
   */
  const sendNewPostForReview = async (post: Post, values: PostValues) => {
    const request = reviewRequest(post, values, zone);
    try {
      if ('scheduleError' in request) throw new Error(request.scheduleError);
      await requestReview(post.id, request);
    } catch (error) {
      toast.error(`Draft saved, but not sent for review: ${(error as Error | undefined)?.message ?? 'please try again'}. Open it to send it again.`);
    }
  };

  /** Back to the published text: the draft is dropped, and the fields show what visitors see. */
  const discardPostDraft = async () => {
    const post = editingRef.current;
    if (!post) return;
    cancelAutosave();
    try {
      const fresh = await draftCall.send('post', `/my/website/posts/${post.id}/discard-draft`, { version: post.version });
      setEditing(fresh);
      form.resetFields();
      fill(fresh);
      dropDraft();
      setWarnWhen(false);
      toast.success('Draft discarded', 'The post shows its published text again.');
    } catch (error) {
      toast.error((error as HttpError | undefined)?.message ?? 'The draft could not be discarded.');
      showRefusal(error, form.getFieldsValue(true) as PostValues);
    }
  };

  /** Closing a dialog that holds unsaved text asks first; a deleted post's dialog closes as asked. */
  const close = async (askFirst: boolean) => {
    // Typing waiting for its pause is saved as the draft first, so leaving loses nothing.
    const flushed = autosaveTimer.current ? await autosave() : editingRef.current;
    const unsaved = flushed ? autosaveText(flushed, form.getFieldsValue(true) as PostValues) !== null || warnWhen : warnWhen;
    if (askFirst && unsaved && !window.confirm(UNSAVED_CHANGES_WARNING)) return;
    if (editingRef.current) void query.refetch(); // the list shows the draft saved meanwhile
    // Closing after "leave anyway" (or with nothing typed) lets the typing go, here as in the browser.
    if (askFirst) dropDraft();
    setWarnWhen(false);
    setOpen(false);
    if (deleted) void query.refetch(); // the list still shows the post deleted elsewhere
  };

  const remove = async (post: Post) => {
    try {
      await deletePost({
        resource: 'posts',
        dataProviderName: 'my',
        id: post.id,
        successNotification: success('Post deleted'),
        errorNotification: failure('Failed to delete post'),
      });
    } catch {
      // the error toast is already shown
    }
  };

  if (query.isLoading) return <Skeleton active />;
  // Only when nothing was ever loaded: a failed refetch must not unmount the list and an open dialog.
  const failed = query.data ? null : query.error;
  if (failed?.statusCode === 404) {
    return <Notice title="No Website Found">Please contact your administrator to set up your website.</Notice>;
  }
  if (failed)
    return (
      <Notice title="Your posts could not be loaded" onRetry={() => void query.refetch()}>
        {failed.message}
      </Notice>
    );

  return (
    <div>
      <PageHeader
        title="Blog"
        subtitle="Write and manage your blog posts"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => openDialog(null)}>
            New Post
          </Button>
        }
      />
      {posts.length > 0 ? (
        <Input.Search
          allowClear
          aria-label="Search posts"
          placeholder="Search posts"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ maxWidth: 360, marginBottom: 16 }}
        />
      ) : null}
      {posts.length === 0 ? (
        <Card>
          <Empty description="No blog posts yet. Create your first post!" />
        </Card>
      ) : shown.length === 0 ? (
        <Card>
          <Empty
            description={
              <span role="status">
                No results for &apos;{search.trim()}&apos;.{' '}
                <Button type="link" onClick={() => setSearch('')} style={{ padding: 0, height: 'auto' }}>
                  Clear search
                </Button>
              </span>
            }
          />
        </Card>
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {shown.map((post) => (
            <Card key={post.id} data-testid="blog-post">
              <div style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
                <div style={{ minWidth: 0 }}>
                  <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
                    {post.title}
                  </Typography.Title>
                  <Space size={8} wrap style={{ margin: '6px 0' }}>
                    <PostStatus post={post} zone={zone} review={reviewed ? reviewOf.get(post.id) : undefined} />
                    <Typography.Text type="secondary">{formatDate(post.created_at)}</Typography.Text>
                  </Space>
                  <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }} ellipsis={{ rows: 2 }}>
                    {post.content}
                  </Typography.Paragraph>
                </div>
                <Space align="start">
                  <Button icon={<EditOutlined />} aria-label={`Edit ${post.title}`} onClick={() => openDialog(post)} />
                  <PostHistory post={post} zone={zone} onChanged={() => query.refetch()} />
                  <Popconfirm
                    title="Delete this post?"
                    description="You can restore it from Recently deleted for 30 days."
                    okText="Delete"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove(post)}
                  >
                    <Button danger icon={<DeleteOutlined />} aria-label={`Delete ${post.title}`} />
                  </Popconfirm>
                </Space>
              </div>
            </Card>
          ))}
        </Space>
      )}
      <RecentlyDeleted zone={zone} refreshKey={posts.map((p) => p.id).join()} onRestored={() => query.refetch()} />

      <Modal
        title={editing ? 'Edit Post' : 'Create New Post'}
        open={open}
        onCancel={() => void close(true)}
        afterOpenChange={(visible) => visible && focusFirstField('post')}
        okText={editing ? 'Update Post' : 'Create Post'}
        // With Publish beside it, saving an open post is the secondary step.
        okType={editing || reviewed ? 'default' : 'primary'}
        okButtonProps={{ htmlType: 'submit', loading: saving, disabled: deleted || waiting }}
        onOk={() => form.submit()}
        forceRender
        width={previewBeside ? 'min(1320px, 96vw)' : 720}
        // The body scrolls, so the buttons and the word beside them stay in view on a phone too.
        style={{ top: 24 }}
        styles={{ body: { maxHeight: 'calc(100dvh - 260px)', overflowY: 'auto' } }}
        footer={(buttons) => (
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'flex-end', gap: 8 }}>
            {conflict ? (
              <Typography.Text type="warning" role="status" style={{ flex: '1 1 220px', textAlign: 'start' }}>
                Saved elsewhere meanwhile: nothing was saved. Choose above, then Update Post.
              </Typography.Text>
            ) : null}
            {editing ? (
              <>
                <Typography.Text type="secondary" role="status" data-testid="post-draft-status">
                  {postDraftStatus(autosaving || typingPending, editing, new Date())}
                </Typography.Text>
                {hasUnpublishedChanges(editing) && !waiting ? (
                  <Popconfirm
                    title="Discard your draft?"
                    description="The fields go back to the published text."
                    okText="Discard draft"
                    cancelText="Keep editing"
                    onConfirm={() => void discardPostDraft()}
                  >
                    <Button disabled={deleted || publishing}>Discard draft</Button>
                  </Popconfirm>
                ) : null}
              </>
            ) : null}
            {buttons}
            {editing && reviewed ? (
              <Button
                type="primary"
                onClick={() => void sendForReview()}
                loading={sendingForReview}
                disabled={deleted || saving || waiting || Boolean(conflict) || postReview.isLoading}
              >
                Send for review
              </Button>
            ) : editing ? (
              <Button type="primary" onClick={() => void publishPost()} loading={publishing} disabled={deleted || saving || Boolean(conflict)}>
                Publish
              </Button>
            ) : reviewed ? (
              <Button
                type="primary"
                loading={saving}
                onClick={() =>
                  void form.validateFields().then(
                    (values: PostValues) => submit(values, { sendForReview: true }),
                    () => undefined,
                  )
                }
              >
                Send for review
              </Button>
            ) : null}
          </div>
        )}
      >
        <StaleNotice message={stale} onReload={reloadPost} reloading={reloading} />
        {reviewNotice ? (
          <Alert
            type={reviewNotice.waiting ? 'info' : 'warning'}
            showIcon
            role="status"
            data-testid="post-review-status"
            style={{ marginBottom: 16 }}
            message={reviewNotice.text}
            description={
              reviewNotice.waiting
                ? 'We will e-mail you when it is approved or sent back. Until then the post stays as you sent it.'
                : 'Change the post, then send it for review again.'
            }
          />
        ) : null}
        {offer ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            message="You have text for this post that was not saved."
            description="It was kept in this browser. Put it back into the fields to review and save it, or discard it."
            action={
              <Space direction="vertical">
                <Button size="small" type="primary" onClick={takeDraft}>
                  Restore my text
                </Button>
                <Button
                  size="small"
                  onClick={() => {
                    setOffer(null);
                    dropDraft();
                  }}
                >
                  Discard
                </Button>
              </Space>
            }
          />
        ) : null}
        {conflict ? <PostConflictChoice key={conflict.version} conflict={conflict} yours={conflict.yours} onChoose={chooseField} /> : null}
        {deleted ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message="This post was deleted elsewhere, so it cannot be saved."
            description="Your text is still in the fields below: copy what you want to keep, then close this dialog."
            action={
              <Button size="small" onClick={() => void close(false)}>
                Close
              </Button>
            }
          />
        ) : null}
        <EditorWithPreview
          inlineToggle
          stickyTop={0}
          height="calc(100dvh - 300px)"
          preview={(placement) => (open ? <PostPreview form={form} zone={zone} post={editing} compact={placement === 'drawer'} /> : null)}
        >
          <Form
            form={form}
            name="post"
            layout="vertical"
            disabled={waiting}
            onFinish={submit}
            onValuesChange={(changed: Partial<PostValues>) => {
              setWarnWhen(true);
              keepDraft();
              if ('title' in changed || 'content' in changed) scheduleAutosave();
            }}
          >
            <Form.Item label="Title" name="title" rules={[{ required: true, whitespace: true, message: 'Title is required' }]}>
              <Input maxLength={SITE_LIMITS.postTitle} />
            </Form.Item>
            <Form.Item label="Content" name="content">
              <Input.TextArea rows={10} maxLength={SITE_LIMITS.postContent} />
            </Form.Item>
            <Form.Item label="Cover image" name="cover_image" extra="Shown at the top of the post, in the blog's list and when the post is shared.">
              <ImagePicker label="Cover image" images={library.images} onOpen={library.refresh} />
            </Form.Item>
            <Form.Item label="Publish" name="published" valuePropName="checked" extra="On: public now. Off: a draft, unless scheduled below." hidden={reviewed}>
              <Switch />
            </Form.Item>
            <Form.Item
              label="Schedule"
              name="schedule"
              extra={
                reviewed
                  ? `When the post should go live once approved, in ${zone.replace(/_/g, ' ')} time (${zoneAbbreviation(zone)}); sent with "Send for review". Leave empty to go live on approval.`
                  : `Date and time the draft goes public by itself, in ${zone.replace(/_/g, ' ')} time (${zoneAbbreviation(zone)}). Leave empty for no schedule.`
              }
            >
              <Input type="datetime-local" style={{ maxWidth: 260 }} />
            </Form.Item>
          </Form>
        </EditorWithPreview>
      </Modal>
    </div>
  );
}
