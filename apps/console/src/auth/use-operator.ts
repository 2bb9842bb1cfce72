import { useGetIdentity } from '@refinedev/core';
import type { AdminView } from '@meridian/contract';

/**
 * The signed-in operator and what their role allows. Buttons an auditor may not use are hidden
 * for clarity only: the server refuses the call whatever the screen shows.
 */
export function useOperator() {
  const { data: me } = useGetIdentity<AdminView>();
  return {
    me,
    canWrite: me?.role === 'operator' || me?.role === 'super',
    isSuper: me?.role === 'super',
  };
}
