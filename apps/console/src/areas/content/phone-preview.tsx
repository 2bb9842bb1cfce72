import { useMemo, useState } from 'react';
import { formatDateTime } from '@meridian/contract';
import { useTranslate } from '@refinedev/core';

import { previewHtml } from './preview-html';

export type PreviewKind = 'notice' | 'popup' | 'banner' | 'faq' | 'page';

/**
 * A phone-sized (390 px) picture of how the H5 app shows the text: its dark look, its article
 * styles, and the HTML after the same sanitiser pass the app makes. A banner shows first as the
 * home page crops it (10:3, the image covering the frame, the title over its foot).
 */
export function PhonePreview({
  kind,
  title,
  summary,
  html,
  image,
  lang,
  time,
}: {
  kind: PreviewKind;
  title: string;
  summary?: string;
  html: string;
  image?: string;
  /** The `lang` attribute of the text. */
  lang: string;
  time?: number;
}) {
  const t = useTranslate();
  const clean = useMemo(() => previewHtml(html), [html]);
  // A new item is shown with the time it was opened, as if published now.
  const [now] = useState(() => Date.now());
  const heading = title.trim() || t('content.preview.untitled');
  return (
    <figure className="phone-preview" aria-label={t('content.preview.label')}>
      <div className="phone-preview__screen" lang={lang}>
        <div className="phone-preview__bar" aria-hidden="true">
          <span>‹</span>
          <span className="phone-preview__bar-title">{t(`content.preview.screen.${kind}`)}</span>
          <span />
        </div>
        <div className="phone-preview__body">
          {kind === 'banner' ? <BannerFrame title={heading} image={image} /> : null}
          {kind === 'popup' ? (
            <div className="phone-preview__welcome">
              <span aria-hidden="true">👋</span> {heading}
            </div>
          ) : null}
          {kind === 'faq' ? (
            <div className="phone-preview__faq">
              <div className="phone-preview__question">{heading}</div>
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />
            </div>
          ) : (
            <article className="phone-preview__article">
              <h1 className="phone-preview__title">{heading}</h1>
              {kind !== 'page' ? (
                <div className="phone-preview__time">{formatDateTime(time ?? now)}</div>
              ) : null}
              {summary?.trim() ? <p className="phone-preview__summary">{summary}</p> : null}
              {/* Sanitised just above with the app's own allow-list. */}
              <div className="rich-text" dangerouslySetInnerHTML={{ __html: clean }} />
            </article>
          )}
        </div>
      </div>
      <figcaption className="phone-preview__caption">{t('content.preview.caption')}</figcaption>
    </figure>
  );
}

/** The home banner as the H5 home shows it: 10:3, the image cropped to cover, the title over it. */
export function BannerFrame({ title, image }: { title: string; image?: string }) {
  return (
    <div className="phone-banner">
      {image ? <img className="phone-banner__image" src={image} alt="" /> : null}
      <span className="phone-banner__title">{title}</span>
    </div>
  );
}
