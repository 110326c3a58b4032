import { styled } from 'styled-components';

/** One row: the component(s), what screen readers get, the keyboard, what the app supplies. */
export type A11yRow = readonly [
  component: string,
  screenReaders: string,
  keyboard: string,
  youSupply: string,
];

const Table = styled.table`
  width: 100%;
  margin: 16px 0 24px;
  border-collapse: collapse;
  font-size: 14px;
  line-height: 1.45;

  & th, & td {
    padding: 8px;
    border-bottom: 1px solid #e5e7eb;
    text-align: left;
    vertical-align: top;
  }

  & thead th { white-space: nowrap; }
  & tbody th { font-weight: 600; }
  & code { font-size: 12px; overflow-wrap: anywhere; }
  & tbody th code { white-space: nowrap; }
`;

/** Text with `backticks` around code; everything else stays plain text. */
function Prose({ text }: { text: string }) {
  return text.split('`').map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of a fixed string keep their places
    index % 2 === 1 ? <code key={index}>{part}</code> : part,
  );
}

/** What components do for screen readers and keyboards, one row each. */
export function A11yTable({ rows }: { rows: readonly A11yRow[] }) {
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">Component</th>
          <th scope="col">Screen readers</th>
          <th scope="col">Keyboard</th>
          <th scope="col">You supply</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([component, screenReaders, keyboard, youSupply]) => (
          <tr key={component}>
            <th scope="row">
              <Prose text={component} />
            </th>
            <td>
              <Prose text={screenReaders} />
            </td>
            <td>
              <Prose text={keyboard} />
            </td>
            <td>
              <Prose text={youSupply} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
