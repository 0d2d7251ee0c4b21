'use client';

import { useLayoutEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';

/**
 * Keeps what a visitor typed into a server-rendered form before the page's script ran.
 * Hydration leaves the typed text in the inputs, but the form's state still holds the values
 * the page was rendered with, and the form's next render would write those back over the text.
 * Once, right after hydration and before the browser paints again, the text of each input that
 * differs from the state becomes the state. A form mounted later (a client navigation) shows its
 * state, so nothing differs and nothing changes.
 */
export function useTypedBeforeHydration<F extends string>(
  inputs: RefObject<Partial<Record<F, HTMLInputElement | null>>>,
  setValues: Dispatch<SetStateAction<Record<F, string>>>,
) {
  useLayoutEffect(() => {
    setValues((values) => {
      const typed = (Object.keys(values) as F[]).flatMap((field) => {
        const text = inputs.current[field]?.value;
        return text === undefined || text === values[field] ? [] : [[field, text] as const];
      });
      return typed.length === 0 ? values : { ...values, ...Object.fromEntries(typed) };
    });
  }, [inputs, setValues]);
}
