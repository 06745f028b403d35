import { useEffect, useMemo, useState } from 'react';
import { Form, Segmented, type FormInstance } from 'antd';
import type { SiteData } from '@fw/shared-site-render';
import type { Section, Website } from '../../interfaces';
import { contentPreviewHtml, type PreviewPage } from '../../components/site-preview/preview-document';
import { PreviewPane } from '../../components/site-preview/preview-pane';
import { useFocusAfterPreview } from '../../components/site-preview/editor-with-preview';
import { previewPageOf } from './section-groups';
import type { Values } from './content-state';

interface ContentPreviewProps {
  form: FormInstance<Values>;
  website: Pick<Website, 'name' | 'template'>;
  sections: Section[];
  /** The library images the page may show (ready, with alt text), by id. */
  images?: SiteData['images'];
  /** The key of the section whose field has the focus: the preview shows its page and outlines it. */
  current: string | null;
  compact?: boolean;
}

/** Edit Content's preview: the home or contact page with what is typed, following each keystroke. */
export function ContentPreview({ form, website, sections, images, current, compact }: ContentPreviewProps) {
  const typed = Form.useWatch((values: Values) => values, { form, preserve: true });
  // Rendered at once on each keystroke: the renderer takes well under a millisecond for a page.
  const [page, setPage] = useState<PreviewPage>(() => (current && previewPageOf(website.template, current)) || 'home');
  useEffect(() => {
    // Turns to the page that shows the section being edited; a section of every page leaves it as it is.
    const shownOn = current ? previewPageOf(website.template, current) : null;
    if (shownOn) setPage(shownOn);
  }, [current, website.template]);
  const html = useMemo(() => contentPreviewHtml(website, sections, typed, page, images), [website, sections, typed, page, images]);
  const afterPreview = useFocusAfterPreview();

  const focusSection = (key: string) => {
    const section = sections.find((s) => s.section_key === key);
    if (!section) return;
    afterPreview(() => {
      form.scrollToField(section.id, { block: 'center' });
      (form.getFieldInstance(section.id) as { focus?: () => void } | undefined)?.focus?.();
    });
  };

  return (
    <PreviewPane
      html={html}
      title={`Preview of your ${page === 'contact' ? 'contact' : 'home'} page`}
      onPick={focusSection}
      current={current}
      initialDevice={compact ? 'phone' : 'desktop'}
      extra={
        <Segmented<PreviewPage>
          aria-label="Page to preview"
          value={page}
          onChange={setPage}
          options={[
            { value: 'home', label: 'Home' },
            { value: 'contact', label: 'Contact' },
          ]}
        />
      }
    />
  );
}
