import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Empty, Form, Input, Popconfirm, Skeleton, Space, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useWarnAboutChange, type HttpError } from '@refinedev/core';
import type { MyReviewResponseDto } from '@fw/shared-api-types';
import type { MyWebsite, Section } from '../../interfaces';
import { useApiGet, useApiMutation } from '../../lib/use-api';
import { sectionLabel } from '../../lib/format';
import { useToast } from '../../lib/toast';
import { PageHeader } from '../../components/page-header';
import { Notice } from '../../components/notice';
import { currentUser } from '../../providers/session';
import { readDraft, writeDraft } from '../../lib/unsaved-drafts';
import { SectionHistory, sectionLabelId } from './section-history';
import { ConflictChoice } from './conflict-choice';
import { SharePreview } from './share-preview';
import { ManifestFields, SectionInput, sectionRules, type SlotLibrary } from './manifest-fields';
import { siteImagesOf } from '../../lib/image-library-api';
import { useMyImageLibrary } from '../../lib/use-image-library';
import { fieldHelp } from './section-groups';
import { ContentPreview } from './content-preview';
import { EditorWithPreview } from '../../components/site-preview/editor-with-preview';
import {
  applyDraft,
  bySectionKey,
  changedSections,
  contentDraft,
  draftedSections,
  draftOffer,
  draftStatus,
  editorView,
  failedSectionKey,
  holdTheirs,
  labelList,
  merge,
  openConflicts,
  saveOutcomeMessage,
  toValues,
  type Conflict,
  type ContentDraft,
  type Values,
} from './content-state';

export const LOCKED_NOTE = 'This section is locked by your administrator';
const DRAFT_ITEM = 'content';
/** Typing is saved as a draft once the person pauses this long. */
const AUTOSAVE_DELAY_MS = 1500;

interface SaveAnswer {
  sections: Section[];
  saved: string[];
  conflicts: Conflict[];
}

interface DraftActionAnswer {
  sections: Section[];
  keys: string[];
}

/** What the last save came to, shown beside Save Changes. */
interface Outcome {
  type: 'success' | 'info' | 'warning' | 'error';
  text: string;
}

/** How a warning about text that breaks the template's rules begins (it goes once the text is right). */
const NOT_SAVED_INVALID = 'Not saved:';

export default function ContentEditPage() {
  const site = useApiGet<MyWebsite>('/my/website');
  const review = useApiGet<MyReviewResponseDto>('/my/website/review', { silent: true });
  const save = useApiMutation<SaveAnswer>();
  const draftAction = useApiMutation<DraftActionAnswer>();
  /** Typed text waiting for the pause that saves it as a draft. */
  const autosaveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [typingPending, setTypingPending] = useState(false);
  const toast = useToast();
  const [form] = Form.useForm<Values>();
  /** Sections someone else saved while they were edited here: theirs beside what was typed, until the person chooses. */
  const [conflicts, setConflicts] = useState<Conflict[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The user whose typing is kept in this browser (read once: a page belongs to one signed-in user).
  const [userId] = useState(() => currentUser()?.id ?? null);
  /** Typing kept from an earlier visit (or a session that ended), offered back until taken or discarded. */
  const [offer, setOffer] = useState<{ draft: ContentDraft; ids: string[] } | null>(null);
  const offerRef = useRef(offer);
  offerRef.current = offer;
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
  /** The section whose field has the focus: the preview shows it. */
  const [focusedKey, setFocusedKey] = useState<string | null>(null);
  const templateId = site.data?.website?.template ?? null;
  const slotLibrary: SlotLibrary = useMyImageLibrary();
  const libraryImages = slotLibrary.images;
  const previewImages = useMemo(() => siteImagesOf(libraryImages ?? []), [libraryImages]);
  const { setWarnWhen } = useWarnAboutChange();
  /** Whether a field holds text that differs from what this page last took from the server. */
  const isDirty = (): boolean => {
    return changedSections(heldRef.current ?? [], form.getFieldsValue(true) as Values).length > 0;
  };
  /** Keeps what is typed and not saved in this browser (with a pending offer, what it holds too). */
  const keepDraft = () => {
    if (!userId || heldRef.current === null) return;
    const typed = contentDraft(heldRef.current, form.getFieldsValue(true) as Values);
    const pending = offerRef.current?.draft ?? null;
    writeDraft(userId, DRAFT_ITEM, pending || typed ? { ...pending, ...typed } : null);
  };
  const flagUnsaved = () => {
    setWarnWhen(isDirty());
    keepDraft();
  };
  /** Typing makes a "Saved" or "No changes" beside the button out of date; a warning stays until dealt with. It is saved as a draft after a pause. */
  const typed = () => {
    setOutcome((shown) => (shown?.type === 'success' || shown?.type === 'info' ? null : shown));
    flagUnsaved();
    setTypingPending(true);
    if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
    autosaveTimer.current = setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
  };
  useEffect(() => () => void (autosaveTimer.current && clearTimeout(autosaveTimer.current)), []);

  /** Sections as the server answers them: each comes in with its draft as the text to edit. */
  const adopt = (answered: Section[], force: (section: Section) => boolean): Section[] => adoptEdited(editorView(answered), force);
  const adoptEdited = (fresh: Section[], force: (section: Section) => boolean): Section[] => {
    if (heldRef.current === null) {
      setHeld(bySectionKey(fresh));
      const kept = userId ? readDraft<ContentDraft>(userId, DRAFT_ITEM) : null;
      const ids = draftOffer(kept, fresh);
      if (kept && ids.length) setOffer({ draft: kept, ids });
      else if (userId) writeDraft(userId, DRAFT_ITEM, null);
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

  const takeDraft = () => {
    if (!offer || heldRef.current === null) return;
    const { held: next, values } = applyDraft(heldRef.current, offer.draft, offer.ids);
    setHeld(next);
    form.setFieldsValue(values);
    setOffer(null);
    offerRef.current = null;
    flagUnsaved();
  };
  const discardDraft = () => {
    setOffer(null);
    offerRef.current = null;
    keepDraft();
  };

  /** Ends a conflict with the person's choice: theirs (the field takes the saved text) or mine (the field takes what was typed). */
  const choose = (conflict: Conflict, text: string) => {
    form.setFieldValue(conflict.theirs.id, text);
    const rest = conflicts.filter((c) => c !== conflict);
    setConflicts(rest);
    flagUnsaved();
    if (!rest.length) setOutcome(isDirty() ? { type: 'info', text: 'Save Changes to keep your choices.' } : null);
  };

  /** A restored version (from History) becomes the draft: its text and version come in (History asks first when text typed there is not saved). */
  const takeRestored = (restored: Section) => {
    const [edited] = editorView([restored]);
    adoptEdited(
      (heldRef.current ?? []).map((s) => (s.id === restored.id ? edited : s)),
      (s) => s.id === restored.id,
    );
  };

  /**
   * Saves what changed. Sections someone else saved meanwhile come back as conflicts: the others are
   * saved, and each conflicting field keeps what was typed, with theirs shown beside it to choose
   * from. When the server refuses because a section was locked meanwhile, the page takes the lock
   * and the saved text, keeps what was typed there beside it, and (once) saves the other changed
   * sections, which the server then allows.
   */
  const persist = async (values: Values, retryOthers: boolean, announce = false): Promise<void> => {
    if (saving.current) return;
    // From the ref: a retry runs in this same closure, after the reload that brought in the lock.
    const changed = changedSections(heldRef.current ?? [], values);
    setRemoved(null);
    if (changed.length === 0) {
      // Nothing was saved, so nothing says "Saved".
      setOutcome({ type: 'info', text: 'No changes to save.' });
      return;
    }
    saving.current = true;
    let retry = false;
    try {
      const sent = new Set(changed.map((s) => s.id));
      const answer = await save.send('put', '/my/website/content', {
        sections: changed.map((s) => ({ id: s.id, content_value: values[s.id] ?? '', version: s.version })),
      });
      const conflicts = answer.conflicts.map((c) => ({ ...c, theirs: editorView([c.theirs])[0] }));
      const conflicting = new Set(conflicts.map((c) => c.theirs.id));
      // What was typed while the save was on its way stays in the field (and is saved next).
      const typedSince = Object.fromEntries(
        [...sent].filter((id) => (form.getFieldValue(id) ?? '') !== (values[id] ?? '')).map((id) => [id, form.getFieldValue(id) as string]),
      );
      // The answer holds every section after the save: the saved texts and versions come in together;
      // a conflicting field keeps what was typed, held against theirs.
      adopt(answer.sections, (s) => sent.has(s.id) && !conflicting.has(s.id));
      form.setFieldsValue(typedSince);
      setHeld(holdTheirs(heldRef.current ?? [], conflicts));
      setConflicts((before) => openConflicts(before, sent, conflicts));
      flagUnsaved();
      // A conflict is told beside Publish (not in a toast that goes away), where the next step is.
      // A saved draft is told by the status beside it ("Draft saved").
      if (conflicts.length) setOutcome({ type: 'warning', text: saveOutcomeMessage(answer.saved, conflicts, templateId) });
      else if (announce && answer.saved.length) {
        setOutcome({ type: 'success', text: saveOutcomeMessage(answer.saved, conflicts, templateId) });
        toast.success('Draft saved', 'Your changes have been saved. They stay a draft until you publish them.');
      }
    } catch (e) {
      const error = e as HttpError;
      if (error.statusCode === 401) {
        // The session ended: the sign-in dialog opens over this page; the text stays here and in the browser.
        setOutcome({ type: 'error', text: 'Your session has ended, so nothing was saved. Sign in again; your text is kept here. Then save again.' });
        return;
      }
      let key = failedSectionKey(error, changed);
      if (error.code === 'SITES.SECTION_NOT_FOUND') {
        // Deleted by an administrator while this page was open: drop it from the page (the reload
        // shows which one); what was typed in the other sections stays for the next save.
        const fresh = (await reloadFromServer(() => false)) ?? sections;
        const gone = changed.filter((s) => !fresh.some((f) => f.id === s.id)).map((s) => s.section_key);
        if (gone.length > 0) key = gone[0];
        setRemoved(labelList(gone.length > 0 ? gone : [key], templateId));
      }
      // 'Failed to update {section}', with the label the editor shows. Why is shown on the page:
      // the locked section with the typed text beside it, or the removed-section notice.
      toast.error(`Failed to update ${labelList([key], templateId)}`);
      setOutcome({ type: 'error', text: `Nothing was saved: ${error.message ?? 'the save failed'}. Your text is kept here.` });
      if (error.code === 'SITES.SECTION_LOCKED') {
        setOutcome({
          type: 'error',
          text: `${labelList([key], templateId)} was locked by your administrator, so nothing was saved. Your text is kept on the page.`,
        });
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
    if (retry) await persist(form.getFieldsValue(true) as Values, false, announce);
  };
  /** "Save draft" (or Enter in a field): saves now, without waiting for the pause. */
  const submit = async (values: Values) => {
    if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
    autosaveTimer.current = null;
    await persist(values, true, true);
    setTypingPending(isDirty());
  };

  /** Saves what was typed as a draft now (after a pause in typing, or before a publish). */
  const autosave = async (): Promise<void> => {
    if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
    autosaveTimer.current = null;
    // A save on its way: the pause after it brings the rest.
    if (saving.current) {
      autosaveTimer.current = setTimeout(() => void autosave(), AUTOSAVE_DELAY_MS);
      return;
    }
    if (!isDirty()) {
      setTypingPending(false);
      return;
    }
    // A field whose text breaks the template's rule says so beside it and is not sent (as "Save
    // draft" would not send it); what was typed elsewhere is saved as usual.
    const invalid = await invalidFieldIds();
    const values = form.getFieldsValue(true) as Values;
    const held = heldRef.current ?? [];
    for (const id of invalid) values[id] = held.find((s) => s.id === id)?.content_value ?? '';
    // A warning about a field that is now right goes.
    if (invalid.length === 0) setOutcome((shown) => (shown?.text.startsWith(NOT_SAVED_INVALID) ? null : shown));
    if (changedSections(held, values).length > 0) await persist(values, true);
    else if (invalid.length > 0)
      setOutcome({ type: 'warning', text: `${NOT_SAVED_INVALID} ${invalidLabels(invalid)}. Correct the text shown beside the field.` });
    setTypingPending(changedSections(heldRef.current ?? [], form.getFieldsValue(true) as Values).some((s) => !invalid.includes(s.id)));
  };

  /** The fields (ids) whose text breaks the template's rules; each shows why beside it. */
  const invalidFieldIds = async (): Promise<string[]> => {
    try {
      await form.validateFields();
      return [];
    } catch (e) {
      return ((e as { errorFields?: Array<{ name: Array<string | number> }> }).errorFields ?? []).map((f) => String(f.name[0]));
    }
  };
  const invalidLabels = (ids: string[]): string =>
    labelList(
      (heldRef.current ?? []).filter((s) => ids.includes(s.id)).map((s) => s.section_key),
      templateId,
    );

  /** Publish (or, with review on, send for review) every draft, at the versions this page holds. */
  const publish = async (): Promise<void> => {
    await autosave();
    // The save was refused (its outcome says why), or a field breaks the template's rule (told beside it).
    if (isDirty()) {
      const invalid = await invalidFieldIds();
      if (invalid.length > 0)
        setOutcome({
          type: 'warning',
          text: `${NOT_SAVED_INVALID} ${invalidLabels(invalid)}, so nothing was published. Correct the text shown beside the field.`,
        });
      return;
    }
    const items = draftedSections(heldRef.current ?? []);
    if (!items.length) {
      setOutcome({ type: 'info', text: 'There are no draft changes to publish.' });
      return;
    }
    const reviewed = site.data?.website?.requires_review ?? false;
    try {
      if (reviewed) {
        await draftAction.send('post', '/my/website/review', { sections: items });
        setOutcome({ type: 'success', text: 'Sent for review. You will get an e-mail when your changes are approved or sent back.' });
        toast.success('Sent for review', 'Your administrator will check your changes.');
        void review.refetch();
        return;
      }
      const answer = await draftAction.send('post', '/my/website/publish', { sections: items });
      const published = new Set(items.map((i) => i.id));
      adopt(answer.sections, (s) => published.has(s.id));
      setOutcome({ type: 'success', text: `Published ${labelList(answer.keys, templateId)}. Visitors see it now.` });
      toast.success('Published', 'Your changes are live.');
    } catch (e) {
      const error = e as HttpError;
      setOutcome({ type: 'error', text: `Nothing was published: ${error.message ?? 'the request failed'}` });
      // A version or lock that moved: the page takes the server's state (typing is kept).
      if (error.statusCode === 409) await reloadFromServer(() => false);
    }
  };

  /** Drops every draft: the fields show the published text again. */
  const discard = async (): Promise<void> => {
    if (autosaveTimer.current) clearTimeout(autosaveTimer.current);
    autosaveTimer.current = null;
    const items = draftedSections(heldRef.current ?? []);
    try {
      const answer = items.length ? await draftAction.send('post', '/my/website/discard', { sections: items }) : null;
      const fresh = answer?.sections ?? heldRef.current ?? [];
      adopt(fresh, () => true);
      form.setFieldsValue(toValues(editorView(fresh)));
      setConflicts([]);
      flagUnsaved();
      setTypingPending(false);
      setOutcome({ type: 'info', text: 'Draft discarded: the fields show the published text again.' });
    } catch (e) {
      setOutcome({ type: 'error', text: `The draft was not discarded: ${(e as HttpError).message ?? 'the request failed'}` });
    }
  };

  if (site.isLoading || (site.data && held === null)) return <Skeleton active />;
  // Only when nothing was ever loaded: a failed refetch must not unmount the form and what is typed in it.
  if (site.error && !site.data)
    return (
      <Notice title="Your content could not be loaded" onRetry={() => void site.refetch()}>
        {site.error.message}
      </Notice>
    );
  if (!site.data?.website) {
    return <Notice title="No Website Found">Please contact your administrator to set up your website.</Notice>;
  }

  const busy = refreshing || draftAction.isPending;
  const reviewed = site.data.website.requires_review;
  const drafts = draftedSections(sections).length;
  const status = draftStatus(save.isPending || typingPending, drafts);
  const latestReview = review.data?.review ?? null;
  const waitingForReview = reviewed && latestReview?.status === 'pending';
  const website = site.data.website;
  const conflictOf = (id: string) => conflicts.find((c) => c.theirs.id === id);
  return (
    <div>
      <PageHeader
        title="Edit Content"
        subtitle={
          reviewed
            ? `Update the text on ${site.data.website.name}. Your changes are saved as a draft as you type; send them for review when ready.`
            : `Update the text on ${site.data.website.name}. Your changes are saved as a draft as you type; publish when ready.`
        }
      />
      {latestReview?.status === 'sent_back' ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message="Your changes were sent back"
          description={
            <>
              <Typography.Paragraph style={{ marginBottom: 4 }}>Your administrator asks:</Typography.Paragraph>
              <Typography.Paragraph strong style={{ whiteSpace: 'pre-line', marginBottom: 0 }} data-testid="review-comment">
                {latestReview.comment}
              </Typography.Paragraph>
            </>
          }
        />
      ) : null}
      {waitingForReview ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message="Your changes are waiting for review. You will get an e-mail when they are approved or sent back."
        />
      ) : null}
      {offer ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          message={`You have text that was not saved in ${labelList(
            sections.filter((s) => offer.ids.includes(s.id)).map((s) => s.section_key),
            templateId,
          )}.`}
          description="It was kept in this browser. Put it back into the fields to review and save it, or discard it."
          action={
            <Space direction="vertical">
              <Button size="small" type="primary" onClick={takeDraft}>
                Restore my text
              </Button>
              <Button size="small" onClick={discardDraft}>
                Discard
              </Button>
            </Space>
          }
        />
      ) : null}
      {removed ? (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={`${removed} was removed by your administrator. Nothing was saved; your other changes are still here, so save again to keep them.`}
        />
      ) : null}
      {sections.length === 0 ? (
        <Card>
          <Empty description="No editable content sections available yet." />
        </Card>
      ) : (
        <EditorWithPreview
          // Above the save bar, whose buttons (Publish, Save draft, Discard draft, Share preview and the
          // status) take three rows on a phone.
          toggleBottom={168}
          preview={(placement) => (
            <ContentPreview form={form} website={website} sections={sections} images={previewImages} current={focusedKey} compact={placement === 'drawer'} />
          )}
        >
          <Card>
            <Form form={form} name="content" layout="vertical" onFinish={submit} onValuesChange={typed} initialValues={toValues(sections)}>
              <ManifestFields templateId={templateId} sections={sections} onFocusSection={setFocusedKey}>
                {({ section, spec }) => (
                  <>
                    <Form.Item
                      name={section.id}
                      label={
                        <span id={sectionLabelId(section.id)}>
                          {sectionLabel(section.section_key, templateId)}
                          {section.is_locked ? <LockOutlined aria-label="Locked" style={{ marginInlineStart: 8 }} /> : null}
                        </span>
                      }
                      extra={section.is_locked ? LOCKED_NOTE : fieldHelp(spec)}
                      rules={sectionRules(templateId, { section, spec })}
                    >
                      {/* Locked: read-only rather than disabled, so the text can be focused, selected and scrolled. */}
                      <SectionInput field={{ section, spec }} readOnly={section.is_locked} disabled={!section.is_locked && busy} library={slotLibrary} />
                    </Form.Item>
                    {conflictOf(section.id) ? (
                      <ConflictChoice label={sectionLabel(section.section_key, templateId)} conflict={conflictOf(section.id)!} onChoose={choose} />
                    ) : null}
                    <SectionHistory
                      section={section}
                      label={sectionLabel(section.section_key, templateId)}
                      onRestored={takeRestored}
                      onReload={async () => void (await reloadFromServer((s) => s.id === section.id))}
                      hasUnsavedTyping={() => changedSections([section], form.getFieldsValue(true) as Values).length > 0}
                    />
                    {unsaved[section.id] !== undefined ? (
                      <UnsavedText
                        label={sectionLabel(section.section_key, templateId)}
                        text={unsaved[section.id]}
                        onDismiss={() => setUnsaved((kept) => Object.fromEntries(Object.entries(kept).filter(([id]) => id !== section.id)))}
                      />
                    ) : null}
                  </>
                )}
              </ManifestFields>
              {/* Stays in view at the bottom of the screen, so what the last save came to is read beside the button. */}
              <div
                data-testid="save-bar"
                style={{
                  position: 'sticky',
                  bottom: 0,
                  zIndex: 2,
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  gap: 12,
                  margin: '0 -24px -24px',
                  padding: '12px 24px',
                  background: '#fff',
                  borderTop: '1px solid #f0f0f0',
                  borderRadius: '0 0 8px 8px',
                }}
              >
                <Button
                  type="primary"
                  onClick={() => void publish()}
                  disabled={busy || waitingForReview || (!drafts && !typingPending)}
                  loading={draftAction.isPending}
                >
                  {reviewed ? 'Send for review' : 'Publish'}
                </Button>
                <Button htmlType="submit" disabled={busy}>
                  Save draft
                </Button>
                <Popconfirm
                  title="Discard your draft?"
                  description="The fields go back to the published text."
                  okText="Discard draft"
                  cancelText="Keep editing"
                  onConfirm={() => void discard()}
                >
                  <Button disabled={busy || (!drafts && !typingPending)}>Discard draft</Button>
                </Popconfirm>
                <SharePreview beforeSharing={autosave} />
                <Typography.Text type="secondary" role="status" data-testid="draft-status">
                  {status}
                </Typography.Text>
                {outcome ? (
                  <Alert
                    style={{ flex: '1 1 260px', padding: '6px 12px' }}
                    type={outcome.type}
                    showIcon
                    message={outcome.text}
                    role={outcome.type === 'success' || outcome.type === 'info' ? 'status' : 'alert'}
                  />
                ) : null}
              </div>
            </Form>
          </Card>
        </EditorWithPreview>
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
