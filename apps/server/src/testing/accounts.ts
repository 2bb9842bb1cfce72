import { expectOk, type TestApp } from './test-app.js';

/** Lets the next verification code go out at once, as if 60 s had passed. */
export async function ageCodes(t: TestApp): Promise<void> {
  await t.db
    .updateTable('verification_codes')
    .set({ created_at: new Date(Date.now() - 61_000) })
    .execute();
}

/** Registers a user by mobile with the SMS code, as the register screen does. */
export async function registerByMobile(
  t: TestApp,
  areaCode: string,
  mobile: string,
  password: string,
): Promise<void> {
  await expectOk(await t.post('/api/sms_send', { area_code: areaCode, mobile, scene: 'register' }));
  const code = t.outbox.codeFor(`${areaCode}:${mobile}`);
  await expectOk(
    await t.post('/api/user/register', {
      type: 'mobile',
      area_code: areaCode,
      user_string: mobile,
      code,
      password,
      re_password: password,
    }),
  );
}

/** Resets the password of `email` to `NewSecret1` through the mailed forget code; answers the code. */
export async function resetPassword(t: TestApp, email: string): Promise<string> {
  await ageCodes(t);
  await expectOk(await t.post('/api/sms_mail', { user_string: email, scene: 'forget' }));
  const code = t.outbox.codeFor(email);
  await expectOk(
    await t.post('/api/user/forget', {
      account: email,
      password: 'NewSecret1',
      repassword: 'NewSecret1',
      code,
    }),
  );
  return code;
}
