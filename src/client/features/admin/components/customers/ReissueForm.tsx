import { useRouteContext } from '@tanstack/react-router';
import { useState } from 'react';
import { isMemberCardBarcode, isMemberCardPin } from '@shared/validation/member-card.js';
import { reissueMemberCard } from '../../api/customers.js';
import { ActionField, ActionForm } from '../catalogue/ActionForm.js';

/**
 * A card's re-issue under a new number (docs/decisions/0220-member-card-register.md): the new card's 12 digits and
 * the PIN printed on it, through the admin action machine.
 */
export function ReissueForm({ barcode, done }: { barcode: string; done: () => void }) {
  const { api } = useRouteContext({ from: '__root__' });
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <button type="button" className="btn btn--outline" onClick={() => setOpen(true)}>
        Izdaj novu
      </button>
    );
  return (
    <ActionForm
      label={`Nova iskaznica umjesto ${barcode}`}
      submitText="Izdaj novu iskaznicu"
      doneText="Nova iskaznica je izdana; stara više ne daje cijene za članove."
      check={(values) => {
        const number = (values.barcode ?? '').trim();
        const pin = (values.pin ?? '').trim();
        const errors: Record<string, string> = {};
        if (!isMemberCardBarcode(number)) errors.barcode = 'Broj iskaznice sadrži točno 12 znamenki.';
        if (!isMemberCardPin(pin)) errors.pin = 'PIN sadrži točno 4 znamenke.';
        return Object.keys(errors).length ? { errors } : { body: { barcode: number, pin } };
      }}
      send={(body) => reissueMemberCard(api, barcode, body as { barcode: string; pin: string })}
      done={done}
      fields={(errorOf) => (
        <>
          <ActionField
            name="barcode"
            label="Broj nove iskaznice"
            inputMode="numeric"
            maxLength={12}
            autoComplete="off"
            id={`reissue-${barcode}`}
            error={errorOf('barcode')}
          />
          <ActionField
            name="pin"
            label="PIN nove iskaznice"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            id={`reissue-pin-${barcode}`}
            error={errorOf('pin')}
          />
        </>
      )}
    />
  );
}
