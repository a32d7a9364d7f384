import { useEffect, useRef, useState } from 'react';
import { returnFocus } from './return-focus';

/**
 * A native `<dialog>` shown modally for as long as the component lives (the browser keeps the focus
 * inside and Escape fires `cancel`); when it goes, the focus returns to the element that opened it,
 * or to the page's main heading when that element went with the old state.
 */
export function useModalDialog() {
  const dialog = useRef<HTMLDialogElement>(null);
  // Read while rendering the first time: before the dialog's own autofocus could move the focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    return () => {
      element?.close();
      returnFocus(opener, element);
    };
  }, [opener]);
  return dialog;
}
