import type { ConsoleArea } from './area';
import { dashboardArea } from './dashboard';

/** The console's parts, in menu order. */
export const AREAS: ConsoleArea[] = [dashboardArea];
