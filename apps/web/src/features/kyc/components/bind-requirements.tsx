import { useTranslation } from 'react-i18next';

import { missingBindings } from '../model/kyc-state';
import { AlertIcon, CheckCircleIcon } from './kyc-icons';
import './kyc.css';

interface BindRequirementsProps {
  emailBound: boolean;
  mobileBound: boolean;
  onBind: () => void;
}

/** Email and phone must both be bound before identity can pass (SPEC.md §5). */
export function BindRequirements({ emailBound, mobileBound, onBind }: BindRequirementsProps) {
  const { t } = useTranslation();
  const missing = missingBindings({ email_bound: emailBound, mobile_bound: mobileBound });
  const item = (done: boolean, label: string) => (
    <li className={`kyc-check${done ? ' kyc-check--done' : ''}`}>
      {done ? <CheckCircleIcon /> : <AlertIcon />}
      <span>{label}</span>
      <span className="kyc-check__state">{done ? t('kyc.bound') : t('common.notBound')}</span>
    </li>
  );
  return (
    <section className="kyc-requirements card" data-testid="kyc-requirements">
      <h2 className="kyc-requirements__title">{t('kyc.requirements')}</h2>
      <ul className="kyc-checks">
        {item(emailBound, t('kyc.emailBound'))}
        {item(mobileBound, t('kyc.mobileBound'))}
      </ul>
      {missing.any ? (
        <div className="kyc-requirements__bind">
          <p>{t('kyc.bindNotice')}</p>
          <button type="button" className="link link--gold" onClick={onBind}>
            {t('kyc.goToSecurity')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
