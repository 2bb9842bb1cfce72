import type { ConsoleArea } from '../area';

export const operatorsArea: ConsoleArea = { resources: [], routes: null };
