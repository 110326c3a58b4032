import { useState } from 'react';
import { styled } from 'styled-components';
import { currencySign, formatDate, formatMoney } from '../src/format/index.ts';
import { maskBankCard, maskDigits, maskPhone } from '../src/mask/index.ts';

const Grid = styled.div`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  align-items: center;
  font-size: 14px;

  & input { padding: 6px 8px; font: inherit; }
  & output { font-family: ui-monospace, monospace; }
`;

/** Type a value, see every formatter and mask at once. */
export function FormatPlayground() {
  const [minor, setMinor] = useState('123456789');
  const [flag, setFlag] = useState('2');
  const [date, setDate] = useState('1767225600');
  const [typed, setTyped] = useState('0917-123 4567');
  return (
    <Grid>
      <label htmlFor="fp-minor">Amount in minor units</label>
      <input id="fp-minor" value={minor} onChange={(event) => setMinor(event.target.value)} />
      <label htmlFor="fp-flag">currencyType</label>
      <input id="fp-flag" value={flag} onChange={(event) => setFlag(event.target.value)} />
      <span>formatMoney</span>
      <output>{formatMoney(minor, { sign: currencySign(flag) }) || '(not an integer)'}</output>
      <label htmlFor="fp-date">Date (epoch s, ms or ISO)</label>
      <input id="fp-date" value={date} onChange={(event) => setDate(event.target.value)} />
      <span>formatDate</span>
      <output>{formatDate(date, { time: true }) || '(not a date)'}</output>
      <label htmlFor="fp-typed">Typed text</label>
      <input id="fp-typed" value={typed} onChange={(event) => setTyped(event.target.value)} />
      <span>maskBankCard</span>
      <output>{maskBankCard(typed)}</output>
      <span>maskPhone</span>
      <output>{maskPhone(typed)}</output>
      <span>maskDigits</span>
      <output>{maskDigits(typed)}</output>
    </Grid>
  );
}
