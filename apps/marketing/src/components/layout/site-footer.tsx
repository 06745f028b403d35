import { Fragment } from 'react';
import { footerColumns } from '../../app/navigation';
import { fullAddress, site } from '../../config/site';
import { Icon } from '../icon';
import { BrandMark } from './brand-mark';

/** Lets a long address wrap after the @ or before a dot, never in the middle of a word. */
function emailWithBreaks(email: string) {
  return email.split(/(?<=@)|(?=\.)/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

export function SiteFooter({ year }: { year: number }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div className="site-footer__about">
          <BrandMark light />
          <p>{site.tagline}</p>
        </div>
        {footerColumns.map((column) => (
          <nav key={column.title} aria-label={column.title} className="site-footer__column">
            <h2>{column.title}</h2>
            <ul>
              {column.links.map((link) => (
                <li key={link.href + link.label}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="site-footer__column">
          <h2>Get In Touch</h2>
          <ul className="contact-list">
            <li>
              <Icon name="mail" size={18} />
              <a href={`mailto:${site.email}`} className="email-link">
                {emailWithBreaks(site.email)}
              </a>
            </li>
            <li>
              <Icon name="phone" size={18} />
              <a href={site.phoneHref}>{site.phone}</a>
            </li>
            <li>
              <Icon name="pin" size={18} />
              <address>{fullAddress}</address>
            </li>
          </ul>
        </div>
      </div>
      <div className="site-footer__bottom">
        <p className="container">
          © <span data-current-year="">{year}</span> {site.brandName}. Built for Florida small businesses.
        </p>
      </div>
    </footer>
  );
}
