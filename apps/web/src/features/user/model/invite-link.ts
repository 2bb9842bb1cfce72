import { paths } from '../../../config/paths';
import { buildPath } from '../../../lib/navigation';

/**
 * The link a friend registers with: the register page with the invite code filled in, e.g.
 * `https://host/h5/#/pages/common/register?code=AB12CD`.
 */
export function inviteLink(inviteCode: string, origin: string = window.location.origin): string {
  return `${origin}${import.meta.env.BASE_URL}#${buildPath(paths.register, { code: inviteCode })}`;
}
