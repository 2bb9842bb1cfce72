import type { ReactNode } from 'react';
import type { ResourceProps } from '@refinedev/core';

/**
 * One part of the console (money, users, content, …): its menu entries and its routes, kept in
 * its own folder with its own texts (`locales/<lang>.json`, read as `<folder>.<key>`). The
 * file's `menu` object names the area's resources in the side menu: `{"menu": {"deposits":
 * "Deposits"}}`. A resource with `meta: { access: 'super' }` shows to super-operators only
 * (auth/access-control.ts).
 */
export interface ConsoleArea {
  resources: ResourceProps[];
  routes: ReactNode;
}
