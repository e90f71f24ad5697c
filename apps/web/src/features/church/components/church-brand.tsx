/**
 * Puts the church's settings where the whole app sees them (docs/configuration.md#church-settings):
 * the tab titles, the page's description, the brand colour, the language and formats, and the
 * socket that brings a saved change to this open page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { defaultChurchSettings } from '@torch/contract';
import { Fragment, useEffect, useMemo, useState, type ReactNode } from 'react';
import { applyLocale } from '../../../shared/i18n';
import { formatCurrency, formatLocale, setFormatCurrency } from '../../../shared/lib/format-locale';
import { TitleBrandContext } from '../../../shared/ui/document-title';
import { useAuth } from '../../auth';
import { useChurch } from '../hooks/use-church';
import { brandColourVariables, pageDescription } from '../lib/brand';

/** After the first screen: the socket client is a file of its own, fetched once the page is idle. */
const LISTEN_AFTER_MS = 1500;

export function ChurchBrand({ children }: { children: ReactNode }) {
  const church = useChurch();
  const queryClient = useQueryClient();
  // Only a signed-in member listens: a visitor's page would otherwise hold a socket open on a
  // small server for a change that comes a few times a year (their query polls instead).
  const signedIn = useAuth().user !== null;

  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      void import('../lib/listen-for-church').then(({ listenForChurch }) => {
        if (!cancelled) stop = listenForChurch(queryClient);
      });
    }, LISTEN_AFTER_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      stop?.();
    };
  }, [queryClient, signedIn]);

  useEffect(() => {
    const root = document.documentElement.style;
    const variables = brandColourVariables(church.brandColour);
    for (const [name, value] of Object.entries(variables)) {
      if (church.brandColour === defaultChurchSettings.brandColour) root.removeProperty(name);
      else root.setProperty(name, value);
    }
  }, [church.brandColour]);

  // A new locale (its catalogue fetched first) or currency draws the app afresh: every date,
  // amount and text is then written the new way, not only those of components that read the
  // settings.
  const [written, setWritten] = useState(() => `${formatLocale()} ${formatCurrency()}`);
  useEffect(() => {
    let current = true;
    void applyLocale(church.locale).then(() => {
      setFormatCurrency(church.currency);
      if (current) setWritten(`${church.locale} ${church.currency}`);
    });
    return () => {
      current = false;
    };
  }, [church.locale, church.currency]);

  useEffect(() => {
    document
      .querySelector('meta[name="description"]')
      ?.setAttribute('content', pageDescription(church));
  }, [church]);

  const brand = useMemo(
    () => ({ shortName: church.shortName, tagline: church.tagline }),
    [church.shortName, church.tagline],
  );
  return (
    <TitleBrandContext value={brand}>
      <Fragment key={written}>{children}</Fragment>
    </TitleBrandContext>
  );
}
