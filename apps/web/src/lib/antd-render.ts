import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

/**
 * antd-mobile 5 renders Toast and Dialog with ReactDOM.render, which React 19 removed; this hands
 * it createRoot instead. Imported by the lazy loaders of those two (lib/toast.ts, lib/dialog.ts),
 * so its helpers stay out of the entry chunk.
 */
unstableSetRender((node, container) => {
  const host = container as Element & { _reactRoot?: Root };
  host._reactRoot ??= createRoot(host);
  const root = host._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete host._reactRoot;
  };
});
