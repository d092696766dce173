import { describe, expect, it } from 'vitest';
import { type ConfigurationDraft, configurationIssues, newOption, newStep } from './configuration-draft';
import { initialExpansion, issueKeys, saveFailureKey, toggleKey } from './editor-state';

describe('toggleKey', () => {
  it('opens, closes or flips a key without touching the original set', () => {
    const start = new Set(['a']);
    expect([...toggleKey(start, 'b')]).toEqual(['a', 'b']);
    expect([...toggleKey(start, 'a')]).toEqual([]);
    expect([...toggleKey(start, 'a', true)]).toEqual(['a']);
    expect([...toggleKey(start, 'b', false)]).toEqual(['a']);
    expect([...start]).toEqual(['a']);
  });
});

describe('initialExpansion', () => {
  const step = { ...newStep(), options: [newOption(), newOption()] };
  const draft: ConfigurationDraft = { steps: [step] };

  it('opens the new step and its options of a product without saved steps', () => {
    const open = initialExpansion(draft, 0);
    expect([...open.steps]).toEqual([step.key]);
    expect([...open.options]).toEqual(step.options.map((option) => option.key));
  });

  it('folds everything of a saved configuration', () => {
    const open = initialExpansion(draft, 1);
    expect(open.steps.size).toBe(0);
    expect(open.options.size).toBe(0);
  });
});

describe('issueKeys', () => {
  it('names the steps and options that need attention', () => {
    const bad = { ...newOption(), priceText: 'x' };
    const step = { ...newStep(), titleTr: 'Sos', options: [bad] };
    const empty = { ...newStep(), titleTr: 'Boş', options: [] };
    const keys = issueKeys(configurationIssues({ steps: [step, empty] }));
    expect(new Set(keys.steps)).toEqual(new Set([step.key, empty.key]));
    expect(new Set(keys.options)).toEqual(new Set([bad.key]));
  });
});

describe('saveFailureKey', () => {
  it('names the refusals the server explains and a plain failure otherwise', () => {
    expect(saveFailureKey('configuration_incomplete')).toBe('configurator.validation.incomplete');
    expect(saveFailureKey('linked_product_unavailable')).toBe('configurator.editor.linkedUnavailable');
    expect(saveFailureKey('')).toBe('configurator.toasts.saveFailed');
  });
});
