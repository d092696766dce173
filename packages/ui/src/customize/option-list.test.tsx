// @vitest-environment jsdom
import { defaultSelection, type Selection } from '@kiosk/domain';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDS, testMenu } from '../menu/menu-fixture.js';
import { configurableItemOf, stepsOf } from '../menu/menu-model.js';
import { OptionStep } from './option-list.js';

afterEach(cleanup);

function burger() {
  const menu = testMenu();
  const steps = stepsOf(menu, IDS.burger);
  const product = menu.products.find((p) => p.id === IDS.burger);
  if (!product) throw new Error('no burger');
  const item = configurableItemOf(product, steps);
  const [bread, sauces] = steps;
  if (!bread || !sauces) throw new Error('no steps');
  return { item, bread, sauces, selection: defaultSelection(item) };
}

describe('OptionStep', () => {
  it('shows a radio step as pressed buttons and chooses the one pressed (kiosk)', () => {
    const { item, bread, selection } = burger();
    const onChange = vi.fn<(next: Selection) => void>();
    render(<OptionStep view={bread} item={item} selection={selection} onChange={onChange} missing={false} />);
    const options = screen.getAllByTestId('config-option');
    expect(options).toHaveLength(2);
    expect(options[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(options[1]?.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(options[1] as HTMLElement);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ [IDS.breadStep]: { [IDS.brioche]: 1 } }));
  });

  it("counts a stepper step's option up to its maximum and marks a missing step (till)", () => {
    const { item, sauces, selection } = burger();
    const onChange = vi.fn<(next: Selection) => void>();
    render(
      <OptionStep
        view={sauces}
        item={item}
        selection={selection}
        onChange={onChange}
        missing
        variant="till"
      />,
    );
    expect(screen.getByTestId('customize-step').getAttribute('data-missing')).toBe('true');
    expect(screen.getAllByTestId('customize-option')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'sale.till.customize.increase: Cheddar' }));
    expect(onChange).toHaveBeenCalledWith(
      expect.objectContaining({ [IDS.sauceStep]: { [IDS.cheeseOption]: 1 } }),
    );
  });
});
