import type { ConsoleArea } from '../area';

export const moneyArea: ConsoleArea = { resources: [], routes: null };
