import { createContext, useContext } from 'react';
import { defaultTitleBrand, documentTitle, type TitleBrand } from '../lib/document-title';

/** The church's short name and tagline for tab titles; the app provides the saved ones. */
export const TitleBrandContext = createContext<TitleBrand>(defaultTitleBrand);

/** Sets the tab title; React 19 hoists a rendered <title> into the document head. */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{documentTitle(title, useContext(TitleBrandContext))}</title>;
}
