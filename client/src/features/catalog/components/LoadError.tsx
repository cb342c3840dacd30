import { lazyPagePart } from '../../../components/lazy/lazyPagePart.tsx';

/** A list that failed to load (SPEC 2.7). Its alert's code loads only when a list fails. */
export const LoadError = lazyPagePart(() => import('./LoadErrorAlert.tsx'));
