import { styled } from 'styled-components';
import { brandPresets, createTheme, type HiramTheme } from '../src/theme/index.ts';

const themes = Object.entries(brandPresets).map(
  ([name, brand]) => [name, createTheme(brand)] as const,
);

type Leaf = [path: string, value: string | number];

function leaves(value: unknown, path: string[] = []): Leaf[] {
  if (typeof value === 'string' || typeof value === 'number') return [[path.join('.'), value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, [...path, key]));
  }
  return [];
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 13px;

  & th, & td {
    padding: 6px 8px;
    border-bottom: 1px solid #e5e7eb;
    text-align: left;
    vertical-align: top;
  }

  & td { font-family: ui-monospace, monospace; overflow-wrap: anywhere; }
`;

const Swatch = styled.span<{ $color: string }>`
  display: inline-block;
  width: 14px;
  height: 14px;
  margin-right: 6px;
  border: 1px solid #9ca3af;
  border-radius: 3px;
  vertical-align: middle;
  background: ${({ $color }) => $color};
`;

const isColour = (path: string, value: string | number) =>
  typeof value === 'string' && path.startsWith('color.') && !path.endsWith('gradient');

/** Every token of `HiramTheme`, with its value in each brand preset. */
export function TokenTable({ group }: { group?: keyof HiramTheme }) {
  const first = themes[0]?.[1];
  if (!first) return null;
  const rows = leaves(group ? { [group]: first[group] } : first).map(([path]) => path);
  const valueAt = (theme: HiramTheme, path: string) =>
    leaves(theme).find(([candidate]) => candidate === path)?.[1] ?? '';
  return (
    <Table>
      <thead>
        <tr>
          <th scope="col">token</th>
          {themes.map(([name]) => (
            <th scope="col" key={name}>
              {name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((path) => (
          <tr key={path}>
            <th scope="row">{path}</th>
            {themes.map(([name, theme]) => {
              const value = valueAt(theme, path);
              return (
                <td key={name}>
                  {isColour(path, value) && <Swatch $color={String(value)} />}
                  {String(value)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
