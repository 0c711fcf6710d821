import { useRouteContext } from '@tanstack/react-router';
import { ItemPicker as Picker, type ItemPickerProps } from '../../../components/item-picker/ItemPicker.js';
import { searchItems } from './picker-api.js';

/** The item picker searching the shop's own listing and link targets, as the edit mode's pickers do. */
export function ItemPicker(props: Omit<ItemPickerProps, 'search'>) {
  const { api, config } = useRouteContext({ from: '__root__' });
  return <Picker {...props} search={(q, signal) => searchItems(api, config.apiKeyId, props.kind, q, signal)} />;
}
