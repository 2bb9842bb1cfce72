import { useEffect, useState } from 'react';
import { useTranslate } from '@refinedev/core';
import { Form, Typography } from 'antd';

import { IMAGE_PATTERN } from './editor-extensions';
import { ImageUpload } from './image-upload';
import { BannerFrame } from './phone-preview';

/**
 * A banner's image: upload or address, and before anything is saved the crop the H5 home makes
 * of it (10:3 at the phone's width, the image covering the frame) beside the whole picture.
 */
export function BannerImageField() {
  const t = useTranslate();
  const form = Form.useFormInstance();
  const image = (Form.useWatch('image', form) as string | undefined) ?? '';
  const [local, setLocal] = useState<string | null>(null);
  useEffect(() => () => (local ? URL.revokeObjectURL(local) : undefined), [local]);
  // The chosen file shows at once; the stored one once the upload answers.
  const shown = IMAGE_PATTERN.test(image) ? image : (local ?? '');
  return (
    <>
      <Form.Item
        name="image"
        label={t('content.fields.image')}
        extra={t('content.bannerHelp')}
        rules={[
          {
            validator: (_, v: string | undefined) =>
              !v?.trim() || IMAGE_PATTERN.test(v.trim())
                ? Promise.resolve()
                : Promise.reject(new Error(t('content.editor.imageInvalid'))),
          },
        ]}
      >
        <ImageUpload onFile={(file) => setLocal(URL.createObjectURL(file))} />
      </Form.Item>
      {shown ? (
        <div className="banner-crop" data-testid="banner-crop">
          <div>
            <Typography.Text strong>{t('content.cropTitle')}</Typography.Text>
            <BannerFrame title={t('content.cropSample')} image={shown} />
          </div>
          <div>
            <Typography.Text strong>{t('content.cropOriginal')}</Typography.Text>
            <div>
              <img className="banner-crop__source" src={shown} alt={t('content.cropOriginal')} />
            </div>
          </div>
        </div>
      ) : null}
    </>
  );
}
