import { configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { addressReducer } from './address-slice.ts';
import { catalogueReducer } from './catalogue-slice.ts';

/** A fresh store for one page (only the parts pages load Redux). */
export function makePartsStore() {
  return configureStore({ reducer: { catalogue: catalogueReducer, address: addressReducer } });
}

export type PartsStore = ReturnType<typeof makePartsStore>;
export type PartsState = ReturnType<PartsStore['getState']>;
export type PartsDispatch = PartsStore['dispatch'];

export const usePartsDispatch = useDispatch.withTypes<PartsDispatch>();
export const usePartsSelector = useSelector.withTypes<PartsState>();
