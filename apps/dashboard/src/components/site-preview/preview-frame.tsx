import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { previewScale } from './devices';

/** Where a click in the preview landed: the section key, or the post field, that the element shows. */
export type PreviewPick = string;

// Added to the preview only: shows what a click would take the person to.
const PICK_STYLE = `[data-section-key],[data-post-field]{cursor:pointer;outline-offset:4px}
[data-section-key]:hover,[data-post-field]:hover{outline:2px dashed #1677ff}
.preview-current{outline:2px solid #1677ff!important}`;

interface PreviewFrameProps {
  html: string;
  /** The page's layout width (a phone, a tablet, a desktop). */
  width: number;
  title: string;
  onPick?: (pick: PreviewPick) => void;
  /** The section (or post field) being edited: outlined and scrolled into view. */
  current?: string | null;
}

/**
 * The rendered page in a sandboxed frame: no script in it may run (no `allow-scripts`), forms and
 * links go nowhere. Same origin, so this page can reach into it: it swaps in new HTML in place (no
 * reload, so the scroll position stays while typing) and turns clicks into picks. Laid out at the
 * device's width and shrunk to fit the box.
 */
export function PreviewFrame({ html, width, title, onPick, current }: PreviewFrameProps) {
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  // The frame starts from the first HTML; later HTML is swapped in by `apply`.
  const [firstHtml] = useState(html);
  const latest = useRef({ html, current, onPick });
  latest.current = { html, current, onPick };
  const shown = useRef<string | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const apply = () => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body || shown.current === null) return;
    if (shown.current !== latest.current.html) {
      const next = new DOMParser().parseFromString(latest.current.html, 'text/html');
      doc.title = next.title;
      const style = doc.head.querySelector('style');
      const nextStyle = next.head.querySelector('style')?.textContent ?? '';
      if (style && style.textContent !== nextStyle) style.textContent = nextStyle;
      doc.body.innerHTML = next.body.innerHTML;
      shown.current = latest.current.html;
    }
    markCurrent(doc, latest.current.current ?? null);
  };

  const loaded = () => {
    const doc = frame.current?.contentDocument;
    if (!doc) return;
    const pickStyle = doc.createElement('style');
    pickStyle.textContent = PICK_STYLE;
    doc.head.append(pickStyle);
    doc.addEventListener('click', (event) => {
      // Nothing in the preview navigates: it is a picture of the page, each part a way to its field.
      event.preventDefault();
      const target = event.target as Element | null;
      const marked = target?.closest?.('[data-section-key],[data-post-field]');
      const pick = marked?.getAttribute('data-section-key') ?? marked?.getAttribute('data-post-field');
      if (pick) latest.current.onPick?.(pick);
    });
    shown.current = firstHtml;
    apply();
  };

  useEffect(apply, [html, current]);

  const scale = previewScale(size.width, width);
  return (
    <div ref={box} data-testid="site-preview" style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden' }}>
      <iframe
        ref={frame}
        title={title}
        srcDoc={firstHtml}
        sandbox="allow-same-origin"
        onLoad={loaded}
        style={{
          position: 'absolute',
          top: 0,
          left: Math.max(0, (size.width - width * scale) / 2),
          width,
          height: size.height / scale,
          border: 0,
          background: '#fff',
          transform: `scale(${scale})`,
          transformOrigin: 'top left',
          boxShadow: '0 1px 4px rgba(0,0,0,0.12)',
        }}
      />
    </div>
  );
}

/** Outlines the elements that show the field being edited and brings the first into view. */
function markCurrent(doc: Document, key: string | null) {
  doc.querySelectorAll('.preview-current').forEach((el) => el.classList.remove('preview-current'));
  if (!key) return;
  const marked = doc.querySelectorAll(`[data-section-key="${CSS.escape(key)}"],[data-post-field="${CSS.escape(key)}"]`);
  marked.forEach((el) => el.classList.add('preview-current'));
  const first = marked[0];
  if (!first) return;
  const view = doc.defaultView;
  const rect = first.getBoundingClientRect();
  // Scrolls the frame only (scrollIntoView would scroll the dashboard page around it too).
  if (view && (rect.top < 0 || rect.bottom > view.innerHeight)) view.scrollTo({ top: view.scrollY + rect.top - view.innerHeight / 3 });
}
