import type { TagLook } from '../../components/status-tag';

/** 0 pending, 1 done (confirmed or paid), 2 rejected: the deposit and withdrawal numbers. */
export const lookOfStatus = (status: number): TagLook =>
  status === 0 ? 'info' : status === 1 ? 'good' : 'bad';
