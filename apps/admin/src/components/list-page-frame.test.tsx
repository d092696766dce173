import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterField, FilterFields } from './list-page-frame';

describe('the list filter bar fields', () => {
  it('labels each field and offers "clear" only while a filter is set', () => {
    const field = (
      <FilterField id="f-store" label="Mağaza" wide>
        <select id="f-store" />
      </FilterField>
    );
    const idle = renderToStaticMarkup(<FilterFields>{field}</FilterFields>);
    expect(idle).toContain('<label for="f-store"');
    expect(idle).toContain('Mağaza');
    expect(idle).not.toContain('data-testid="staff-clear"');

    const set = renderToStaticMarkup(
      <FilterFields clear={{ label: 'Filtreleri temizle', testId: 'staff-clear', onClick: () => undefined }}>
        {field}
      </FilterFields>,
    );
    expect(set).toContain('data-testid="staff-clear"');
    expect(set).toContain('Filtreleri temizle');
  });

  it('a search box takes the whole phone row and twice the width on a desktop', () => {
    const html = renderToStaticMarkup(
      <FilterField id="q" label="Ara" wide grow>
        <input id="q" />
      </FilterField>,
    );
    expect(html).toContain('col-span-2');
    expect(html).toContain('lg:flex-[2]');
    const plain = renderToStaticMarkup(
      <FilterField id="r" label="Rol">
        <select id="r" />
      </FilterField>,
    );
    expect(plain).not.toContain('col-span-2');
    expect(plain).toContain('lg:flex-1');
    const date = renderToStaticMarkup(
      <FilterField id="d" label="Başlangıç" compact>
        <input id="d" type="date" />
      </FilterField>,
    );
    expect(date).toContain('lg:flex-none');
    expect(date).not.toContain('lg:flex-1');
  });
});
