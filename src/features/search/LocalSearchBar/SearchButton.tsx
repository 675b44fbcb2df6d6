import React, {forwardRef, useEffect, useState, type ComponentPropsWithoutRef} from 'react';
import styles from './SearchButton.module.css';

/**
 * A key of the shortcut, pressed-looking while held (as DocSearch draws it). A letter or symbol is drawn by CSS
 * from `data-caption`, not written as text: the keys are a hint, not part of the button's label, and text inside
 * the button would make its visible text ("Search K") differ from its accessible name (WCAG 2.5.3, axe's
 * label-content-name-mismatch). The shortcut is announced by the button's name and `aria-keyshortcuts`.
 */
function Key({reactsToKey, children}: {reactsToKey: string; children: React.ReactNode}) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    const down = (event: KeyboardEvent) => {
      if (event.key === reactsToKey) setPressed(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key === reactsToKey || event.key === 'Meta') setPressed(false);
    };
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
    };
  }, [reactsToKey]);
  const className = pressed ? 'DocSearch-Button-Key DocSearch-Button-Key--pressed' : 'DocSearch-Button-Key';
  if (typeof children === 'string') return <kbd className={`${className} ${styles.caption}`} data-caption={children} />;
  return <kbd className={className}>{children}</kbd>;
}

function ControlKeyIcon() {
  return (
    <svg width="15" height="15" className="DocSearch-Control-Key-Icon" aria-hidden="true">
      <path
        d="M4.505 4.496h2M5.505 5.496v5M8.216 4.496l.055 5.993M10 7.5c.333.333.5.667.5 1v2M12.326 4.5v5.996M8.384 4.496c1.674 0 2.116 0 2.116 1.5s-.442 1.5-2.116 1.5M3.205 9.303c-.09.448-.277 1.21-1.241 1.203C1 10.5.5 9.513.5 8V7c0-1.57.5-2.5 1.464-2.494.964.006 1.134.598 1.24 1.342M12.553 10.5h1.953"
        strokeWidth="1.2"
        stroke="currentColor"
        fill="none"
        strokeLinecap="square"
      />
    </svg>
  );
}

type Props = ComponentPropsWithoutRef<'button'> & {translations: {buttonText: string; buttonAriaLabel: string}};

/**
 * DocSearch's search button (same markup and class names, so its styles and the site's CSS apply), without
 * @docsearch/react: that package is a single module holding the modal too, loaded here only on first intent.
 */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({translations, ...props}, ref) {
  const [modifier, setModifier] = useState<'Ctrl' | '⌘' | null>(null);
  useEffect(() => {
    setModifier(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform) ? '⌘' : 'Ctrl');
  }, []);
  const [key, label, shown] =
    modifier === 'Ctrl' ? ['Ctrl', 'Ctrl', <ControlKeyIcon key="ctrl" />] : ['Meta', 'Command', modifier];
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${translations.buttonAriaLabel} (${label}+K)`}
      aria-keyshortcuts={modifier === null ? undefined : `${key === 'Ctrl' ? 'Control' : 'Meta'}+K`}
      {...props}
      ref={ref}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <path
            d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
            stroke="currentColor"
            fill="none"
            fillRule="evenodd"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span className="DocSearch-Button-Placeholder">{translations.buttonText}</span>
      </span>
      <span className="DocSearch-Button-Keys">
        {modifier !== null && (
          <>
            <Key reactsToKey={key}>{shown}</Key>
            <Key reactsToKey="k">K</Key>
          </>
        )}
      </span>
    </button>
  );
});

export default SearchButton;
