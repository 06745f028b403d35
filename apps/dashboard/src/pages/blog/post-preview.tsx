import { useEffect, useMemo, useState } from 'react';
import { Alert, Form, Skeleton, type FormInstance } from 'antd';
import type { MyWebsite } from '../../interfaces';
import { useApiGet } from '../../lib/use-api';
import { postPreviewHtml } from '../../components/site-preview/preview-document';
import { PreviewPane } from '../../components/site-preview/preview-pane';
import { useFocusAfterPreview } from '../../components/site-preview/editor-with-preview';
import { postDateShown, type PostValues } from './post-editor';
import type { Post } from '../../interfaces';
import { siteImagesOf } from '../../lib/image-library-api';
import { useMyImageLibrary } from '../../lib/use-image-library';

/** The post editor's preview: the post's page on the client's site, with what is typed (`post`: the one being edited, none for a new one). */
export function PostPreview({ form, zone, post, compact }: { form: FormInstance<PostValues>; zone: string; post: Post | null; compact?: boolean }) {
  const site = useApiGet<MyWebsite>('/my/website', { silent: true });
  const typed = Form.useWatch((values: PostValues) => values, { form, preserve: true });
  const { images: libraryImages } = useMyImageLibrary();
  const images = useMemo(() => siteImagesOf(libraryImages ?? []), [libraryImages]);
  // A new post is dated today: the preview's own moment.
  const [now] = useState(() => new Date().toISOString());
  const createdAt = post?.created_at;
  const website = site.data?.website;
  const sections = site.data?.sections;
  const html = useMemo(() => {
    if (!website || !sections) return null;
    const publishedAt = postDateShown(typed?.schedule, zone, createdAt ? { created_at: createdAt } : null, now);
    return postPreviewHtml(website, sections, { title: typed?.title, content: typed?.content, coverImage: typed?.cover_image }, publishedAt, images);
  }, [website, sections, typed, zone, createdAt, now, images]);
  const afterPreview = useFocusAfterPreview();
  const current = useFocusedPostField();

  if (site.error) return <Alert type="warning" showIcon message="The preview could not be loaded." description={site.error.message} />;
  if (!html) return <Skeleton active />;
  return (
    <PreviewPane
      html={html}
      title="Preview of the post's page"
      initialDevice={compact ? 'phone' : 'desktop'}
      current={current}
      onPick={(field) => {
        if (field !== 'title' && field !== 'content') return;
        afterPreview(() => (form.getFieldInstance(field) as { focus?: () => void } | undefined)?.focus?.());
      }}
    />
  );
}

/** The post field that has the focus ('title' or 'content'; the dialog's form is named "post", so its ids are post_title, post_content). */
function useFocusedPostField(): string | null {
  const [field, setField] = useState<string | null>(null);
  useEffect(() => {
    const follow = () => {
      const match = /^post_(title|content)$/.exec(document.activeElement?.id ?? '');
      setField(match ? match[1] : null);
    };
    document.addEventListener('focusin', follow);
    return () => document.removeEventListener('focusin', follow);
  }, []);
  return field;
}
