import { ReactNode } from 'react';

type Variant = 'primary' | 'accent' | 'outline' | 'light' | 'ghost';

export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size,
  className,
}: {
  href: string;
  children: ReactNode;
  variant?: Variant;
  size?: 'lg';
  className?: string;
}) {
  const classes = ['button', `button--${variant}`, size ? `button--${size}` : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <a className={classes} href={href}>
      {children}
    </a>
  );
}
