import { useMemo, useState } from 'react';
import { Alert, Descriptions, Skeleton, Typography } from 'antd';
import type { ReviewDetailsDto, ReviewedPostDto } from '@fw/shared-api-types';
import type { Section } from '../../interfaces';
import { useApiGet } from '../../lib/use-api';
import { libraryPath, siteImagesOf, type ImageLibrary } from '../../lib/image-library-api';
import { DiffView } from '../../components/history/diff-view';
import { postPreviewHtml } from '../../components/site-preview/preview-document';
import { PreviewPane } from '../../components/site-preview/preview-pane';
import { useZonedDates } from '../../lib/use-business-time-zone';

/** How many sections the preview's site needs at most (every section of one website). */
const SECTIONS_PAGE = 500;

/** What the review changes besides the text: the address, the cover and when it goes live, in words. */
function changedFacts(post: ReviewedPostDto, dateTime: (iso: string) => string): Array<{ label: string; value: string }> {
  const live = post.live;
  const address =
    live && live.slug !== post.draft.slug ? `/blog/${live.slug} → /blog/${post.draft.slug} (the old address redirects)` : `/blog/${post.draft.slug}`;
  const cover = !post.draft.cover_image ? 'None' : live && live.cover_image === post.draft.cover_image ? 'Unchanged' : live ? 'Changed' : 'Chosen';
  const when = post.publish_at ? `Scheduled for ${dateTime(post.publish_at)}` : live ? 'Live on approval (the post is already public)' : 'Live on approval';
  return [
    { label: 'Address', value: address },
    { label: 'Cover image', value: cover },
    { label: 'Goes live', value: when },
  ];
}

/** A post sent for review: its title, text, address, cover and schedule against what visitors see, and its page as the template renders it. */
export function PostReview({ review, post }: { review: ReviewDetailsDto; post: ReviewedPostDto }) {
  const { dateTime } = useZonedDates();
  // Read once, as the pane keeps its first device: a phone starts on the phone width.
  const [wide] = useState(() => window.matchMedia('(min-width: 768px)').matches);
  const sections = useApiGet<Section[]>(`/admin/sections?website_id=${review.website_id}&_start=0&_end=${SECTIONS_PAGE}`, { silent: true });
  const library = useApiGet<ImageLibrary>(libraryPath(review.website_id), { silent: true });
  const images = useMemo(() => siteImagesOf(library.data?.images ?? []), [library.data]);
  const html = useMemo(() => {
    if (!sections.data) return null;
    const publishedAt = post.publish_at ?? review.requested_at;
    const website = { name: review.website_name, template: review.template };
    return postPreviewHtml(
      website,
      sections.data,
      { title: post.draft.title, content: post.draft.content, coverImage: post.draft.cover_image },
      publishedAt,
      images,
    );
  }, [sections.data, images, post, review]);

  return (
    <div data-testid="post-review">
      <Typography.Title level={5} style={{ marginBottom: 4 }}>
        Blog post: {post.draft.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {post.live ? 'Changes to a published post.' : 'A new post, not yet seen by visitors.'}
      </Typography.Paragraph>
      {post.live ? (
        <>
          <Typography.Text strong>Title</Typography.Text>
          <DiffView before={post.live.title} after={post.draft.title} beforeName="published title" afterName="the draft" />
          <Typography.Text strong style={{ display: 'block', marginTop: 12 }}>
            Text
          </Typography.Text>
          <DiffView before={post.live.content} after={post.draft.content} beforeName="published text" afterName="the draft" />
        </>
      ) : (
        <>
          <Typography.Text strong>Text</Typography.Text>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginTop: 4 }}>{post.draft.content || '(no text)'}</Typography.Paragraph>
        </>
      )}
      <Descriptions
        size="small"
        column={1}
        style={{ margin: '12px 0' }}
        items={changedFacts(post, dateTime).map((f) => ({ key: f.label, label: f.label, children: f.value }))}
      />
      {sections.error ? (
        <Alert type="warning" showIcon message="The preview could not be loaded." description={sections.error.message} />
      ) : html ? (
        <div style={{ height: 560, marginBottom: 16 }}>
          <PreviewPane html={html} title={`Preview of ${post.draft.title}`} initialDevice={wide ? 'desktop' : 'phone'} />
        </div>
      ) : (
        <Skeleton active />
      )}
    </div>
  );
}
