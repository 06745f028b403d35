import { useMemo, useState } from 'react';
import { useCreate, useDelete, useList, useUpdate, useWarnAboutChange, type HttpError } from '@refinedev/core';
import { Alert, Button, Card, Empty, Form, Input, Modal, Popconfirm, Skeleton, Space, Switch, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SITE_LIMITS } from '@fw/shared-field-limits';
import type { Post } from '../../interfaces';
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
import { newestFirst, postFormValues, postPayload, saveRefusal, searchPosts, type PostValues } from './post-editor';
import { PostHistory } from './post-history';
import { RecentlyDeleted } from './recently-deleted';

const success = (message: string) => ({ message, type: 'success' as const });
const failure = (description: string) => ({ message: 'Error', description, type: 'error' as const });

/** Published, scheduled ("Scheduled for Dec 1, 2026 at 9:00 AM", not public yet) or draft. */
function PostStatus({ post, zone }: { post: Post; zone: string }) {
  const scheduled = scheduleLabel(post, zone);
  if (scheduled) {
    return (
      <>
        <StatusTag tone="info">Scheduled</StatusTag>
        <Typography.Text data-testid="post-schedule">{scheduled}</Typography.Text>
      </>
    );
  }
  // A schedule that has passed made the post public, as the public site shows it.
  const isPublic = post.published || Boolean(post.publish_at);
  return <StatusTag tone={isPublic ? 'success' : 'neutral'}>{isPublic ? 'Published' : 'Draft'}</StatusTag>;
}

export default function BlogListPage() {
  const { date: formatDate } = useZonedDates();
  const { result, query } = useList<Post>({ resource: 'posts', dataProviderName: 'my', pagination: { mode: 'off' }, errorNotification: false });
  const { mutateAsync: createPost } = useCreate<Post>();
  const { mutateAsync: updatePost } = useUpdate<Post>();
  const { mutateAsync: deletePost } = useDelete<Post>();
  const [editing, setEditing] = useState<Post | null>(null);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The server's words when the post was saved elsewhere after this dialog opened it (409). */
  const [stale, setStale] = useState<string | null>(null);
  const [reloading, setReloading] = useState(false);
  /** The post this dialog edits was deleted elsewhere: nothing can be saved to it any more. */
  const [deleted, setDeleted] = useState(false);
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const [form] = Form.useForm<PostValues>();
  const toast = useToast();
  const zone = useBusinessTimeZone();

  const posts = useMemo(() => newestFirst(result.data), [result.data]);
  const [search, setSearch] = useState('');
  const shown = searchPosts(posts, search);

  const fill = (post: Post | null) => form.setFieldsValue(postFormValues(post, zone));

  const openDialog = (post: Post | null) => {
    setEditing(post);
    setStale(null);
    setDeleted(false);
    setWarnWhen(false);
    form.resetFields(); // no errors left from a dialog closed after a refused save
    fill(post);
    setOpen(true);
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
      setWarnWhen(false);
    } finally {
      setReloading(false);
    }
  };

  const submit = async (values: PostValues) => {
    const read = postPayload(values, zone);
    if ('scheduleError' in read) {
      form.setFields([{ name: 'schedule', errors: [read.scheduleError] }]);
      return;
    }
    const { payload } = read;
    setSaving(true);
    try {
      if (editing) {
        await updatePost({
          resource: 'posts',
          dataProviderName: 'my',
          id: editing.id,
          // The version this dialog opened: a post saved elsewhere since is refused, not overwritten.
          values: { ...payload, version: editing.version },
          successNotification: success('Post updated'),
          errorNotification: failure('Failed to update post'),
        });
      } else {
        await createPost({
          resource: 'posts',
          dataProviderName: 'my',
          values: payload,
          successNotification: success('Post created'),
          errorNotification: failure('Failed to create post'),
        });
      }
      setWarnWhen(false);
      setOpen(false);
      form.resetFields();
    } catch (error) {
      // The toast is already shown; the server's reasons go beside their fields too.
      const refusal = saveRefusal(error as HttpError | undefined);
      if (refusal.stale !== null) setStale(refusal.stale);
      if (refusal.deleted) setDeleted(true);
      form.setFields(refusal.fields);
    } finally {
      setSaving(false);
    }
  };

  /** Closing a dialog that holds unsaved text asks first; a deleted post's dialog closes as asked. */
  const close = (askFirst: boolean) => {
    if (askFirst && warnWhen && !window.confirm(UNSAVED_CHANGES_WARNING)) return;
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
  if (failed) return <Notice title="Your posts could not be loaded" onRetry={() => void query.refetch()}>{failed.message}</Notice>;

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
                    <PostStatus post={post} zone={zone} />
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
        onCancel={() => close(true)}
        afterOpenChange={(visible) => visible && focusFirstField('post')}
        okText={editing ? 'Update Post' : 'Create Post'}
        okButtonProps={{ htmlType: 'submit', loading: saving, disabled: deleted }}
        onOk={() => form.submit()}
        forceRender
        width={720}
      >
        <StaleNotice message={stale} onReload={reloadPost} reloading={reloading} />
        {deleted ? (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16 }}
            message="This post was deleted elsewhere, so it cannot be saved."
            description="Your text is still in the fields below: copy what you want to keep, then close this dialog."
            action={
              <Button size="small" onClick={() => close(false)}>
                Close
              </Button>
            }
          />
        ) : null}
        <Form form={form} name="post" layout="vertical" onFinish={submit} onValuesChange={() => setWarnWhen(true)}>
          <Form.Item
            label="Title"
            name="title"
            rules={[{ required: true, whitespace: true, message: 'Title is required' }]}
          >
            <Input maxLength={SITE_LIMITS.postTitle} />
          </Form.Item>
          <Form.Item label="Content" name="content">
            <Input.TextArea rows={10} maxLength={SITE_LIMITS.postContent} />
          </Form.Item>
          <Form.Item label="Publish" name="published" valuePropName="checked" extra="On: public now. Off: a draft, unless scheduled below.">
            <Switch />
          </Form.Item>
          <Form.Item
            label="Schedule"
            name="schedule"
            extra={`Date and time the draft goes public by itself, in ${zone.replace(/_/g, ' ')} time (${zoneAbbreviation(zone)}). Leave empty for no schedule.`}
          >
            <Input type="datetime-local" style={{ maxWidth: 260 }} />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
