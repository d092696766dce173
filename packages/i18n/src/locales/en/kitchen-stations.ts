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
};
