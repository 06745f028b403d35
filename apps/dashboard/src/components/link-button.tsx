import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A link that looks like a button: antd renders a Button with `href` as one `<a>`, where a
 * `<Link>` around a `<Button>` nests a button in a link (axe: nested-interactive). A plain click
 * stays in the app; a modified one (new tab) is the browser's.
 */
export function LinkButton({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to);
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event as MouseEvent<HTMLAnchorElement>);
      }}
    />
  );
}
