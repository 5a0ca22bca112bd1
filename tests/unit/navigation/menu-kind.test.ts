import { describe, expect, it } from 'vitest';
import { menuKind, menuLabel } from '../../../src/lib/navigation/menu-kind.ts';

const link = { name: 'Finance', url: '/finance' };

describe('menuKind', () => {
  it('is link for an item with only a url', () => {
    expect(menuKind({ url: '/finance' })).toBe('link');
  });

  it('is dropdown for dropdownItems, even with a url', () => {
    expect(menuKind({ dropdownItems: [link] })).toBe('dropdown');
    expect(menuKind({ url: '/service', dropdownItems: [link] })).toBe('dropdown');
  });

  it.each(['brands', 'models', 'bodies', 'columns', 'stock'] as const)(
    'is %s for that dynamicDropdown',
    (kind) => {
      expect(menuKind({ dynamicDropdown: kind, url: '/x', dropdownItems: [link] })).toBe(kind);
    },
  );

  it('is columns for column lists without a dynamicDropdown', () => {
    expect(menuKind({ dropdownMenus: [{ title: 'Service', items: [link] }] })).toBe('columns');
  });

  it('falls back to the url when the dropdown list is empty', () => {
    expect(menuKind({ url: '/finance', dropdownItems: [] })).toBe('link');
  });

  it('is null when there is nothing to show', () => {
    expect(menuKind({})).toBeNull();
    expect(menuKind({ dropdownItems: [], dropdownMenus: [] })).toBeNull();
  });
});

describe('menuLabel', () => {
  it('uses the name, else the title', () => {
    expect(menuLabel({ name: 'New Cars', title: 'Ignored' })).toBe('New Cars');
    expect(menuLabel({ title: 'Service' })).toBe('Service');
    expect(menuLabel({})).toBe('');
  });
});
