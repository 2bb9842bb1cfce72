import { useTranslation } from 'react-i18next';

import { PageShell } from '../../../app/page-shell';
import { CodeField } from '../../../components/ui/code-field';
import { Field, TextInput } from '../../../components/ui/field';
import { InfoIcon } from '../../../components/ui/icons';
import { NewPasswordFields } from '../../../components/ui/new-password-fields';
import { PrimaryButton } from '../../../components/ui/primary-button';
import { QueryFallback } from '../../../components/ui/query-fallback';
import { AccountKindTabs } from '../../../features/auth/components/account-kind-tabs';
import { AreaCodeButton } from '../../../features/area/components/area-code-button';
import { usePasswordForm } from './use-password-form';

/**
 * SPEC.md has no separate "forgot password" route, so this page serves both: logged out it
 * resets the password of the account typed in; logged in it changes the user's own password,
 * which ends every session and holds withdrawals for 24 h (PRODUCT-RULES.md §2).
 */
export function PasswordPage() {
  const { t } = useTranslation();
  const form = usePasswordForm();
  const { userQuery, own, account, errors } = form;
  const isEmail = form.kind === 'email';
  if (userQuery.isLoggedIn && !userQuery.user) {
    return (
      <PageShell title={t('password.changeTitle')}>
        <QueryFallback query={userQuery} />
      </PageShell>
    );
  }
  return (
    <PageShell title={own ? t('password.changeTitle') : t('password.resetTitle')}>
      <form className="form-page" onSubmit={form.submit} noValidate>
        {own ? (
          <div className="notice notice--warning" role="note">
            <InfoIcon />
            <p>{t('password.changeWarning')}</p>
          </div>
        ) : (
          <AccountKindTabs
            value={form.draft.kind}
            onChange={(next) => {
              form.setDraft({ kind: next, account: '' });
              form.setErrors({});
            }}
          />
        )}

        <Field
          id="password-account"
          label={own ? t('password.account') : t(isEmail ? 'auth.email' : 'auth.mobile')}
          error={errors.account}
          prefix={!own && !isEmail ? <AreaCodeButton /> : undefined}
        >
          <TextInput
            id="password-account"
            type={isEmail ? 'email' : 'tel'}
            placeholder={t(isEmail ? 'auth.emailPlaceholder' : 'auth.mobilePlaceholder')}
            value={own && !isEmail ? `+${form.areaCode} ${account}` : account}
            readOnly={Boolean(own)}
            clearable={!own}
            onChange={(next) => form.setDraft({ ...form.draft, account: next })}
            invalid={Boolean(errors.account)}
          />
        </Field>

        <CodeField
          id="password-code"
          error={errors.code}
          value={form.code}
          onChange={form.setCode}
          onSend={form.sendCode}
          countdownKey={`forget:${form.kind}:${form.areaCode}${account.trim()}`}
        />

        <NewPasswordFields
          ids={['password-new', 'password-confirm']}
          form={form}
          label={t('password.newPassword')}
        />

        {form.secondFactor.field}

        <PrimaryButton type="submit" loading={form.forget.isPending}>
          {t('common.submit')}
        </PrimaryButton>
      </form>
    </PageShell>
  );
}
