import { Fragment, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Skeleton } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useWarnAboutChange, type HttpError } from '@refinedev/core';
import { SITE_LIMITS } from '@fw/shared-field-limits';
import type { MyWebsite, Section } from '../../interfaces';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import { sectionLabel } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { Notice } from '../../components/notice';
import { StaleNotice } from '../../components/stale-notice';
import { SectionHistory, sectionLabelId } from './section-history';
import { bySectionKey, changedSections, failedSectionKey, merge, toValues, type Values } from './content-state';

export const LOCKED_NOTE = 'This section is locked by your administrator';

export default function ContentEditPage() {
  const site = useApiGet<MyWebsite>('/my/website');
  const save = useApiMutation<{ sections: Section[] }>();
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  const [stale, setStale] = useState<string | null>(null);
  /** A section the save named no longer exists (an administrator deleted it while this page was open). */
  const [removed, setRemoved] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  /**
   * The sections as this page last took them from the server: each text with the version it was
   * read at. What the user changed is what differs from these, and only that is sent.
   */
  const [held, setHeldState] = useState<Section[] | null>(null);
  // The same, for code that runs after an await (a save, a reload) and must see the newest.
  const heldRef = useRef<Section[] | null>(null);
  const setHeld = (sections: Section[]) => {
    heldRef.current = sections;
    setHeldState(sections);
  };
  /** A double-click on Save Changes must send one request (the disabled button only renders later). */
  const saving = useRef(false);
  /**
   * What was typed into a section an administrator locked while this page was open: kept on the
   * page beside the saved text, so it can be copied (it can no longer be saved).
   */
  const [unsaved, setUnsaved] = useState<Record<string, string>>({});
  const { setWarnWhen } = useWarnAboutChange();
  /** Whether a field holds text that differs from what this page last took from the server. */
  const isDirty = (): boolean => {
    return changedSections(heldRef.current ?? [], form.getFieldsValue(true) as Values).length > 0;
  };
  const flagUnsaved = () => setWarnWhen(isDirty());

  const adopt = (fresh: Section[], force: (section: Section) => boolean): Section[] => {
    if (heldRef.current === null) {
      setHeld(bySectionKey(fresh));
      return fresh;
    }
    const { next, taken } = merge(heldRef.current, form.getFieldsValue(true) as Values, fresh, force);
    form.setFieldsValue(toValues(taken));
    setHeld(next);
    flagUnsaved();
    return next;
  };

  // Every read of the website (first load, a background refetch, a reload) comes in through merge,
  // so a refetch never puts a newer version under text the user loaded earlier.
  const loaded = site.data?.sections;
  useEffect(() => {
    if (loaded) adopt(loaded, () => false);
    // adopt reads the held sections from a ref; only a new read should run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const sections = held ?? [];

  // A failed reload changes no field (the query would still hold the old text) and answers null.
  const reloadFromServer = async (force: (section: Section) => boolean): Promise<Section[] | null> => {
    setRefreshing(true);
    try {
      const result = await site.refetch();
      if (result.isError) {
        toast.error(result.error?.message ?? 'Your content could not be reloaded.');
        return null;
      }
      return adopt((result.data?.data as MyWebsite | undefined)?.sections ?? [], force);
    } finally {
      setRefreshing(false);
    }
  };

  /** A restored version (from History): its text and version come in, whatever was typed there. */
  const takeRestored = (restored: Section) => {
    adopt((heldRef.current ?? []).map((s) => (s.id === restored.id ? restored : s)), (s) => s.id === restored.id);
  };

  const reload = async () => {
    // The stale notice stays (with its Reload) until the newest text is actually on the page.
    if (await reloadFromServer(() => true)) setStale(null);
  };

  /**
   * Saves what changed. When the server refuses because a section was locked meanwhile, the page
   * takes the lock and the saved text, keeps what was typed there beside it, and (once) saves the
   * other changed sections, which the server then allows.
   */
  const persist = async (values: Values, retryOthers: boolean): Promise<void> => {
    if (saving.current) return;
    saving.current = true;
    let retry = false;
    // From the ref: a retry runs in this same closure, after the reload that brought in the lock.
    const changed = changedSections(heldRef.current ?? [], values);
    setStale(null);
    setRemoved(null);
    try {
      if (changed.length > 0) {
        const sent = new Set(changed.map((s) => s.id));
        const answer = await save.send('put', '/my/website/content', {
          sections: changed.map((s) => ({ id: s.id, content_value: values[s.id] ?? '', version: s.version })),
        });
        // The answer holds every section after the save: the texts and versions come in together.
        adopt(answer.sections, (s) => sent.has(s.id));
      }
      toast.success('Success!', 'Your changes have been saved.');
    } catch (e) {
      const error = e as HttpError;
      let key = failedSectionKey(error, changed);
      if (error.code === 'SITES.SECTION_NOT_FOUND') {
        // Deleted by an administrator while this page was open: drop it from the page (the reload
        // shows which one); what was typed in the other sections stays for the next save.
        const fresh = (await reloadFromServer(() => false)) ?? sections;
        const gone = changed.filter((s) => !fresh.some((f) => f.id === s.id)).map((s) => s.section_key);
        if (gone.length > 0) key = gone[0];
        setRemoved(gone.length > 0 ? gone.join(', ') : key);
      }
      // Spec §8: 'Failed to update {section key}'. Why is shown on the page: the stale banner with
      // the server's words, the locked section with the typed text beside it, or the removed-section notice.
      toast.error(`Failed to update ${key}`);
      if (error.code === 'SITES.STALE_SECTION') setStale(error.message);
      else if (error.code === 'SITES.SECTION_LOCKED') {
        const fresh = await reloadFromServer((s) => s.is_locked);
        if (fresh) {
          const lockedNow = changed.filter((s) => fresh.some((f) => f.id === s.id && f.is_locked));
          setUnsaved((kept) => ({ ...kept, ...Object.fromEntries(lockedNow.map((s) => [s.id, values[s.id] ?? ''])) }));
          retry = retryOthers && changed.some((s) => !lockedNow.includes(s));
        }
      }
    } finally {
      saving.current = false;
    }
    if (retry) await persist(form.getFieldsValue(true) as Values, false);
  };
  const submit = (values: Values) => persist(values, true);

  if (site.isLoading || (site.data && held === null)) return <Skeleton active />;
  // Only when nothing was ever loaded: a failed refetch must not unmount the form and what is typed in it.
  if (site.error && !site.data) return <Notice title="Your content could not be loaded" onRetry={() => void site.refetch()}>{site.error.message}</Notice>;
  if (!site.data?.website) {
    return <Notice title="No Website Found">Please contact your administrator to set up your website.</Notice>;
  }

  const busy = save.isPending || refreshing;
  return (
    <div>
      <PageHeader title="Edit Content" subtitle={`Update the text on ${site.data.website.name}`} />
      <StaleNotice message={stale} onReload={reload} reloading={refreshing} />
      {removed ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`Section ${removed} was removed by your administrator. Nothing was saved; your other changes are still here, so save again to keep them.`}
        />
      ) : null}
      {sections.length === 0 ? (
        <Card>
          <Empty description="No editable content sections available yet." />
        </Card>
      ) : (
        <Card>
          <Form form={form} name="content" layout="vertical" onFinish={submit} onValuesChange={flagUnsaved} initialValues={toValues(sections)}>
            {sections.map((section) => (
              <Fragment key={section.id}>
                <Form.Item
                  name={section.id}
                  label={
                    <span id={sectionLabelId(section.id)}>
                      {sectionLabel(section.section_key)}
                      {section.is_locked ? <LockOutlined aria-label="Locked" style={{ marginInlineStart: 8 }} /> : null}
                    </span>
                  }
                  extra={section.is_locked ? LOCKED_NOTE : undefined}
                >
                  {/* Locked: read-only rather than disabled, so the text can be focused, selected and scrolled. */}
                  {section.content_type === 'text' ? (
                    <Input
                      readOnly={section.is_locked}
                      variant={section.is_locked ? 'filled' : undefined}
                      disabled={!section.is_locked && busy}
                      maxLength={SITE_LIMITS.sectionContent}
                    />
                  ) : (
                    <Input.TextArea
                      rows={4}
                      readOnly={section.is_locked}
                      variant={section.is_locked ? 'filled' : undefined}
                      disabled={!section.is_locked && busy}
                      maxLength={SITE_LIMITS.sectionContent}
                    />
                  )}
                </Form.Item>
                <SectionHistory section={section} onRestored={takeRestored} onReload={async () => void (await reloadFromServer((s) => s.id === section.id))} />
                {unsaved[section.id] !== undefined ? (
                  <UnsavedText
                    label={sectionLabel(section.section_key)}
                    text={unsaved[section.id]}
                    onDismiss={() => setUnsaved((kept) => Object.fromEntries(Object.entries(kept).filter(([id]) => id !== section.id)))}
                  />
                ) : null}
              </Fragment>
            ))}
            <Button type="primary" htmlType="submit" disabled={busy}>
              {save.isPending ? 'Saving...' : 'Save Changes'}
            </Button>
          </Form>
        </Card>
      )}
    </div>
  );
}

/** Text that could not be saved (the section was locked meanwhile), shown read-only so it can be copied. */
function UnsavedText({ label, text, onDismiss }: { label: string; text: string; onDismiss: () => void }) {
  const id = `unsaved-${label.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: -8, marginBottom: 24 }}
      message={<span id={id}>{`${LOCKED_NOTE}. What you typed in ${label} was not saved; copy it from here:`}</span>}
      description={<Input.TextArea readOnly aria-labelledby={id} value={text} autoSize={{ minRows: 2, maxRows: 8 }} />}
      action={
        <Button size="small" onClick={onDismiss}>
          Dismiss
        </Button>
      }
    />
  );
}
