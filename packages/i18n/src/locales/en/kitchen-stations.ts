/** Admin: kitchen stations and the categories they cook. */
export const kitchenStations = {
  description:
    "Each station's kitchen display shows only the products of its categories. The default station cooks everything no other station lists.",
  name: 'Station name',
  categories: 'Categories it cooks',
  defaultCategories: 'Categories it also cooks (it already cooks everything no other station lists)',
  default: 'Default',
  save: 'Save',
  add: 'Add station',
  delete: 'Delete',
  new: 'New station',
  saved: 'Station saved',
  move: {
    title: 'Category at another station',
    line: '"{{category}}" is at the "{{station}}" station now.',
    question: 'Move it to "{{station}}"? The other station\'s screen will no longer show these products.',
    confirm: 'Move',
  },
  errors: {
    nameRequired: 'Station name is required',
    name_taken: 'A station with this name already exists',
    reserved_category: '"All" is not a category; a station cannot have it',
    unknown_category: 'One of the chosen categories no longer exists; reload the page',
    default_station: 'The default station cannot be deleted',
    station_not_found: 'Station not found; reload the page',
    generic: 'The station could not be saved; try again',
  },
};
