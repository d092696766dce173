// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select } from './select.js';

afterEach(cleanup);

const wrapperOf = (label: string) => screen.getByLabelText(label).parentElement as HTMLElement;

describe('Select', () => {
  it('fills its row unless the caller gives a width (cn does not merge w-full away)', () => {
    render(
      <>
        <Select aria-label="plain" />
        <Select aria-label="narrow" className="w-24" />
        <Select aria-label="responsive" className="sm:w-64" />
        <Select aria-label="styled" className="[&_select]:h-11" />
      </>,
    );
    expect(wrapperOf('plain').className.split(' ')).toContain('w-full');
    expect(wrapperOf('narrow').className.split(' ')).not.toContain('w-full');
    expect(wrapperOf('responsive').className.split(' ')).not.toContain('w-full');
    expect(wrapperOf('styled').className.split(' ')).toContain('w-full');
  });

  it('is 44 px for toolbars and 48 px in forms, and says when it is invalid', () => {
    render(
      <>
        <Select aria-label="toolbar" fieldSize="sm" />
        <Select aria-label="form" invalid />
      </>,
    );
    expect(screen.getByLabelText('toolbar').className).toContain('h-11');
    expect(screen.getByLabelText('form').className).toContain('h-12');
    expect(screen.getByLabelText('form').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('toolbar').getAttribute('aria-invalid')).toBeNull();
  });
});
