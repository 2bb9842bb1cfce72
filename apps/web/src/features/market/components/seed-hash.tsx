import { useTranslation } from 'react-i18next';

import { CopyButton } from '../../../components/ui/copy-button';
import { HexText } from './hex-text';

/**
 * The current seed's published sha256, with a copy button; a committed (secret) seed first says
 * what the fingerprint is for.
 */
export function SeedHash({ hash, seedPublic }: { hash: string; seedPublic: boolean }) {
  const { t } = useTranslation();
  return (
    <section className="demo-sheet__section">
      {seedPublic ? null : (
        <>
          <h3 className="demo-sheet__subtitle">{t('demoSheet.seedTitle')}</h3>
          <p>{t('demoSheet.seedText')}</p>
        </>
      )}
      <div className="demo-sheet__hash">
        <span className="demo-sheet__label">{t('demoSheet.seedHash')}</span>
        <div className="demo-sheet__hash-row">
          <HexText value={hash} testId="demo-seed-hash" />
          <CopyButton
            text={hash}
            label={t('demoSheet.copyHash')}
            className="icon-button demo-sheet__copy"
            successIcon
          />
        </div>
      </div>
    </section>
  );
}
