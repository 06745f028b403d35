import type { VNode } from 'preact';
import type { Html } from './html';

/** A path on the site itself: one slash, not a protocol-relative `//host`. */
const SITE_PATH = /^\/(?!\/)/;

/**
 * Puts `base` before every link and form target that points at a page of the site (`/blog`,
 * `/contact`...), so a site shown under a prefix (a share-preview link) keeps its visitors inside
 * that prefix. Works on the freshly built page tree, so a link a template adds later is covered too;
 * anchors, e-mail, phone, other sites and assets (`<link>`, images) are left alone.
 */
export function rebaseLinks(node: Html, base: string): void {
  if (Array.isArray(node)) {
    for (const child of node) rebaseLinks(child as Html, base);
    return;
  }
  if (!node || typeof node !== 'object' || !('props' in node)) return;
  const vnode = node as VNode<Record<string, unknown>>;
  const props = vnode.props;
  const attribute = vnode.type === 'a' ? 'href' : vnode.type === 'form' ? 'action' : null;
  const target = attribute ? props[attribute] : undefined;
  if (attribute && typeof target === 'string' && SITE_PATH.test(target)) props[attribute] = target === '/' ? `${base}/` : base + target;
  rebaseLinks(props.children as Html, base);
}
