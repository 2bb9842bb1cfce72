import type { ConsoleArea } from '../area';

export const contentArea: ConsoleArea = { resources: [], routes: null };
