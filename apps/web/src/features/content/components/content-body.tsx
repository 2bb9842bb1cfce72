import type { ReactNode } from 'react';
import Skeleton from 'antd-mobile/es/components/skeleton';

import { SafeHtml } from '../../../components/ui/safe-html';

interface ContentBodyProps {
  title: string;
  /** A line under the title, e.g. when it was published. */
  meta?: ReactNode;
  image?: string;
  html: string;
}

/** A published text: its title, an optional picture and its (sanitised) HTML. */
export function ContentBody({ title, meta, image, html }: ContentBodyProps) {
  return (
    <article className="content card">
      {/* h2: the page's nav bar title is its h1 (one per screen). */}
      <h2 className="content__title content__title--lead">{title}</h2>
      {meta ? <p className="content__meta">{meta}</p> : null}
      {image ? <img className="content__image" src={image} alt="" /> : null}
      <SafeHtml className="content__body" html={html} />
    </article>
  );
}

export function ContentSkeleton() {
  return (
    <div className="content card" aria-busy="true">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={6} animated />
    </div>
  );
}
