import { ApiError } from '@kiosk/ui';
import { describe, expect, it } from 'vitest';
import { stationErrorKey, takenCategories, withCategory } from './station-errors';

const taken = [{ id: 'c1', name: 'Burgerler', station_name: 'Izgara' }];

describe('takenCategories', () => {
  it('lists the categories another station cooks', () => {
    const error = new ApiError({
      code: 'category_at_other_station',
      status: 409,
      message: 'taken',
      details: { categories: taken },
    });
    expect(takenCategories(error)).toEqual(taken);
  });

  it('is an empty list when the server names none, undefined for any other failure', () => {
    expect(
      takenCategories(new ApiError({ code: 'category_at_other_station', status: 409, message: '' })),
    ).toEqual([]);
    expect(takenCategories(new ApiError({ code: 'not_found', status: 404, message: '' }))).toBeUndefined();
    expect(takenCategories(new Error('boom'))).toBeUndefined();
  });
});

describe('stationErrorKey', () => {
  it("names the server's code, or generic when offline or not an API error", () => {
    expect(stationErrorKey(new ApiError({ code: 'name_taken', status: 409, message: '' }))).toEqual({
      key: 'kitchenStations.errors.name_taken',
      generic: false,
    });
    expect(stationErrorKey(new ApiError({ code: 'network_error', status: 0, message: '' })).generic).toBe(
      true,
    );
    expect(stationErrorKey(new Error('boom'))).toEqual({
      key: 'kitchenStations.errors.generic',
      generic: true,
    });
  });
});

describe('withCategory', () => {
  it('adds a ticked category at the end and removes an unticked one', () => {
    expect(withCategory(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(withCategory(['a', 'b'], 'a', false)).toEqual(['b']);
  });
});
