import type { ConsoleArea } from '../area';

export const usersArea: ConsoleArea = { resources: [], routes: null };
