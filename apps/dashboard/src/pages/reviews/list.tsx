import { useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Modal, Skeleton, Space, Typography } from 'antd';
import type { HttpError } from '@refinedev/core';
import type { ReviewDetailsDto } from '@fw/shared-api-types';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import { sectionLabel } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { Notice } from '../../components/notice';
import { DiffView } from '../../components/history/diff-view';
import { useZonedDates } from '../../lib/use-business-time-zone';
import { PostReview } from './post-review';

const COMMENT_MAX = 2000;

/** Changes clients sent for review, oldest first: each section's (or post's) published text against the draft; approve or send back. */
export default function ReviewListPage() {
  const reviews = useApiGet<ReviewDetailsDto[]>('/admin/reviews');
  const act = useApiMutation<unknown>();
  const toast = useToast();
  const [sendingBack, setSendingBack] = useState<ReviewDetailsDto | null>(null);
  const [form] = Form.useForm<{ comment: string }>();
  const { dateTime } = useZonedDates();

  const approve = async (review: ReviewDetailsDto) => {
    try {
      await act.send('post', `/admin/reviews/${review.id}/approve`);
      toast.success(
        'Approved',
        review.post?.publish_at ? `The post on ${review.website_name} is scheduled.` : `The changes to ${review.website_name} are live.`,
      );
    } catch (e) {
      toast.error((e as HttpError).message ?? 'The changes could not be approved.');
    }
    void reviews.refetch();
  };

  const sendBack = async ({ comment }: { comment: string }) => {
    if (!sendingBack) return;
    try {
      await act.send('post', `/admin/reviews/${sendingBack.id}/send-back`, { comment });
      toast.success('Sent back', `${sendingBack.website_name} will be e-mailed your comment.`);
      setSendingBack(null);
      form.resetFields();
    } catch (e) {
      const error = e as HttpError;
      const fields = (error.details as { fields?: Record<string, string[]> } | undefined)?.fields;
      if (fields?.comment) form.setFields([{ name: 'comment', errors: fields.comment }]);
      else toast.error(error.message ?? 'The changes could not be sent back.');
    }
    void reviews.refetch();
  };

  if (reviews.isLoading) return <Skeleton active />;
  if (reviews.error || !reviews.data) return <Notice title="The changes waiting for review could not be loaded" onRetry={() => void reviews.refetch()} />;
  return (
    <div>
      <PageHeader title="Changes to review" subtitle="What clients sent for review, oldest first. Approving publishes exactly what you see here." />
      {reviews.data.length === 0 ? (
        <Card>
          <Empty description="No changes are waiting for review." />
        </Card>
      ) : (
        <Space direction="vertical" size={16} style={{ width: '100%' }}>
          {reviews.data.map((review) => {
            const moved = review.sections.some((s) => !s.unchanged_since_request) || (review.post ? !review.post.unchanged_since_request : false);
            return (
              <Card key={review.id} data-testid="review-card" title={review.website_name}>
                {/* In the body, not beside the title: on a phone the two would cut the website's name short. */}
                <Typography.Paragraph type="secondary">Sent {dateTime(review.requested_at)}</Typography.Paragraph>
                {moved ? (
                  <Alert
                    type="warning"
                    showIcon
                    style={{ marginBottom: 12 }}
                    message="The client changed this draft after sending it. Send it back so they can send the latest version."
                  />
                ) : null}
                {review.post ? <PostReview review={review} post={review.post} /> : null}
                {review.sections.map((section) => (
                  <div key={section.id} style={{ marginBottom: 16 }}>
                    <Typography.Title level={5} style={{ marginBottom: 4 }}>
                      {sectionLabel(section.section_key, review.template)}
                    </Typography.Title>
                    <DiffView before={section.published} after={section.draft} beforeName="published text" afterName="the draft" />
                  </div>
                ))}
                <Space wrap>
                  <Button type="primary" disabled={act.isPending || moved} onClick={() => void approve(review)}>
                    Approve and publish
                  </Button>
                  <Button disabled={act.isPending} onClick={() => setSendingBack(review)}>
                    Send back…
                  </Button>
                </Space>
              </Card>
            );
          })}
        </Space>
      )}
      <Modal
        open={sendingBack !== null}
        title={`Send back the changes to ${sendingBack?.website_name ?? ''}`}
        okText="Send back"
        confirmLoading={act.isPending}
        onOk={() => form.submit()}
        onCancel={() => setSendingBack(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(values) => void sendBack(values)}>
          <Form.Item
            name="comment"
            label="What should the client change?"
            rules={[{ required: true, whitespace: true, message: 'Tell the client what to change' }]}
          >
            <Input.TextArea rows={4} maxLength={COMMENT_MAX} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </div>
  );
}
