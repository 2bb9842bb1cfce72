import type { ConsoleArea } from '../area';

export const marketsArea: ConsoleArea = { resources: [], routes: null };
