import {useEffect} from 'react';
import type {AiWidgetConfig} from '../../config/env';

export interface ThirdPartyConfig {
  statusPageScriptUrl: string | null;
  aiWidget: AiWidgetConfig | null;
}

function injectScript(src: string, attributes: Record<string, string> = {}): void {
  if (document.querySelector(`script[src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.body.appendChild(script);
}

/** Runs after hydration and when the browser is idle, so neither script delays the page (SPEC §7). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, {timeout: 3000});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = globalThis.setTimeout(task, 1);
  return () => globalThis.clearTimeout(handle);
}

export function useThirdPartyScripts({statusPageScriptUrl, aiWidget}: ThirdPartyConfig): void {
  useEffect(() => {
    if (!statusPageScriptUrl && !aiWidget) return undefined;
    return whenIdle(() => {
      if (statusPageScriptUrl) injectScript(statusPageScriptUrl);
      if (aiWidget) injectScript(aiWidget.scriptUrl, {'data-client-key': aiWidget.clientKey, 'data-ai-widget': 'true'});
    });
  }, [statusPageScriptUrl, aiWidget]);
}
