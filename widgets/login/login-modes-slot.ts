/**
 * Where the login frame gets the links between its modes (LoginModes): the login layout puts
 * them here for every public page, and the frame shows them under the panel of a page that names
 * its mode. The frame is shared by the sign-in page and the lazily loaded public pages; were it
 * to import the links (and with them the router's link code) itself, the bundler would split the
 * router out of the entry into a chunk of its own, about 1 KB more on the sign-in route.
 */
import { createContext, type ComponentType } from 'react';

export type LoginMode = 'sign-in' | 'sign-up' | 'forgot-password';

export const LoginModesSlot = createContext<ComponentType<{ mode: LoginMode }> | null>(null);
