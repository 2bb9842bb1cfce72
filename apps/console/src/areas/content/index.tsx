import {
  AppstoreOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';
import { Route } from 'react-router';

import type { ConsoleArea } from '../area';
import { CompanyLocationPage } from './company-location-page';
import './content.css';
import { FaqEditorPage, FaqListPage } from './faq-pages';
import { PageEditorPage, PagesListPage } from './fixed-pages';
import { NewsEditorPage } from './news-editor-page';
import { NewsListPage } from './news-list-page';
import { TilesPage } from './tiles-page';

/**
 * Content (issue #15 item 7): the home tiles, notices, pop-ups, banners, the FAQ and the fixed
 * pages and the company's address (#20 item 8), each text in the eight languages with what is missing flagged, written in a rich-text
 * editor whose HTML stays within the server's sanitiser, previewed at phone size, saved as a
 * draft or published.
 */
const child = (name: string, path: string, icon: ReactNode, editable = true) => ({
  name,
  list: path,
  ...(editable ? { create: `${path}/new`, edit: `${path}/:id` } : {}),
  meta: { parent: 'content', icon },
});

export const contentArea: ConsoleArea = {
  resources: [
    { name: 'content', meta: { icon: <FileTextOutlined /> } },
    child('content-tiles', '/content/tiles', <AppstoreOutlined />, false),
    child('content-notices', '/content/notices', <NotificationOutlined />),
    child('content-popups', '/content/popups', <ReadOutlined />),
    child('content-banners', '/content/banners', <PictureOutlined />),
    child('content-faq', '/content/faq', <QuestionCircleOutlined />),
    child('content-pages', '/content/pages', <ProfileOutlined />),
    child('content-location', '/content/location', <EnvironmentOutlined />, false),
  ],
  routes: (
    <>
      <Route path="/content/tiles" element={<TilesPage />} />
      <Route path="/content/notices" element={<NewsListPage kind="notice" key="notice" />} />
      <Route path="/content/notices/:id" element={<NewsEditorPage kind="notice" key="notice" />} />
      <Route path="/content/popups" element={<NewsListPage kind="popup" key="popup" />} />
      <Route path="/content/popups/:id" element={<NewsEditorPage kind="popup" key="popup" />} />
      <Route path="/content/banners" element={<NewsListPage kind="banner" key="banner" />} />
      <Route path="/content/banners/:id" element={<NewsEditorPage kind="banner" key="banner" />} />
      <Route path="/content/faq" element={<FaqListPage />} />
      <Route path="/content/faq/:id" element={<FaqEditorPage />} />
      <Route path="/content/pages" element={<PagesListPage />} />
      <Route path="/content/pages/:key" element={<PageEditorPage />} />
      <Route path="/content/location" element={<CompanyLocationPage />} />
    </>
  ),
};
